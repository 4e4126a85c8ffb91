import { PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/** The filters the page's query may set, overriding the params of the same name. */
export const FILTERS = ['type', 'channel'] as const;

/**
 * A page of persons: `type`, `channel`, `page` and `title` of the query override the params.
 */
export const source = listSource({
  resource: 'person.json',
  filters: FILTERS,
  pageSize: PAGE_SIZE.person,
});

export const load = source.load;
