import { isItemId, viewedId } from '../_kit/content/ids';
import { channelsNeed, NATIONS_NEED } from '../_kit/content/lookups';
import type { DataNeed, LoadContext } from '../types';
import type { AnchorViewParams } from './meta';

export function anchorId(params: AnchorViewParams, ctx: Pick<LoadContext, 'routeParams' | 'search'>) {
  return viewedId(params.item, ctx);
}

/**
 * The anchor, read as the one item of the list (`items=<id>`) so that `with=broadcast` names its
 * broadcast in the same read; the channels (their titles) and the nation list.
 */
export function anchorViewData(
  id: string,
  ctx: Pick<LoadContext, 'product'>,
): [DataNeed, DataNeed, DataNeed] {
  return [
    { path: `${ctx.product}/anchors.json`, query: { items: id, with: 'broadcast' } },
    channelsNeed(ctx.product),
    NATIONS_NEED,
  ];
}

export const load = (params: AnchorViewParams, ctx: LoadContext): DataNeed[] => {
  const id = anchorId(params, ctx);
  return id && isItemId(id) ? anchorViewData(id, ctx) : [];
};
