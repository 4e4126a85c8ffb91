import { PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/** The filters the page's query may set, overriding the params of the same name. */
export const FILTERS = ['type', 'channel', 'category', 'broadcast'] as const;

/**
 * A page of anchors with their broadcasts' titles (`with=broadcast` → `meta.broadcasts`): `type`,
 * `channel`, `category`, `broadcast`, `page` and `title` of the query override the params.
 */
export const source = listSource({
  resource: 'anchors.json',
  filters: FILTERS,
  pageSize: PAGE_SIZE.anchors,
  query: (params: { sort?: string }) => ({ sort: params.sort, with: 'broadcast' }),
});

export const load = source.load;
