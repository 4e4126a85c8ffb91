import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useState } from 'react';
import type { Lang } from '../src/shared/lang';
import { msToNextMinute } from '../src/shared/time';

export type Query = Record<string, string | number | boolean | undefined | null>;

/**
 * What widgets need from the application around them. The client provides it; stories and
 * tests provide their own. Widgets never import the client (design §4: one-way imports).
 */
export interface WidgetRuntime {
  lang: Lang;
  /** The configured product slug of content calls (`efir` by default): `${product}/channel.json`. */
  product: string;
  isAdmin: boolean;
  /**
   * GET a JSON resource under the API base (`/uz/api/`), e.g. `efir/channel.json`. A failed
   * response is toasted unless `quiet` (for page chrome that handles its own failure).
   */
  getJson<T>(path: string, query?: Query, options?: { quiet?: boolean }): Promise<T>;
  toast(message: string, kind?: 'info' | 'success' | 'error'): void;
}

export const RuntimeContext = createContext<WidgetRuntime | null>(null);

export function useRuntime(): WidgetRuntime {
  const rt = useContext(RuntimeContext);
  if (!rt) throw new Error('A widget rendered outside a RuntimeContext provider');
  return rt;
}

/** A response of the Efir API. */
export interface ApiResponse<D, M = Record<string, unknown>> {
  data: D;
  meta: M;
}

/** Reads an API resource through the query cache; the key is the path and the query. */
export function useApi<D, M = Record<string, unknown>>(
  path: string | null,
  query: Query = {},
  { quiet, ...options }: Partial<UseQueryOptions<ApiResponse<D, M>>> & { quiet?: boolean } = {},
) {
  const rt = useRuntime();
  const clean: Query = {};
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null && v !== '') clean[k] = v;
  return useQuery<ApiResponse<D, M>>({
    queryKey: ['api', path, clean],
    queryFn: () => rt.getJson<ApiResponse<D, M>>(path ?? '', clean, quiet ? { quiet } : undefined),
    enabled: path !== null,
    ...options,
  });
}

/** The current time, updated at every minute boundary (spec §4: schedule and on-air refresh). */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, msToNextMinute());
    };
    timer = setTimeout(tick, msToNextMinute());
    return () => clearTimeout(timer);
  }, []);
  return now;
}
