import { countParam, filterParam, headingParam, slugParam } from '../_kit/list/params';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('categoryList', 1, {
  parent: slugParam('Parent category (the top level when not given)'),
  count: countParam(PAGE_SIZE.category, 'Top categories per page'),
  title: headingParam(),
  filter: filterParam(),
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
