import { daysAtMinute, onAirSpan } from '@core/onair';
import { broadcastClock } from '@core/time';
import type { DataNeed, LoadContext } from '../types';
import type { OnAirParams } from './meta';

/**
 * Each visible channel of the type asked for (their order, names and logos) with today's entries
 * (the Tashkent date of `ctx.now`) from this hour for two hours (`onAirSpan`: what is on now at
 * any minute until the next question), in one answer trimmed to what the widget shows
 * (`onair.json`, issue 23: not every channel's record and whole schedule). The page embeds of it
 * what its minute shows (`first`: each channel's current entry and the next, its finish); the
 * browser reads the two hours once hydrated.
 */
export function onAirData(params: OnAirParams, ctx: LoadContext): DataNeed {
  const clock = broadcastClock(ctx.now);
  return {
    path: `${ctx.product}/onair.json`,
    query: { date: clock.date, type: params.type, ...onAirSpan(clock.seconds) },
    first: daysAtMinute(Math.floor(clock.seconds / 60)),
  };
}

export const load = (params: OnAirParams, ctx: LoadContext): DataNeed[] => [onAirData(params, ctx)];
