import { randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import { ACCOUNT_LIMITS } from '../../src/server/limits';
import { startTestApp, type TestApp } from './harness';

/**
 * The client address every per-client limit counts by (issue 22): the peer's own address, unless
 * the peer is a proxy named in TRUST_PROXY; then the right-most X-Forwarded-For address that is
 * not a trusted proxy. A client cannot choose its address by writing a header.
 */
const SIGN_IN = ACCOUNT_LIMITS.signInPerClient.max;
/** A sign-in with a wrong password: 400 (spec §3), until the limit's 429. */
const WRONG = 400;

const signIn = (t: TestApp, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/uz/api/auth/signin.json',
    remoteAddress,
    headers,
    payload: { username: `nobody-${Math.random().toString(36).slice(2)}`, password: 'not the password' },
  });

/** Sends `count` sign-ins and returns their statuses. */
async function burst(t: TestApp, count: number, remoteAddress: string, forwarded: (i: number) => string) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++)
    statuses.push((await signIn(t, remoteAddress, { 'x-forwarded-for': forwarded(i) })).statusCode);
  return statuses;
}

describe('without TRUST_PROXY (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seedDemo: false });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-For: a new forged address per request still gets 429', async () => {
    const statuses = await burst(t, SIGN_IN + 1, '198.51.100.10', (i) => `192.0.2.${i + 1}`);
    expect(statuses.slice(0, SIGN_IN).every((s) => s === WRONG)).toBe(true);
    expect(statuses[SIGN_IN]).toBe(429);
    // The same peer with yet another forged address and a Forwarded header: still refused.
    const again = await signIn(t, '198.51.100.10', {
      'x-forwarded-for': '192.0.2.250',
      forwarded: 'for=192.0.2.251',
      'x-real-ip': '192.0.2.252',
    });
    expect(again.statusCode).toBe(429);
    // Another peer is counted on its own.
    expect((await signIn(t, '198.51.100.11')).statusCode).toBe(WRONG);
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seedDemo: false, env: { TRUST_PROXY: '127.0.0.1,10.0.0.0/8' } });
  });
  afterAll(() => t.close());

  it('counts by the forwarded client address, so clients behind one proxy are apart', async () => {
    const statuses = await burst(t, SIGN_IN + 1, '127.0.0.1', () => '198.51.100.20');
    expect(statuses[SIGN_IN - 1]).toBe(WRONG);
    expect(statuses[SIGN_IN]).toBe(429);
    // Another client behind the same proxy is not refused.
    expect((await signIn(t, '127.0.0.1', { 'x-forwarded-for': '198.51.100.21' })).statusCode).toBe(WRONG);
  });

  it('takes the right-most untrusted address: what the client writes before it is ignored', async () => {
    // A client sends its own X-Forwarded-For; the proxy appends the address it saw. Both proxies
    // (127.0.0.1 and 10.1.2.3) are trusted, the client's forgery is left of the real address.
    const statuses = await burst(
      t,
      SIGN_IN + 1,
      '127.0.0.1',
      (i) => `192.0.2.${i + 1}, 198.51.100.30, 10.1.2.3`,
    );
    expect(statuses[SIGN_IN]).toBe(429);
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', async () => {
    const statuses = await burst(t, SIGN_IN + 1, '198.51.100.40', (i) => `192.0.2.${i + 1}`);
    expect(statuses[SIGN_IN]).toBe(429);
  });

  it('answers malformed forwarding headers without a 5xx, and counts the peer', async () => {
    const hostile: Record<string, string>[] = [
      { 'x-forwarded-for': 'not-an-address' },
      { 'x-forwarded-for': ',,,, ,' },
      { 'x-forwarded-for': `${'9'.repeat(300)}, 127.0.0.1` },
      { 'x-forwarded-for': '::ffff:198.51.100.50, [::1]:8080' },
      { forwarded: 'for="[2001:db8::1]";proto=https;by=unknown' },
      { forwarded: ';;;=' },
      { 'x-forwarded-host': 'evil.example\r\n' },
      { 'x-forwarded-host': '' },
      { 'x-forwarded-proto': 'gopher' },
    ];
    for (const headers of hostile) {
      const res = await signIn(t, '127.0.0.1', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBeLessThan(500);
    }
    for (const headers of hostile) {
      const res = await t.app.inject({ method: 'GET', url: '/uz/api/health.json', headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(200);
    }
  });
});

describe('TRUST_PROXY values', () => {
  it('refuses what is not an address, a range or a range name', async () => {
    const { loadConfig } = await import('../../src/server/config');
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8, ::1, fd00::/8, loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(loadConfig({}).trustProxy).toEqual([]);
    for (const bad of ['*', 'true', '10.0.0.0/33', 'nginx', '1.2.3.4/8/1', '1.2.3'])
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
  });
});

describe('per-client limits in Redis', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    t = await startTestApp({ seedDemo: false });
    redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  });
  afterAll(async () => {
    await redis.quit();
    await t.close();
  });

  it('counts under `{product}:limit:{name}:{client}`, shared by two instances', async () => {
    const product = `efir-test-${randomInt(1e9)}`;
    const apps = await Promise.all(
      [0, 1].map(async () => {
        const client = redis.duplicate();
        const config = { ...t.config, staticDir: null, product };
        const app = await buildApp({
          config,
          database: t.database,
          cache: new ResponseCache(),
          logger: false,
          redis: client,
        });
        app.addHook('onClose', async () => void (await client.quit()));
        return app;
      }),
    );
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN; i++) {
      const res = await apps[i % 2]?.inject({
        method: 'POST',
        url: '/uz/api/auth/signin.json',
        remoteAddress: '198.51.100.60',
        payload: { username: `nobody${i}`, password: 'not the password' },
      });
      statuses.push(res?.statusCode ?? 0);
    }
    expect(statuses[SIGN_IN - 1]).toBe(WRONG);
    expect(statuses[SIGN_IN]).toBe(429);
    const keys = await redis.keys(`${product}:*`);
    expect(keys).toContain(`${product}:limit:signin:198.51.100.60`);
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
    await Promise.all(apps.map((app) => app.close()));
    if (keys.length > 0) await redis.del(...keys);
  });
});
