import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('passwordChange', 1, {});

/** Nothing to set: the form changes the signed-in user's password. */
export type PasswordChangeParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'passwordChange',
  title: {
    uz: 'Паролни ўзгартириш',
    ru: 'Смена пароля',
    en: 'Change the password',
    oz: 'Parolni o‘zgartirish',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in user', params: {} }],
});
