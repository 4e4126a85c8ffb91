import { allCategoriesNeed } from '../_kit/category/needs';
import { isItemId, viewedId } from '../_kit/content/ids';
import { PAGE_SIZE } from '../_kit/list/sizes';
import type { DataNeed, LoadContext } from '../types';
import type { CategoryViewParams } from './meta';

export function categoryId(params: CategoryViewParams, ctx: Pick<LoadContext, 'routeParams' | 'search'>) {
  return viewedId(params.item, ctx);
}

/** The category, every category (its parents and subcategories) and its first broadcasts. */
export function categoryViewData(
  id: string,
  params: CategoryViewParams,
  ctx: Pick<LoadContext, 'product'>,
): [DataNeed, DataNeed, DataNeed] {
  return [
    { path: `${ctx.product}/category/${encodeURIComponent(id)}.json` },
    allCategoriesNeed(ctx),
    {
      path: `${ctx.product}/broadcast.json`,
      query: { category: id, count: params.broadcasts ?? PAGE_SIZE.categoryBroadcasts, page: 1 },
    },
  ];
}

export const load = (params: CategoryViewParams, ctx: LoadContext): DataNeed[] => {
  const id = categoryId(params, ctx);
  return id && isItemId(id) ? categoryViewData(id, params, ctx) : [];
};
