import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('line', 1, {
  spacing: Type.Union([Type.Literal('small'), Type.Literal('medium'), Type.Literal('large')], {
    title: 'Spacing above and below',
    default: 'medium',
  }),
  /** A decorative line is hidden from assistive technology; otherwise it is announced as a separator. */
  decorative: Type.Boolean({
    title: 'Decorative only (hidden from screen readers)',
    default: true,
  }),
});

export type LineParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'line',
  title: { uz: 'Чизиқ', ru: 'Линия', en: 'Line', oz: 'Chiziq' },
  category: 'layout',
  schema,
  defaults: { spacing: 'medium', decorative: true },
  examples: [
    { name: 'Between the schedule and the news', params: { spacing: 'medium', decorative: true } },
    { name: 'Break between programme sections', params: { spacing: 'large', decorative: false } },
  ],
});
