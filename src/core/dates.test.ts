import { describe, expect, it } from 'vitest';
import { dateFormat, formatCalendarDay, formatMessageTime } from './dates';
import { LANGS } from './lang';

/** A moment of every month of 2026 at 10:05 UTC (15:05 in Tashkent), on the 5th and the 26th. */
const MOMENTS = Array.from({ length: 12 }, (_, m) => [
  new Date(Date.UTC(2026, m, 5, 10, 5)),
  new Date(Date.UTC(2026, m, 26, 22, 30)),
]).flat();

const INTL: Record<string, Intl.DateTimeFormatOptions> = {
  dayMonth: { day: 'numeric', month: 'long' },
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
};

describe('dates written for people', () => {
  // Node has full ICU: what it writes for uz-Latn is what the server has always sent. Our Latin
  // formatter must write the same without the browser's (missing) Uzbek Latin data.
  it.each(Object.keys(INTL) as Array<'dayMonth' | 'date' | 'dateTime'>)(
    'Uzbek Latin %s is what full ICU writes, for every month, in Tashkent time',
    (style) => {
      const icu = new Intl.DateTimeFormat('uz-Latn', { ...INTL[style], timeZone: 'Asia/Tashkent' });
      for (const moment of MOMENTS) expect(dateFormat('oz', style)(moment)).toBe(icu.format(moment));
    },
  );

  it('Uzbek Latin never depends on Intl knowing uz-Latn (a browser without its data)', () => {
    const original = Intl.DateTimeFormat;
    // What Chromium does: no Uzbek Latin data, so the root locale's "M11 26".
    const Fake = function (this: unknown, locale?: string | string[], options?: Intl.DateTimeFormatOptions) {
      if (String(locale).startsWith('uz-Latn')) return new original('und', options);
      return new original(locale, options);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = Fake;
    try {
      expect(dateFormat('oz', 'dayMonth', 'Asia/Samarkand')(new Date(Date.UTC(2026, 10, 26, 7)))).toBe(
        '26-noyabr',
      );
      expect(formatCalendarDay('2026-11-26', 'oz', 'date')).toBe('26-noy, 2026');
    } finally {
      Intl.DateTimeFormat = original;
    }
  });

  it('the other languages write what Intl writes', () => {
    for (const lang of LANGS.filter((l) => l !== 'oz'))
      for (const style of ['dayMonth', 'date', 'dateTime'] as const) {
        const locale = { uz: 'uz-Cyrl', ru: 'ru', en: 'en' }[lang as 'uz' | 'ru' | 'en'];
        const icu = new Intl.DateTimeFormat(locale, { ...INTL[style], timeZone: 'Asia/Tashkent' });
        for (const moment of MOMENTS) expect(dateFormat(lang, style)(moment)).toBe(icu.format(moment));
      }
  });

  it('writes the English 12-hour clock as Intl does at midnight and noon', () => {
    for (const [h, m] of [
      [19, 5], // 00:05 in Tashkent
      [7, 0], // 12:00
      [6, 59],
    ] as const) {
      const at = new Date(Date.UTC(2026, 2, 1, h, m));
      const icu = new Intl.DateTimeFormat('en', { ...INTL.dateTime, timeZone: 'Asia/Tashkent' });
      expect(dateFormat('en', 'dateTime')(at)).toBe(icu.format(at));
    }
  });

  it("creates no Intl formatter for Tashkent's time or UTC (a browser's first one loads ICU data: a long task)", () => {
    const original = Intl.DateTimeFormat;
    let made = 0;
    const Counting = function (this: unknown, ...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
      made++;
      return new original(...args);
    } as unknown as typeof Intl.DateTimeFormat;
    Intl.DateTimeFormat = Counting;
    try {
      const at = new Date(Date.UTC(2027, 4, 9, 3, 4));
      for (const lang of LANGS) {
        for (const style of ['dayMonth', 'date', 'dateTime', 'time'] as const) dateFormat(lang, style)(at);
        formatCalendarDay('2027-05-09', lang, 'date');
        formatCalendarDay('2027-05-09', lang, 'dayMonth');
      }
      expect(made).toBe(0);
    } finally {
      Intl.DateTimeFormat = original;
    }
  });

  it('a calendar date is that day wherever the reader is; anything else comes back as it is', () => {
    expect(formatCalendarDay('2026-01-01', 'oz', 'dayMonth')).toBe('1-yanvar');
    expect(formatCalendarDay('2026-12-31', 'en', 'date')).toBe(
      new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }).format(Date.UTC(2026, 11, 31)),
    );
    expect(formatCalendarDay('31.12.2026', 'uz', 'date')).toBe('31.12.2026');
  });
});

describe('one rule for Uzbek dates (decision 040)', () => {
  const at = new Date(Date.UTC(2026, 10, 26, 10, 5)); // 15:05 in Tashkent
  it('writes the uz pages in Cyrillic and the oz pages in Latin, in every style', () => {
    for (const style of ['dayMonth', 'date', 'dateTime'] as const) {
      expect(dateFormat('uz', style)(at)).toMatch(/[\u0400-\u04FF]/);
      expect(dateFormat('oz', style)(at)).not.toMatch(/[\u0400-\u04FF]/);
    }
    expect(dateFormat('uz', 'dayMonth')(at)).toBe(
      new Intl.DateTimeFormat('uz-Cyrl', { day: 'numeric', month: 'long', timeZone: 'Asia/Tashkent' }).format(
        at,
      ),
    );
  });

  it('writes times on a 24-hour clock in Tashkent in every language', () => {
    for (const lang of LANGS) expect(dateFormat(lang, 'time')(at)).toBe('15:05');
    expect(dateFormat('oz', 'time')(new Date(Date.UTC(2026, 10, 26, 19, 0)))).toBe('00:00');
  });

  it('gives a message the time today and the day and month before it on an earlier day', () => {
    const now = Date.parse('2026-11-27T12:00:00Z');
    expect(formatMessageTime('2026-11-27T04:05:00Z', 'uz', now)).toBe('09:05');
    expect(formatMessageTime(at.toISOString(), 'oz', now)).toBe('26-noyabr 15:05');
    expect(formatMessageTime(at.toISOString(), 'uz', now)).toBe(`${dateFormat('uz', 'dayMonth')(at)} 15:05`);
    expect(formatMessageTime(at.toISOString(), 'en', now)).toBe('November 26 15:05');
  });
});
