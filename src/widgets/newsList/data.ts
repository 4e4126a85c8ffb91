import { readListRequest } from '../_kit/list/pages';
import { PAGE_SIZE } from '../_kit/list/sizes';
import type { ListData } from '../_kit/list/useListPage';
import type { DataNeed, LoadContext } from '../types';
import type { NewsListParams } from './meta';

/**
 * A page of news, newest first (spec §7 `/news/{id}.json`: without the product prefix): `type`,
 * `channel`, `category`, `page` and `title` of the query override the params.
 */
export function newsListData(params: NewsListParams, ctx: LoadContext): ListData {
  const request = readListRequest(ctx.search, ['type', 'channel', 'category']);
  if (!request) return { request, need: null };
  return {
    request,
    need: {
      path: 'news.json',
      query: {
        type: request.type ?? params.type,
        channel: request.channel ?? params.channel,
        category: request.category ?? params.category,
        count: params.count ?? PAGE_SIZE.news,
        page: request.page,
        title: request.title,
      },
    },
  };
}

export const load = (params: NewsListParams, ctx: LoadContext): DataNeed[] => {
  const { need } = newsListData(params, ctx);
  return need ? [need] : [];
};
