import { addDays, MINUTES_PER_DAY } from '@core/time';

/**
 * The schedule grid's geometry (issue 24, decision 029): a day is a track of 24 hours, each
 * programme a block placed by its start and sized by its duration, in minutes. The markup carries
 * minutes only (`--s` start, `--d` duration, as CSS custom properties); the CSS turns them into
 * lengths with one `--minute` width (wider on a desktop than on a phone), so the server's HTML
 * places every block and the now-line before any script runs, and nothing moves on hydration.
 */

/** The CSS custom properties of a block from its start and finish (minutes since midnight). */
export function blockVars(start: number, finish: number): Record<'--s' | '--d', number> {
  const from = clampMinute(start);
  return { '--s': from, '--d': Math.max(0, clampMinute(finish) - from) };
}

/** Where the now-line stands: the minute of the day (seconds are not drawn). */
export function nowVars(seconds: number): Record<'--s', number> {
  return { '--s': clampMinute(Math.floor(seconds / 60)) };
}

function clampMinute(minute: number): number {
  return Math.min(MINUTES_PER_DAY, Math.max(0, minute));
}

/**
 * The part of a day the server renders and embeds of the grid (issue 23's budget: every channel's
 * whole day was 364 KB of HTML): 4½ hours from the quarter hour at or before 50 minutes ago, moved
 * back from the day's end so it stays 4½ hours long. The grid opens scrolled to the page's minute
 * with a sixth of its width before it (the layout effect in AllSchedules.tsx): on a 1366 px screen
 * about 49 minutes before now to 199 after (248 minutes of track at 4 px a minute), so the first
 * screen holds only blocks of the window, and its last quarter hour is slack. The browser reads the
 * whole day once hydrated and adds the other blocks, placed by their minutes in a track of fixed
 * width (nothing moves). The same on every date: the grid opens at the same time of day on all of
 * them. Quarter hours, so the renders of a quarter hour share one cut (`firstRead`).
 */
export function gridWindow(seconds: number): GridWindow {
  const minute = clampMinute(Math.floor(seconds / 60));
  const start = Math.floor((minute - 50) / 15) * 15;
  const from = Math.min(MINUTES_PER_DAY - WINDOW_MINUTES, Math.max(0, start));
  return { from, to: from + WINDOW_MINUTES };
}

/** A span of the day in minutes, [from, to). */
export interface GridWindow {
  from: number;
  to: number;
}

/** How much of the day the server renders of the grid (`gridWindow`). */
export const WINDOW_MINUTES = 270;

/** The hours of the ruler: 00:00 … 23:00. */
export const HOURS: readonly number[] = Array.from({ length: 24 }, (_, h) => h);

/** The day bar: a week back and a week ahead of today (Tashkent dates), today in the middle. */
export const DAYS_BACK = 7;
export const DAYS_AHEAD = 7;

export function dayBar(today: string): { date: string; offset: number }[] {
  return Array.from({ length: DAYS_BACK + DAYS_AHEAD + 1 }, (_, i) => ({
    date: addDays(today, i - DAYS_BACK),
    offset: i - DAYS_BACK,
  }));
}

/** The weekday of a calendar date (YYYY-MM-DD), as the texts name it. */
export const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export function weekdayOf(date: string): Weekday {
  const [y, m, d] = date.split('-').map(Number);
  return WEEKDAYS[new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay()] ?? 'sun';
}

/** The least width a target shows (WCAG 2.2 target size, 2.5.8), px. */
export const TARGET_MIN = 24;

/**
 * Whether a link or button of the grid, from `left` to `right` px on the screen, is cut by the
 * sticky channel column (from `start` to `end` px) to a sliver: partly under the column, and for
 * less than `min` px beside it. A programme that began before the scrolled-to time shows its end
 * beside the column; a few pixels of it are a target too small to press and a stray edge to read,
 * and axe counts it as obscured by the channel's link. The same holds on the column's other side,
 * where the scroller clips what sticks out (no one sees it; axe measures it). AllSchedules.tsx
 * hides such targets while they are slivers (their block stays, as background).
 */
export function isSliver(left: number, right: number, start: number, end: number, min = TARGET_MIN): boolean {
  if (left >= end || right <= start) return false;
  const outside = Math.max(start - left, right - end, 0);
  return outside > 0 && outside < min;
}
