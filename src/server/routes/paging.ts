import type { ListMeta } from '@core/schemas/common';

/** Default page size of a generic list (spec §9). */
export const LIST_DEFAULT_COUNT = 100;

/** `count` and `page` of a list query as numbers for `total` rows (`all` is one page of everything). */
export function paging(
  q: { count?: number | 'all'; page?: number },
  total: number,
  defaultCount: number,
): ListMeta & { offset: number } {
  const count = q.count === 'all' ? Math.max(total, 1) : (q.count ?? defaultCount);
  const page = q.page ?? 1;
  return { total, page, count, pages: Math.ceil(total / count), offset: (page - 1) * count };
}

/**
 * One page of rows already filtered and ordered. A page past the last answers empty data with
 * the real `pages` (the client sends the visitor to the bad-request page, spec §5).
 */
export function pageOf<R, T>(
  rows: readonly R[],
  q: { count?: number | 'all'; page?: number },
  defaultCount: number,
  map: (row: R) => T,
): { data: T[]; meta: ListMeta } {
  const { offset, ...meta } = paging(q, rows.length, defaultCount);
  return { data: rows.slice(offset, offset + meta.count).map(map), meta };
}
