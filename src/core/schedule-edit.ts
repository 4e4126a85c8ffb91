import type { I18nText } from './lang';
import { AGE_RATINGS, type AgeRating } from './newsroom';
import type { ScheduleItem } from './schemas/entities';
import { isHHmm, MINUTES_PER_DAY, parseHHmm } from './time';

/**
 * Schedule editing (issue 26): the rules a day's entries keep, shared by the editor (to warn
 * before saving) and the server (which refuses a day that breaks one). A day is a list of entries
 * in time order; each runs until the next one starts, or for its `duration` when it has one (then
 * it must end by the next entry's start: the last one may run past midnight).
 */

/** Most entries of one day (a channel airing a new entry every 5 minutes around the clock: 288). */
export const SCHEDULE_MAX_ENTRIES = 400;
/** Most days one copy writes (a month ahead). */
export const SCHEDULE_COPY_MAX_DAYS = 31;

/** An entry as the editor writes it (catch-up links are the API's, never stored). */
export type EditEntry = Omit<ScheduleItem, 'archive'>;

/** An entry as sent (defaults left out, a rating not yet checked). */
export interface EntryDraft {
  time: string;
  title: I18nText;
  broadcast?: string | null;
  duration?: number | null;
  is_online?: boolean;
  rating?: string | null;
}

/** What breaks a day: the code names the server's and the editor's message. */
export type DayIssue =
  | { code: 'time'; index: number; time: string }
  | { code: 'title'; index: number; time: string }
  | { code: 'rating'; index: number; time: string; rating: string }
  | { code: 'duplicate'; index: number; time: string }
  | { code: 'unsorted'; index: number; time: string; before: string }
  | { code: 'overlap'; index: number; time: string; title: string; next: string; nextTitle: string }
  | { code: 'broadcast'; index: number; time: string; broadcast: string };

const hasTitle = (entry: Pick<EditEntry, 'title'>) =>
  Object.values(entry.title ?? {}).some((v) => typeof v === 'string' && v.trim() !== '');

/** The first language's title of an entry, for messages naming it. */
export function entryName(entry: Pick<EditEntry, 'title' | 'time'>, first: readonly string[] = []): string {
  const title = entry.title as Record<string, string | undefined>;
  for (const lang of [...first, 'uz', 'oz', 'ru', 'en']) {
    const value = title?.[lang]?.trim();
    if (value) return value;
  }
  return entry.time;
}

/**
 * The issues of a day's entries, in order (empty when it may be saved): times HH:mm, a title,
 * a known age rating, no two at the same time, in time order, no entry running into the next.
 * `broadcastExists` checks linked broadcasts when given (the server's database).
 */
export function dayIssues(
  items: readonly EditEntry[],
  broadcastExists?: (id: string) => boolean,
): DayIssue[] {
  const issues: DayIssue[] = [];
  let previous: { time: string; start: number } | null = null;
  for (const [index, entry] of items.entries()) {
    const time = entry.time;
    if (!isHHmm(time)) {
      issues.push({ code: 'time', index, time });
      continue;
    }
    if (!hasTitle(entry) && !entry.broadcast) issues.push({ code: 'title', index, time });
    if (entry.rating != null && !(AGE_RATINGS as readonly string[]).includes(entry.rating))
      issues.push({ code: 'rating', index, time, rating: String(entry.rating) });
    if (entry.broadcast && broadcastExists && !broadcastExists(entry.broadcast))
      issues.push({ code: 'broadcast', index, time, broadcast: entry.broadcast });
    const start = parseHHmm(time);
    if (previous) {
      if (start === previous.start) issues.push({ code: 'duplicate', index, time });
      else if (start < previous.start) issues.push({ code: 'unsorted', index, time, before: previous.time });
    }
    previous = { time, start };
  }
  // Overlaps, once the order is right: an entry with a duration must end by the next one's start.
  if (issues.length === 0) {
    for (let i = 0; i + 1 < items.length; i++) {
      const entry = items[i] as EditEntry;
      const next = items[i + 1] as EditEntry;
      if (entry.duration == null) continue;
      if (parseHHmm(entry.time) + entry.duration > parseHHmm(next.time))
        issues.push({
          code: 'overlap',
          index: i,
          time: entry.time,
          title: entryName(entry),
          next: next.time,
          nextTitle: entryName(next),
        });
    }
  }
  return issues;
}

/**
 * Where each entry of a sorted day ends, in minutes since midnight: its duration's end, else the
 * next entry's start (24:00 for the last), never past the next entry's start. What an entry
 * "is" as far as a listing goes: two days with the same times, titles and ends list the same.
 */
export function entryEnds(items: readonly Pick<EditEntry, 'time' | 'duration'>[]): number[] {
  return items.map((entry, i) => {
    const start = parseHHmm(entry.time);
    const next = items[i + 1];
    const finish = next ? parseHHmm(next.time) : MINUTES_PER_DAY;
    return entry.duration == null ? finish : Math.min(start + entry.duration, finish);
  });
}

/** An entry without the fields that are not stored (catch-up links) and with its defaults. */
export function storedEntry(entry: EntryDraft & { archive?: unknown }): EditEntry {
  const out: EditEntry = {
    time: entry.time,
    title: Object.fromEntries(
      Object.entries(entry.title ?? {})
        .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : ''])
        .filter(([, v]) => v !== ''),
    ),
    broadcast: entry.broadcast || null,
    duration: entry.duration ?? null,
    is_online: entry.is_online ?? false,
  };
  // Kept as sent: dayIssues refuses one that is not an age rating.
  if (entry.rating) out.rating = entry.rating as AgeRating;
  return out;
}
