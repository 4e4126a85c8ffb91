import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { ListMeta } from '@core/schemas/common';
import type { Broadcast, Category } from '@core/schemas/content';
import { useId } from 'react';
import { CategoryLinks } from '../_kit/category/CategoryLinks';
import { ancestors, childrenByParent } from '../_kit/category/tree';
import { Card } from '../_kit/content/Card';
import { isItemId } from '../_kit/content/ids';
import { ViewProblem, viewState } from '../_kit/content/view';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { categoryId, categoryViewData } from './data';
import type { CategoryViewParams } from './meta';
import '../_kit/content/content.css';
import '../_kit/list/list.css';
import '../_kit/category/categoryList.css';
import './categoryView.css';

/**
 * A category's page: where it sits (its parents), its subcategories, links to its broadcasts and
 * archive recordings, and its first broadcasts as cards.
 */
export default function CategoryView({ params }: WidgetProps<CategoryViewParams>) {
  const t = useT('categoryView', 'kit.content');
  const id = categoryId(params, useLoadContext());
  if (!id || !isItemId(id)) {
    return (
      <ViewProblem
        state={viewState(id, null) as 'unspecified' | 'notFound'}
        notFound={t('category.notFound')}
        list={{ to: href('app.category.list'), label: t('category.all') }}
      />
    );
  }
  return <CategoryDetails id={id} params={params} />;
}

function CategoryDetails({ id, params }: { id: string; params: CategoryViewParams }) {
  const t = useT('categoryView', 'kit.content');
  const { lang } = useRuntime();
  const headingId = useId();
  const broadcastsId = useId();
  const [itemNeed, allNeed, broadcastsNeed] = categoryViewData(id, params, useLoadContext());
  const item = useNeed<Category>(itemNeed);
  const all = useNeed<Category[]>(allNeed);
  const broadcasts = useNeed<Broadcast[], ListMeta>(broadcastsNeed);
  const state = viewState(id, item);
  if (state !== 'ready' || !item.data) {
    return (
      <ViewProblem
        state={state === 'ready' ? 'loading' : state}
        notFound={t('category.notFound')}
        list={{ to: href('app.category.list'), label: t('category.all') }}
      />
    );
  }

  const category = item.data.data;
  const everything = all.data?.data ?? [];
  const parents = ancestors(category, everything);
  const children = childrenByParent(everything).get(category._id) ?? [];
  const shown = broadcasts.data?.data ?? [];
  const total = broadcasts.data?.meta.total ?? 0;
  return (
    <article className="c-view w-categoryView" aria-labelledby={headingId}>
      {parents.length > 0 && (
        <nav aria-label={t('category.parents')}>
          <ol className="w-categoryView__path">
            {parents.map((parent) => (
              <li key={parent._id}>
                <Link to={href('app.category.view', { id: parent._id })}>{pickText(parent.title, lang)}</Link>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <h1 id={headingId} className="c-view__title">
        {pickText(category.title, lang)}
      </h1>
      <CategoryLinks category={category} />
      {children.length > 0 && (
        <section className="w-categoryView__children" aria-label={t('category.children')}>
          <h2 className="c-view__subtitle">{t('category.children')}</h2>
          <ul className="c-view__links">
            {children.map((child) => (
              <li key={child._id}>
                <Link to={href('app.category.view', { id: child._id })}>{pickText(child.title, lang)}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="l-list" aria-labelledby={broadcastsId} aria-busy={broadcasts.isPending}>
        <h2 id={broadcastsId} className="c-view__subtitle">
          {t('category.broadcastsTitle')}
        </h2>
        {broadcasts.isError && (
          <p className="l-list__message" role="alert">
            {t('state.loadError')}
          </p>
        )}
        {broadcasts.isSuccess && shown.length === 0 && (
          <p className="l-list__message">{t('category.noBroadcasts')}</p>
        )}
        {shown.length > 0 && (
          <ul className="l-list__items l-list__items--cards">
            {shown.map((broadcast, index) => (
              <Card
                key={broadcast._id}
                to={href('app.broadcast.view', { id: broadcast._id })}
                title={pickText(broadcast.title, lang)}
                heading="h3"
                picture={broadcast.images_anons[0]}
                place={index}
              >
                <span className={`c-tag c-tag--${broadcast.type}`}>{t(`type.${broadcast.type}`)}</span>
              </Card>
            ))}
          </ul>
        )}
        {total > shown.length && (
          <Link to={href('app.broadcast.list', {}, { category: category._id })}>
            {t('category.allBroadcasts', { total })}
          </Link>
        )}
      </section>
    </article>
  );
}
