/** Spec §9 rating lists: the anchors most liked, the channels most watched. */
import { TOP_ANCHORS, TOP_CHANNELS } from '@core/rating';
import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export { TOP_ANCHORS, TOP_CHANNELS };

export const RATING_LISTS = ['anchors', 'channels'] as const;
export type RatingList = (typeof RATING_LISTS)[number];

export const schema = widgetSchema('ratings', 1, {
  lists: Type.Array(Type.Enum(RATING_LISTS), {
    minItems: 1,
    maxItems: 2,
    uniqueItems: true,
    default: [...RATING_LISTS],
    title: 'Lists shown, in order',
  }),
  title: Type.Optional(I18nTextSchema),
});

export type RatingsParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'ratings',
  title: { uz: 'Рейтинглар', ru: 'Рейтинги', en: 'Ratings', oz: 'Reytinglar' },
  category: 'content',
  schema,
  defaults: { lists: [...RATING_LISTS] },
  examples: [
    { name: 'Anchors and channels', params: { lists: ['anchors', 'channels'] } },
    {
      name: 'Channels only, with a heading',
      params: {
        lists: ['channels'],
        title: {
          uz: 'Энг кўп кўрилган каналлар',
          ru: 'Самые популярные каналы',
          en: 'Most watched channels',
          oz: 'Eng ko‘p ko‘rilgan kanallar',
        },
      },
    },
    { name: 'Anchors only', params: { lists: ['anchors'] } },
  ],
});
