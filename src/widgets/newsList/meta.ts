import { listSchema } from '../_kit/list/schema';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams } from '../types';
import { FILTERS } from './data';

export const schema = listSchema('newsList', 1, {
  filters: FILTERS,
  pageSize: PAGE_SIZE.news,
  countTitle: 'News per page',
});

export type NewsListParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'newsList',
  title: { uz: 'Янгиликлар рўйхати', ru: 'Список новостей', en: 'News list', oz: 'Yangiliklar ro‘yxati' },
  category: 'content',
  schema,
  defaults: { count: PAGE_SIZE.news },
  examples: [
    { name: 'The news, eight a page', params: { count: PAGE_SIZE.news } },
    {
      name: 'Latest four, with a heading and no filter',
      params: {
        count: 4,
        filter: false,
        title: {
          uz: 'Сўнгги янгиликлар',
          ru: 'Последние новости',
          en: 'Latest news',
          oz: 'So‘nggi yangiliklar',
        },
      },
    },
  ],
});
