import { formatCalendarDay } from '@core/dates';
import type { Lang } from '@core/lang';
import { currentIndex, onAir, type TimedEntry, timeline } from '@core/onair';
import { ROUTE_BY_STATE } from '@core/routes';
import type { ScheduleItem } from '@core/schemas/entities';
import { isHHmm } from '@core/time';

/** Spec §9: the schedule shows 4 entries a channel, 5 when a channel is fixed. */
export const SCHEDULE_SIZE = 4;
export const SCHEDULE_SIZE_FIXED = 5;

export interface DayState {
  /** The day's entries in time order, each with its finish. */
  line: TimedEntry<ScheduleItem>[];
  /** Index in `line` of the entry on air now; -1 when none (another day, or nothing started). */
  current: number;
  /** How far the current entry has run, in percent. */
  proc: number;
}

/**
 * The schedule of one channel's day at `seconds` since Tashkent midnight, with the same logic as
 * the on-air list (spec §4): the latest entry whose time is not later than now is current.
 * Only today has a current entry.
 */
export function dayState(items: readonly ScheduleItem[], isToday: boolean, seconds: number): DayState {
  const valid = items.filter((item) => isHHmm(item.time));
  const line = timeline(valid);
  const current = isToday ? currentIndex(line, Math.floor(seconds / 60)) : -1;
  const proc =
    current >= 0 ? (onAir([{ channel: '', type: '', items: valid }], seconds)[0]?.time_proc ?? 0) : 0;
  return { line, current, proc };
}

/** `/uz/schedule/:id/`: the path of the schedule view, to read its `:id` wherever the widget sits. */
export const SCHEDULE_VIEW_PATH = `/uz/${ROUTE_BY_STATE.get('app.schedule.view')?.path ?? 'schedule/:id/'}`;

/** A Tashkent calendar date (YYYY-MM-DD) written for people, e.g. «23 ноябрь». */
export function formatDay(date: string, lang: Lang): string {
  return formatCalendarDay(date, lang, 'dayMonth');
}
