import { allCategoriesNeed } from '../_kit/category/needs';
import { PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/**
 * A page of the categories below `parent` (or all of them), each counted on its own and followed by
 * its subcategories, so the total, the page's items and the pages count the same categories (spec
 * §9: 4 a page; issue 24); the whole tree beside it for each one's place. A filtered list searches
 * every level. `page` and `title` come from the query.
 */
export const source = listSource({
  resource: 'category.json',
  pageSize: PAGE_SIZE.category,
  query: (params: { parent?: string }, request) => ({
    below: request.title ? undefined : (params.parent ?? 'root'),
  }),
  also: (ctx) => [allCategoriesNeed(ctx)],
});

export const load = source.load;
