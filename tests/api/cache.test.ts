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
    expect(two.size).toBe(1);
    await one.invalidate(['channel']);
    await expect.poll(() => two.size, { timeout: 3000 }).toBe(0);
  });
});
