import { normalQuery, SEARCH_PATH, SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchHitType } from '@core/search';
import { parseTypedDay } from '@core/typed-day';
import { channelsNeed } from '../_kit/content/lookups';
import { parsePage, SLUG } from '../_kit/list/pages';
import type { DataNeed, LoadContext } from '../types';
import type { SearchResultsParams } from './meta';

/** What the results page's address asks for (issue 27, decision 037). */
export interface SearchRequest {
  /** The query as the API reads it (trimmed, runs of space one); '' when none is given yet. */
  q: string;
  type?: SearchHitType;
  channel?: string;
  from?: string;
  to?: string;
  page: number;
  exact: boolean;
}

/** The API's last page (its schema's `page` maximum). */
const MAX_PAGE = 1000;

/**
 * The page's address read: empty fields (a form sent without script sends them all) are absent;
 * `null` when a value is malformed (an unknown type, a channel that is not an id, a day that is not
 * YYYY-MM-DD, a page that is not 1 to 1000): the visitor goes to the bad-request page, as on lists.
 * The length of the query is the API's to judge (its 400 says why); a query far too long is cut
 * just past the limit, so the API still says "too long" and the key stays small.
 */
export function readSearch(search: URLSearchParams): SearchRequest | null {
  const page = parsePage(search.get('page') || null);
  if (page === null || page > MAX_PAGE) return null;
  const q = [...normalQuery(search.get('q'))].slice(0, SEARCH_QUERY_MAX + 1).join('');
  const request: SearchRequest = { q, page, exact: search.get('exact') === '1' };
  const type = search.get('type');
  if (type) {
    if (!(SEARCH_TYPES as readonly string[]).includes(type)) return null;
    request.type = type as SearchHitType;
  }
  const channel = search.get('channel');
  if (channel) {
    if (!SLUG.test(channel)) return null;
    request.channel = channel;
  }
  for (const key of ['from', 'to'] as const) {
    const raw = search.get(key);
    if (!raw) continue;
    // YYYY-MM-DD, or a day as typed on the page (the form sent before its script ran).
    const day = parseTypedDay(raw);
    if (!day) return null;
    request[key] = day;
  }
  return request;
}

/** The results read of a request with a query: `GET /{lang}/api/search.json`. */
export function searchNeed(request: SearchRequest): DataNeed | null {
  if (!request.q) return null;
  const { q, type, channel, from, to, page, exact } = request;
  return {
    path: SEARCH_PATH,
    query: { q, type, channel, from, to, page: page > 1 ? page : undefined, exact: exact ? '1' : undefined },
  };
}

/** The results and, to name the channels of the hits and the filter's choices, the channel list. */
export const load = (_params: SearchResultsParams, ctx: LoadContext): DataNeed[] => {
  const request = readSearch(ctx.search);
  const need = request && searchNeed(request);
  return need ? [need, channelsNeed(ctx.product)] : [];
};
