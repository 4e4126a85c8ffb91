import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ResponseCache } from '../../src/server/cache';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const clients: Redis[] = [];
const redis = () => {
  const c = new Redis(REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 });
  clients.push(c);
  return c;
};
afterAll(async () => {
  await Promise.all(clients.map((c) => c.quit()));
});

describe('ResponseCache', () => {
  it('loads once per key, shares concurrent loads, and drops by tag', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const load = async () => ({ n: ++loads });
    const [a, b] = await Promise.all([cache.get('k', ['x'], load), cache.get('k', ['x'], load)]);
    expect(a).toBe(b);
    expect(loads).toBe(1);
    expect((await cache.get('k', ['x'], load)).body).toBe('{"n":1}');
    await cache.invalidate(['y']);
    expect((await cache.get('k', ['x'], load)).body).toBe('{"n":1}');
    await cache.invalidate(['x']);
    expect((await cache.get('k', ['x'], load)).body).toBe('{"n":2}');
  });

  it('keeps text bodies as they are, with an ETag, dropped by tag like JSON', async () => {
    const cache = new ResponseCache();
    let loads = 0;
    const load = async () => `<urlset>${++loads}</urlset>`;
    const first = await cache.getText('/sitemap.xml', ['channel'], load);
    expect(first.body).toBe('<urlset>1</urlset>');
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(await cache.getText('/sitemap.xml', ['channel'], load)).toBe(first);
    await cache.invalidate(['channel']);
    expect((await cache.getText('/sitemap.xml', ['channel'], load)).body).toBe('<urlset>2</urlset>');
  });

  it('does not keep a load that raced an invalidation', async () => {
    const cache = new ResponseCache();
    let release: () => void = () => {};
    const slow = cache.get('k', ['t'], () => new Promise((r) => (release = () => r({ v: 'old' }))));
    await cache.invalidate(['t']);
    release();
    expect((await slow).body).toBe('{"v":"old"}');
    expect((await cache.get('k', ['t'], async () => ({ v: 'new' }))).body).toBe('{"v":"new"}');
  });

  it('invalidates across instances through Redis pub/sub', async () => {
    const channel = `efir-test:${randomUUID()}:invalidate`;
    const one = new ResponseCache({ pub: redis(), sub: redis(), channel });
    const two = new ResponseCache({ pub: redis(), sub: redis(), channel });
    await Promise.all([one.start(), two.start()]);
    await two.get('list', ['channel'], async () => ({ v: 1 }));
    // A rendered page, tagged with what its widgets read: dropped the same way.
    await two.getEntry('page uz /uz/', async () => ({
      body: '<html>',
      tags: ['page', 'channel'],
      status: 200,
    }));
    await two.getEntry('page uz /uz/news/', async () => ({
      body: '<html>',
      tags: ['page', 'state'],
      status: 200,
    }));
    expect(two.size).toBe(3);
    await one.invalidate(['channel']);
    await expect.poll(() => two.size, { timeout: 3000 }).toBe(1);
  });

  it('keeps an entry only as long as its load says: a page until the minute turns, none when 0', async () => {
    const cache = new ResponseCache();
    let n = 0;
    const load = async () => ({ body: `v${++n}`, tags: ['page'], ttlMs: 0 });
    expect((await cache.getEntry('a', load)).body).toBe('v1');
    expect((await cache.getEntry('a', load)).body).toBe('v2');
    const short = async () => ({ body: `v${++n}`, tags: ['page'], ttlMs: 30 });
    expect((await cache.getEntry('b', short)).body).toBe('v3');
    expect((await cache.getEntry('b', short)).body).toBe('v3');
    await new Promise((r) => setTimeout(r, 60));
    expect((await cache.getEntry('b', short)).body).toBe('v4');
  });
});
