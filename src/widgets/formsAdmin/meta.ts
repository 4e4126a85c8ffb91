import { FORM_NAMES } from '@core/schemas/forms';
import Type from 'typebox';
import { defineWidget, literalUnion, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('formsAdmin', 1, {
  /** The form listed when the address names none (every form, newest first, when unset). */
  form: Type.Optional(
    literalUnion(FORM_NAMES, {
      title: 'Form shown first (every form when unset; the address’s ?form= wins)',
    }),
  ),
});

export type FormsAdminParams = WidgetParams<typeof schema>;

export default defineWidget({
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
