import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('signinForm', 1, {
  /** Buttons for each configured OpenID Connect provider (true by default). */
  providers: Type.Optional(
    Type.Boolean({ title: 'Offer the configured OpenID Connect providers', default: true }),
  ),
});

export type SigninFormParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'signinForm',
  title: { uz: 'Кириш шакли', ru: 'Форма входа', en: 'Sign-in form', oz: 'Kirish shakli' },
  category: 'page',
  schema,
  defaults: {},
  examples: [
    { name: 'Sign in with a password or a provider', params: {} },
    { name: 'Password only', params: { providers: false } },
  ],
});
