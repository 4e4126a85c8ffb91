/*
 * The schedule editor's pure moves: entries moved and resized between their neighbours, and
 * durations cut where the next entry starts (ScheduleEditor.tsx, DayGrid.tsx).
 */
import type { EditEntry } from '@core/schedule-edit';
import { formatHHmm, MINUTES_PER_DAY, parseHHmm } from '@core/time';

export const minutes = (e: EditEntry) => parseHHmm(e.time);
export const sorted = (items: EditEntry[]) => [...items].sort((a, b) => minutes(a) - minutes(b));

/**
 * Moves entry `index` to start at `start`, kept between its neighbours (a minute after the one
 * before, a minute before the one after), and its duration within the next entry's start.
 */
export function moveEntry(items: EditEntry[], index: number, start: number): EditEntry[] {
  const prev = items[index - 1];
  const next = items[index + 1];
  const lo = prev ? minutes(prev) + 1 : 0;
  const hi = next ? minutes(next) - 1 : MINUTES_PER_DAY - 1;
  const at = Math.max(lo, Math.min(hi, start));
  return items.map((e, i) => {
    if (i !== index) return e;
    const duration = e.duration != null && next ? Math.min(e.duration, minutes(next) - at) : e.duration;
    return { ...e, time: formatHHmm(at), duration };
  });
}

/**
 * Makes entry `index` end at `end`: its duration when it has one, else the next entry's start
 * (an entry runs until the next one), kept after its start and before the entry after next.
 */
export function resizeEntry(items: EditEntry[], index: number, end: number): EditEntry[] {
  const entry = items[index];
  if (!entry) return items;
  const start = minutes(entry);
  const next = items[index + 1];
  if (entry.duration != null || !next) {
    const limit = next ? minutes(next) : MINUTES_PER_DAY;
    const duration = Math.max(1, Math.min(limit - start, end - start));
    return items.map((e, i) => (i === index ? { ...e, duration } : e));
  }
  return moveEntry(items, index + 1, end);
}

/**
 * Every entry with a duration cut at the next entry's start: an entry put or moved into another
 * one splits it (the grid shows the new ends), so the editor never makes an overlap.
 */
export function clipDurations(items: EditEntry[]): EditEntry[] {
  return items.map((e, i) => {
    const next = items[i + 1];
    if (e.duration == null || !next) return e;
    const gap = minutes(next) - minutes(e);
    return e.duration > gap ? { ...e, duration: Math.max(1, gap) } : e;
  });
}

/** Where times sit on the day grid, and back (`dayScale`). */
export interface DayScale {
  /** The grid's height, px. */
  total: number;
  /** The position of minute `t` of the day, px from the grid's top. */
  y(t: number): number;
  /** The minute of the day at `y` px from the grid's top (not rounded). */
  time(y: number): number;
}

/**
 * The day grid's vertical scale: `perMinute` px a minute, except that an entry is never shorter
 * than `min` px, so a 5-minute bulletin stays a target a pointer can hit (WCAG 2.2 target size)
 * and shows its time and title. What a short entry gains pushes the rest of the day down; the hour
 * marks follow the same scale. `ends` are the entries' ends (`entryEnds`).
 */
export function dayScale(
  items: readonly EditEntry[],
  ends: readonly number[],
  perMinute: number,
  min: number,
): DayScale {
  // Knots (minute, px) of a piecewise linear, non-decreasing map, from midnight to midnight.
  const times = [0];
  const ys = [0];
  const to = (t: number, y: number) => {
    times.push(t);
    ys.push(y);
  };
  items.forEach((entry, i) => {
    const start = Math.max(minutes(entry), times.at(-1) ?? 0);
    const end = Math.max(ends[i] ?? start, start);
    const top = (ys.at(-1) ?? 0) + (start - (times.at(-1) ?? 0)) * perMinute;
    to(start, top);
    to(end, top + Math.max((end - start) * perMinute, min));
  });
  to(MINUTES_PER_DAY, (ys.at(-1) ?? 0) + (MINUTES_PER_DAY - (times.at(-1) ?? 0)) * perMinute);

  /** Linear interpolation of `at` along `from` → `into`, between the knots around it. */
  const along = (from: number[], into: number[], at: number) => {
    const last = from.length - 1;
    if (at <= (from[0] ?? 0)) return into[0] ?? 0;
    if (at >= (from[last] ?? 0)) return into[last] ?? 0;
    let k = 1;
    while (k < last && (from[k] ?? 0) < at) k++;
    const a = from[k - 1] ?? 0;
    const b = from[k] ?? 0;
    const ia = into[k - 1] ?? 0;
    const ib = into[k] ?? 0;
    return b === a ? ia : ia + ((at - a) / (b - a)) * (ib - ia);
  };
  return {
    total: ys.at(-1) ?? 0,
    y: (t) => along(times, ys, t),
    time: (y) => along(ys, times, y),
  };
}
