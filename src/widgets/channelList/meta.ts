import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';
import { CHANNEL_PAGE_SIZE } from './pages';

/** Which channels by coverage: every one, the national ones only, or the regional ones only. */
export type ChannelScope = NonNullable<ChannelListParams['scope']>;

/**
 * Version 2 replaced `regional: boolean` (v1 could say "regional only" but not "national only":
 * false meant every channel) with `scope`; `migrate[1]` carries stored v1 params over.
 */
export const schema = widgetSchema('channelList', 2, {
  type: Type.Optional(Type.Union([Type.Literal('tv'), Type.Literal('radio')], { title: 'Channel type' })),
  scope: Type.Optional(
    Type.Union([Type.Literal('all'), Type.Literal('national'), Type.Literal('regional')], {
      title: 'Channels shown (all, national only, regional only)',
      default: 'all',
    }),
  ),
  count: Type.Integer({ minimum: 1, maximum: 100, default: CHANNEL_PAGE_SIZE, title: 'Channels per page' }),
  title: Type.Optional(I18nTextSchema),
});

export type ChannelListParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'channelList',
  title: { uz: 'Каналлар рўйхати', ru: 'Список каналов', en: 'Channel list', oz: 'Kanallar ro‘yxati' },
  category: 'broadcast',
  schema,
  defaults: { count: CHANNEL_PAGE_SIZE },
  migrate: {
    // v1 → v2: `regional: true` is scope `regional`; false or absent showed every channel.
    1: ({ regional, ...rest }) => (regional === true ? { ...rest, scope: 'regional' } : rest),
  },
  examples: [
    { name: 'All channels, four a page', params: { count: CHANNEL_PAGE_SIZE } },
    {
      name: 'TV channels with a heading',
      params: {
        type: 'tv',
        count: 8,
        title: { uz: 'Телеканаллар', ru: 'Телеканалы', en: 'TV channels', oz: 'Telekanallar' },
      },
    },
    {
      name: 'Regional radio',
      params: {
        type: 'radio',
        scope: 'regional',
        count: 4,
        title: { uz: 'Ҳудудий радио', ru: 'Региональное радио', en: 'Regional radio', oz: 'Hududiy radio' },
      },
    },
  ],
});
