import { slugParam } from '../_kit/list/params';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('personView', 1, {
  item: slugParam('Person (otherwise the :id of the route)'),
});

export type PersonViewParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'personView',
  title: { uz: 'Шахс ҳақида', ru: 'О персоне', en: 'About the person', oz: 'Shaxs haqida' },
  category: 'content',
  schema,
  defaults: {},
  examples: [{ name: 'The person of the route', params: {} }],
});
