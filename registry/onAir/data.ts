import { broadcastClock } from '../../src/shared/time';
import type { DataNeed, LoadContext } from '../types';
import type { OnAirParams } from './meta';

/** Today's schedules (the Tashkent date of `ctx.now`) and every channel, for their order and names. */
export function onAirData(params: OnAirParams, ctx: LoadContext): [DataNeed, DataNeed] {
  return [
    {
      path: `${ctx.product}/schedule.json`,
      query: { date: broadcastClock(ctx.now).date, type: params.type },
    },
    { path: `${ctx.product}/channel.json`, query: { count: 'all' } },
  ];
}

export const load = (params: OnAirParams, ctx: LoadContext): DataNeed[] => onAirData(params, ctx);
