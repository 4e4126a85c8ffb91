import { allCategoriesNeed } from '../_kit/category/needs';
import { readListRequest } from '../_kit/list/pages';
import { PAGE_SIZE } from '../_kit/list/sizes';
import type { ListData } from '../_kit/list/useListPage';
import type { DataNeed, LoadContext } from '../types';
import type { CategoryListParams } from './meta';

/**
 * A page of top categories (children of `parent`, or of the root) with the trimmed title filter;
 * a filtered list searches every level. `page` and `title` come from the query.
 */
export function categoryListData(params: CategoryListParams, ctx: LoadContext): ListData {
  const request = readListRequest(ctx.search);
  if (!request) return { request, need: null };
  return {
    request,
    need: {
      path: `${ctx.product}/category.json`,
      query: {
        parent: request.title ? undefined : (params.parent ?? 'root'),
        count: params.count ?? PAGE_SIZE.category,
        page: request.page,
        title: request.title,
      },
    },
  };
}

export const load = (params: CategoryListParams, ctx: LoadContext): DataNeed[] => {
  const { need } = categoryListData(params, ctx);
  return need ? [need, allCategoriesNeed(ctx)] : [];
};
