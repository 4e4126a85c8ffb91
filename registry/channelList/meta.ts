import Type from 'typebox';
import { I18nTextSchema } from '../../schemas/common';
import type { I18nText } from '../../src/shared/lang';
import { defineWidget, widgetSchema } from '../types';
import { CHANNEL_PAGE_SIZE } from './pages';

export const schema = widgetSchema('channelList', 1, {
  type: Type.Optional(Type.Union([Type.Literal('tv'), Type.Literal('radio')], { title: 'Channel type' })),
  regional: Type.Optional(Type.Boolean({ title: 'Regional channels only' })),
  count: Type.Integer({ minimum: 1, maximum: 100, default: CHANNEL_PAGE_SIZE, title: 'Channels per page' }),
  title: Type.Optional(I18nTextSchema),
});

export interface ChannelListParams {
  type?: 'tv' | 'radio';
  regional?: boolean;
  count: number;
  title?: I18nText;
}

export default defineWidget<ChannelListParams>({
  name: 'channelList',
  title: { uz: 'Каналлар рўйхати', ru: 'Список каналов', en: 'Channel list', oz: 'Kanallar ro‘yxati' },
  category: 'broadcast',
  schema,
  defaults: { count: CHANNEL_PAGE_SIZE },
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
        regional: true,
        count: 4,
        title: { uz: 'Ҳудудий радио', ru: 'Региональное радио', en: 'Regional radio', oz: 'Hududiy radio' },
      },
    },
  ],
});
