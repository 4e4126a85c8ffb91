import type { DataNeed, LoadContext, Query } from '../../types';
import { type ListFilter, type ListRequest, readListRequest } from './pages';
import type { ListData } from './useListPage';

/**
 * The params every section list has: the filters it takes (also from the query), a page size, and
 * whether it is a short list (`more`: its first page, whatever the page's query says).
 */
export type ListParams = { count?: number; more?: boolean } & { [K in ListFilter]?: string };

/** What a short list reads of the page's query: nothing (the home page's `?page=2` is not its page). */
const NO_QUERY = new URLSearchParams();

/** Where a section list reads its pages, and which query values override its params. */
export interface ListSourceSpec<P> {
  /** The API resource, e.g. `archive.json`: under the product (`/{product}/archive.json`) unless `global`. */
  resource: string;
  /** Spec §7 reads a few lists without the product prefix (`news.json`, `poll.json`). */
  global?: boolean;
  /** The filters the page's query may set, overriding the params of the same name (in this order). */
  filters?: readonly ListFilter[];
  /** Items a page holds when the params do not say (spec §9's page size of the section). */
  pageSize: number;
  /**
   * Query values the list adds from its params (an order, `with=…`), or `null` when a value of the
   * page's query the list reads itself is malformed (the visitor goes to the bad-request page).
   */
  query?: (params: P, request: ListRequest, ctx: LoadContext) => Query | null;
  /**
   * What of a page the server renders and embeds when a page holds far more than the first screen
   * shows (`firstItems(FIRST_ITEMS)`): the browser reads the whole page once hydrated (decision 025).
   */
  first?: DataNeed['first'];
  /** Reads the widget needs beside its page (the category tree, say), declared with it. */
  also?: (ctx: LoadContext, params: P) => DataNeed[];
}

/** A section list's reads: its `data` (page asked for + read) and its `load` (what the page declares). */
export interface ListSource<P> {
  readonly spec: ListSourceSpec<P>;
  data: (params: P, ctx: LoadContext) => ListData;
  load: (params: P, ctx: LoadContext) => DataNeed[];
}

/**
 * One section list's reads, from its resource, filters and page size: the page's URL is read by
 * readListRequest (a malformed value reads nothing and sends the visitor to the bad-request page),
 * then the query's filters override the params, and `count`, `page` and `title` follow. The
 * widget's `data.ts` is `export const { data, load } = listSource({...})`; its component and its
 * `load` (server and prefetch) read the URL the same way.
 */
export function listSource<E extends object = Record<never, never>>(
  spec: ListSourceSpec<ListParams & E>,
): ListSource<ListParams & E> {
  type P = ListParams & E;
  const filters = spec.filters ?? [];
  const data = (params: P, ctx: LoadContext): ListData => {
    const request = readListRequest(params.more ? NO_QUERY : ctx.search, filters);
    if (!request) return { request, need: null };
    const extra = spec.query ? spec.query(params, request, ctx) : {};
    if (extra === null) return { request: null, need: null };
    const query: Query = {};
    for (const filter of filters) query[filter] = request[filter] ?? params[filter];
    Object.assign(query, extra, {
      count: params.count ?? spec.pageSize,
      page: request.page,
      title: request.title,
    });
    return {
      request,
      need: {
        path: spec.global ? spec.resource : `${ctx.product}/${spec.resource}`,
        query,
        ...(spec.first ? { first: spec.first } : {}),
      },
    };
  };
  const load = (params: P, ctx: LoadContext): DataNeed[] => {
    const { need } = data(params, ctx);
    return need ? [need, ...(spec.also?.(ctx, params) ?? [])] : [];
  };
  return { spec, data, load };
}
