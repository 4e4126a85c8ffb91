import Type from 'typebox';
import { listSchema } from '../_kit/list/schema';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams } from '../types';

export const schema = listSchema('pollList', 1, {
  extra: {
    /** `checkbox`: multi-choice polls only; `radio`: single-choice ones only. */
    type: Type.Optional(
      Type.Union([Type.Literal('checkbox'), Type.Literal('radio')], {
        title: 'Kind (checkbox: several answers; radio: one answer)',
      }),
    ),
  },
  pageSize: PAGE_SIZE.poll,
  countTitle: 'Polls per page',
});

export type PollListParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'pollList',
  title: { uz: 'Сўровномалар рўйхати', ru: 'Список опросов', en: 'Poll list', oz: 'So‘rovnomalar ro‘yxati' },
  category: 'content',
  schema,
  defaults: { count: PAGE_SIZE.poll },
  examples: [
    { name: 'Every poll, newest first', params: { count: PAGE_SIZE.poll } },
    {
      name: 'Latest three multi-choice polls, with a heading and no filter',
      params: {
        type: 'checkbox',
        count: 3,
        filter: false,
        title: {
          uz: 'Бир нечта жавобли сўровномалар',
          ru: 'Опросы с несколькими ответами',
          en: 'Polls with several answers',
          oz: 'Bir nechta javobli so‘rovnomalar',
        },
      },
    },
  ],
});
