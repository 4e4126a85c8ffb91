import type { LoadContext } from '../../types';
import { SLUG } from '../list/pages';

/**
 * The item a view shows: fixed by its params, else the route's `:id` (or another route param the
 * route names it by, e.g. `broadcastId`), else the same name in the query; null when none is given.
 * Pure, for a view's `data.ts` and its component alike.
 */
export function viewedId(
  fixed: string | undefined,
  ctx: Pick<LoadContext, 'routeParams' | 'search'>,
  aliases: readonly string[] = [],
): string | null {
  if (fixed) return fixed;
  for (const name of ['id', ...aliases]) {
    const value = ctx.routeParams[name] || ctx.search.get(name);
    if (value) return value;
  }
  return null;
}

/** Whether an id can name an item at all (a slug): any other is not found without asking the API. */
export const isItemId = (id: string): boolean => SLUG.test(id);
