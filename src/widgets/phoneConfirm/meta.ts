import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('phoneConfirm', 1, {});

/** Nothing to set: the signed-in user's phone is confirmed by an SMS code. */
export type PhoneConfirmParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'phoneConfirm',
  title: {
    uz: 'Телефонни тасдиқлаш',
    ru: 'Подтверждение телефона',
    en: 'Phone confirmation',
    oz: 'Telefonni tasdiqlash',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in user', params: {} }],
});
