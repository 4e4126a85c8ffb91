import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('profileForm', 1, {});

/** Nothing to set: the form edits the signed-in user's profile. */
export type ProfileFormParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'profileForm',
  title: { uz: 'Профиль шакли', ru: 'Форма профиля', en: 'Profile form', oz: 'Profil shakli' },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'The signed-in user’s profile', params: {} }],
});
