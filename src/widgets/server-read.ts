import {
  hashKey,
  keepPreviousData,
  type QueryClient,
  type QueryKey,
  type QueryObserverResult,
  type QueryState,
  type UseQueryOptions,
} from '@tanstack/react-query';

/**
 * What `useQuery` returns on its one render on the server, read straight from the render's query
 * cache (issue 23, decision 025). The server renders each widget once, with every answer already
 * in the cache in its final state (entry-server.tsx `prefetch`), and nothing subscribes or fetches
 * there; yet `useQuery` builds an observer per read, defaults its options twice, hashes its key and
 * compares results, about 8 % of an uncached page's CPU for a dozen reads. This computes the same
 * result as TanStack's `QueryObserver.getOptimisticResult` (query-core 5.x `createResult` with
 * `_optimisticResults: 'optimistic'`) for the options the app uses; `serverReadable` says which.
 * `server-read.test.ts` compares the two field by field for every case, so an upgrade of TanStack
 * that changes the result fails there.
 */

/** The query options a server read models; with others (`select`, `initialData`…) `useQuery` runs. */
export type ServerReadOptions = Pick<
  UseQueryOptions<unknown>,
  'queryKey' | 'enabled' | 'staleTime' | 'refetchOnMount' | 'placeholderData'
>;

const MODELLED = new Set([
  'queryKey',
  'queryFn',
  'enabled',
  'staleTime',
  'refetchOnMount',
  'placeholderData',
  // How a failed read is tried again: nothing is fetched on the server's one render.
  'retry',
  'retryDelay',
]);

/** Whether `serverRead` gives what `useQuery` would for these options (else the hook runs). */
export function serverReadable(options: Record<string, unknown>): boolean {
  for (const key in options) if (options[key] !== undefined && !MODELLED.has(key)) return false;
  const { enabled, staleTime, refetchOnMount, placeholderData } = options;
  return (
    (enabled === undefined || typeof enabled === 'boolean') &&
    (staleTime === undefined || typeof staleTime === 'number') &&
    (refetchOnMount === undefined || typeof refetchOnMount === 'boolean') &&
    // keepPreviousData has no previous answer on the one render: no placeholder, as in useQuery.
    (placeholderData === undefined || placeholderData === keepPreviousData)
  );
}

/**
 * A query's state before anything is read (query-core `getDefaultState` without initial data): the
 * server's renderer builds its answers' states on it (entry-server.tsx).
 */
export const UNREAD: QueryState = {
  data: undefined,
  dataUpdateCount: 0,
  dataUpdatedAt: 0,
  error: null,
  errorUpdateCount: 0,
  errorUpdatedAt: 0,
  fetchFailureCount: 0,
  fetchFailureReason: null,
  fetchMeta: null,
  isInvalidated: false,
  status: 'pending',
  fetchStatus: 'idle',
};

function cannotRefetch(): never {
  throw new Error('A server render reads once: refetch in the browser');
}

/** `useQuery(options)`'s result on a server render, for options `serverReadable` accepts. */
export function serverRead<T>(
  client: QueryClient,
  options: ServerReadOptions,
  now: number = Date.now(),
): QueryObserverResult<T> {
  const defaults = client.getDefaultOptions().queries ?? {};
  const queryKey = options.queryKey as QueryKey;
  const query = client.getQueryCache().get(hashKey(queryKey));
  const state = query?.state ?? UNREAD;
  const enabled = (options.enabled ?? defaults.enabled) !== false;
  const staleTime = (options.staleTime ?? defaults.staleTime ?? 0) as number;
  // A default given as a function of the query (the app's: boot.ts) is asked as TanStack asks it.
  const onMount = options.refetchOnMount ?? defaults.refetchOnMount;
  const refetchOnMount = typeof onMount === 'function' ? (query ? onMount(query) : true) : onMount;
  const retryOnMount = defaults.retryOnMount;
  const hasData = state.data !== undefined;
  // query.isStaleByTime: no data, invalidated, or older than the stale time.
  const staleByTime =
    !hasData || state.isInvalidated || !(Math.max(state.dataUpdatedAt + staleTime - now, 0) > 0);
  const stale = enabled && staleByTime;
  // shouldFetchOnMount: the first read, or a stale answer the mount reads again.
  const fetchOnMount =
    (enabled && !hasData && !(state.status === 'error' && retryOnMount === false)) ||
    (hasData && enabled && refetchOnMount !== false && stale);
  const status = fetchOnMount && !hasData ? 'pending' : state.status;
  const error = fetchOnMount && !hasData ? null : state.error;
  const fetchStatus = fetchOnMount ? 'fetching' : state.fetchStatus;
  const isFetching = fetchStatus === 'fetching';
  const isPending = status === 'pending';
  const isError = status === 'error';
  const isLoading = isPending && isFetching;
  return {
    status,
    fetchStatus,
    isPending,
    isSuccess: status === 'success',
    isError,
    isInitialLoading: isLoading,
    isLoading,
    data: state.data as T,
    dataUpdatedAt: state.dataUpdatedAt,
    error,
    errorUpdatedAt: state.errorUpdatedAt,
    failureCount: fetchOnMount ? 0 : state.fetchFailureCount,
    failureReason: fetchOnMount ? null : state.fetchFailureReason,
    errorUpdateCount: state.errorUpdateCount,
    isFetched: state.dataUpdateCount + state.errorUpdateCount > 0,
    isFetchedAfterMount: false,
    isFetching,
    isRefetching: isFetching && !isPending,
    isLoadingError: isError && !hasData,
    isPaused: fetchStatus === 'paused',
    isPlaceholderData: false,
    isRefetchError: isError && hasData,
    isStale: stale,
    refetch: cannotRefetch,
    isEnabled: enabled,
  } as QueryObserverResult<T>;
}
