import { addDays, broadcastClock, formatHHmm } from '@core/time';
import { demoAnons } from '@demo/library';
import { and, eq } from 'drizzle-orm';
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

  it('dates every demo slide at its programme in the stored schedule of its channel, ahead of now (issue 24)', async () => {
    const db = t.database.db;
    /** What is wrong with the stored demo slides at `now`. */
    const problems = async (now: Date) => {
      const out: string[] = [];
      const ids = new Set(demoAnons(now).map((s) => s.id));
      const slides = (await db.select().from(anonsSlides)).filter((s) => ids.has(s.id));
      if (slides.length !== 6) out.push(`${slides.length} demo slides`);
      for (const s of slides) {
        const { date, minutes } = broadcastClock(s.datetime);
        const [day] = await db
          .select()
          .from(schedules)
          .where(and(eq(schedules.channel, s.channel ?? ''), eq(schedules.date, date)));
        const entry = day?.items.find((i) => i.time === formatHHmm(minutes));
        const where = `${now.toISOString()}: ${s.id} on ${s.channel} at ${date} ${formatHHmm(minutes)}`;
        if (entry?.broadcast !== s.broadcast) out.push(`${where} airs ${entry?.broadcast ?? 'nothing'}`);
        if (s.datetime.getTime() <= now.getTime()) out.push(`${where} is not ahead`);
      }
      return out;
    };
    // The real clock: as the server seeded and refreshed the demo on start.
    await refreshDemo(db, new Date());
    expect(await problems(new Date())).toEqual([]);
    // A fixed clock: 18:30 in Tashkent, 27 November 2026 (the Sport channel's 21:00 is another programme).
    const fixed = new Date('2026-11-27T13:30:00.000Z');
    await refreshDemo(db, fixed);
    expect(await problems(fixed)).toEqual([]);
    // Three weeks on, the hourly refresh keeps them so.
    const later = new Date(fixed.getTime() + 21 * DAY_MS + 5 * 3_600_000);
    await refreshDemo(db, later);
    expect(await problems(later)).toEqual([]);
    await refreshDemo(db, new Date());
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
