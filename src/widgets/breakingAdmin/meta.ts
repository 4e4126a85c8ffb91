import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('breakingAdmin', 1, {});

/** Nothing to set: raising and lowering the breaking-news banner, for the newsroom. */
export type BreakingAdminParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'breakingAdmin',
  title: {
    uz: 'Шошилинч хабар',
    ru: 'Срочная новость',
    en: 'Breaking news',
    oz: 'Shoshilinch xabar',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in editor', params: {} }],
});
