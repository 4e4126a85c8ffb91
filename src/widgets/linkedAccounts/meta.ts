import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('linkedAccounts', 1, {});

/** Nothing to set: the providers are the site's, the links the user's. */
export type LinkedAccountsParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'linkedAccounts',
  title: {
    uz: 'Кириш ҳисоблари',
    ru: 'Учётные записи для входа',
    en: 'Sign-in accounts',
    oz: 'Kirish hisoblari',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in user', params: {} }],
});
