import Type from 'typebox';
import { countParam, filterParam, headingParam, slugParam, typeParam } from '../_kit/list/params';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('anchorList', 1, {
  type: typeParam(),
  channel: slugParam('Channel'),
  category: slugParam('Category'),
  broadcast: slugParam('Broadcast'),
  sort: Type.Optional(
    Type.Union([Type.Literal('title'), Type.Literal('likes'), Type.Literal('order')], {
      title: 'Order (by name when not given)',
    }),
  ),
  count: countParam(PAGE_SIZE.anchors, 'Anchors per page'),
  title: headingParam(),
  filter: filterParam(),
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
