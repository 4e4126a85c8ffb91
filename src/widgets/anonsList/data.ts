import { readListRequest } from '../_kit/list/pages';
import { PAGE_SIZE } from '../_kit/list/sizes';
import type { ListData } from '../_kit/list/useListPage';
import type { DataNeed, LoadContext } from '../types';
import type { AnonsListParams } from './meta';

/** A page of announcements, newest first: `channel`, `page` and `title` of the query override the params. */
export function anonsListData(params: AnonsListParams, ctx: LoadContext): ListData {
  const request = readListRequest(ctx.search, ['channel']);
  if (!request) return { request, need: null };
  return {
    request,
    need: {
      path: `${ctx.product}/anons.json`,
      query: {
        channel: request.channel ?? params.channel,
        count: params.count ?? PAGE_SIZE.anons,
        page: request.page,
        title: request.title,
      },
    },
  };
}

export const load = (params: AnonsListParams, ctx: LoadContext): DataNeed[] => {
  const { need } = anonsListData(params, ctx);
  return need ? [need] : [];
};
