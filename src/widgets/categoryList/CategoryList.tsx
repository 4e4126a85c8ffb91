import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { Category } from '@core/schemas/content';
import { CategoryLinks } from '../_kit/category/CategoryLinks';
import { allCategoriesNeed } from '../_kit/category/needs';
import { ancestors } from '../_kit/category/tree';
import { ListFrame } from '../_kit/list/ListFrame';
import { useListPage } from '../_kit/list/useListPage';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { source } from './data';
import type { CategoryListParams } from './meta';
import '../_kit/category/categoryList.css';

/**
 * The categories (spec §3: a category has a parent), each counted on its own (spec §9: 4 a page),
 * in the tree's order: a category, then the ones below it, indented, each saying where it sits.
 * Every one links to its page, its broadcasts and its archive recordings. A title filter searches
 * every level.
 */
export default function CategoryList({ params }: WidgetProps<CategoryListParams>) {
  const t = useT('categoryList');
  const { lang } = useRuntime();
  const ctx = useLoadContext();
  const page = useListPage<CategoryListParams, Category>(params, source.data);
  const all = useNeed<Category[]>(page.request ? allCategoriesNeed(ctx) : null);
  const everything = all.data?.data ?? [];
  const filtered = Boolean(page.request?.title);

  return (
    <ListFrame
      className="w-categoryList"
      heading={params.title}
      label={t('category.label')}
      page={page}
      count={params.count ?? source.spec.pageSize}
      layout="rows"
      filter={params.filter !== false}
      empty={t('category.empty')}
      item={(category, _index, Heading) => {
        const above = ancestors(category, everything);
        // Under a given parent, the path starts below it; a filtered list shows the whole path.
        const from = filtered || !params.parent ? 0 : above.findIndex((c) => c._id === params.parent) + 1;
        const path = above.slice(from).map((c) => pickText(c.title, lang));
        return (
          <li
            key={category._id}
            className={`w-categoryList__node${path.length > 0 && !filtered ? ' w-categoryList__node--sub' : ''}`}
            data-depth={filtered ? undefined : path.length}
          >
            <Heading className="w-categoryList__name">
              <Link to={href('app.category.view', { id: category._id })}>
                {pickText(category.title, lang)}
              </Link>
            </Heading>
            {path.length > 0 && <p className="c-card__meta">{path.join(' › ')}</p>}
            <CategoryLinks category={category} />
          </li>
        );
      }}
    />
  );
}
