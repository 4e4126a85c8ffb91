import { answerWith } from '@core/first-read';
import { daysAtMinute, onAirSpan } from '@core/onair';
import { broadcastClock } from '@core/time';
import type { DataNeed, LoadContext } from '../types';
import type { RadioOnlineParams } from './meta';

/**
 * The radio channels (one, or all in order) and today's radio schedules from this hour for two
 * hours (`onAirSpan`), for what is on now; the page embeds the schedules' entries of its minute
 * (`first`), the browser reads the two hours once hydrated; of the channels, what a station shows.
 */
export function radioOnlineData(params: RadioOnlineParams, ctx: LoadContext): [DataNeed, DataNeed] {
  const clock = broadcastClock(ctx.now);
  return [
    {
      path: `${ctx.product}/channel.json`,
      query: { type: 'radio', count: 'all', items: params.channel },
      // What a station shows: its name and logo (its id for the link and the player).
      first: answerWith(['_id', 'title', 'photo']),
    },
    {
      path: `${ctx.product}/schedule.json`,
      query: { date: clock.date, type: 'radio', ...onAirSpan(clock.seconds) },
      first: daysAtMinute(Math.floor(clock.seconds / 60)),
    },
  ];
}

export const load = (params: RadioOnlineParams, ctx: LoadContext): DataNeed[] => radioOnlineData(params, ctx);
