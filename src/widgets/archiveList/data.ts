import { FIRST_ITEMS, firstItems, PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/** The filters the page's query may set, overriding the params of the same name. */
export const FILTERS = ['type', 'channel', 'category', 'broadcast'] as const;

/**
 * The page of recordings asked for: the page's query (`type`, `channel`, `category`, `broadcast`,
 * `page`, `title`) overrides the params, so a category or a broadcast can link to its recordings.
 * The server renders and embeds the page's first cards (`FIRST_ITEMS`); the rest of the page
 * arrives once hydrated (issue 23: 100 cards were 180 of the archive page's 227 KB).
 */
export const source = listSource({
  resource: 'archive.json',
  filters: FILTERS,
  pageSize: PAGE_SIZE.archive,
  first: firstItems(FIRST_ITEMS),
});

export const load = source.load;
