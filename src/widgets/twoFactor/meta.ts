import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('twoFactor', 1, {});

/** Nothing to set: the signed-in editor's or admin's two-step sign-in. */
export type TwoFactorParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'twoFactor',
  title: {
    uz: 'Икки босқичли кириш',
    ru: 'Двухэтапный вход',
    en: 'Two-step sign-in',
    oz: 'Ikki bosqichli kirish',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in editor or admin', params: {} }],
});
