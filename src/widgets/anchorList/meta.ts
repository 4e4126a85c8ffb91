import Type from 'typebox';
import { listSchema } from '../_kit/list/schema';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams } from '../types';
import { FILTERS } from './data';

export const schema = listSchema('anchorList', 1, {
  filters: FILTERS,
  extra: {
    sort: Type.Optional(
      Type.Union([Type.Literal('title'), Type.Literal('likes'), Type.Literal('order')], {
        title: 'Order (by name when not given)',
      }),
    ),
  },
  pageSize: PAGE_SIZE.anchors,
  countTitle: 'Anchors per page',
});

export type AnchorListParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'anchorList',
  title: { uz: 'Бошловчилар рўйхати', ru: 'Список ведущих', en: 'Anchor list', oz: 'Boshlovchilar ro‘yxati' },
  category: 'content',
  schema,
  defaults: { count: PAGE_SIZE.anchors },
  examples: [
    { name: 'Anchors by name, four a page', params: { count: PAGE_SIZE.anchors } },
    {
      name: 'Most liked TV anchors',
      params: {
        type: 'tv',
        sort: 'likes',
        count: 8,
        filter: false,
        title: {
          uz: 'Энг севимли бошловчилар',
          ru: 'Любимые ведущие',
          en: 'Favourite anchors',
          oz: 'Eng sevimli boshlovchilar',
        },
      },
    },
  ],
});
