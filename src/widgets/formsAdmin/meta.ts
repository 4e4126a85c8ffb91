import { FORM_NAMES, type FormName } from '@core/schemas/forms';
import Type from 'typebox';
import { defineWidget, widgetSchema } from '../types';

export const schema = widgetSchema('formsAdmin', 1, {
  form: Type.Optional(
    Type.Union(
      FORM_NAMES.map((name) => Type.Literal(name)),
      { title: 'Form shown first (the address’s ?form= wins)' },
    ),
  ),
});

export interface FormsAdminParams {
  /** The form listed when the address names none. */
  form?: FormName;
}

export default defineWidget<FormsAdminParams>({
  name: 'formsAdmin',
  title: {
    uz: 'Таҳририят сўровлари',
    ru: 'Заявки редакции',
    en: 'Newsroom requests',
    oz: 'Tahririyat so‘rovlari',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [
    { name: 'Every form, for the newsroom', params: {} },
    { name: 'Reception first', params: { form: 'qabulxona' } },
  ],
});
