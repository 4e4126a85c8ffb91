import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

/** Readiness for a balancer (issue 22): `ready.json` beside `health.json`, 503 while draining. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seedDemo: false });
});
afterAll(() => t.close());

describe('GET /uz/api/ready.json', () => {
  it('is ready with a reachable database, never cached; draining turns it to 503 and closes connections', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/uz/api/ready.json' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      data: { status: 'ready', database: t.database.kind, redis: false },
      meta: {},
    });
    expect(ready.headers['cache-control']).toBe('no-store');
    expect(ready.headers.connection).not.toBe('close');

    let settled = false;
    const drained = t.app.drain({ minMs: 0, quietMs: 300, maxMs: 10_000 }).then(() => {
      settled = true;
    });
    const draining = await t.app.inject({ method: 'GET', url: '/uz/api/ready.json' });
    expect(draining.statusCode).toBe(503);
    expect(draining.headers.connection).toBe('close');
    // Everything else is still answered while the balancer learns it: only the connection closes.
    const health = await t.app.inject({ method: 'GET', url: '/uz/api/health.json' });
    expect(health.statusCode).toBe(200);
    expect(health.headers.connection).toBe('close');
    // It settles once no request has come for the quiet time, not while requests keep coming.
    for (let i = 0; i < 5; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await t.app.inject({ method: 'GET', url: '/uz/api/health.json' });
      expect(settled).toBe(false);
    }
    await drained;
    expect(settled).toBe(true);
  });
});
