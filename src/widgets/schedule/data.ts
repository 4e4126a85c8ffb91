import { windowEntries } from '@core/onair';
import { matchPath } from '@core/router';
import type { ScheduleItem } from '@core/schemas/entities';
import { broadcastClock, isIsoDate } from '@core/time';
import { SCHEDULE_SIZE, SCHEDULE_VIEW_PATH } from '../_kit/schedule/day';
import type { DataNeed, LoadContext } from '../types';
import type { ScheduleParams } from './meta';

/**
 * What the schedule shows: the channel (the params, the `:id` of the schedule view wherever the
 * widget sits, or `?channel=`), the date (`?date=` or today in Tashkent; `null` when `?date=` is
 * not a date) and the reads: one channel's day, or every channel's, plus the channel list.
 * Every channel's day is rendered and embedded as the entries its window shows at the page's
 * minute (`first`, issue 23: 99 of the schedule page's 214 KB were the 18 whole days); the
 * browser reads the whole days once hydrated.
 */
export function scheduleData(
  params: ScheduleParams,
  ctx: LoadContext,
): { channel?: string; byQuery: boolean; date: string | null; needs: [DataNeed, DataNeed] | [] } {
  const routeId = matchPath(SCHEDULE_VIEW_PATH, ctx.pathname)?.params.id;
  const queryId = ctx.search.get('channel') || undefined;
  const channel = params.channel || routeId || queryId;
  const byQuery = !params.channel && !routeId;
  const rawDate = ctx.search.get('date');
  if (rawDate !== null && !isIsoDate(rawDate)) return { channel, byQuery, date: null, needs: [] };
  const clock = broadcastClock(ctx.now);
  const date = rawDate ?? clock.date;
  // Every channel, embedded in the page's language (`first`); with every channel's day, only
  // what their cards name and link (id, title, type).
  const channels: DataNeed = {
    path: `${ctx.product}/channel.json`,
    query: { count: 'all' },
    first: channel ? (answer) => answer : cardFields,
  };
  const day: DataNeed = channel
    ? { path: `${ctx.product}/schedule/${encodeURIComponent(channel)}/${date}.json` }
    : {
        path: `${ctx.product}/schedule.json`,
        query: { date },
        first: shownEntries(date === clock.date ? Math.floor(clock.seconds / 60) : null, params.count),
      };
  return { channel, byQuery, date, needs: [day, channels] };
}

export const load = (params: ScheduleParams, ctx: LoadContext): DataNeed[] => scheduleData(params, ctx).needs;

/** Every channel's day cut to what its window shows at `nowMinutes` (`windowEntries`). */
function shownEntries(nowMinutes: number | null, count = SCHEDULE_SIZE) {
  return (answer: unknown) => {
    const { data, ...rest } = answer as { data: { items: ScheduleItem[] }[] };
    return {
      ...rest,
      data: data.map((day) => ({ ...day, items: windowEntries(day.items, nowMinutes, count) })),
    };
  };
}

/** A channel list cut to what every channel's card shows: id, title and type. */
function cardFields(answer: unknown) {
  const { data, ...rest } = answer as { data: { _id: string; title: unknown; type: string }[] };
  return { ...rest, data: data.map(({ _id, title, type }) => ({ _id, title, type })) };
}
