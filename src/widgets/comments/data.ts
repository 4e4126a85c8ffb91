import { type ItemTarget, itemTarget } from '../_kit/engage/target';
import type { DataNeed, LoadContext } from '../types';
import type { CommentsParams } from './meta';

/** Spec §7 `GET /comment/{db}/{id}.json`: the newest 100 comments on the item, newest first. */
export const commentsNeed = (target: ItemTarget): DataNeed => ({
  path: `comment/${target.db}/${target.id}.json`,
});

/** The ids of the signed-in reader's own comments on the item (no report control on them). */
export const minePath = (target: ItemTarget): string => `comment/${target.db}/${target.id}/mine.json`;

export const load = (params: CommentsParams, ctx: LoadContext): DataNeed[] => {
  const target = itemTarget(params, ctx);
  return target ? [commentsNeed(target)] : [];
};
