import { isItemId, viewedId } from '../_kit/content/ids';
import { channelsNeed } from '../_kit/content/lookups';
import type { DataNeed, LoadContext } from '../types';
import type { AnonsViewParams } from './meta';

export function anonsId(params: AnonsViewParams, ctx: Pick<LoadContext, 'routeParams' | 'search'>) {
  return viewedId(params.item, ctx);
}

/** The announcement and the channels (its channel's title). */
export function anonsViewData(id: string, ctx: Pick<LoadContext, 'product'>): [DataNeed, DataNeed] {
  return [{ path: `${ctx.product}/anons/${encodeURIComponent(id)}.json` }, channelsNeed(ctx.product)];
}

export const load = (params: AnonsViewParams, ctx: LoadContext): DataNeed[] => {
  const id = anonsId(params, ctx);
  return id && isItemId(id) ? anonsViewData(id, ctx) : [];
};
