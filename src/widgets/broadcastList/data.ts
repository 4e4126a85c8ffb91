import { PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/** The filters the page's query may set, overriding the params of the same name. */
export const FILTERS = ['type', 'channel', 'category'] as const;

/**
 * The page of broadcasts asked for: `type`, `channel`, `category`, `page` and `title` of the query
 * override the params.
 */
export const source = listSource({
  resource: 'broadcast.json',
  filters: FILTERS,
  pageSize: PAGE_SIZE.broadcast,
});

export const load = source.load;
