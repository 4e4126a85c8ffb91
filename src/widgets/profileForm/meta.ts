import { defineWidget, widgetSchema } from '../types';

export const schema = widgetSchema('profileForm', 1, {});

/** Nothing to set: the form edits the signed-in user's profile. */
export type ProfileFormParams = Record<string, never>;

export default defineWidget<ProfileFormParams>({
  name: 'profileForm',
  title: { uz: 'Профиль шакли', ru: 'Форма профиля', en: 'Profile form', oz: 'Profil shakli' },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'The signed-in user’s profile', params: {} }],
});
