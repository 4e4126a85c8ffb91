import { PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/** The filters the page's query may set, overriding the params of the same name. */
export const FILTERS = ['channel'] as const;

/**
 * A page of announcements, newest first: `channel`, `page` and `title` of the query override the
 * params.
 */
export const source = listSource({
  resource: 'anons.json',
  filters: FILTERS,
  pageSize: PAGE_SIZE.anons,
});

export const load = source.load;
