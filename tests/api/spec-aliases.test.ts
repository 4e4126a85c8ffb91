import { broadcastClock } from '@core/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

/**
 * The spec's names of the content reads (spec §7, decision 041): `GET /{product}/broadcast` (with
 * `count=all`), `{product}.broadcast`, `{product}.channel` and `{product}.schedule` answer exactly
 * what `/{product}/broadcast.json`, `/channel.json` and `/schedule.json` answer, for the same query,
 * refusals included; each is in the OpenAPI document with the original's query parameters.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const API = '/uz/api';
const get = (url: string) => t.app.inject({ method: 'GET', url: `${API}${url}` });
const today = broadcastClock().date;

/** The spec's form → ours, each with queries of every kind (filters, paging, `all`, a bad value). */
const ALIASES: Record<string, { original: string; aliases: string[]; queries: string[] }> = {
  broadcasts: {
    original: '/efir/broadcast.json',
    aliases: ['/efir/broadcast', '/efir.broadcast'],
    queries: [
      '',
      '?count=all',
      '?count=all&items=tongi-efir',
      '?type=radio&count=3&page=2',
      '?channel=uzbekistan',
      '?title=efir',
      '?count=0',
      '?type=cinema',
      '?page=999',
    ],
  },
  channels: {
    original: '/efir/channel.json',
    aliases: ['/efir.channel'],
    queries: ['', '?count=all', '?type=radio', '?items=sport,yoshlar', '?regional=true', '?count=abc'],
  },
  schedule: {
    original: '/efir/schedule.json',
    aliases: ['/efir.schedule'],
    queries: [`?date=${today}`, `?date=${today}&type=radio`, '?date=2020-02-30', '?type=cinema'],
  },
};

describe('the spec’s paths of the content reads (decision 041)', () => {
  for (const [name, { original, aliases, queries }] of Object.entries(ALIASES)) {
    it(`${name}: ${aliases.join(', ')} answer exactly as ${original}`, async () => {
      const statuses = new Set<number>();
      for (const query of queries) {
        for (const alias of aliases) {
          const before = await get(`${original}${query}`);
          const res = await get(`${alias}${query}`);
          // Read again after: a list that changed with the minute in between matches one of the two.
          const after = await get(`${original}${query}`);
          const seen = `${alias}${query}`;
          expect(res.statusCode, seen).toBe(before.statusCode);
          expect(res.headers['content-type'], seen).toBe(before.headers['content-type']);
          expect([before.body, after.body], seen).toContain(res.body);
          statuses.add(res.statusCode);
        }
      }
      // The queries reach both answers: lists and refusals.
      expect([...statuses].sort()).toEqual([200, 400]);
    });
  }

  it('`GET /{product}/broadcast?count=all` is every visible broadcast on one page (spec §7)', async () => {
    const all = (await get('/efir/broadcast?count=all')).json<{
      data: { _id: string }[];
      meta: { total: number; pages: number };
    }>();
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data).toHaveLength(all.meta.total);
    expect(all.meta.pages).toBe(1);
  });

  it('are in the OpenAPI document with the query parameters of the original', async () => {
    type Operation = { summary?: string; parameters?: { name: string; in: string }[] };
    const doc = (await get('/openapi.json')).json<{ paths: Record<string, { get?: Operation }> }>();
    const names = (op: Operation | undefined) =>
      (op?.parameters ?? [])
        .filter((p) => p.in === 'query')
        .map((p) => p.name)
        .sort();
    for (const { original, aliases } of Object.values(ALIASES)) {
      const source = doc.paths[`${API}${original}`]?.get;
      expect(names(source).length, original).toBeGreaterThan(0);
      for (const alias of aliases) {
        const op = doc.paths[`${API}${alias}`]?.get;
        expect(op, alias).toBeDefined();
        expect(names(op), alias).toEqual(names(source));
        expect(op?.summary, alias).toContain(original);
      }
    }
  });
});
