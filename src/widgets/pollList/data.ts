import { readListRequest } from '../_kit/list/pages';
import { PAGE_SIZE } from '../_kit/list/sizes';
import type { ListData } from '../_kit/list/useListPage';
import type { DataNeed, LoadContext } from '../types';
import type { PollListParams } from './meta';

/** The kinds of poll the list filters by (src/core/schemas/content.ts POLL_KINDS; no schema here: loads.ts stays light). */
const KINDS: readonly string[] = ['checkbox', 'radio'];

/**
 * A page of polls, newest first (`GET /poll.json`, without the product prefix, as the poll's own
 * calls): `type` (`checkbox` or `radio`), `page` and `title` of the query override the params; a
 * malformed one sends the visitor to the bad-request page.
 */
export function pollListData(params: PollListParams, ctx: LoadContext): ListData {
  const request = readListRequest(ctx.search);
  const type = ctx.search.get('type') || undefined;
  if (!request || (type !== undefined && !KINDS.includes(type))) return { request: null, need: null };
  return {
    request,
    need: {
      path: 'poll.json',
      query: {
        type: type ?? params.type,
        count: params.count ?? PAGE_SIZE.poll,
        page: request.page,
        title: request.title,
      },
    },
  };
}

export const load = (params: PollListParams, ctx: LoadContext): DataNeed[] => {
  const { need } = pollListData(params, ctx);
  return need ? [need] : [];
};
