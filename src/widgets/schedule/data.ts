import { type FirstRead, firstRead, inPageLanguage } from '@core/first-read';
import { entriesCovering } from '@core/onair';
import { matchPath } from '@core/router';
import type { ScheduleItem } from '@core/schemas/entities';
import { broadcastClock, isIsoDate } from '@core/time';
import { SCHEDULE_VIEW_PATH } from '../_kit/schedule/day';
import type { DataNeed, LoadContext } from '../types';
import { type GridWindow, gridWindow } from './grid';
import type { ScheduleParams } from './meta';

/**
 * What the schedule shows: the channel (the params, the `:id` of the schedule view wherever the
 * widget sits, or `?channel=`), the date (`?date=` or today in Tashkent; `null` when `?date=` is
 * not a date) and the reads: one channel's day, or every channel's, plus the channel list.
 * The server renders and embeds of every channel's day only the grid's window (`gridWindow`: 4½
 * hours around the time of day the grid opens at), in the page's language; the browser reads the
 * whole days once hydrated (`DataNeed.first`). The channel list only with what the grid's rows
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
    first: channel ? inPageLanguage : rowFields,
  };
  const day: DataNeed = channel
    ? { path: `${ctx.product}/schedule/${encodeURIComponent(channel)}/${date}.json` }
    : { path: `${ctx.product}/schedule.json`, query: { date }, first: gridPart(gridWindow(clock.seconds)) };
  return { channel, byQuery, date, needs: [day, channels] };
}

export const load = (params: ScheduleParams, ctx: LoadContext): DataNeed[] => scheduleData(params, ctx).needs;

/**
 * A days answer (schedule.json) with the part of a day the grid's window shows: the entries
 * covering `window` (the one on air at its start, those starting in it, and the next, which ends
 * the last), cut to what a block draws (time, title, broadcast and recording: a block's length is
 * the next entry's start; `duration` and `is_online` are not drawn), and the window itself, so the
 * grid draws only its blocks until the whole days arrive (`windowOf`). Named by the window: the
 * renders of an hour share the cut of a kept answer.
 */
export function gridPart(window: GridWindow): FirstRead {
  return firstRead(`schedule grid ${window.from}-${window.to}`, (answer: unknown) => {
    const { data, ...rest } = answer as { data: { items: ScheduleItem[] }[] };
    return {
      ...rest,
      window,
      data: data.map((day) => ({
        ...day,
        items: entriesCovering(day.items, window.from, window.to).map(
          // No recording (most entries) is left out rather than written as null.
          ({ time, title, broadcast, archive }) => ({
            time,
            title,
            broadcast,
            ...(archive ? { archive } : {}),
          }),
        ),
      })),
    };
  });
}

/** The window a days answer was cut to (`gridPart`), `null` for whole days. */
export function windowOf(answer: unknown): GridWindow | null {
  const window = (answer as { window?: GridWindow } | undefined)?.window;
  return window && typeof window.from === 'number' && typeof window.to === 'number' ? window : null;
}

/** A channel list cut to what the grid's rows show: id, title, type, logo and colour. */
const rowFields: FirstRead = firstRead('schedule rows', (answer: unknown) => {
  const { data, ...rest } = answer as {
    data: { _id: string; title: unknown; type: string; photo: unknown; color?: unknown }[];
  };
  return {
    ...rest,
    data: data.map(({ _id, title, type, photo, color }) => ({ _id, title, type, photo, color })),
  };
});
