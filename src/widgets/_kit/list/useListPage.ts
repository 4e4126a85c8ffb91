import type { ListMeta } from '@core/schemas/common';
import { useDeferredValue } from 'react';
import { useLoadContext, useNeed } from '../../runtime';
import type { DataNeed, LoadContext } from '../../types';
import type { ListRequest } from './pages';

/** What a list widget's `data.ts` makes of its params and the page's URL. */
export interface ListData {
  /** null when the URL is malformed (the visitor goes to the bad-request page). */
  request: ListRequest | null;
  need: DataNeed | null;
}

/**
 * A list widget's page, as its `load` declared it: the read, the page asked for and the number of
 * pages. `bad` is spec §5's rule: a page that is not a positive integer, or is past the last one
 * (known once the list is read), or another malformed filter sends the visitor to the bad-request
 * page, as the channel list does. The API answers a page past the last with 200 and no items.
 */
export function useListPage<P, T>(params: P, data: (params: P, ctx: LoadContext) => ListData) {
  const { request, need } = data(params, useLoadContext());
  const read = useNeed<T[], ListMeta>(need);
  // The page's items replace the server's first ones (`first`, e.g. 20 of the archive's 100) in a
  // transition: the read's update is a sync render (useSyncExternalStore) of a hundred cards, one
  // long task on a phone; deferred, React draws them in slices (decision 018, fourth pass).
  const deferred = useDeferredValue(read.data);
  const list = deferred === read.data ? read : { ...read, data: deferred };
  const pages = list.data ? Math.max(1, list.data.meta.pages) : 1;
  const bad = request === null || (list.data !== undefined && request.page > pages);
  return { list, request, page: request?.page ?? 1, pages, bad };
}

export type ListPage<T> = ReturnType<typeof useListPage<unknown, T>>;
