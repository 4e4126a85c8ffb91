import { keepPreviousData, QueryClient, QueryObserver, type QueryState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type ServerReadOptions, serverRead, serverReadable, UNREAD } from './server-read';

/**
 * The server's read must be what `useQuery` gives on its first render (QueryObserver's optimistic
 * result), else a widget renders differently on the server than it hydrates. Every state an
 * answer can have in the render's cache × every option the app passes.
 */
const NOW = Date.UTC(2026, 10, 27, 12, 0, 0);

const BASE = UNREAD;
const failure = Object.assign(new Error('boom'), { status: 500 });
const STATES: Record<string, QueryState | null> = {
  missing: null,
  fresh: { ...BASE, status: 'success', data: { data: [1] }, dataUpdateCount: 1, dataUpdatedAt: NOW - 1000 },
  old: { ...BASE, status: 'success', data: { data: [2] }, dataUpdateCount: 1, dataUpdatedAt: NOW - 600_000 },
  // An answer the server embedded in part, as the browser hydrates it (boot.ts `readsAsHydrated`).
  'held in part': { ...BASE, status: 'success', data: { data: [4] }, dataUpdateCount: 1, dataUpdatedAt: 0 },
  invalidated: {
    ...BASE,
    status: 'success',
    data: { data: [3] },
    dataUpdateCount: 1,
    dataUpdatedAt: NOW,
    isInvalidated: true,
  },
  failed: {
    ...BASE,
    status: 'error',
    error: failure,
    errorUpdateCount: 1,
    errorUpdatedAt: NOW,
    fetchFailureCount: 1,
    fetchFailureReason: failure,
  },
};
const OPTIONS: Record<string, Omit<ServerReadOptions, 'queryKey'>> = {
  plain: {},
  staleZero: { staleTime: 0 },
  staleLong: { staleTime: 60 * 60_000 },
  noRefetch: { refetchOnMount: false },
  disabled: { enabled: false },
  keepPrevious: { placeholderData: keepPreviousData },
  noRetry: { staleTime: 60_000 },
};

function observed(client: QueryClient, options: ServerReadOptions) {
  const defaulted = client.defaultQueryOptions({ ...options, queryFn: () => null } as Parameters<
    QueryClient['defaultQueryOptions']
  >[0]);
  defaulted._optimisticResults = 'optimistic';
  const { refetch: _r, ...rest } = new QueryObserver(client, defaulted).getOptimisticResult(defaulted);
  return rest;
}

/** The app's defaults (src/client/app/boot.ts `createQueryClient`) and TanStack's own. */
const CLIENTS: Record<string, () => QueryClient> = {
  app: () =>
    new QueryClient({
      defaultOptions: { queries: { staleTime: 30_000, retry: false, retryOnMount: false } },
    }),
  bare: () => new QueryClient(),
  // The app's `refetchOnMount` is a function of the query (an answer held in part, while hydrating).
  'refetchOnMount of the query': () =>
    new QueryClient({
      defaultOptions: {
        queries: { staleTime: 30_000, retryOnMount: false, refetchOnMount: (q) => q.state.dataUpdatedAt > 0 },
      },
    }),
};

describe('serverRead', () => {
  for (const [clientName, createQueryClient] of Object.entries(CLIENTS))
    for (const [stateName, state] of Object.entries(STATES)) {
      for (const [optionsName, extra] of Object.entries(OPTIONS)) {
        it(`is useQuery's first result: ${clientName} client, ${stateName} answer, ${optionsName} options`, () => {
          const realNow = Date.now;
          Date.now = () => NOW;
          try {
            const queryKey = ['api', 'efir/x.json', { page: 1 }];
            const client = createQueryClient();
            if (state) client.getQueryCache().build(client, { queryKey }, state);
            const options = { queryKey, ...extra };
            const { refetch, ...ours } = serverRead(client, options, NOW);
            const other = createQueryClient();
            if (state) other.getQueryCache().build(other, { queryKey }, state);
            expect(ours).toEqual(observed(other, options));
            expect(() => refetch()).toThrow(/server render/);
          } finally {
            Date.now = realNow;
          }
        });
      }
    }

  it('accepts only the options it models', () => {
    expect(
      serverReadable({ queryKey: ['a'], queryFn: () => 1, staleTime: 5, retry: false, enabled: true }),
    ).toBe(true);
    expect(
      serverReadable({ queryKey: ['a'], refetchOnMount: false, placeholderData: keepPreviousData }),
    ).toBe(true);
    // useNeed's keepPrevious: how a failed read is tried again changes nothing on the one render.
    expect(
      serverReadable({
        queryKey: ['a'],
        placeholderData: keepPreviousData,
        retry: () => true,
        retryDelay: () => 1,
      }),
    ).toBe(true);
    expect(serverReadable({ queryKey: ['a'], select: (d: unknown) => d })).toBe(false);
    expect(serverReadable({ queryKey: ['a'], initialData: 1 })).toBe(false);
    expect(serverReadable({ queryKey: ['a'], placeholderData: 1 })).toBe(false);
    expect(serverReadable({ queryKey: ['a'], staleTime: 'static' })).toBe(false);
    expect(serverReadable({ queryKey: ['a'], refetchOnMount: 'always' })).toBe(false);
    expect(serverReadable({ queryKey: ['a'], enabled: () => true })).toBe(false);
  });
});
