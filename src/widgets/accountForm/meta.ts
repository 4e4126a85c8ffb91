import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('accountForm', 1, {});

/** Nothing to set: the form edits the signed-in user's name and e-mail. */
export type AccountFormParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'accountForm',
  title: {
    uz: 'Ҳисоб маълумотлари',
    ru: 'Данные учётной записи',
    en: 'Account details',
    oz: 'Hisob ma’lumotlari',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in user', params: {} }],
});
