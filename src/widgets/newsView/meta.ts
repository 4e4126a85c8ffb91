import { slugParam } from '../_kit/list/params';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('newsView', 1, {
  item: slugParam('News item (otherwise the :id of the route)'),
});

export type NewsViewParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'newsView',
  title: { uz: 'Янгилик', ru: 'Новость', en: 'News article', oz: 'Yangilik' },
  category: 'content',
  schema,
  defaults: {},
  examples: [{ name: 'The news item of the route', params: {} }],
});
