import { listSchema } from '../_kit/list/schema';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams } from '../types';
import { FILTERS } from './data';

export const schema = listSchema('broadcastList', 1, {
  filters: FILTERS,
  pageSize: PAGE_SIZE.broadcast,
  countTitle: 'Broadcasts per page',
});

export type BroadcastListParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'broadcastList',
  title: {
    uz: 'Кўрсатувлар рўйхати',
    ru: 'Список передач',
    en: 'Broadcast list',
    oz: 'Ko‘rsatuvlar ro‘yxati',
  },
  category: 'broadcast',
  schema,
  defaults: { count: PAGE_SIZE.broadcast },
  examples: [
    { name: 'Every broadcast', params: { count: PAGE_SIZE.broadcast } },
    {
      name: 'Radio programmes with a heading',
      params: {
        type: 'radio',
        count: 12,
        title: {
          uz: 'Радио дастурлари',
          ru: 'Радиопрограммы',
          en: 'Radio programmes',
          oz: 'Radio dasturlari',
        },
      },
    },
  ],
});
