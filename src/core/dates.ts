import { INTL_LOCALE, type Lang } from './lang';
import { broadcastClock, TIME_ZONE } from './time';

/**
 * Dates written for people, the same on the server and in every browser.
 *
 * Node carries full ICU data, browsers do not: Chromium has no Uzbek Latin month names, so
 * `Intl.DateTimeFormat('uz-Latn', { month: 'long' })` writes "M11 26" there where the server wrote
 * "26-noyabr" — the page changed on hydration (React #418) and read as code. Uzbek Latin is
 * therefore written here from CLDR's patterns and month names (what Node's ICU writes); the other
 * languages go through `Intl`, whose data every browser has for them.
 *
 * - `dayMonth`: "26-noyabr", «26 ноябр», «26 ноября», "November 26";
 * - `date`: "26-noy, 2026", «26 ноя, 2026», …;
 * - `dateTime`: "26-noy, 2026, 15:05", «26 ноя, 2026 15:05», …;
 * - `time`: "15:05" on a 24-hour clock in every language.
 *
 * One rule for Uzbek (decision 040): the `uz` pages write dates in Uzbek Cyrillic (`uz-Cyrl`, design
 * §6), the `oz` pages in Uzbek Latin (`uz-Latn`, spec §9); nothing picks a locale of its own.
 */
export type DateStyle = 'dayMonth' | 'date' | 'dateTime' | 'time';

const INTL_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  dayMonth: { day: 'numeric', month: 'long' },
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
};

/** CLDR's Uzbek Latin month names, wide and abbreviated (format context). */
const LATIN_MONTHS = [
  'yanvar',
  'fevral',
  'mart',
  'aprel',
  'may',
  'iyun',
  'iyul',
  'avgust',
  'sentabr',
  'oktabr',
  'noyabr',
  'dekabr',
] as const;
const LATIN_MONTHS_SHORT = [
  'yan',
  'fev',
  'mar',
  'apr',
  'may',
  'iyn',
  'iyl',
  'avg',
  'sen',
  'okt',
  'noy',
  'dek',
] as const;

type Format = (date: Date) => string;
const formats = new Map<string, Format>();

/** Numbers of a moment in a time zone (every browser has the data for `en-GB` numerals). */
function numericParts(timeZone: string): (date: Date) => Record<string, number> {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  return (date) => {
    const parts: Record<string, number> = {};
    for (const part of format.formatToParts(date))
      if (part.type !== 'literal') parts[part.type] = Number(part.value);
    return parts;
  };
}

function latin(style: DateStyle, timeZone: string): Format {
  const partsOf = numericParts(timeZone);
  const two = (n: number | undefined) => String(n ?? 0).padStart(2, '0');
  return (date) => {
    const { year, month = 1, day, hour, minute } = partsOf(date);
    if (style === 'time') return `${two(hour)}:${two(minute)}`;
    if (style === 'dayMonth') return `${day}-${LATIN_MONTHS[month - 1]}`;
    const written = `${day}-${LATIN_MONTHS_SHORT[month - 1]}, ${year}`;
    return style === 'date' ? written : `${written}, ${two(hour)}:${two(minute)}`;
  };
}

/**
 * A formatter of moments in a style and language, in Tashkent's time (spec §9: GMT+5) unless
 * another zone is named (`UTC` for a calendar date already Tashkent's). Made once per style,
 * language and zone: a time-zone formatter costs milliseconds to create.
 */
export function dateFormat(lang: Lang, style: DateStyle, timeZone: string = TIME_ZONE): Format {
  const key = `${lang} ${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    if (lang === 'oz') format = latin(style, timeZone);
    else {
      const intl = new Intl.DateTimeFormat(INTL_LOCALE[lang], { ...INTL_OPTIONS[style], timeZone });
      format = (date) => intl.format(date);
    }
    formats.set(key, format);
  }
  return format;
}

/** A Tashkent calendar date (`YYYY-MM-DD`) in a style; anything else is returned as it is. */
export function formatCalendarDay(day: string, lang: Lang, style: 'dayMonth' | 'date'): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  return dateFormat(lang, style, 'UTC')(date);
}

/**
 * When a message was written (the chat): its time in Tashkent today ("09:05"), with the day and
 * month before it on an earlier day ("22-noyabr 23:59", «22 ноябр 23:59», «22 ноября 23:59»,
 * "November 22 23:59").
 */
export function formatMessageTime(iso: string, lang: Lang, now: number = Date.now()): string {
  const at = new Date(iso);
  const time = dateFormat(lang, 'time')(at);
  if (broadcastClock(at).date === broadcastClock(now).date) return time;
  return `${dateFormat(lang, 'dayMonth')(at)} ${time}`;
}
