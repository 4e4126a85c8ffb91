/**
 * The search's constants and the results page's one rule (issue 27, decision 037), without the
 * schemas: the results widget's `data.ts` is in the visitor pages' initial JS (src/widgets/loads.ts),
 * and TypeBox must stay out of it. `@core/schemas/search` re-exports them.
 */

/** What the search finds, in the order the results page offers them. */
export const SEARCH_TYPES = [
  'channel',
  'broadcast',
  'archive',
  'news',
  'person',
  'category',
  'anons',
] as const;
export type SearchHitType = (typeof SEARCH_TYPES)[number];

/** Queries are 2 to 100 characters once trimmed; anything else is answered 400. */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 10;
export const SUGGEST_COUNT = 8;
/** The API path of the results (`GET /{lang}/api/search.json`). */
export const SEARCH_PATH = 'search.json';

/** A query as the API reads it: trimmed, runs of space one. */
export const normalQuery = (raw: string | null | undefined) => (raw ?? '').trim().replace(/\s+/g, ' ');

/**
 * The results page's title: the route's title and the query (`Қидирув: yoshlar`), the same in the
 * server's `<title>` (src/server/ssr/head.ts) and the browser's (src/client/app/Page.tsx).
 */
export function searchTitle(title: string, search: URLSearchParams | string): string {
  const q = normalQuery(new URLSearchParams(search).get('q'));
  return q ? `${title}: ${[...q].slice(0, SEARCH_QUERY_MAX).join('')}` : title;
}
