import type { Lang } from '@core/lang';
import { type DehydratedState, QueryClient } from '@tanstack/react-query';
import { httpStatus } from '@widgets/runtime';

/** Id of the `<script type="application/json">` the server puts the page's start-up data in. */
export const BOOT_ELEMENT_ID = 'efir-boot';

/**
 * What the server hands the client with a rendered page: the language and its texts, the product
 * slug, the minute it rendered for, the widgets on the page and every query it loaded, so that
 * hydration repeats the server's render exactly and reads nothing again.
 */
export interface Boot {
  lang: Lang;
  product: string;
  now: number;
  /** The texts of the page's namespaces (the chrome's, its widgets'): `{[namespace]: texts}`. */
  resources: Record<string, Record<string, unknown>>;
  widgets: string[];
  queries: DehydratedState;
}

/** Escapes JSON for a `<script type="application/json">` element: no `</script>` or `<!--` can close it. */
export function serializeBoot(boot: Boot): string {
  // One pass over the JSON (it is most of a page's bytes), not one per character escaped.
  return JSON.stringify(boot).replace(/[<>\u2028\u2029]/g, (c) => BOOT_ESCAPES[c] ?? c);
}

const BOOT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The page's data as read now, not when the server rendered it. The server keeps a page's HTML up
 * to the end of its minute and drops it, like the API's own cache, with the tags of the data it
 * shows (src/server/ssr/pages.ts): a served page holds what the API would answer now. Counted from
 * its render time, a page served 30 s later had every query stale at once, and hydrating read the
 * whole page again (the layout and every widget's data) in the middle of the visitor's start.
 */
export function asReadNow(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((q) =>
      q.state.status === 'success'
        ? { ...q, state: { ...q.state, dataUpdatedAt: isPartial(q.meta) ? 0 : now } }
        : q,
    ),
  };
}

/**
 * The meta of a read the server embedded in part (`DataNeed.first`: what the page first shows).
 * It hydrates as stale, so the widget that mounts with it reads the whole answer at once.
 */
export const PARTIAL_READ = { partial: true } as const;

const isPartial = (meta: unknown) => (meta as { partial?: unknown } | undefined)?.partial === true;

/** After hydration: reads that failed on the server's side (5xx, network) are tried again. */
export function retryServerFailures(client: QueryClient) {
  void client.refetchQueries({
    predicate: (q) => q.state.status === 'error' && (httpStatus(q.state.error) ?? 500) >= 500,
  });
}

/** The query cache of a page, the same on the server and in the browser. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Client errors (400, 401, 403, 404) are answers, not glitches: never retried.
        retry: (count, error) => count < 2 && ![400, 401, 403, 404].includes(httpStatus(error) ?? 0),
        // A failed read shows its error state, on the server and when hydrating alike (a mounting
        // query would otherwise start again as pending); server failures are retried once hydrated.
        retryOnMount: false,
      },
    },
  });
}
