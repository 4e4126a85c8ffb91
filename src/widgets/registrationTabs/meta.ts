import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('registrationTabs', 1, {});

/** Nothing to set: the tab follows the signed-in user. */
export type RegistrationTabsParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'registrationTabs',
  title: {
    uz: 'Рўйхатдан ўтиш босқичлари',
    ru: 'Этапы регистрации',
    en: 'Registration steps',
    oz: 'Ro‘yxatdan o‘tish bosqichlari',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'Following the user', params: {} }],
});
