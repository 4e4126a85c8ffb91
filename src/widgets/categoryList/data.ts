import { allCategoriesNeed } from '../_kit/category/needs';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/**
 * A page of top categories (children of `parent`, or of the root) with the trimmed title filter,
 * and the whole tree beside it (each top category shows its branch); a filtered list searches
 * every level. `page` and `title` come from the query.
 */
export const source = listSource({
  resource: 'category.json',
  pageSize: PAGE_SIZE.category,
  query: (params: { parent?: string }, request) => ({
    parent: request.title ? undefined : (params.parent ?? 'root'),
  }),
  also: (ctx) => [allCategoriesNeed(ctx)],
});

export const load = source.load;
