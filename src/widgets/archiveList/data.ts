import { readListRequest } from '../_kit/list/pages';
import { PAGE_SIZE } from '../_kit/list/sizes';
import type { ListData } from '../_kit/list/useListPage';
import type { DataNeed, LoadContext } from '../types';
import type { ArchiveListParams } from './meta';

/**
 * The page of recordings asked for: the page's query (`type`, `channel`, `category`, `broadcast`,
 * `page`, `title`) overrides the params, so a category or a broadcast can link to its recordings.
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
    },
  };
}

export const load = (params: ArchiveListParams, ctx: LoadContext): DataNeed[] => {
  const { need } = archiveListData(params, ctx);
  return need ? [need] : [];
};
