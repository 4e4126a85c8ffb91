import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, literalUnion, type WidgetParams, widgetSchema } from '../types';

/** The parts of "My Efir" (issue 28). */
export const PARTS = ['list', 'continue', 'history', 'data'] as const;

export const schema = widgetSchema('myEfir', 1, {
  part: literalUnion(PARTS, { title: 'Part: my list, continue watching, history, my data' }),
  /** A row (the home page): the first few, a link to the page, nothing at all when empty. */
  row: Type.Optional(Type.Boolean({ title: 'A row of the first few (nothing when empty)' })),
  title: Type.Optional(I18nTextSchema),
});

export type MyEfirParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'myEfir',
  title: { uz: 'Менинг Эфирим', ru: 'Мой Эфир', en: 'My Efir', oz: 'Mening Efirim' },
  category: 'page',
  schema,
  defaults: { part: 'list' },
  examples: [
    { name: 'My list', params: { part: 'list' } },
    { name: 'Continue watching', params: { part: 'continue' } },
    { name: 'History', params: { part: 'history' } },
    { name: 'My data (export, delete)', params: { part: 'data' } },
    {
      name: 'Continue watching, a row',
      params: {
        part: 'continue',
        row: true,
        title: {
          uz: 'Кўришни давом эттириш',
          ru: 'Продолжить просмотр',
          en: 'Continue watching',
          oz: 'Ko‘rishni davom ettirish',
        },
      },
    },
  ],
});
