import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('signupForm', 1, {});

/** The sign-up form has nothing to set: its fields are the API's (src/core/schemas/auth.ts SignUpBody). */
export type SignupFormParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'signupForm',
  title: {
    uz: 'Рўйхатдан ўтиш шакли',
    ru: 'Форма регистрации',
    en: 'Sign-up form',
    oz: 'Ro‘yxatdan o‘tish shakli',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'Sign up', params: {} }],
});
