import { countParam, filterParam, headingParam, slugParam, typeParam } from '../_kit/list/params';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('broadcastList', 1, {
  type: typeParam(),
  channel: slugParam('Channel'),
  category: slugParam('Category'),
  count: countParam(PAGE_SIZE.broadcast, 'Broadcasts per page'),
  title: headingParam(),
  filter: filterParam(),
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
