import { parsePage } from '../_kit/list/pages';
import type { DataNeed, LoadContext } from '../types';
import type { ChannelListParams } from './meta';
import { CHANNEL_PAGE_SIZE, scopeFromQuery, typeFromQuery } from './pages';

/**
 * The page of channels asked for: `type`, `regional` (true: regional only, false: national only)
 * and `page` from the query override the params.
 * A `page` that is not a positive integer gives `page: null` and no read (the widget redirects).
 */
export function channelListData(
  params: ChannelListParams,
  ctx: LoadContext,
): { page: number | null; need: DataNeed | null } {
  const page = parsePage(ctx.search.get('page'));
  if (page === null) return { page, need: null };
  const type = typeFromQuery(ctx.search.get('type')) ?? params.type;
  const scope = scopeFromQuery(ctx.search.get('regional')) ?? params.scope ?? 'all';
  const count = params.count ?? CHANNEL_PAGE_SIZE;
  return {
    page,
    need: {
      path: `${ctx.product}/channel.json`,
      query: { type, regional: scope === 'all' ? undefined : scope === 'regional', count, page },
    },
  };
}

export const load = (params: ChannelListParams, ctx: LoadContext): DataNeed[] => {
  const { need } = channelListData(params, ctx);
  return need ? [need] : [];
};
