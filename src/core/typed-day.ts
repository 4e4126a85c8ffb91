import type { Lang } from '@core/lang';

/**
 * A calendar day as people type it on the page, and back: day, month, year in that order in every
 * language of the site, with a dot on the Uzbek and Russian pages (`26.11.2026`) and a slash on the
 * English one (`26/11/2026`). A value is `YYYY-MM-DD` (what every form sends, unchanged).
 * Core, not the date picker's kit: a page's URL may carry a typed day too (a filter form sent
 * before the page's script ran: the field itself is named then), and the lists read it
 * (`readListRequest`, the search page).
 */
const SEPARATOR: Record<Lang, string> = { uz: '.', oz: '.', ru: '.', en: '/' };

/** A `YYYY-MM-DD` day as typed on a page in `lang`; '' for anything else. */
export function typedDay(value: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const s = SEPARATOR[lang];
  return `${match[3]}${s}${match[2]}${s}${match[1]}`;
}

/** Whether y-m-d is a day of the calendar (no 30 February). */
function real(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * What a person typed or pasted, as `YYYY-MM-DD`: day, month and four-digit year split by a dot,
 * slash, dash or space (any language's separator is accepted, the page's is only the one shown), or
 * an ISO day as pasted from elsewhere. '' when the text is empty, null when it is not a day.
 */
export function parseTypedDay(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return '';
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const dmy = /^(\d{1,2})[./\- ]\s*(\d{1,2})[./\- ]\s*(\d{4})$/.exec(trimmed);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : dmy
      ? [Number(dmy[3]), Number(dmy[2]), Number(dmy[1])]
      : [0, 0, 0];
  if (!year || !real(year, month, day)) return null;
  return `${year}-${two(month)}-${two(day)}`;
}

/** A `YYYY-MM-DD` day as a local `Date` (the calendar's days are the browser's local midnights). */
export function dayToDate(value: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : undefined;
}

/** A local `Date` as its `YYYY-MM-DD` day. */
export function dateToDay(date: Date): string {
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}
