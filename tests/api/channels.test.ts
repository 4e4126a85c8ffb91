import type { Channel } from '@core/schemas/entities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /uz/api/efir/channel.json', () => {
  it('lists visible channels in order with list meta', async () => {
    const res = await get('/uz/api/efir/channel.json');
    expect(res.statusCode).toBe(200);
    const body = res.json<{
      data: Channel[];
      meta: { total: number; page: number; count: number; pages: number };
    }>();
    expect(body.data.length).toBeGreaterThanOrEqual(14);
    expect(body.meta).toEqual({ total: body.data.length, page: 1, count: 100, pages: 1 });
    const orders = body.data.map((c) => c.order);
    expect([...orders].sort((a, b) => a - b)).toEqual(orders);
    expect(body.data.filter((c) => c.type === 'tv').length).toBeGreaterThanOrEqual(10);
    expect(body.data.filter((c) => c.type === 'radio').length).toBeGreaterThanOrEqual(4);
    for (const c of body.data) {
      expect(c.title.uz && c.title.ru && c.title.en && c.title.oz).toBeTruthy();
      // The demo channels have no logo yet (the newsroom uploads one): a brand colour instead.
      expect(c.photo).toBeNull();
      expect(c.color).toMatch(/^#[0-9a-f]{6}$/);
    }
  });

  it('filters by type and regional, pages with count and page, fetches items', async () => {
    const radio = (await get('/uz/api/efir/channel.json?type=radio')).json<{ data: Channel[] }>();
    expect(radio.data.every((c) => c.type === 'radio')).toBe(true);
    const regional = (await get('/uz/api/efir/channel.json?regional=true')).json<{ data: Channel[] }>();
    expect(regional.data.map((c) => c._id).sort()).toEqual(['andijon', 'samarqand']);
    const page2 = (await get('/uz/api/efir/channel.json?count=4&page=2')).json<{
      data: Channel[];
      meta: { page: number; count: number; pages: number; total: number };
    }>();
    expect(page2.data).toHaveLength(4);
    expect(page2.meta.page).toBe(2);
    expect(page2.meta.pages).toBe(Math.ceil(page2.meta.total / 4));
    const items = (await get('/uz/api/efir/channel.json?items=sport,yoshlar')).json<{ data: Channel[] }>();
    expect(items.data.map((c) => c._id).sort()).toEqual(['sport', 'yoshlar']);
    const all = (await get('/uz/api/efir/channel.json?count=all')).json<{ meta: { pages: number } }>();
    expect(all.meta.pages).toBe(1);
  });

  it('refuses bad query values with 400 naming the parameter', async () => {
    for (const [query, name] of [
      ['count=abc', 'count'],
      ['count=0', 'count'],
      ['page=-1', 'page'],
      ['type=cable', 'type'],
      ['colour=red', 'colour'],
    ] as const) {
      const res = await get(`/uz/api/efir/channel.json?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(`"${name}"`);
    }
  });

  it('answers 304 to a matching If-None-Match (ETag revalidation)', async () => {
    const first = await get('/uz/api/efir/channel.json?type=tv');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/uz/api/efir/channel.json?type=tv', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });
});

describe('GET /uz/api/efir/channel/{id}.json', () => {
  it('returns one channel', async () => {
    const res = await get('/uz/api/efir/channel/yoshlar.json');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Channel }>().data).toMatchObject({ _id: 'yoshlar', type: 'tv' });
  });

  it('answers 404 with a message for an unknown channel', async () => {
    const res = await get('/uz/api/efir/channel/nope.json');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Channel "nope" does not exist' });
  });

  it('answers 404 JSON for unknown API paths, never HTML', async () => {
    const res = await get('/uz/api/efir/nothing-here.json');
    expect(res.statusCode).toBe(404);
    expect(res.json<{ message: string }>().message).toMatch(/No such API resource/);
  });
});
