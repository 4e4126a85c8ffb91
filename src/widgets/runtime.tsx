import { whenIdle } from '@core/idle';
import type { Lang } from '@core/lang';
import { Navigate, useLocation, useParams, useSearchParams } from '@core/router';
import { msToNextMinute } from '@core/time';
import {
  keepPreviousData,
  QueryObserver,
  type UseQueryOptions,
  type UseQueryResult,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useContext,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { type ServerReadOptions, serverRead, serverReadable } from './server-read';
import type { DataNeed, LoadContext, Query } from './types';

export { ApiError } from '@core/api-error';

export type { DataNeed, Query } from './types';

/**
 * What widgets need from the application around them. The client provides it; the server
 * renderer, stories and tests provide their own. Widgets never import the client (design §4).
 */
export interface WidgetRuntime {
  lang: Lang;
  /** The configured product slug of content calls (`efir` by default): `${product}/channel.json`. */
  product: string;
  /**
   * GET a JSON resource under the API base (`/uz/api/`), e.g. `efir/channel.json`. A failed
   * response is toasted unless `quiet` (for page chrome that handles its own failure). It rejects
   * with an error carrying the HTTP `status`.
   */
  getJson<T>(path: string, query?: Query, options?: { quiet?: boolean }): Promise<T>;
  /**
   * Sends a write (POST, PUT, DELETE) to a resource under the API base, with the session's bearer
   * token: `body` goes as JSON, or as it is when it is a FormData (multipart uploads). Resolves to
   * the response's JSON (undefined for an empty body); rejects with an `ApiError` carrying the
   * status, the server's message and the `field` it names, or with a TypeError when the network
   * failed. A failure is toasted unless `quiet` (forms show it beside their fields instead); 401
   * and 403 are handled as for reads.
   */
  send<T>(
    method: SendMethod,
    path: string,
    body?: unknown,
    /**
     * `onProgress` (0..1) for a FormData body: the upload's progress; `headers` to send besides
     * (`If-Match` of a versioned write).
     */
    options?: { quiet?: boolean; onProgress?: (fraction: number) => void; headers?: Record<string, string> },
  ): Promise<T>;
  toast(message: string, kind?: 'info' | 'success' | 'error'): void;
}

/** The methods of `WidgetRuntime.send`. */
export type SendMethod = 'POST' | 'PUT' | 'DELETE';

export const RuntimeContext = createContext<WidgetRuntime | null>(null);

export function useRuntime(): WidgetRuntime {
  const rt = useContext(RuntimeContext);
  if (!rt) throw new Error('A widget rendered outside a RuntimeContext provider');
  return rt;
}

/**
 * The render of one page: the time it is rendered for (the server's minute, which the client's
 * first render repeats so hydration matches) and, on the server only, what the render asks of the
 * response (a redirect).
 */
export interface RenderInfo {
  now: number;
  server?: { redirect: string | null; status: number | null };
}

export const RenderContext = createContext<RenderInfo | null>(null);

/** The HTTP status of a failed read: `status` on the error (ApiError, hydrated) or on its `response` (ky). */
export function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof e.status === 'number') return e.status;
  if (typeof e.response?.status === 'number') return e.response.status;
  return undefined;
}

/**
 * Whether a failed read may be tried again: a glitch (a 5xx, the network, a timeout), not an
 * answer. Client errors (400, 401, 403, 404) are answers, never tried again.
 */
export function isGlitch(error: unknown): boolean {
  return ![400, 401, 403, 404].includes(httpStatus(error) ?? 0);
}

/** Once a minute at the most: how long a read that keeps failing waits before its next try. */
export const retryUpToAMinute = (failures: number) => Math.min(1000 * 2 ** failures, 60_000);

/** A response of the Efir API. */
export interface ApiResponse<D, M = Record<string, unknown>> {
  data: D;
  meta: M;
}

function cleanQuery(query: Query = {}): Query {
  const clean: Query = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') clean[k] = v;
  return clean;
}

/** The query-cache key of an API read: the same for `useApi`, a widget's `load` and the server. */
export function apiKey(path: string, query?: Query): readonly unknown[] {
  return ['api', path, cleanQuery(query)];
}

/** Options of `useApi`: the query cache's, and two of ours. */
export type ApiReadOptions<D, M> = Partial<UseQueryOptions<ApiResponse<D, M>>> & {
  /** No toast when the read fails (the widget shows the failure itself). */
  quiet?: boolean;
  /**
   * The server rendered the anonymous answer (has this visitor voted, liked…): an answer already
   * in the cache when the widget mounts (the page's boot data, say) is read once more for this
   * visitor when the browser is next idle, not in the effects of the page's hydration.
   */
  forVisitor?: boolean;
};

/**
 * Reads an API resource through the query cache; the key is the path and the query. In the
 * browser it is TanStack's `useQuery`; the server's renderer swaps in `useServerApi` once, before
 * its first render (`renderOnServer`), so a render uses one or the other from its first hook to
 * its last.
 */
export let useApi: <D, M = Record<string, unknown>>(
  path: string | null,
  query?: Query,
  options?: ApiReadOptions<D, M>,
) => UseQueryResult<ApiResponse<D, M>> = useBrowserApi;

/** Called by the server's renderer before it renders anything (src/client/entry-server.tsx). */
export function renderOnServer(): void {
  useApi = useServerApi;
}

/**
 * The server renders each widget once, from answers already in its cache: the cache's answer as
 * `useQuery` would give it, without an observer, subscriptions or effects (server-read.ts, issue
 * 23); options it does not model get a one-off observer's result, which is what `useQuery` returns
 * on a server.
 */
function useServerApi<D, M>(
  path: string | null,
  query: Query = {},
  { quiet: _quiet, forVisitor = false, ...rest }: ApiReadOptions<D, M> = {},
): UseQueryResult<ApiResponse<D, M>> {
  const client = useQueryClient();
  const options = {
    queryKey: apiKey(path ?? '', query),
    enabled: path !== null,
    ...(forVisitor ? { refetchOnMount: false } : {}),
    ...rest,
  };
  if (serverReadable(options)) return serverRead<ApiResponse<D, M>>(client, options as ServerReadOptions);
  const defaulted = client.defaultQueryOptions(options as UseQueryOptions<ApiResponse<D, M>>);
  defaulted._optimisticResults = 'optimistic';
  return new QueryObserver(client, defaulted).getOptimisticResult(defaulted);
}

function useBrowserApi<D, M = Record<string, unknown>>(
  path: string | null,
  query: Query = {},
  { quiet, forVisitor = false, ...options }: ApiReadOptions<D, M> = {},
): UseQueryResult<ApiResponse<D, M>> {
  const rt = useRuntime();
  const clean = cleanQuery(query);
  const result = useQuery<ApiResponse<D, M>>({
    queryKey: apiKey(path ?? '', clean),
    queryFn: () => rt.getJson<ApiResponse<D, M>>(path ?? '', clean, quiet ? { quiet } : undefined),
    enabled: path !== null,
    ...(forVisitor ? { refetchOnMount: false } : {}),
    ...options,
  });
  // Whether an answer was here when this read mounted (else the mount itself reads it).
  const [answeredAtMount] = useState(() => result.data !== undefined);
  const { refetch } = result;
  useEffect(() => {
    if (!forVisitor || !answeredAtMount || path === null) return;
    return whenIdle(() => void refetch());
  }, [forVisitor, answeredAtMount, path, refetch]);
  return result;
}

/**
 * Whether the page the server sent has been hydrated, all of it: components that mount later (a
 * client-side transition) start from the browser's clock, not the page's. The root's first commit
 * is not enough: the chrome's parts (Suspense) and the page's view (Activity) hydrate in later
 * passes, and a widget hydrating there after a minute had turned rendered the browser's minute
 * over the server's (React error #418 on the schedule's now-line, about one load in ten on a
 * loaded machine). So each such part counts as pending from the root's commit until its own
 * content has committed (`useHydrationPart`). A module flag rather than a store, so that hydrating
 * does not render every widget a second time.
 */
let appHydrated = false;
let rootCommitted = false;
const pendingParts = new Set<object>();
const onHydrated: (() => void)[] = [];

function settle() {
  if (appHydrated || !rootCommitted || pendingParts.size > 0) return;
  appHydrated = true;
  for (const done of onHydrated.splice(0)) done();
}

/**
 * Called once the app's root has committed (hydrated, or rendered without server HTML); `then`
 * runs once every part hydrated on its own has committed too: see `useRenderNow`.
 */
export function markAppHydrated(then?: () => void): void {
  if (then) onHydrated.push(then);
  rootCommitted = true;
  settle();
}

/** Runs `done` once all of the server's page has hydrated (at once if it has). */
export function afterAppHydrated(done: () => void): void {
  if (appHydrated) done();
  else onHydrated.push(done);
}

/**
 * Whether all of the server's page has hydrated (`markAppHydrated` and every part): false on the
 * server and while any part still hydrates in its slices.
 */
export function isAppHydrated(): boolean {
  return appHydrated;
}

function PartHydrated({ part }: { part: object }) {
  useEffect(() => {
    pendingParts.delete(part);
    settle();
  }, [part]);
  return null;
}

/**
 * For a part of the page that hydrates on its own (a Suspense or Activity boundary): called
 * outside the boundary, it gives the element to place inside it, last. The part is pending from
 * the root's commit (a layout effect, before any later pass) until that element's effect, which
 * runs once the part's content has committed.
 */
export function useHydrationPart(): ReactNode {
  const [part] = useState(() => ({}));
  useLayoutEffect(() => {
    if (appHydrated) return;
    pendingParts.add(part);
    return () => {
      pendingParts.delete(part);
      settle();
    };
  }, [part]);
  return <PartHydrated part={part} />;
}

/**
 * The time a widget renders for, fixed when it mounts: the page's render time on the server and
 * while hydrating (so the HTML matches), the browser's clock for what mounts afterwards. Widgets
 * that follow the clock use `useMinuteClock`.
 */
function useRenderNow(): number {
  const render = useContext(RenderContext);
  const [now] = useState(() => (render && !appHydrated ? render.now : Date.now()));
  return now;
}

/** The context a widget's `load` gets, as the component sees it (with its own clock when it has one). */
export function useLoadContext(now?: number): LoadContext {
  const { product, lang } = useRuntime();
  const renderNow = useRenderNow();
  const { pathname } = useLocation();
  const routeParams = useParams();
  const [search] = useSearchParams();
  return { product, lang, pathname, routeParams, search, now: now ?? renderNow };
}

/**
 * `useApi` of a need a widget's `load` declared (or null while it cannot be known yet). With
 * `keepPrevious`, a need that changes (a new hour of the on-air span) shows the answer it had until
 * the new one is here, instead of loading. If the new read fails (the network drops at the hour),
 * the widget goes on showing that answer, drawn for the minute, and the read is tried again, up to
 * once a minute, until it is answered: it shows its error only when it has nothing to show (a
 * read that fails the usual three times with no answer before it).
 */
export function useNeed<D, M = Record<string, unknown>>(
  need: DataNeed | null,
  { keepPrevious = false }: { keepPrevious?: boolean } = {},
) {
  // Whether the widget shows an answer (its own or the kept one); read by `retry` at each failure.
  const showing = useRef(false);
  const result = useApi<D, M>(
    need?.path ?? null,
    need?.query ?? {},
    keepPrevious
      ? {
          placeholderData: keepPreviousData,
          retry: (failures, error) => isGlitch(error) && (showing.current || failures < 2),
          retryDelay: retryUpToAMinute,
        }
      : {},
  );
  showing.current = result.data !== undefined;
  return result;
}

/**
 * The current time, updated at every minute boundary (spec §4: schedule and on-air refresh). The
 * first render uses the page's render time, so the server's HTML and the hydrating client agree;
 * the client then moves to its own clock.
 */
export function useMinuteClock(): number {
  const renderNow = useRenderNow();
  const [now, setNow] = useState(renderNow);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, msToNextMinute());
    };
    // The first render showed the page's minute: catch up at once only if the minute has turned
    // since (a cached page), so hydrating never renders the page twice for nothing.
    setNow((shown) => (Math.floor(shown / 60_000) === Math.floor(Date.now() / 60_000) ? shown : Date.now()));
    timer = setTimeout(tick, msToNextMinute());
    return () => clearTimeout(timer);
  }, []);
  return now;
}

const noSubscribe = () => () => {};

/**
 * False on the server and during hydration, true afterwards: what depends on the browser alone
 * (the signed-in user, storage, a player that starts by itself) renders only once this is true,
 * so hydration matches the server. Turning true is deferred: the store's flip after hydration is a
 * sync render of every component reading it (the server snapshot differs from the browser's), so
 * that render keeps false and what true adds is rendered in the background, in slices that yield
 * to the visitor (at once it was 40 ms unthrottled on a recording's page, the player's start).
 * A component mounted after hydration reads true at once.
 */
export function useHydrated(): boolean {
  return useDeferredValue(
    useSyncExternalStore(
      noSubscribe,
      () => true,
      () => false,
    ),
  );
}

/**
 * Replaces the page with another (e.g. a bad page number → bad-request). On the server the
 * response becomes a redirect; in the browser the router navigates.
 */
export function Redirect({ to }: { to: string }) {
  const render = useContext(RenderContext);
  if (render?.server) {
    render.server.redirect ??= to;
    return null;
  }
  return <Navigate to={to} replace />;
}

/** Sets the HTTP status of the server's answer (e.g. 404 for a channel that does not exist). */
export function HttpStatus({ code }: { code: number }) {
  const render = useContext(RenderContext);
  if (render?.server) render.server.status ??= code;
  return null;
}
