import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('passwordReset', 1, {});

/** Nothing to set: the token is the route's (`password/reset/:token/`). */
export type PasswordResetParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'passwordReset',
  title: {
    uz: 'Янги парол шакли',
    ru: 'Форма нового пароля',
    en: 'New password form',
    oz: 'Yangi parol shakli',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'Set a new password', params: {} }],
});
