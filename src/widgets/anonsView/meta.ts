import { slugParam } from '../_kit/list/params';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('anonsView', 1, {
  item: slugParam('Announcement (otherwise the :id of the route)'),
});

export type AnonsViewParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'anonsView',
  title: { uz: 'Анонс', ru: 'Анонс', en: 'Announcement', oz: 'Anons' },
  category: 'broadcast',
  schema,
  defaults: {},
  examples: [{ name: 'The announcement of the route', params: {} }],
});
