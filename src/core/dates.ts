import type { Lang } from './lang';
import { broadcastClock, TASHKENT_OFFSET_MS, TIME_ZONE } from './time';

/**
 * Dates written for people, the same on the server and in every browser, without `Intl`.
 *
 * Two reasons. Node carries full ICU data, browsers do not: Chromium has no Uzbek Latin month
 * names, so `Intl.DateTimeFormat('uz-Latn', { month: 'long' })` writes "M11 26" there where the
 * server wrote "26-noyabr" (React #418 on hydration). And creating a browser's first date formatter
 * of a locale and zone loads ICU's data for them: on a phone (Chromium, CPU 4× slower) the first
 * «26 ноябр» of the schedule's day bar cost 390 ms of one task, the largest part of that page's
 * blocking time. So every language is written here from CLDR's patterns and month names (what
 * Node's ICU writes, checked for every month by dates.test.ts), and the moment's numbers come from
 * arithmetic in Tashkent's time (UTC+5 all year since 1992, spec §9) and in UTC; `Intl` is used only
 * for another named zone.
 *
 * - `dayMonth`: "26-noyabr", «26 ноябр», «26 ноября», "November 26";
 * - `date`: "26-noy, 2026", «26 ноя, 2026», «26 нояб. 2026 г.», "Nov 26, 2026";
 * - `dateTime`: "26-noy, 2026, 15:05", «26 ноя, 2026 15:05», «26 нояб. 2026 г., 15:05»,
 *   "Nov 26, 2026, 3:05 PM";
 * - `time`: "15:05" on a 24-hour clock in every language.
 *
 * One rule for Uzbek (decision 040): the `uz` pages write dates in Uzbek Cyrillic (`uz-Cyrl`, design
 * §6), the `oz` pages in Uzbek Latin (`uz-Latn`, spec §9); nothing picks a locale of its own.
 */
export type DateStyle = 'dayMonth' | 'date' | 'dateTime' | 'time';

/** The numbers of a moment in a zone. */
interface Parts {
  year: number;
  /** 1–12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** How a language writes a moment in each style but `time` (CLDR: wide and abbreviated months). */
interface Written {
  months: readonly string[];
  short: readonly string[];
  dayMonth: (p: Parts, month: string) => string;
  date: (p: Parts, short: string) => string;
  dateTime: (date: string, p: Parts) => string;
}

const two = (n: number) => String(n).padStart(2, '0');
const hhmm = (p: Parts) => `${two(p.hour)}:${two(p.minute)}`;

const WRITTEN: Record<Lang, Written> = {
  uz: {
    months: [
      'январ',
      'феврал',
      'март',
      'апрел',
      'май',
      'июн',
      'июл',
      'август',
      'сентябр',
      'октябр',
      'ноябр',
      'декабр',
    ],
    short: ['янв', 'фев', 'мар', 'апр', 'май', 'июн', 'июл', 'авг', 'сен', 'окт', 'ноя', 'дек'],
    dayMonth: (p, month) => `${p.day} ${month}`,
    date: (p, short) => `${p.day} ${short}, ${p.year}`,
    dateTime: (date, p) => `${date} ${hhmm(p)}`,
  },
  oz: {
    months: [
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
    ],
    short: ['yan', 'fev', 'mar', 'apr', 'may', 'iyn', 'iyl', 'avg', 'sen', 'okt', 'noy', 'dek'],
    dayMonth: (p, month) => `${p.day}-${month}`,
    date: (p, short) => `${p.day}-${short}, ${p.year}`,
    dateTime: (date, p) => `${date}, ${hhmm(p)}`,
  },
  ru: {
    months: [
      'января',
      'февраля',
      'марта',
      'апреля',
      'мая',
      'июня',
      'июля',
      'августа',
      'сентября',
      'октября',
      'ноября',
      'декабря',
    ],
    short: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
    dayMonth: (p, month) => `${p.day} ${month}`,
    date: (p, short) => `${p.day} ${short} ${p.year} г.`,
    dateTime: (date, p) => `${date}, ${hhmm(p)}`,
  },
  en: {
    months: [
      'January',
      'February',
      'March',
      'April',
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
      'December',
    ],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    dayMonth: (p, month) => `${month} ${p.day}`,
    date: (p, short) => `${short} ${p.day}, ${p.year}`,
    // English's short time is on a 12-hour clock, as Intl's `timeStyle: 'short'` writes it.
    dateTime: (date, p) => `${date}, ${p.hour % 12 || 12}:${two(p.minute)} ${p.hour < 12 ? 'AM' : 'PM'}`,
  },
};

/** Zones whose offset is fixed, in milliseconds: Tashkent's (no summer time since 1992) and UTC's. */
const FIXED_OFFSET: Record<string, number> = { [TIME_ZONE]: TASHKENT_OFFSET_MS, UTC: 0 };

/** The numbers of a moment in a zone: arithmetic for a fixed offset, else `Intl` (`en-GB` numerals). */
function partsIn(timeZone: string): (date: Date) => Parts {
  const offset = FIXED_OFFSET[timeZone];
  if (offset !== undefined)
    return (date) => {
      const wall = new Date(date.getTime() + offset);
      return {
        year: wall.getUTCFullYear(),
        month: wall.getUTCMonth() + 1,
        day: wall.getUTCDate(),
        hour: wall.getUTCHours(),
        minute: wall.getUTCMinutes(),
      };
    };
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
    return {
      year: parts.year ?? 0,
      month: parts.month ?? 1,
      day: parts.day ?? 1,
      hour: parts.hour ?? 0,
      minute: parts.minute ?? 0,
    };
  };
}

type Format = (date: Date) => string;
const formats = new Map<string, Format>();

/**
 * A formatter of moments in a style and language, in Tashkent's time (spec §9: GMT+5) unless
 * another zone is named (`UTC` for a calendar date already Tashkent's). Made once per style,
 * language and zone.
 */
export function dateFormat(lang: Lang, style: DateStyle, timeZone: string = TIME_ZONE): Format {
  const key = `${lang} ${style} ${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const partsOf = partsIn(timeZone);
    const w = WRITTEN[lang];
    format = (moment) => {
      const p = partsOf(moment);
      if (style === 'time') return hhmm(p);
      if (style === 'dayMonth') return w.dayMonth(p, w.months[p.month - 1] ?? '');
      const date = w.date(p, w.short[p.month - 1] ?? '');
      return style === 'date' ? date : w.dateTime(date, p);
    };
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
