import { FIRST_ITEMS, firstItems, PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/** The filters the page's query may set, overriding the params of the same name. */
export const FILTERS = ['type', 'channel', 'category'] as const;

/**
 * The page of broadcasts asked for: `type`, `channel`, `category`, `page` and `title` of the query
 * override the params. The server renders and embeds the page's first cards (`FIRST_ITEMS`); the
 * rest arrives once hydrated (issue 23: the 55 broadcasts made /uz/broadcast/ 140 KB).
 */
export const source = listSource({
  resource: 'broadcast.json',
  filters: FILTERS,
  pageSize: PAGE_SIZE.broadcast,
  first: firstItems(FIRST_ITEMS),
});

export const load = source.load;
