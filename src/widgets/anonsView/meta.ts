import { slugParam } from '../_kit/list/params';
import { defineWidget, widgetSchema } from '../types';

export const schema = widgetSchema('anonsView', 1, {
  item: slugParam('Announcement (otherwise the :id of the route)'),
});

export interface AnonsViewParams {
  item?: string;
}

export default defineWidget<AnonsViewParams>({
  name: 'anonsView',
  title: { uz: 'Анонс', ru: 'Анонс', en: 'Announcement', oz: 'Anons' },
  category: 'broadcast',
  schema,
  defaults: {},
  examples: [{ name: 'The announcement of the route', params: {} }],
});
