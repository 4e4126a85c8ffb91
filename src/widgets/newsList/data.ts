import { answerWith, PICTURE_FIELDS } from '@core/first-read';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/** The filters the page's query may set, overriding the params of the same name. */
export const FILTERS = ['type', 'channel', 'category'] as const;

/**
 * A page of news, newest first (spec §7 `/news/{id}.json`: without the product prefix): `type`,
 * `channel`, `category`, `page` and `title` of the query override the params.
 */
export const source = listSource({
  resource: 'news.json',
  global: true,
  filters: FILTERS,
  pageSize: PAGE_SIZE.news,
  // What a card shows (its link, picture, date, title, summary): the page embeds no body, no channel.
  first: answerWith(['_id', 'title', 'summary', 'date', ['picture', PICTURE_FIELDS]]),
});

export const load = source.load;
