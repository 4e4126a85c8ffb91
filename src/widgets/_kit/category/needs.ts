import type { DataNeed, LoadContext } from '../../types';

/** Every category (with its parent): the subcategories under each shown one, and parents' titles. */
export function allCategoriesNeed(ctx: Pick<LoadContext, 'product'>): DataNeed {
  return { path: `${ctx.product}/category.json`, query: { count: 'all' } };
}
