import { broadcastClock, formatHHmm } from '../../src/shared/time';

/**
 * A moment as `dd.MM.yyyy HH:mm` in Tashkent time (design §5), whatever the zone of the server or
 * the browser. Written by hand rather than with `Intl` in the visitor's language: the server and
 * the browser may carry different locale data, and the server's HTML must hydrate unchanged.
 * Also used by the announcement slider.
 */
export function formatDateTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const clock = broadcastClock(at);
  const [year, month, day] = clock.date.split('-');
  return `${day}.${month}.${year} ${formatHHmm(clock.minutes)}`;
}
