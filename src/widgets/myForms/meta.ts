import { MY_FORMS } from '@core/schemas/forms';
import { defineWidget, literalUnion, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('myForms', 1, {
  /** Which of the personal lists (spec §2: my/taklifnoma/, my/tabriknoma/, my/reporter/, my/casting/). */
  form: literalUnion(MY_FORMS, { title: 'Form' }),
});

export type MyFormsParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'myForms',
  title: { uz: 'Менинг сўровларим', ru: 'Мои заявки', en: 'My requests', oz: 'Mening so‘rovlarim' },
  category: 'page',
  schema,
  defaults: { form: 'taklifnoma' },
  examples: [
    { name: 'My invitations', params: { form: 'taklifnoma' } },
    { name: 'My congratulations', params: { form: 'tabriknoma' } },
    { name: 'My reports', params: { form: 'reporter' } },
    { name: 'My casting applications', params: { form: 'casting' } },
  ],
});
