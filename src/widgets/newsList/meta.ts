import { countParam, filterParam, headingParam, slugParam, typeParam } from '../_kit/list/params';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('newsList', 1, {
  type: typeParam(),
  channel: slugParam('Channel'),
  category: slugParam('Category'),
  count: countParam(PAGE_SIZE.news, 'News per page'),
  title: headingParam(),
  filter: filterParam(),
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
