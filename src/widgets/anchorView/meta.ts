import { slugParam } from '../_kit/list/params';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('anchorView', 1, {
  item: slugParam('Anchor (otherwise the :id of the route)'),
});

export type AnchorViewParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'anchorView',
  title: { uz: 'Бошловчи ҳақида', ru: 'О ведущем', en: 'About the anchor', oz: 'Boshlovchi haqida' },
  category: 'content',
  schema,
  defaults: {},
  examples: [{ name: 'The anchor of the route', params: {} }],
});
