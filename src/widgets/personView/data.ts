import { isItemId, viewedId } from '../_kit/content/ids';
import { channelsNeed, NATIONS_NEED } from '../_kit/content/lookups';
import type { DataNeed, LoadContext } from '../types';
import type { PersonViewParams } from './meta';

export function personId(params: PersonViewParams, ctx: Pick<LoadContext, 'routeParams' | 'search'>) {
  return viewedId(params.item, ctx);
}

/** The person, the channels (their titles) and the nation list. */
export function personViewData(
  id: string,
  ctx: Pick<LoadContext, 'product'>,
): [DataNeed, DataNeed, DataNeed] {
  return [
    { path: `${ctx.product}/person/${encodeURIComponent(id)}.json` },
    channelsNeed(ctx.product),
    NATIONS_NEED,
  ];
}

export const load = (params: PersonViewParams, ctx: LoadContext): DataNeed[] => {
  const id = personId(params, ctx);
  return id && isItemId(id) ? personViewData(id, ctx) : [];
};
