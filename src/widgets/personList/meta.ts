import { listSchema } from '../_kit/list/schema';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams } from '../types';
import { FILTERS } from './data';

export const schema = listSchema('personList', 1, {
  filters: FILTERS,
  pageSize: PAGE_SIZE.person,
  countTitle: 'Persons per page',
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
