import { isItemId, viewedId } from '../_kit/content/ids';
import { parsePage } from '../_kit/list/pages';
import { PAGE_SIZE } from '../_kit/list/sizes';
import type { ListData } from '../_kit/list/useListPage';
import type { DataNeed, LoadContext } from '../types';
import type { BroadcastViewParams } from './meta';

/**
 * The broadcast shown (spec §2): the params' `item`, else the route's `:id`, else a `broadcastId`
 * (a route param or a query value), which the spec accepts as the id.
 */
export function broadcastId(params: BroadcastViewParams, ctx: Pick<LoadContext, 'routeParams' | 'search'>) {
  return viewedId(params.item, ctx, ['broadcastId']);
}

/** The broadcast with its channel's and category's titles (spec §7 `with=title`). */
export function broadcastNeed(id: string, ctx: Pick<LoadContext, 'product'>): DataNeed {
  return { path: `${ctx.product}/broadcast/${encodeURIComponent(id)}.json`, query: { with: 'title' } };
}

/** A page (`?page=`) of the broadcast's episodes: its archive recordings, newest first. */
export function episodesData(id: string, params: BroadcastViewParams, ctx: LoadContext): ListData {
  const page = parsePage(ctx.search.get('page'));
  if (page === null) return { request: null, need: null };
  return {
    request: { page },
    need: {
      path: `${ctx.product}/archive.json`,
      query: { broadcast: id, count: params.episodes ?? PAGE_SIZE.episodes, page },
    },
  };
}

export const load = (params: BroadcastViewParams, ctx: LoadContext): DataNeed[] => {
  const id = broadcastId(params, ctx);
  if (!id || !isItemId(id)) return [];
  const { need } = episodesData(id, params, ctx);
  return need ? [broadcastNeed(id, ctx), need] : [broadcastNeed(id, ctx)];
};
