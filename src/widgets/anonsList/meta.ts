import type { I18nText } from '@core/lang';
import { countParam, filterParam, headingParam, slugParam } from '../_kit/list/params';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, widgetSchema } from '../types';

export const schema = widgetSchema('anonsList', 1, {
  channel: slugParam('Channel'),
  count: countParam(PAGE_SIZE.anons, 'Announcements per page'),
  title: headingParam(),
  filter: filterParam(),
});

export interface AnonsListParams {
  channel?: string;
  count: number;
  title?: I18nText;
  filter?: boolean;
}

export default defineWidget<AnonsListParams>({
  name: 'anonsList',
  title: { uz: 'Анонслар рўйхати', ru: 'Список анонсов', en: 'Announcement list', oz: 'Anonslar ro‘yxati' },
  category: 'broadcast',
  schema,
  defaults: { count: PAGE_SIZE.anons },
  examples: [
    { name: 'Every announcement', params: { count: PAGE_SIZE.anons } },
    {
      name: 'One channel, six a page',
      params: {
        channel: 'yoshlar',
        count: 6,
        title: {
          uz: 'Ёшлар анонслари',
          ru: 'Анонсы «Ёшлар»',
          en: 'Yoshlar announcements',
          oz: 'Yoshlar anonslari',
        },
      },
    },
  ],
});
