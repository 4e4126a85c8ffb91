import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('userProfile', 1, {});

/** Nothing to set: the profile shown is the signed-in user's. */
export type UserProfileParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'userProfile',
  title: {
    uz: 'Фойдаланувчи профили',
    ru: 'Профиль пользователя',
    en: 'User profile',
    oz: 'Foydalanuvchi profili',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in user', params: {} }],
});
