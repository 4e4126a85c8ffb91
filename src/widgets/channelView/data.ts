import { broadcastClock } from '@core/time';
import type { DataNeed, LoadContext } from '../types';
import type { ChannelViewParams } from './meta';

/** The channel shown: fixed by the params, else the `:id` of the route; null when neither is given. */
export function viewedChannel(
  params: ChannelViewParams,
  ctx: Pick<LoadContext, 'routeParams'>,
): string | null {
  return params.channel || ctx.routeParams.id || null;
}

/** The channel and its schedule for the Tashkent date of `ctx.now`. */
export function channelViewData(channel: string, ctx: LoadContext): [DataNeed, DataNeed] {
  const id = encodeURIComponent(channel);
  return [
    { path: `${ctx.product}/channel/${id}.json` },
    { path: `${ctx.product}/schedule/${id}/${broadcastClock(ctx.now).date}.json` },
  ];
}

export const load = (params: ChannelViewParams, ctx: LoadContext): DataNeed[] => {
  const channel = viewedChannel(params, ctx);
  return channel ? channelViewData(channel, ctx) : [];
};
