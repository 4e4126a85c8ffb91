import { countParam, slugParam } from '../_kit/list/params';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('categoryView', 1, {
  item: slugParam('Category (otherwise the :id of the route)'),
  broadcasts: countParam(PAGE_SIZE.categoryBroadcasts, 'Broadcasts shown'),
});

export type CategoryViewParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'categoryView',
  title: { uz: 'Рукн ҳақида', ru: 'О рубрике', en: 'About the category', oz: 'Rukn haqida' },
  category: 'navigation',
  schema,
  defaults: { broadcasts: PAGE_SIZE.categoryBroadcasts },
  examples: [
    { name: 'The category of the route', params: { broadcasts: PAGE_SIZE.categoryBroadcasts } },
    { name: 'Four broadcasts', params: { broadcasts: 4 } },
  ],
});
