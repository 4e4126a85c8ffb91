import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureHtmlWeight } from '../bench/html-weight';
import { type BuiltServer, startBuiltServer, visitorRoutes } from '../bench/server';
import { HTML_HOME_BUDGET_KB, HTML_ROUTE_BUDGET_KB } from '../helpers/budgets';

/** The built app (`npm run build` first); DIST_DIR points the check at another build. */
const DIST = process.env.DIST_DIR ?? 'dist';

/**
 * Issue 23: the raw HTML of `/uz/` is at most 60 KB, of every other visitor route at most 120 KB
 * (the schedule's grid renders a window of the day, decision 029). `npm run bench`
 * (`BENCH_ONLY=html`) splits each page into inline CSS, texts, embedded reads and markup.
 */
describe(`raw HTML of /uz/ ≤ ${HTML_HOME_BUDGET_KB} KB, of every other visitor route ≤ ${HTML_ROUTE_BUDGET_KB} KB (dist/)`, () => {
  let server: BuiltServer;
  let routes: string[];
  beforeAll(async () => {
    expect(existsSync(join(DIST, 'server', 'main.js')), `${DIST} is missing: run npm run build first`).toBe(
      true,
    );
    server = await startBuiltServer({ root: join(DIST, '..') });
    routes = await visitorRoutes(server.origin);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('stays within the budget on each route', async () => {
    const rows = await measureHtmlWeight(server.origin, routes);
    const table = rows
      .map((r) => `${r.route} ${(r.total / 1024).toFixed(1)} KB (${(r.brotli / 1024).toFixed(1)} br)`)
      .join('; ');
    console.info(`HTML, raw: ${table}`);
    // Not vacuous: the home, the schedule and a channel's day are among them, each a whole page.
    expect(rows.map((r) => r.route)).toEqual(expect.arrayContaining(['/uz/', '/uz/schedule/']));
    expect(rows.some((r) => /^\/uz\/schedule\/[^/]+\/$/.test(r.route))).toBe(true);
    for (const r of rows) expect(r.boot, r.route).toBeGreaterThan(0);
    for (const r of rows) {
      const budget = r.route === '/uz/' ? HTML_HOME_BUDGET_KB : HTML_ROUTE_BUDGET_KB;
      expect(r.total / 1024, `${r.route}: ${table}`).toBeLessThanOrEqual(budget);
    }
  });
});
