import { type ItemTarget, itemTarget } from '../_kit/engage/target';
import type { DataNeed, LoadContext } from '../types';
import type { LikeButtonParams } from './meta';

/** Spec §7 `GET /like/{db}/{id}.json`: the item's likes and whether this voter liked it. */
export const likeNeed = (target: ItemTarget): DataNeed => ({ path: `like/${target.db}/${target.id}.json` });

export const load = (params: LikeButtonParams, ctx: LoadContext): DataNeed[] => {
  const target = itemTarget(params, ctx);
  return target ? [likeNeed(target)] : [];
};
