import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Schedule } from '../../schemas/entities';
import { addDays, broadcastClock, parseHHmm } from '../../src/shared/time';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
const today = broadcastClock().date;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /uz/api/efir/schedule/{channel}/{date}.json', () => {
  it('has demo schedules for yesterday, today and tomorrow (Tashkent), from 00:00, times ascending', async () => {
    for (const date of [addDays(today, -1), today, addDays(today, 1)]) {
      const res = await get(`/uz/api/efir/schedule/uzbekistan/${date}.json`);
      expect(res.statusCode).toBe(200);
      const { data } = res.json<{ data: Schedule }>();
      expect(data.channel).toBe('uzbekistan');
      expect(data.date).toBe(date);
      expect(data.items[0]?.time).toBe('00:00');
      const minutes = data.items.map((i) => parseHHmm(i.time));
      expect([...minutes].sort((a, b) => a - b)).toEqual(minutes);
      const total = data.items.reduce((sum, i) => sum + (i.duration ?? 0), 0);
      expect(total).toBe(24 * 60);
    }
  });

  it('answers an empty day for a date without a schedule', async () => {
    const res = await get('/uz/api/efir/schedule/uzbekistan/2001-01-01.json');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Schedule }>().data.items).toEqual([]);
  });

  it('refuses a malformed date with 400 naming it', async () => {
    for (const bad of ['2026-13-01', '2026-02-30', 'today', '22-11-2026']) {
      const res = await get(`/uz/api/efir/schedule/uzbekistan/${bad}.json`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(`Invalid date "${bad}"`);
    }
  });

  it('answers 404 for an unknown channel', async () => {
    const res = await get(`/uz/api/efir/schedule/nope/${today}.json`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Channel "nope" does not exist' });
  });
});

describe('GET /uz/api/efir/schedule.json', () => {
  it('gives every visible channel’s schedule of a date, defaulting to today in Tashkent', async () => {
    const res = await get('/uz/api/efir/schedule.json');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: Schedule[]; meta: { date: string; total: number } }>();
    expect(body.meta.date).toBe(today);
    expect(body.data.length).toBe(body.meta.total);
    expect(body.data.every((s) => s.items.length > 0)).toBe(true);
    const radio = (await get(`/uz/api/efir/schedule.json?date=${today}&type=radio`)).json<{
      data: Schedule[];
    }>();
    expect(radio.data.length).toBeGreaterThanOrEqual(4);
    expect(radio.data.length).toBeLessThan(body.data.length);
  });

  it('refuses a bad date', async () => {
    const res = await get('/uz/api/efir/schedule.json?date=yesterday');
    expect(res.statusCode).toBe(400);
  });
});
