import { readListRequest } from '../_kit/list/pages';
import { FIRST_ITEMS, firstItems, PAGE_SIZE } from '../_kit/list/sizes';
import type { ListData } from '../_kit/list/useListPage';
import type { DataNeed, LoadContext } from '../types';
import type { ArchiveListParams } from './meta';

/**
 * The page of recordings asked for: the page's query (`type`, `channel`, `category`, `broadcast`,
 * `page`, `title`) overrides the params, so a category or a broadcast can link to its recordings.
 * The server renders and embeds the page's first cards (`FIRST_ITEMS`); the rest of the page
 * arrives once hydrated (issue 23: 100 cards were 180 of the archive page's 227 KB).
 */
export function archiveListData(params: ArchiveListParams, ctx: LoadContext): ListData {
  const request = readListRequest(ctx.search, ['type', 'channel', 'category', 'broadcast']);
  if (!request) return { request, need: null };
  return {
    request,
    need: {
      path: `${ctx.product}/archive.json`,
      query: {
        type: request.type ?? params.type,
        channel: request.channel ?? params.channel,
        category: request.category ?? params.category,
        broadcast: request.broadcast ?? params.broadcast,
        count: params.count ?? PAGE_SIZE.archive,
        page: request.page,
        title: request.title,
      },
      first: firstItems(FIRST_ITEMS),
    },
  };
}

export const load = (params: ArchiveListParams, ctx: LoadContext): DataNeed[] => {
  const { need } = archiveListData(params, ctx);
  return need ? [need] : [];
};
