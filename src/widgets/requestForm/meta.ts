import type { I18nText } from '@core/lang';
import { I18nTextSchema } from '@core/schemas/common';
import { FORM_NAMES, type FormName } from '@core/schemas/forms';
import Type from 'typebox';
import { defineWidget, widgetSchema } from '../types';

export const schema = widgetSchema('requestForm', 1, {
  form: Type.Union(
    FORM_NAMES.map((name) => Type.Literal(name)),
    { title: 'Form' },
  ),
  title: Type.Optional(I18nTextSchema),
});

export interface RequestFormParams {
  /** Which request form (src/core/schemas/forms.ts): its fields, files and who may send it. */
  form: FormName;
  /** A heading above the form; without it the form is labelled by its name for screen readers only. */
  title?: I18nText;
}

export default defineWidget<RequestFormParams>({
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
