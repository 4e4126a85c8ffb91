import { I18nTextSchema } from '@core/schemas/common';
import { FORM_NAMES } from '@core/schemas/forms';
import Type from 'typebox';
import { defineWidget, literalUnion, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('requestForm', 1, {
  /** Which request form (src/core/schemas/forms.ts): its fields, files and who may send it. */
  form: literalUnion(FORM_NAMES, { title: 'Form' }),
  /** A heading above the form; without it the form is labelled by its name for screen readers only. */
  title: Type.Optional(I18nTextSchema),
});

export type RequestFormParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'requestForm',
  title: { uz: 'Сўров шакли', ru: 'Форма заявки', en: 'Request form', oz: 'So‘rov shakli' },
  category: 'page',
  schema,
  defaults: { form: 'feedback' },
  examples: [
    { name: 'Invitation (taklifnoma)', params: { form: 'taklifnoma' } },
    {
      name: 'Congratulation (tabriknoma) with a heading',
      params: {
        form: 'tabriknoma',
        title: {
          uz: 'Табрик йўлланг',
          ru: 'Отправьте поздравление',
          en: 'Send a congratulation',
          oz: 'Tabrik yo‘llang',
        },
      },
    },
    { name: 'Mobile reporter', params: { form: 'reporter' } },
    { name: 'Casting', params: { form: 'casting' } },
    { name: 'Reception (qabulxona), open to visitors', params: { form: 'qabulxona' } },
    { name: 'Feedback', params: { form: 'feedback' } },
  ],
});
