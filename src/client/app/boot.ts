import { whenIdle } from '@core/idle';
import type { Lang } from '@core/lang';
import { type DehydratedState, hashKey, type Query, QueryClient, type QueryKey } from '@tanstack/react-query';
import { httpStatus, isAppHydrated, isGlitch } from '@widgets/runtime';

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
  /** Every read the render made, in the order it made them (`bootReads`). */
  reads: BootRead[];
}

/**
 * One read of a page as its boot data carries it: its key and its answer (`partial` when the page
 * embeds only what it first shows, `DataNeed.first`), or its failure. TanStack's dehydrated state
 * wraps each answer in a dozen fields of query state (~400 bytes a read, 12 reads on `/uz/`) that
 * the browser can say itself: it rebuilds them from these (`readsAsHydrated`).
 */
export type BootRead = { key: QueryKey; data: unknown; partial?: true } | { key: QueryKey; error: unknown };

/** Escapes JSON for a `<script type="application/json">` element: no `</script>` or `<!--` can close it. */
export function serializeBoot(boot: Boot): string {
  const { reads, resources, ...rest } = boot;
  const head = scriptJson(rest);
  const texts = Object.entries(resources).map(([ns, bundle]) => `${scriptJson(ns)}:${keptJson(bundle)}`);
  return `${head.slice(0, -1)},"resources":{${texts.join(',')}},"reads":[${reads.map(readJson).join(',')}]}`;
}

/** JSON for a script element: one pass over the text, not one per character escaped. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>\u2028\u2029]/g, (c) => BOOT_ESCAPES[c] ?? c);
}

const BOOT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The JSON of answers that cannot change, by answer: the server's kept reads are frozen and shared
 * by every render until the end of their minute (src/server/ssr/reads.ts), so each is written once,
 * not once per page (their JSON is most of a page's boot data).
 */
const frozenJson = new WeakMap<object, string>();

function readJson(read: BootRead): string {
  if (!('data' in read)) return scriptJson(read);
  return `{"key":${scriptJson(read.key)},"data":${keptJson(read.data)}${read.partial ? ',"partial":true' : ''}}`;
}

/**
 * `scriptJson` of a value, written once if it is a frozen object (a kept answer; a namespace's
 * texts, which the server's catalogue hands out frozen: ssr/i18n.ts `pageTexts`).
 */
function keptJson(value: unknown): string {
  if (value === null || typeof value !== 'object' || !Object.isFrozen(value)) return scriptJson(value);
  let json = frozenJson.get(value);
  if (json === undefined) {
    json = scriptJson(value);
    frozenJson.set(value, json);
  }
  return json;
}

/** The server: the reads of a render, answered or failed, for the page's boot data. */
export function bootReads(client: QueryClient): BootRead[] {
  return client
    .getQueryCache()
    .getAll()
    .flatMap((q): BootRead[] => {
      if (q.state.status === 'success')
        return [{ key: q.queryKey, data: q.state.data, ...(isPartial(q.meta) ? { partial: true } : {}) }];
      return q.state.status === 'error' ? [{ key: q.queryKey, error: q.state.error }] : [];
    });
}

/**
 * The browser: the boot's reads as TanStack's dehydrated state, the answers read now, not when the
 * server rendered them. The server keeps a page's HTML up to the end of its minute and drops it,
 * like the API's own cache, with the tags of the data it shows (src/server/ssr/pages.ts): a served
 * page holds what the API would answer now. Counted from its render time, a page served 30 s later
 * had every query stale at once, and hydrating read the whole page again (the layout and every
 * widget's data) in the middle of the visitor's start. A read embedded in part is stale at once:
 * it is read whole after hydration, one read at a time when the browser is idle
 * (`readPartsWhole`), and by any widget that mounts with it later; a failure is retried after
 * hydration (`retryServerFailures`).
 */
export function readsAsHydrated(reads: readonly BootRead[], now: number): DehydratedState {
  return {
    mutations: [],
    queries: reads.map((read) => {
      const failed = 'error' in read;
      const partial = !failed && read.partial === true;
      return {
        queryKey: read.key,
        queryHash: hashKey(read.key),
        dehydratedAt: now,
        ...(partial ? { meta: PARTIAL_READ } : {}),
        state: {
          data: failed ? undefined : read.data,
          dataUpdateCount: failed ? 0 : 1,
          dataUpdatedAt: failed || partial ? 0 : now,
          error: failed ? (read.error as Error) : null,
          errorUpdateCount: failed ? 1 : 0,
          errorUpdatedAt: failed ? now : 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: failed ? 'error' : 'success',
          fetchStatus: 'idle',
        },
      };
    }),
  };
}

/**
 * The meta of a read the server embedded in part (`DataNeed.first`: what the page first shows).
 * It hydrates as stale, so the widget that mounts with it reads the whole answer at once.
 */
export const PARTIAL_READ = { partial: true } as const;

const isPartial = (meta: unknown) => (meta as { partial?: unknown } | undefined)?.partial === true;

/**
 * Whether a query still holds the part the server embedded: an answer the browser has not read
 * (`readsAsHydrated` gives it no update time; any read or `setQueryData` in the browser does).
 * Not its `meta`: a widget's observer replaces the query's options when it mounts.
 */
const heldInPart = (query: Query) => query.state.data !== undefined && query.state.dataUpdatedAt === 0;

/**
 * `refetchOnMount` for every read: a read embedded in part is not read again by the widgets that
 * mount with it while the page hydrates (each of them would start its request in the hydration's
 * effects, a dozen requests and their answers' renders in one long task on a slow phone);
 * `readPartsWhole` reads them once the page has hydrated. Otherwise TanStack's default.
 */
function refetchOnMount(query: Query): boolean {
  return !(heldInPart(query) && !isAppHydrated());
}

/**
 * After hydration: the reads embedded in part (`first`) are read whole, one at a time, each when
 * the browser is next idle, so that neither the requests nor the renders of their answers share a
 * task.
 */
export function readPartsWhole(client: QueryClient): void {
  // Found once: every widget of the page has mounted by now.
  const queue = client.getQueryCache().findAll({ type: 'active', predicate: heldInPart });
  const next = () => {
    const query = queue.shift();
    if (!query) return;
    whenIdle(() => {
      // Unless read meanwhile (the language switch reads them all).
      if (heldInPart(query))
        void client.refetchQueries({ queryKey: query.queryKey, exact: true, type: 'active' });
      next();
    });
  };
  next();
}

/**
 * Every read still embedded in part, read whole now (before the language changes: a part holds the
 * page's language only). Resolves once all are answered.
 */
export function readAllPartsWhole(client: QueryClient): Promise<void> {
  return client.refetchQueries({ type: 'active', predicate: heldInPart });
}

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
        retry: (count, error) => count < 2 && isGlitch(error),
        // A failed read shows its error state, on the server and when hydrating alike (a mounting
        // query would otherwise start again as pending); server failures are retried once hydrated.
        retryOnMount: false,
        refetchOnMount,
      },
    },
  });
}
