import { tashkentDate, tashkentTime } from './dates';

/**
 * A moment as `dd.MM.yyyy HH:mm` in Tashkent time (design §5), whatever the zone of the server or
 * the browser. Written by hand rather than with `Intl` in the visitor's language: the server and
 * the browser may carry different locale data, and the server's HTML must hydrate unchanged.
 * Also used by the announcement slider.
 */
export function formatDateTime(iso: string): string {
  const date = tashkentDate(iso);
  return date ? `${date} ${tashkentTime(iso)}` : '';
}
