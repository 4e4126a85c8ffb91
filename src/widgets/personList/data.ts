import { readListRequest } from '../_kit/list/pages';
import { PAGE_SIZE } from '../_kit/list/sizes';
import type { ListData } from '../_kit/list/useListPage';
import type { DataNeed, LoadContext } from '../types';
import type { PersonListParams } from './meta';

/** A page of persons: `type`, `channel`, `page` and `title` of the query override the params. */
export function personListData(params: PersonListParams, ctx: LoadContext): ListData {
  const request = readListRequest(ctx.search, ['type', 'channel']);
  if (!request) return { request, need: null };
  return {
    request,
    need: {
      path: `${ctx.product}/person.json`,
      query: {
        type: request.type ?? params.type,
        channel: request.channel ?? params.channel,
        count: params.count ?? PAGE_SIZE.person,
        page: request.page,
        title: request.title,
      },
    },
  };
}

export const load = (params: PersonListParams, ctx: LoadContext): DataNeed[] => {
  const { need } = personListData(params, ctx);
  return need ? [need] : [];
};
