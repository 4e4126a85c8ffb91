import type { Schedule, ScheduleItem } from '@core/schemas/entities';
import { addDays, broadcastClock, parseHHmm } from '@core/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveItems, schedules } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './harness';

/** Catch-up: schedule entries name the archive item recording them once it is published. */

let t: TestApp;
const today = broadcastClock().date;
const yesterday = addDays(today, -1);
const tomorrow = addDays(today, 1);
/** A date with no demo schedule, for entries made here. */
const OLD = '2020-03-02';

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const day = async (channel: string, date: string) =>
  (await get(`/uz/api/efir/schedule/${channel}/${date}.json`)).json<{ data: Schedule }>().data.items;
const recordedTimes = async (channel: string, date: string) =>
  new Map(
    (
      await t.database.db
        .select({ id: archiveItems.id, time: archiveItems.airedTime })
        .from(archiveItems)
        .where(and(eq(archiveItems.airedChannel, channel), eq(archiveItems.airedDate, date)))
    ).map((r) => [r.time, r.id]),
  );

const entry = (time: string, broadcast: string, duration: number): ScheduleItem => ({
  time,
  title: { uz: 'Синов', ru: 'Тест', en: 'Test', oz: 'Sinov' },
  broadcast,
  duration,
  is_online: true,
});

describe('catch-up in the schedule', () => {
  it('links yesterday’s recorded entries to their archive items, and nothing else', async () => {
    const items = await day('uzbekistan', yesterday);
    const recorded = await recordedTimes('uzbekistan', yesterday);
    expect(recorded.size).toBeGreaterThan(5);
    for (const item of items) {
      const id = recorded.get(item.time) ?? null;
      expect(item.archive, item.time).toBe(id);
      if (id) expect(id).toBe(`uzbekistan-${yesterday}-${item.time.replace(':', '')}`);
    }
    // Films and series are not recorded: those entries stay without a link.
    expect(items.some((i) => i.archive === null)).toBe(true);
    // The link opens: the player item of the recording.
    const linked = items.find((i) => i.archive);
    expect((await get(`/uz/api/efir/vod/${linked?.archive}.json`)).statusCode).toBe(200);
  });

  it('gives tomorrow’s entries no link, though their recordings are already stored', async () => {
    expect((await recordedTimes('uzbekistan', tomorrow)).size).toBeGreaterThan(0);
    const items = await day('uzbekistan', tomorrow);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.archive === null)).toBe(true);
  });

  it('links today’s entries exactly when they have ended', async () => {
    const before = broadcastClock().minutes;
    const items = await day('sport', today);
    const after = broadcastClock().minutes;
    const recorded = await recordedTimes('sport', today);
    for (const item of items) {
      const end = parseHHmm(item.time) + (item.duration ?? 0);
      if (end <= before) expect(item.archive, item.time).toBe(recorded.get(item.time) ?? null);
      else if (end > after) expect(item.archive, item.time).toBeNull();
    }
  });

  it('the every-channel schedule carries the links too', async () => {
    const res = await get(`/uz/api/efir/schedule.json?date=${yesterday}`);
    expect(res.statusCode).toBe(200);
    const all = res.json<{ data: Schedule[] }>().data;
    const radio = all.find((s) => s.channel === 'uzbekistan-radio');
    const recorded = await recordedTimes('uzbekistan-radio', yesterday);
    expect(radio?.items.map((i) => i.archive)).toEqual(radio?.items.map((i) => recorded.get(i.time) ?? null));
    expect(all.every((s) => s.items.every((i) => i.archive !== undefined))).toBe(true);
  });

  it('a published item links its entry, an unpublished one does not — until it is published', async () => {
    const db = t.database.db;
    await db.insert(schedules).values({
      channel: 'yoshlar',
      date: OLD,
      items: [
        entry('10:00', 'yoshlar-ovozi', 60),
        entry('11:00', 'xit-parad', 60),
        entry('12:00', 'xit-parad', 720),
      ],
    });
    const base = {
      type: 'tv' as const,
      channel: 'yoshlar',
      title: { uz: 'Ёзув', ru: 'Запись', en: 'Recording', oz: 'Yozuv' },
      airedChannel: 'yoshlar',
      airedDate: OLD,
    };
    const end = Date.now() + 1500;
    await db.insert(archiveItems).values([
      {
        ...base,
        id: 'catchup-done',
        broadcast: 'yoshlar-ovozi',
        airedTime: '10:00',
        date: new Date('2020-03-02T05:00:00Z'),
        duration: 3600,
      },
      // Its recording ends in 1.5 s (an item is published at date + duration).
      {
        ...base,
        id: 'catchup-pending',
        broadcast: 'xit-parad',
        airedTime: '11:00',
        date: new Date(end - 60_000),
        duration: 60,
      },
    ]);
    await t.cache.invalidate(['schedule']);

    const first = await day('yoshlar', OLD);
    expect(first.map((i) => i.archive)).toEqual(['catchup-done', null, null]);
    const every = (await get(`/uz/api/efir/schedule.json?date=${OLD}`)).json<{ data: Schedule[] }>().data;
    expect(every.find((s) => s.channel === 'yoshlar')?.items.map((i) => i.archive)).toEqual([
      'catchup-done',
      null,
      null,
    ]);

    // No write happens: the cached answers must not keep the stale null past the publication.
    await sleep(end - Date.now() + 50);
    expect((await day('yoshlar', OLD)).map((i) => i.archive)).toEqual([
      'catchup-done',
      'catchup-pending',
      null,
    ]);
    const later = (await get(`/uz/api/efir/schedule.json?date=${OLD}`)).json<{ data: Schedule[] }>().data;
    expect(later.find((s) => s.channel === 'yoshlar')?.items.map((i) => i.archive)).toEqual([
      'catchup-done',
      'catchup-pending',
      null,
    ]);

    // An archive write (tag `archive`) drops the link at once.
    await db.delete(archiveItems).where(eq(archiveItems.id, 'catchup-done'));
    await t.cache.invalidate(['archive']);
    expect((await day('yoshlar', OLD)).map((i) => i.archive)).toEqual([null, 'catchup-pending', null]);
  });

  it('answers 404 and 400 as before', async () => {
    expect((await get(`/uz/api/efir/schedule/nope/${today}.json`)).statusCode).toBe(404);
    expect((await get('/uz/api/efir/schedule/uzbekistan/2026-02-30.json')).statusCode).toBe(400);
  });
});
