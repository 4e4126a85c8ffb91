import { addDays, broadcastClock } from '@core/time';
import { describe, expect, it } from 'vitest';
import { createDemoApi } from './api';
import { DEMO_SCHEDULE_DAYS_AHEAD, DEMO_SCHEDULE_DAYS_BACK, demoScheduleDates } from './library';

/** The schedule's day bar (issue 24): the demo has a schedule for each of its 15 days, no more. */
describe('demo schedules', () => {
  // 00:10 in Tashkent on 1 March: the week back crosses into February.
  const NOW = new Date('2026-02-28T19:10:00Z');
  const today = broadcastClock(NOW).date;

  it('names 15 Tashkent dates, a week back to a week ahead, today in the middle', () => {
    expect(today).toBe('2026-03-01');
    const dates = demoScheduleDates(today);
    expect(DEMO_SCHEDULE_DAYS_BACK + DEMO_SCHEDULE_DAYS_AHEAD + 1).toBe(15);
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe('2026-02-22');
    expect(dates[7]).toBe(today);
    expect(dates[14]).toBe('2026-03-08');
  });

  it('the demo API answers a whole day for each of them and an empty one outside', () => {
    const demo = createDemoApi({ now: () => NOW });
    const items = (date: string) =>
      (demo.get(`efir/schedule/uzbekistan/${date}.json`) as { data: { items: unknown[] } }).data.items;
    for (const date of demoScheduleDates(today)) expect(items(date).length, date).toBeGreaterThan(5);
    expect(items(addDays(today, -8))).toEqual([]);
    expect(items(addDays(today, 8))).toEqual([]);
    const all = demo.get('efir/schedule.json', { date: addDays(today, -7) }) as {
      data: { items: unknown[] }[];
    };
    expect(all.data.length).toBeGreaterThan(10);
    expect(all.data.every((day) => day.items.length > 0)).toBe(true);
  });
});
