import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { Category } from '@core/schemas/content';
import { CategoryLinks } from '../_kit/category/CategoryLinks';
import { allCategoriesNeed } from '../_kit/category/needs';
import { ancestors, type CategoryNode, childrenByParent, subtree } from '../_kit/category/tree';
import { ListFrame } from '../_kit/list/ListFrame';
import { useListPage } from '../_kit/list/useListPage';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { source } from './data';
import type { CategoryListParams } from './meta';
import '../_kit/category/categoryList.css';

/**
 * The categories as a tree (spec §3: a category has a parent): a page of top categories, each with
 * its subcategories, every one linking to its page, its broadcasts and its archive recordings. A
 * title filter searches every level and shows where each match sits.
 */
export default function CategoryList({ params }: WidgetProps<CategoryListParams>) {
  const t = useT('categoryList');
  const { lang } = useRuntime();
  const ctx = useLoadContext();
  const page = useListPage<CategoryListParams, Category>(params, source.data);
  const all = useNeed<Category[]>(page.request ? allCategoriesNeed(ctx) : null);
  const everything = all.data?.data ?? [];
  const groups = childrenByParent(everything);
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
        const node = subtree(category, groups);
        const path = filtered ? ancestors(category, everything).map((c) => pickText(c.title, lang)) : [];
        return (
          <li key={category._id} className="w-categoryList__node">
            <Heading className="w-categoryList__name">
              <Link to={href('app.category.view', { id: category._id })}>
                {pickText(category.title, lang)}
              </Link>
            </Heading>
            {path.length > 0 && <p className="c-card__meta">{path.join(' › ')}</p>}
            <CategoryLinks category={category} />
            {node.children.length > 0 && <Branch nodes={node.children} />}
          </li>
        );
      }}
    />
  );
}

function Branch({ nodes }: { nodes: CategoryNode[] }) {
  const { lang } = useRuntime();
  return (
    <ul className="w-categoryList__branch">
      {nodes.map(({ category, children }) => (
        <li key={category._id}>
          <Link className="w-categoryList__child" to={href('app.category.view', { id: category._id })}>
            {pickText(category.title, lang)}
          </Link>
          <CategoryLinks category={category} />
          {children.length > 0 && <Branch nodes={children} />}
        </li>
      ))}
    </ul>
  );
}
