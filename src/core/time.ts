/**
 * Broadcast time. Schedules and on-air entries are computed in Asia/Tashkent (GMT+5)
 * whatever the zone of the browser or the server.
 */
export const TIME_ZONE = 'Asia/Tashkent';
export const MINUTES_PER_DAY = 24 * 60;

/**
 * Tashkent's offset from UTC: +5 hours all year (spec §9 "GMT+5"; Uzbekistan has kept no summer
 * time since 1992, and the tz database agrees). Broadcast time is plain arithmetic on it rather
 * than `Intl` with a time zone: the first `Intl` formatter of a page loads ICU's zone and locale
 * data, a long task on a slow phone on every page (decision 018). time.test.ts checks the sums
 * against `Intl` for every hour of a year.
 */
export const TASHKENT_OFFSET_MS = 5 * 3_600_000;

export interface BroadcastClock {
  /** Calendar date in Tashkent, YYYY-MM-DD. */
  date: string;
  /** Minutes since Tashkent midnight, 0..1439. */
  minutes: number;
  /** Seconds since Tashkent midnight, 0..86399. */
  seconds: number;
}

/** The last clock read: a render asks for the same instant many times (every widget, every row). */
let lastClock: { at: number; clock: BroadcastClock } | null = null;

export function broadcastClock(at: Date | number = Date.now()): BroadcastClock {
  const ms = typeof at === 'number' ? at : at.getTime();
  if (lastClock?.at === ms) return lastClock.clock;
  const wall = new Date(ms + TASHKENT_OFFSET_MS);
  const hour = wall.getUTCHours();
  const minute = wall.getUTCMinutes();
  const second = wall.getUTCSeconds();
  // Frozen: the one object is handed to every caller of this instant.
  const clock = Object.freeze({
    date: wall.toISOString().slice(0, 10),
    minutes: hour * 60 + minute,
    seconds: hour * 3600 + minute * 60 + second,
  });
  lastClock = { at: ms, clock };
  return clock;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A moment as Tashkent's `YYYY-MM-DD HH:mm` (letters, exports: one writing, any language). */
export function tashkentDateTime(at: Date | number): string {
  const clock = broadcastClock(at);
  return `${clock.date} ${formatHHmm(clock.minutes)}`;
}

/** True for a real calendar date written YYYY-MM-DD. */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

/** `date` (YYYY-MM-DD) moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  if (!isIsoDate(date)) throw new RangeError(`not a date: ${date}`);
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const HHMM_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes since midnight of an `HH:mm` time (00:00..23:59). */
export function parseHHmm(time: string): number {
  const m = HHMM_RE.exec(time);
  if (!m) throw new RangeError(`not a time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export function isHHmm(time: string): boolean {
  return HHMM_RE.test(time);
}

/** `HH:mm` of minutes since midnight; 1440 is written 24:00. */
export function formatHHmm(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** Milliseconds until the next whole minute, for timers that refresh on minute boundaries. */
export function msToNextMinute(now: number = Date.now()): number {
  return 60_000 - (now % 60_000);
}

/** Seconds as an ISO 8601 duration: 2700 → `PT45M`, 3725 → `PT1H2M5S`, 0 → `PT0S`. */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${sec ? `${sec}S` : ''}`;
  return `PT${parts || '0S'}`;
}
