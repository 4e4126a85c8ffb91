import { PAGE_STATES } from '@core/routes';
import type { Menu, Weather } from '@core/schemas/entities';
import type { StateLayout } from '@core/schemas/layout';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('health, menus and weather', () => {
  it('reports health with the database kind', async () => {
    const res = await get('/uz/api/health.json');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { status: string; database: string } }>().data).toMatchObject({ status: 'ok' });
  });

  it('serves menus by id and "Menu does not exist" for an unknown one', async () => {
    const main = (await get('/uz/api/menu/efir_main.json')).json<{ data: Menu }>();
    expect(main.data.items.map((i) => i.query)).toEqual([
      { type: 'tv' },
      { type: 'radio' },
      { regional: 'true' },
    ]);
    const topbar = (await get('/uz/api/menu/efir_topbar.json')).json<{ data: Menu }>();
    const broadcast = topbar.data.items.find((i) => i.title.en === 'Broadcast');
    expect(broadcast?.children?.[0]).toMatchObject({
      state: 'app.broadcast.list',
      title: { en: 'List Broadcast' },
    });
    const res = await get('/uz/api/menu/nope.json');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Menu does not exist' });
  });

  it('serves the weather with Tashkent first', async () => {
    const res = await get('/uz/api/efir/weather.json');
    const body = res.json<{ data: Weather[]; meta: { updated: string } }>();
    expect(body.data[0]?.city).toBe('tashkent');
    expect(body.meta.updated).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('publishes an OpenAPI document of the routes', async () => {
    const doc = (await get('/uz/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/uz/api/efir/channel.json', '/uz/api/state/{file}', '/uz/api/health.json']),
    );
  });
});

describe('GET /uz/api/state/{id}.json', () => {
  it('serves a layout for every page state and lists them', async () => {
    for (const state of PAGE_STATES) {
      const res = await get(`/uz/api/state/${state}.json`);
      expect(res.statusCode, state).toBe(200);
      const body = res.json<{ data: StateLayout; meta: { invalid: Record<string, string> } }>();
      expect(body.data.state).toBe(state);
      expect(body.meta.invalid, state).toEqual({});
    }
    const list = (await get('/uz/api/state.json')).json<{ data: { state: string }[] }>();
    expect(list.data.map((s) => s.state).sort()).toEqual([...PAGE_STATES].sort());
  });

  it('answers 404 for an unknown state', async () => {
    const res = await get('/uz/api/state/app.nothing.json');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Layout for state "app.nothing" does not exist' });
  });

  it('still serves every valid widget of a stored layout that fails validation', async () => {
    const layout = {
      component: 'stateLayout',
      params: {
        layout: 'one-column',
        components: [
          {
            id: 'ok',
            component: 'title',
            version: 1,
            container: 'main',
            params: { text: { uz: 'Салом' }, level: 1 },
          },
          {
            id: 'bad-level',
            component: 'title',
            version: 1,
            container: 'main',
            params: { text: {}, level: 9 },
          },
          { id: 'ghost', component: 'noSuchWidget', version: 1, container: 'main', params: {} },
          { nonsense: true },
        ],
      },
    };
    await t.database.db.execute(
      sql`update state_layouts set layout = ${JSON.stringify(layout)}::jsonb where state = 'app.sitemap'`,
    );
    await t.cache.invalidate(['state']);
    const res = await get('/uz/api/state/app.sitemap.json');
    expect(res.statusCode).toBe(200);
    const body = res.json<{ data: StateLayout; meta: { invalid: Record<string, string>; source: string } }>();
    expect(body.meta.source).toBe('stored');
    expect(body.data.layout.params.components.map((c) => c.id)).toEqual(['ok', 'bad-level', 'ghost']);
    expect(Object.keys(body.meta.invalid).sort()).toEqual(['bad-level', 'ghost']);
    expect(body.meta.invalid['bad-level']).toContain('params.level');
  });

  it('serves the default layout when the stored frame is broken', async () => {
    await t.database.db.execute(
      sql`update state_layouts set layout = '{"oops": 1}'::jsonb where state = 'app.poll.list'`,
    );
    await t.cache.invalidate(['state']);
    const res = await get('/uz/api/state/app.poll.list.json');
    expect(res.statusCode).toBe(200);
    expect(res.json<{ meta: { source: string } }>().meta.source).toBe('default');
  });
});
