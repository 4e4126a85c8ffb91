import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('poll', 1, {
  poll: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
      maxLength: 64,
      title: 'Poll id (`last`, the newest open poll, by default)',
    }),
  ),
  fromRoute: Type.Optional(Type.Boolean({ title: "The poll is the page's :id (a poll's own page)" })),
  title: Type.Optional(I18nTextSchema),
});

export type PollParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'poll',
  title: { uz: 'Сўровнома', ru: 'Опрос', en: 'Poll', oz: 'So‘rovnoma' },
  category: 'content',
  schema,
  defaults: {},
  examples: [
    { name: 'The newest open poll', params: {} },
    { name: "A poll's own page", params: { fromRoute: true } },
    {
      name: 'With a heading',
      params: {
        poll: 'last',
        title: {
          uz: 'Фикрингиз муҳим',
          ru: 'Ваше мнение важно',
          en: 'Your opinion matters',
          oz: 'Fikringiz muhim',
        },
      },
    },
  ],
});
