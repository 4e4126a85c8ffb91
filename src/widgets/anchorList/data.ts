import { readListRequest } from '../_kit/list/pages';
import { PAGE_SIZE } from '../_kit/list/sizes';
import type { ListData } from '../_kit/list/useListPage';
import type { DataNeed, LoadContext } from '../types';
import type { AnchorListParams } from './meta';

/**
 * A page of anchors with their broadcasts' titles (`with=broadcast` → `meta.broadcasts`): `type`,
 * `channel`, `category`, `broadcast`, `page` and `title` of the query override the params.
 */
export function anchorListData(params: AnchorListParams, ctx: LoadContext): ListData {
  const request = readListRequest(ctx.search, ['type', 'channel', 'category', 'broadcast']);
  if (!request) return { request, need: null };
  return {
    request,
    need: {
      path: `${ctx.product}/anchors.json`,
      query: {
        type: request.type ?? params.type,
        channel: request.channel ?? params.channel,
        category: request.category ?? params.category,
        broadcast: request.broadcast ?? params.broadcast,
        sort: params.sort,
        count: params.count ?? PAGE_SIZE.anchors,
        page: request.page,
        title: request.title,
        with: 'broadcast',
      },
    },
  };
}

export const load = (params: AnchorListParams, ctx: LoadContext): DataNeed[] => {
  const { need } = anchorListData(params, ctx);
  return need ? [need] : [];
};
