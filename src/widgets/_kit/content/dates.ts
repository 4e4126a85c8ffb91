import { broadcastClock, formatHHmm, isoDuration } from '@core/time';

/**
 * Dates of content as the portal shows them: Tashkent wall-clock time (spec §9: GMT+5), whatever
 * the zone of the browser or the server, in a numeric form that reads the same in the four
 * languages and renders identically on the server and while hydrating (no Intl locale data).
 */

const pad = (n: number) => String(n).padStart(2, '0');

function instant(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `23.11.2026` in Tashkent; '' for a value that is not a date. */
export function tashkentDate(iso: string): string {
  const at = instant(iso);
  if (!at) return '';
  const [y, m, d] = broadcastClock(at).date.split('-');
  return `${d}.${m}.${y}`;
}

/** `14:30` in Tashkent; '' for a value that is not a date. */
export function tashkentTime(iso: string): string {
  const at = instant(iso);
  if (!at) return '';
  return formatHHmm(broadcastClock(at).minutes);
}

/** `23.11.2026, 14:30` in Tashkent; '' for a value that is not a date. */
export function tashkentDateTime(iso: string): string {
  const date = tashkentDate(iso);
  return date ? `${date}, ${tashkentTime(iso)}` : '';
}

/** A length in seconds as a clock: `28:05`, `1:02:03`. */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

/** A length in seconds in ISO 8601 (`PT1H2M3S`), for `<time dateTime>` and structured data. */
export { isoDuration };
