import { type Lang, pickText } from '@core/lang';
import type { Schedule } from '@core/schemas/entities';
import { broadcastClock, formatHHmm, isHHmm, parseHHmm } from '@core/time';
import { tashkentMidnight } from '../player/programme';

/**
 * "Watch from the start" (issue 25): the live stream's wall clock and the schedule's, side by side.
 *
 * A live HLS playlist dates its segments (EXT-X-PROGRAM-DATE-TIME); the player holds them as
 * spans of its media timeline, each with the wall-clock date of its first moment. A date maps to
 * a media position through the span that holds it, as hls.js maps the playing position back to a
 * date (`playingDate`: the span's date + the seconds into it), so the two agree. A discontinuity
 * (the demo streams' midnight) is simply where one run of dated spans meets the next.
 */

/** One segment of the live window: where it is on the media timeline (s) and when it was live (ms). */
export interface DatedSpan {
  /** Media position of its start, seconds. */
  start: number;
  /** Seconds. */
  duration: number;
  /** Wall-clock date of its start, ms since the epoch. */
  date: number;
}

/** The dated spans of a level's fragments (hls.js `LevelDetails.fragments`); undated ones are left out. */
export function datedSpans(
  fragments: readonly { start: number; duration: number; programDateTime: number | null }[],
): DatedSpan[] {
  const spans: DatedSpan[] = [];
  for (const f of fragments)
    if (f.programDateTime !== null && Number.isFinite(f.programDateTime) && f.duration > 0)
      spans.push({ start: f.start, duration: f.duration, date: f.programDateTime });
  return spans;
}

/** The window's wall-clock bounds: the first span's date and the end of the last. */
export function windowDates(spans: readonly DatedSpan[]): { from: number; to: number } | null {
  const first = spans[0];
  const last = spans.at(-1);
  if (!first || !last) return null;
  return { from: first.date, to: last.date + last.duration * 1000 };
}

/** The last span starting at or before `key(span)`, by binary search on spans in time order. */
function spanBefore(spans: readonly DatedSpan[], value: number, key: (s: DatedSpan) => number) {
  let lo = 0;
  let hi = spans.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (key(spans[mid] as DatedSpan) <= value) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found < 0 ? null : (spans[found] as DatedSpan);
}

/** The wall-clock date (ms) at media position `position` (s), or null outside the window. */
export function dateAt(spans: readonly DatedSpan[], position: number): number | null {
  const span = spanBefore(spans, position, (s) => s.start);
  if (!span || position > span.start + span.duration) return null;
  return span.date + (position - span.start) * 1000;
}

/**
 * The media position (s) that was live at wall-clock `date` (ms), or null when the window does
 * not hold it (before its first segment, after its live edge, or in a gap between dated runs).
 */
export function positionAt(spans: readonly DatedSpan[], date: number): number | null {
  const span = spanBefore(spans, date, (s) => s.date);
  if (!span || date > span.date + span.duration * 1000) return null;
  return span.start + (date - span.date) / 1000;
}

/** A programme's start on the wall clock: its date (ms), its Tashkent HH:MM and its title. */
export interface ProgrammeStart {
  at: number;
  time: string;
  title: string;
}

/** Every entry of these schedules (one per Tashkent date) as a dated start, in time order. */
export function scheduleStarts(schedules: readonly (Schedule | undefined)[], lang: Lang): ProgrammeStart[] {
  const starts: ProgrammeStart[] = [];
  for (const schedule of schedules) {
    if (!schedule) continue;
    const midnight = tashkentMidnight(schedule.date);
    for (const item of schedule.items) {
      if (!isHHmm(item.time)) continue;
      const minutes = parseHHmm(item.time);
      starts.push({
        at: midnight + minutes * 60_000,
        time: formatHHmm(minutes),
        title: pickText(item.title, lang),
      });
    }
  }
  return starts.sort((a, b) => a.at - b.at);
}

/** The starts inside [from, to] (the window's marks on the timeline). */
export function startsWithin(starts: readonly ProgrammeStart[], from: number, to: number): ProgrammeStart[] {
  return starts.filter((s) => s.at >= from && s.at <= to);
}

/**
 * The programme on air at `at` (ms): the last start at or before it. Null when the schedules hold
 * none before it (the programme began on a day not loaded, or the day has no entries).
 */
export function programmeOnAirAt(starts: readonly ProgrammeStart[], at: number): ProgrammeStart | null {
  let found: ProgrammeStart | null = null;
  for (const s of starts) {
    if (s.at <= at) found = s;
    else break;
  }
  return found;
}

/**
 * Where "from the start" goes: the start of the programme on air at the playing date, when the
 * window holds that start; otherwise null, and the control is not offered.
 */
export function fromStartTarget(
  spans: readonly DatedSpan[],
  starts: readonly ProgrammeStart[],
  playing: number,
): { programme: ProgrammeStart; position: number } | null {
  const programme = programmeOnAirAt(starts, playing);
  if (!programme) return null;
  const position = positionAt(spans, programme.at);
  return position === null ? null : { programme, position };
}

/** The Tashkent dates a window covers (one, or two across midnight), for their schedules. */
export function windowDays(from: number, to: number): string[] {
  const first = broadcastClock(from).date;
  const last = broadcastClock(to).date;
  return first === last ? [first] : [first, last];
}

/** A date's Tashkent HH:MM. */
export function clockTime(date: number): string {
  return formatHHmm(broadcastClock(date).minutes);
}
