import { type Lang, pickText } from '@core/lang';
import { currentIndex, timeline } from '@core/onair';
import type { Schedule } from '@core/schemas/entities';
import { broadcastClock, isHHmm } from '@core/time';

/** The schedule entry on air at `at` (Tashkent), from that date's schedule: its title and age rating. */
export function programmeOnAir(
  schedule: Schedule | undefined,
  at: Date,
  lang: Lang,
): { title: string | null; rating: string | null } | null {
  if (!schedule) return null;
  const clock = broadcastClock(at);
  if (schedule.date && schedule.date !== clock.date) return null;
  const line = timeline(schedule.items.filter((item) => isHHmm(item.time)));
  const current = line[currentIndex(line, clock.minutes)];
  if (!current) return null;
  return { title: pickText(current.entry.title, lang) || null, rating: current.entry.rating ?? null };
}

/** The title of the schedule entry on air at `at` (Tashkent), from that date's schedule. */
export function programmeAt(schedule: Schedule | undefined, at: Date, lang: Lang): string | null {
  return programmeOnAir(schedule, at, lang)?.title ?? null;
}

/** Tashkent midnight of a YYYY-MM-DD date, in ms since the epoch (GMT+5 all year). */
export function tashkentMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d) - 5 * 3_600_000;
}

/**
 * Spec §4: a live stream opened from the current entry of a day closes at the next entry that is
 * not online, or at 24:00 of that day (Tashkent), in ms since the epoch.
 */
export function liveClosesAt(
  line: readonly { index: number; start: number; entry: { is_online?: boolean } }[],
  current: number,
  date: string,
): number {
  const next = line.find((t) => t.index > current && t.entry.is_online === false);
  return tashkentMidnight(date) + (next ? next.start : 24 * 60) * 60_000;
}
