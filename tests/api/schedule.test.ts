import type { Broadcast } from '@core/schemas/content';
import type { Channel, Schedule } from '@core/schemas/entities';
import type { OnAirChannel } from '@core/schemas/onair';
import { addDays, broadcastClock, parseHHmm } from '@core/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('has demo schedules for a week back to a week ahead (Tashkent), from 00:00, times ascending', async () => {
    // The schedule's day bar (issue 24): 15 days, yesterday, today and tomorrow among them.
    const dates = Array.from({ length: 15 }, (_, i) => addDays(today, i - 7));
    for (const date of dates) {
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

  it('has no demo schedule past the day bar’s week (and the day after, kept for midnight)', async () => {
    for (const date of [addDays(today, -8), addDays(today, 9)]) {
      const res = await get(`/uz/api/efir/schedule/uzbekistan/${date}.json`);
      expect(res.json<{ data: Schedule }>().data.items, date).toEqual([]);
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

  it('gives only the entries covering from–to: the one on air at from, up to the one that ends to', async () => {
    const whole = (await get(`/uz/api/efir/schedule.json?date=${today}&type=tv`)).json<{
      data: Schedule[];
    }>();
    const res = await get(`/uz/api/efir/schedule.json?date=${today}&type=tv&from=12:00&to=14:00`);
    expect(res.statusCode).toBe(200);
    const span = res.json<{ data: Schedule[] }>();
    expect(span.data.map((s) => s.channel)).toEqual(whole.data.map((s) => s.channel));
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
    for (const [i, day] of span.data.entries()) {
      const all = whole.data[i]?.items ?? [];
      const sorted = [...all].sort((a, b) => minutes(a.time) - minutes(b.time));
      const first = sorted.findLastIndex((e) => minutes(e.time) <= 12 * 60);
      const after = sorted.findIndex((e) => minutes(e.time) >= 14 * 60);
      const expected = sorted.slice(Math.max(0, first), after === -1 ? sorted.length : after + 1);
      expect(day.items).toEqual(expected);
      expect(day.items.length).toBeLessThan(all.length);
    }
    const tail = (await get(`/uz/api/efir/schedule.json?date=${today}&from=23:00`)).json<{
      data: Schedule[];
    }>();
    expect(tail.data.every((s) => s.items.every((e, i) => i === 0 || minutes(e.time) > 23 * 60))).toBe(true);
  });

  it('refuses a from or to that is not a time, and a to not later than from, naming it', async () => {
    for (const [query, name] of [
      ['from=25:00', 'from'],
      ['from=noon', 'from'],
      ['to=24:00', 'to'],
      ['from=14:00&to=12:00', 'to'],
      ['from=12:00&to=12:00', 'to'],
    ] as const) {
      const res = await get(`/uz/api/efir/schedule.json?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toContain(`Invalid ${name}`);
    }
  });
});

describe('GET /uz/api/efir/onair.json', () => {
  it('gives each visible channel, in order, with the entries covering from–to, trimmed to what the on-air widget shows', async () => {
    const query = `date=${today}&type=tv&from=12:00&to=14:00`;
    const res = await get(`/uz/api/efir/onair.json?${query}`);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['surrogate-key'])).toContain('schedule');
    // A broadcast's new picture reaches the answer (the hero shows it).
    expect(String(res.headers['surrogate-key'])).toContain('broadcast');
    const body = res.json<{ data: OnAirChannel[]; meta: { date: string; total: number } }>();
    expect(body.meta).toEqual({ date: today, total: body.data.length });
    const span = (await get(`/uz/api/efir/schedule.json?${query}`)).json<{ data: Schedule[] }>();
    const tv = (await get('/uz/api/efir/channel.json?type=tv&count=all')).json<{ data: Channel[] }>();
    expect(body.data.map((c) => c.channel)).toEqual(span.data.map((s) => s.channel));
    expect(body.data.map((c) => c.channel)).toEqual(tv.data.map((c) => c._id));
    // Each entry's picture: its broadcast's first (issue 24: the home's hero), null without one.
    const pictures = new Map<string, string | null>();
    for (const id of new Set(span.data.flatMap((d) => d.items.map((item) => item.broadcast))))
      if (id)
        pictures.set(
          id,
          (await get(`/uz/api/efir/broadcast/${id}.json`)).json<{ data: Broadcast }>().data.images_anons[0]
            ?.link ?? null,
        );
    expect([...pictures.values()].filter(Boolean).length).toBeGreaterThan(0);
    for (const [i, c] of body.data.entries()) {
      const channel = tv.data[i] as Channel;
      expect(c).toMatchObject({ type: 'tv', title: channel.title, photo: channel.photo });
      expect(c.items).toEqual(
        (span.data[i]?.items ?? []).map(({ time, title, broadcast, is_online }) => ({
          time,
          title,
          broadcast,
          is_online,
          picture: broadcast ? (pictures.get(broadcast) ?? null) : null,
        })),
      );
    }
  });

  it('refuses a bad date or span', async () => {
    expect((await get('/uz/api/efir/onair.json?date=yesterday')).statusCode).toBe(400);
    expect((await get('/uz/api/efir/onair.json?from=14:00&to=12:00')).statusCode).toBe(400);
  });
});
