import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('passwordForgot', 1, {});

/** Nothing to set: one e-mail field, the API's (src/core/schemas/auth.ts ForgotBody). */
export type PasswordForgotParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'passwordForgot',
  title: {
    uz: 'Паролни тиклаш сўрови',
    ru: 'Запрос восстановления пароля',
    en: 'Forgotten password request',
    oz: 'Parolni tiklash so‘rovi',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'Ask for a reset link', params: {} }],
});
