import { allCategoriesNeed } from '../_kit/category/needs';
import { channelsNeed } from '../_kit/content/lookups';
import type { ListRequest } from '../_kit/list/pages';
import { FIRST_ITEMS, firstItems, PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/** The filters the page's query may set, overriding the params of the same name. */
export const FILTERS = ['type', 'channel', 'category', 'broadcast', 'date'] as const;

/** The filters the archive's form sets beside the title (issue 24). */
export const FORM_FILTERS = ['channel', 'category', 'date'] as const;

/** Whether the page's query filters the archive by what its form sets (the title aside). */
export const filteredByForm = (request: ListRequest | null) =>
  request !== null && FORM_FILTERS.some((filter) => request[filter] !== undefined);

/**
 * The page of recordings asked for: the page's query (`type`, `channel`, `category`, `broadcast`,
 * `date`, `page`, `title`) overrides the params, so a category or a broadcast can link to its
 * recordings. The server renders and embeds the page's first cards (`FIRST_ITEMS`); the rest of
 * the page arrives once hydrated (issue 23: 100 cards were 180 of the archive page's 227 KB).
 * Beside it: the channels (each card's logo and the form's choices; the schedule's read) and, where
 * the form is shown, the categories (its choices).
 */
export const source = listSource({
  resource: 'archive.json',
  filters: FILTERS,
  pageSize: PAGE_SIZE.archive,
  first: firstItems(FIRST_ITEMS),
  also: (ctx, params) => [
    channelsNeed(ctx.product),
    ...(params.more || (params as { filter?: boolean }).filter === false ? [] : [allCategoriesNeed(ctx)]),
  ],
});

export const load = source.load;
