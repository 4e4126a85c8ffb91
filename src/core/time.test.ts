import { describe, expect, it } from 'vitest';
import { addDays, broadcastClock, formatHHmm, isHHmm, isIsoDate, msToNextMinute, parseHHmm } from './time';

describe('broadcastClock (Asia/Tashkent, whatever the machine zone)', () => {
  it('runs under another zone, so the checks below mean something', () => {
    expect(process.env.TZ).toBe('America/New_York');
    // New York midnight is not Tashkent midnight.
    expect(new Date('2026-11-22T19:00:00Z').getHours()).toBe(14);
  });

  it('is the next Tashkent day at 19:00 UTC', () => {
    expect(broadcastClock(new Date('2026-11-22T19:00:00Z'))).toEqual({
      date: '2026-11-23',
      minutes: 0,
      seconds: 0,
    });
  });

  it('is still the same Tashkent day one second before', () => {
    expect(broadcastClock(Date.parse('2026-11-22T18:59:59Z'))).toEqual({
      date: '2026-11-22',
      minutes: 23 * 60 + 59,
      seconds: 86_399,
    });
  });

  it('counts minutes and seconds since Tashkent midnight', () => {
    // 05:30:15 UTC is 10:30:15 in Tashkent (GMT+5, no daylight saving).
    expect(broadcastClock(new Date('2026-07-01T05:30:15Z'))).toEqual({
      date: '2026-07-01',
      minutes: 630,
      seconds: 37_815,
    });
  });

  it('ignores New York daylight saving changes', () => {
    // 2026-03-08 is the US spring-forward day; Tashkent stays at +5.
    expect(broadcastClock(new Date('2026-03-08T07:00:00Z')).minutes).toBe(12 * 60);
    expect(broadcastClock(new Date('2026-03-07T07:00:00Z')).minutes).toBe(12 * 60);
  });

  it('agrees with Intl (Asia/Tashkent) at every hour of two years, at odd seconds', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tashkent',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let at = start; at < start + 2 * 366 * 86_400_000; at += 3_600_000 + 37_000) {
      const p = Object.fromEntries(intl.formatToParts(at).map((x) => [x.type, x.value]));
      const h = Number(p.hour);
      expect(broadcastClock(at)).toEqual({
        date: `${p.year}-${p.month}-${p.day}`,
        minutes: h * 60 + Number(p.minute),
        seconds: h * 3600 + Number(p.minute) * 60 + Number(p.second),
      });
    }
  });

  it('defaults to now', () => {
    const clock = broadcastClock();
    expect(isIsoDate(clock.date)).toBe(true);
    expect(clock.minutes).toBe(Math.floor(clock.seconds / 60));
  });
});

describe('dates', () => {
  it('checks real calendar dates', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate('today')).toBe(false);
  });

  it('moves across months and years', () => {
    expect(addDays('2026-11-23', -1)).toBe('2026-11-22');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-03-08', 1)).toBe('2026-03-09');
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('HH:mm', () => {
  it('parses and formats minutes since midnight', () => {
    expect(parseHHmm('00:00')).toBe(0);
    expect(parseHHmm('23:59')).toBe(1439);
    expect(formatHHmm(0)).toBe('00:00');
    expect(formatHHmm(605)).toBe('10:05');
    expect(formatHHmm(1440)).toBe('24:00');
  });

  it('refuses what is not a time', () => {
    expect(isHHmm('24:00')).toBe(false);
    expect(isHHmm('9:00')).toBe(false);
    expect(() => parseHHmm('12:60')).toThrow(RangeError);
  });
});

describe('msToNextMinute', () => {
  it('is the time to the next whole minute', () => {
    const minute = Date.parse('2026-11-22T19:00:00Z');
    expect(msToNextMinute(minute)).toBe(60_000);
    expect(msToNextMinute(minute + 59_999)).toBe(1);
    expect(msToNextMinute(minute + 15_000)).toBe(45_000);
  });
});
