import { type FirstRead, firstRead } from './first-read';
import { formatHHmm, isHHmm, MINUTES_PER_DAY, parseHHmm } from './time';

/** One entry of a day's schedule, as stored. */
export interface ScheduleEntry {
  time: string;
  title?: unknown;
  broadcast?: string | null;
  duration?: number | null;
  is_online?: boolean;
}

/** A schedule entry with its computed span, in minutes since Tashkent midnight. */
export interface TimedEntry<E extends ScheduleEntry = ScheduleEntry> {
  entry: E;
  index: number;
  start: number;
  /** The next entry's start, or 1440 (24:00) for the last one. */
  finish: number;
}

/** Entries sorted by time, each with its finish (the next entry's time, or 24:00). */
export function timeline<E extends ScheduleEntry>(items: readonly E[]): TimedEntry<E>[] {
  const sorted = items
    .map((entry) => ({ entry, start: parseHHmm(entry.time) }))
    .sort((a, b) => a.start - b.start);
  return sorted.map((s, index) => ({
    entry: s.entry,
    index,
    start: s.start,
    finish: sorted[index + 1]?.start ?? MINUTES_PER_DAY,
  }));
}

/**
 * The entries of a day that cover [fromMinutes, toMinutes): the one on air at `from` (when one
 * is), every one starting before `to`, and the first starting at `to` or later, which ends the
 * last. In time order. What the on-air widgets need of a day, for any minute of that span.
 */
export function entriesCovering<E extends ScheduleEntry>(
  items: readonly E[],
  fromMinutes: number,
  toMinutes: number,
): E[] {
  const line = timeline(items.filter((entry) => isHHmm(entry.time)));
  const first = Math.max(0, currentIndex(line, fromMinutes));
  const after = line.findIndex((t) => t.start >= toMinutes);
  const last = after === -1 ? line.length - 1 : after;
  return line.slice(first, last + 1).map((t) => t.entry);
}

/**
 * A days answer (`{ data: [{ items }] }`: onair.json, schedule.json) cut to the entries on air at
 * `minute` and the next one, its finish: what an on-air list shows at that minute (issue 23: what
 * a page embeds; the browser reads the whole span once hydrated).
 */
export function daysAtMinute(minute: number): FirstRead {
  return firstRead(`days at ${minute}`, (answer: unknown) => {
    const { data, ...rest } = answer as { data: { items: ScheduleEntry[] }[] };
    return {
      ...rest,
      data: data.map((day) => ({ ...day, items: entriesCovering(day.items, minute, minute + 1) })),
    };
  });
}

/**
 * The channel a home hero shows (issue 24): the one named, when the answer has it, else the first
 * TV channel of the order (the broadcaster's main channel), else the first channel.
 */
export function mainChannel<C extends { channel: string; type: string }>(
  channels: readonly C[],
  named?: string | null,
): C | undefined {
  return (
    (named ? channels.find((c) => c.channel === named) : undefined) ??
    channels.find((c) => c.type === 'tv') ??
    channels[0]
  );
}

/**
 * `daysAtMinute` for the on-air answer (`onair.json`), cut to what the on-air widgets draw at
 * `minute` (issue 24: the home pays for its hero and its radio cards): of the entry that follows,
 * its time and title (the rail's "next" line); a channel without a logo without `photo: null`;
 * and one picture, the one of the entry on air on the hero's channel (`mainChannel`: the one
 * named, else the main channel). The rail and the hero read this one answer (one key); the rail
 * shows no picture.
 */
export function onAirAtMinute(minute: number, pictured?: string | null): FirstRead {
  const cut = daysAtMinute(minute);
  return firstRead(`on air at ${minute} picturing ${pictured ?? ''}`, (answer: unknown) => {
    const trimmed = cut(answer) as {
      data: { channel: string; type: string; photo?: unknown; items: ScheduleEntry[] }[];
    };
    const main = mainChannel(trimmed.data, pictured)?.channel;
    return {
      ...trimmed,
      data: trimmed.data.map(({ photo, ...day }) => ({
        ...day,
        ...(photo === null ? {} : { photo }),
        items: day.items.map((item) => {
          const onNow = isHHmm(item.time) && parseHHmm(item.time) <= minute;
          if (!onNow) return { time: item.time, title: item.title };
          if (day.channel === main || !('picture' in item)) return item;
          const { picture: _, ...rest } = item as ScheduleEntry & { picture?: unknown };
          return rest;
        }),
      })),
    };
  });
}

/** A span of a day, [from, to) in minutes since Tashkent midnight. */
export interface DaySpan {
  from: number;
  to: number;
}

/**
 * The span that `from` and `to` query values (HH:mm) ask for, the whole day without them; the
 * reason, as a message naming the parameter, when one is not a time or `to` is not after `from`.
 */
export function readDaySpan(from: string | undefined, to: string | undefined): DaySpan | string {
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value !== undefined && !isHHmm(value))
      return `Invalid ${name} "${value}": expected a time as HH:mm (00:00–23:59)`;
  }
  const span = {
    from: from === undefined ? 0 : parseHHmm(from),
    to: to === undefined ? MINUTES_PER_DAY : parseHHmm(to),
  };
  return span.to > span.from ? span : `Invalid to "${to}": it must be later than from`;
}

/** A day's entries for a span: as stored for the whole day, else those covering it. */
export function entriesInSpan<E extends ScheduleEntry>(items: readonly E[], span: DaySpan): readonly E[] {
  return span.from === 0 && span.to === MINUTES_PER_DAY ? items : entriesCovering(items, span.from, span.to);
}

/**
 * The span of a day the on-air widgets ask for at `nowSeconds`: from the start of the hour for
 * two hours (to the end of the day at most), so the question changes once an hour, and the answer
 * kept while the next one is read still covers the minute shown.
 */
export function onAirSpan(nowSeconds: number): { from: string; to?: string } {
  const hour = Math.floor(nowSeconds / 3600) * 60;
  const to = hour + ON_AIR_SPAN_MINUTES;
  return to < MINUTES_PER_DAY ? { from: formatHHmm(hour), to: formatHHmm(to) } : { from: formatHHmm(hour) };
}

/** How far ahead the on-air widgets read a day's schedule (`onAirSpan`). */
export const ON_AIR_SPAN_MINUTES = 120;

/** Index of the current entry at `nowMinutes`: the latest whose time is not later than now; -1 if none. */
export function currentIndex(line: readonly TimedEntry[], nowMinutes: number): number {
  let found = -1;
  for (const t of line) {
    if (t.start <= nowMinutes) found = t.index;
    else break;
  }
  return found;
}

/**
 * The current entry and its neighbours: `size` entries, starting one before the current one
 * where there is one, moved back at the end of the day so the window stays full.
 * Without a current entry the window opens at the start of the day.
 */
export function scheduleWindow<E extends ScheduleEntry>(
  line: readonly TimedEntry<E>[],
  current: number,
  size: number,
): TimedEntry<E>[] {
  if (line.length <= size) return [...line];
  let start = current < 0 ? 0 : Math.max(0, current - 1);
  start = Math.min(start, line.length - size);
  return line.slice(start, start + size);
}

/**
 * What of a day's entries a schedule window of `size` shows at `nowMinutes` (null: not today, no
 * current entry), with what its rendering depends on: the entry after the window (the last one's
 * finish) and the first entry after the current one that is not online (where a live stream
 * opened from the current entry closes). The window and the current entry computed from
 * these are the same as from the whole day. Valid entries only, in time order.
 */
export function windowEntries<E extends ScheduleEntry>(
  items: readonly E[],
  nowMinutes: number | null,
  size: number,
): E[] {
  const line = timeline(items.filter((entry) => isHHmm(entry.time)));
  const current = nowMinutes === null ? -1 : currentIndex(line, nowMinutes);
  const shown = scheduleWindow(line, current, size);
  if (shown.length === line.length) return line.map((t) => t.entry);
  const start = shown[0]?.index ?? 0;
  const end = (shown.at(-1)?.index ?? 0) + 1;
  const kept = line.slice(start, end + 1);
  if (current >= 0) {
    const closing = line.find((t) => t.index > current && t.entry.is_online === false);
    if (closing && closing.index > end) kept.push(closing);
  }
  return kept.map((t) => t.entry);
}

/** The derived on-air item of spec §3. Durations are seconds, time_proc a percent. */
export interface OnAirItem<E extends ScheduleEntry = ScheduleEntry> {
  channel: string;
  entry: E;
  broadcast: string | null;
  type: string;
  time: string;
  time_finish: string;
  time_duration: number;
  time_duration_now: number;
  time_proc: number;
  /** What follows (the home's now/next rail), when the day read has it. */
  next: E | null;
}

export interface ChannelDay<E extends ScheduleEntry = ScheduleEntry> {
  channel: string;
  type: string;
  items: readonly E[];
}

/**
 * What is on air on each channel at `nowSeconds` (seconds since Tashkent midnight of the
 * schedules' date): per channel the latest item whose time is not later than now.
 * Channels with nothing started yet are left out.
 */
export function onAir<E extends ScheduleEntry>(
  days: readonly ChannelDay<E>[],
  nowSeconds: number,
): OnAirItem<E>[] {
  const nowMinutes = Math.floor(nowSeconds / 60);
  const result: OnAirItem<E>[] = [];
  for (const day of days) {
    const line = timeline(day.items);
    const i = currentIndex(line, nowMinutes);
    const t = line[i];
    if (!t) continue;
    const duration = (t.finish - t.start) * 60;
    const elapsed = Math.min(duration, Math.max(0, nowSeconds - t.start * 60));
    result.push({
      channel: day.channel,
      entry: t.entry,
      broadcast: t.entry.broadcast ?? null,
      type: day.type,
      time: formatHHmm(t.start),
      time_finish: formatHHmm(t.finish),
      time_duration: duration,
      time_duration_now: elapsed,
      time_proc: duration === 0 ? 100 : Math.round((elapsed / duration) * 1000) / 10,
      next: line[i + 1]?.entry ?? null,
    });
  }
  return result;
}
