import { TOP_ANCHORS, TOP_CHANNELS } from '@core/rating';
import type { DataNeed, LoadContext } from '../types';
import type { RatingsParams } from './meta';

/** What each list reads: the anchors by likes; the channels' ratings and their titles. */
export function ratingsData(params: RatingsParams, ctx: Pick<LoadContext, 'product'>) {
  const shows = (list: string) => params.lists.includes(list as never);
  return {
    anchors: shows('anchors')
      ? { path: `${ctx.product}/anchors.json`, query: { sort: 'likes', count: TOP_ANCHORS } }
      : null,
    stats: shows('channels')
      ? { path: 'stats.rating', query: { db: 'channel', limit: TOP_CHANNELS, return: 'assoc', sort: 'desc' } }
      : null,
    channels: shows('channels') ? { path: `${ctx.product}/channel.json`, query: { count: 'all' } } : null,
  } satisfies Record<string, DataNeed | null>;
}

export const load = (params: RatingsParams, ctx: LoadContext): DataNeed[] =>
  Object.values(ratingsData(params, ctx)).filter((need) => need !== null);
