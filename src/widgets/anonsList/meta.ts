import { countParam, filterParam, headingParam, slugParam } from '../_kit/list/params';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('anonsList', 1, {
  channel: slugParam('Channel'),
  count: countParam(PAGE_SIZE.anons, 'Announcements per page'),
  title: headingParam(),
  filter: filterParam(),
});

export type AnonsListParams = WidgetParams<typeof schema>;

export default defineWidget({
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
