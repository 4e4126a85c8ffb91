import { matchPath } from '@core/router';
import type { ScheduleItem } from '@core/schemas/entities';
import { broadcastClock, isIsoDate } from '@core/time';
import { SCHEDULE_VIEW_PATH } from '../_kit/schedule/day';
import type { DataNeed, LoadContext } from '../types';
import type { ScheduleParams } from './meta';

/**
 * What the schedule shows: the channel (the params, the `:id` of the schedule view wherever the
 * widget sits, or `?channel=`), the date (`?date=` or today in Tashkent; `null` when `?date=` is
 * not a date) and the reads: one channel's day, or every channel's, plus the channel list.
 * Every channel's whole day is rendered (the grid, issue 24) and embedded in the page's language
 * only (`DataNeed.first`'s rule for every read); the channel list only with what the grid's rows
 * show (id, title, type, logo, colour).
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
  // what the grid's rows show and link (id, title, type, logo, colour).
  const channels: DataNeed = {
    path: `${ctx.product}/channel.json`,
    query: { count: 'all' },
    first: channel ? (answer) => answer : rowFields,
  };
  const day: DataNeed = channel
    ? { path: `${ctx.product}/schedule/${encodeURIComponent(channel)}/${date}.json` }
    : { path: `${ctx.product}/schedule.json`, query: { date }, first: gridFields };
  return { channel, byQuery, date, needs: [day, channels] };
}

export const load = (params: ScheduleParams, ctx: LoadContext): DataNeed[] => scheduleData(params, ctx).needs;

/**
 * Every channel's day cut to what the grid's blocks show: time, title, broadcast and recording
 * (a block's length is the next entry's start; `duration` and `is_online` are not drawn). Whole
 * days are what a grid is: 18 of them made the boot data a quarter heavier with those two fields.
 */
function gridFields(answer: unknown) {
  const { data, ...rest } = answer as { data: { items: ScheduleItem[] }[] };
  return {
    ...rest,
    data: data.map((day) => ({
      ...day,
      items: day.items.map(({ time, title, broadcast, archive }) => ({ time, title, broadcast, archive })),
    })),
  };
}

/** A channel list cut to what the grid's rows show: id, title, type, logo and colour. */
function rowFields(answer: unknown) {
  const { data, ...rest } = answer as {
    data: { _id: string; title: unknown; type: string; photo: unknown; color?: unknown }[];
  };
  return {
    ...rest,
    data: data.map(({ _id, title, type, photo, color }) => ({ _id, title, type, photo, color })),
  };
}
