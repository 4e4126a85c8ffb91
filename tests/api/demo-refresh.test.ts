import { addDays, broadcastClock } from '@core/time';
import { demoAnons } from '@demo/library';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonsSlides, schedules } from '../../src/server/db/schema';
import { refreshDemo } from '../../src/server/db/seed';
import { startTestApp, type TestApp } from './harness';

/** The demo keeps following the calendar while it runs (src/server/db/seed.ts `refreshDemo`). */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 86_400_000;
const stored = async () =>
  new Map((await t.database.db.select().from(anonsSlides)).map((r) => [r.id, r.datetime.getTime()]));

describe('refreshDemo', () => {
  it('moves the demo announcements with the calendar, and leaves an editor’s slide alone', async () => {
    const db = t.database.db;
    const [demoSlide] = demoAnons(new Date());
    if (!demoSlide) throw new Error('the demo has announcement slides');
    // An editor's slide, dated in the past.
    const past = new Date(Date.now() - 30 * DAY_MS);
    await db.insert(anonsSlides).values({ ...demoSlide, id: 'editors-own', datetime: past });

    // Ten days later, every demo slide is where the demo puts it relative to that day.
    const later = new Date(Date.now() + 10 * DAY_MS);
    const result = await refreshDemo(db, later);
    expect(result.anons).toBe(demoAnons(later).length);
    const after = await stored();
    for (const slide of demoAnons(later))
      expect(after.get(slide.id), slide.id).toBe(slide.datetime.getTime());
    expect(after.get('editors-own')).toBe(past.getTime());

    // Nothing to move the second time on the same day.
    expect((await refreshDemo(db, later)).anons).toBe(0);
    await db.delete(anonsSlides).where(eq(anonsSlides.id, 'editors-own'));
  });

  it('a refresh just before midnight leaves the next day a "tomorrow" with its schedule', async () => {
    // 23:55 in Tashkent, ten days on; then 00:05, before the next hourly refresh.
    const base = new Date(Date.now() + 10 * DAY_MS);
    const day = broadcastClock(base).date;
    const beforeMidnight = new Date(`${day}T23:55:00+05:00`);
    await refreshDemo(t.database.db, beforeMidnight);
    const afterMidnight = new Date(beforeMidnight.getTime() + 10 * 60_000);
    const tomorrow = addDays(broadcastClock(afterMidnight).date, 1);
    const rows = await t.database.db.select().from(schedules).where(eq(schedules.date, tomorrow));
    expect(rows.length).toBeGreaterThan(0);
  });

  it('shows the moved slides in the slider', async () => {
    await refreshDemo(t.database.db, new Date());
    await t.cache.invalidate(['anons']);
    const res = await t.app.inject({ method: 'GET', url: '/uz/api/efir/anons/slide.json?count=6' });
    expect(res.statusCode).toBe(200);
    const slides = res.json<{ data: { datetime: string }[] }>().data;
    expect(slides.length).toBeGreaterThanOrEqual(6);
    // Announcements are current: none is more than a day old.
    for (const s of slides) expect(Date.parse(s.datetime)).toBeGreaterThan(Date.now() - 2 * DAY_MS);
  });
});
