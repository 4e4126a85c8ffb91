import type { DataNeed, LoadContext } from '../types';
import type { LiveVideoParams } from './meta';

/** The channel shown: fixed by the params, else the `:id` of the route; null when neither is given. */
export function liveChannel(params: LiveVideoParams, ctx: Pick<LoadContext, 'routeParams'>): string | null {
  return params.channel || ctx.routeParams.id || null;
}

/** The channel's stream (its player item: url, title, type, captions). */
export function liveVideoData(channel: string, ctx: Pick<LoadContext, 'product'>): DataNeed {
  return { path: `${ctx.product}/watch/${encodeURIComponent(channel)}.json` };
}

export const load = (params: LiveVideoParams, ctx: LoadContext): DataNeed[] => {
  const channel = liveChannel(params, ctx);
  return channel ? [liveVideoData(channel, ctx)] : [];
};
