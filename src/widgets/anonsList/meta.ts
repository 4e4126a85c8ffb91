import { listSchema } from '../_kit/list/schema';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams } from '../types';
import { FILTERS } from './data';

export const schema = listSchema('anonsList', 1, {
  filters: FILTERS,
  pageSize: PAGE_SIZE.anons,
  countTitle: 'Announcements per page',
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
