import { countParam, filterParam, headingParam, slugParam, typeParam } from '../_kit/list/params';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('personList', 1, {
  type: typeParam(),
  channel: slugParam('Channel'),
  count: countParam(PAGE_SIZE.person, 'Persons per page'),
  title: headingParam(),
  filter: filterParam(),
});

export type PersonListParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'personList',
  title: { uz: 'Шахслар рўйхати', ru: 'Список персон', en: 'People list', oz: 'Shaxslar ro‘yxati' },
  category: 'content',
  schema,
  defaults: { count: PAGE_SIZE.person },
  examples: [
    { name: 'Everyone, 100 a page', params: { count: PAGE_SIZE.person } },
    {
      name: 'Radio people with a heading',
      params: {
        type: 'radio',
        count: 8,
        title: { uz: 'Радио жамоаси', ru: 'Команда радио', en: 'The radio team', oz: 'Radio jamoasi' },
      },
    },
  ],
});
