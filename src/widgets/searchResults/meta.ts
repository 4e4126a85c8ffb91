import { defineWidget, type WidgetParams, widgetSchema } from '../types';

/** The results page reads everything from its address (`?q=&type=&channel=&from=&to=&page=&exact=`). */
export const schema = widgetSchema('searchResults', 1, {});

export type SearchResultsParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'searchResults',
  title: {
    uz: 'Қидирув натижалари',
    ru: 'Результаты поиска',
    en: 'Search results',
    oz: 'Qidiruv natijalari',
  },
  category: 'navigation',
  schema,
  defaults: {},
  examples: [{ name: 'The results of the address’s query', params: {} }],
});
