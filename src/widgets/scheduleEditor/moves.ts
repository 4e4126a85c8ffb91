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
