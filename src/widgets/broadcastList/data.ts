import { readListRequest } from '../_kit/list/pages';
import { FIRST_ITEMS, firstItems, PAGE_SIZE } from '../_kit/list/sizes';
import type { ListData } from '../_kit/list/useListPage';
import type { DataNeed, LoadContext } from '../types';
import type { BroadcastListParams } from './meta';

/**
 * The page of broadcasts asked for: `type`, `channel`, `category`, `page` and `title` of the query
 * override the params. The server renders and embeds the page's first cards (`FIRST_ITEMS`); the
 * rest arrives once hydrated (issue 23: the 55 broadcasts made /uz/broadcast/ 140 KB).
 */
export function broadcastListData(params: BroadcastListParams, ctx: LoadContext): ListData {
  const request = readListRequest(ctx.search, ['type', 'channel', 'category']);
  if (!request) return { request, need: null };
  return {
    request,
    need: {
      path: `${ctx.product}/broadcast.json`,
      query: {
        type: request.type ?? params.type,
        channel: request.channel ?? params.channel,
        category: request.category ?? params.category,
        count: params.count ?? PAGE_SIZE.broadcast,
        page: request.page,
        title: request.title,
      },
      first: firstItems(FIRST_ITEMS),
    },
  };
}

export const load = (params: BroadcastListParams, ctx: LoadContext): DataNeed[] => {
  const { need } = broadcastListData(params, ctx);
  return need ? [need] : [];
};
