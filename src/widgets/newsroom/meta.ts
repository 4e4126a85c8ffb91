import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('newsroom', 1, {});

/** Nothing to set: the newsroom's content screen, for editors and admins. */
export type NewsroomParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'newsroom',
  title: {
    uz: 'Таҳририят: контент',
    ru: 'Редакция: контент',
    en: 'Newsroom: content',
    oz: 'Tahririyat: kontent',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in editor', params: {} }],
});
