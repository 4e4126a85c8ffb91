import { describe, expect, it } from 'vitest';
import { measureHtmlWeight } from '../bench/html-weight';
import { HTML_HOME_BUDGET_KB, HTML_ROUTE_BUDGET_KB } from '../helpers/budgets';
import { builtApp } from './built-app';

/**
 * Issue 23: the raw HTML of `/uz/` is at most 60 KB, of every other visitor route at most 120 KB
 * (the schedule's grid renders a window of the day, decision 029). `npm run bench`
 * (`BENCH_ONLY=html`) splits each page into inline CSS, texts, embedded reads and markup.
 */
describe(`raw HTML of /uz/ ≤ ${HTML_HOME_BUDGET_KB} KB, of every other visitor route ≤ ${HTML_ROUTE_BUDGET_KB} KB (dist/)`, () => {
  const app = builtApp();

  it('stays within the budget on each route', async () => {
    const rows = await measureHtmlWeight(app.origin, app.routes);
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
