import { onAirSpan } from '@core/onair';
import { broadcastClock } from '@core/time';
import type { DataNeed, LoadContext } from '../types';
import type { OnAirParams } from './meta';

/**
 * Today's schedules (the Tashkent date of `ctx.now`) from this hour for two hours (`onAirSpan`:
 * what is on now at any minute until the next question), and every channel, for their order and
 * names.
 */
export function onAirData(params: OnAirParams, ctx: LoadContext): [DataNeed, DataNeed] {
  const clock = broadcastClock(ctx.now);
  return [
    {
      path: `${ctx.product}/schedule.json`,
      query: { date: clock.date, type: params.type, ...onAirSpan(clock.seconds) },
    },
    { path: `${ctx.product}/channel.json`, query: { count: 'all' } },
  ];
}

export const load = (params: OnAirParams, ctx: LoadContext): DataNeed[] => onAirData(params, ctx);
