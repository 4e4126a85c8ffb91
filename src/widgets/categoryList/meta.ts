import { slugParam } from '../_kit/list/params';
import { listSchema } from '../_kit/list/schema';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams } from '../types';

export const schema = listSchema('categoryList', 1, {
  extra: { parent: slugParam('Parent category (the top level when not given)') },
  pageSize: PAGE_SIZE.category,
  countTitle: 'Top categories per page',
});

export type CategoryListParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'categoryList',
  title: { uz: 'Рукнлар дарахти', ru: 'Дерево рубрик', en: 'Category tree', oz: 'Ruknlar daraxti' },
  category: 'navigation',
  schema,
  defaults: { count: PAGE_SIZE.category },
  examples: [
    { name: 'Top categories with their subcategories', params: { count: PAGE_SIZE.category } },
    {
      name: 'Eight a page with a heading, no filter',
      params: {
        count: 8,
        filter: false,
        title: { uz: 'Рукнлар', ru: 'Рубрики', en: 'Categories', oz: 'Ruknlar' },
      },
    },
  ],
});
