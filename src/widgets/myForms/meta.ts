import { MY_FORMS } from '@core/schemas/forms';
import Type from 'typebox';
import { defineWidget, widgetSchema } from '../types';

export const schema = widgetSchema('myForms', 1, {
  form: Type.Union(
    MY_FORMS.map((name) => Type.Literal(name)),
    { title: 'Form' },
  ),
});

export interface MyFormsParams {
  /** Which of the personal lists (spec §2: my/taklifnoma/, my/tabriknoma/, my/reporter/, my/casting/). */
  form: (typeof MY_FORMS)[number];
}

export default defineWidget<MyFormsParams>({
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
