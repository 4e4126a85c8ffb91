import { broadcastClock } from '../../src/shared/time';
import type { DataNeed, LoadContext } from '../types';
import type { RadioOnlineParams } from './meta';

/** The radio channels (one, or all in order) and today's radio schedules, for what is on now. */
export function radioOnlineData(params: RadioOnlineParams, ctx: LoadContext): [DataNeed, DataNeed] {
  return [
    {
      path: `${ctx.product}/channel.json`,
      query: { type: 'radio', count: 'all', items: params.channel },
    },
    { path: `${ctx.product}/schedule.json`, query: { date: broadcastClock(ctx.now).date, type: 'radio' } },
  ];
}

export const load = (params: RadioOnlineParams, ctx: LoadContext): DataNeed[] => radioOnlineData(params, ctx);
