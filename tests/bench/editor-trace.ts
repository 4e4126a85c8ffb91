import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, locateChromium } from '../helpers/chromium';
import { adminToken, BENCH_ADMIN, openEditor, storePage } from './editor';
import { startBuiltServer } from './server';

/**
 * A profiling aid for the editor link's fresh load (issue 23; not part of `npm run bench`): the
 * built app in its own process, the generated page of N widgets stored, RUNS fresh loads of
 * `?editor=layout` (all N in the canvas, as editor.ts counts them), the last one's marks and
 * resource timings (asked, answered, bytes), then one load traced (devtools timeline and V8's
 * sampling profiler, a `bench:all-in-canvas` mark) into TRACE_OUT for Chrome's Performance panel.
 *
 *   npm run build && BENCH_EDITOR_N=300 RUNS=5 TRACE_OUT=/tmp/trace.json npx tsx tests/bench/editor-trace.ts
 */
const n = Number(process.env.BENCH_EDITOR_N ?? 300);
const runs = Number(process.env.RUNS ?? 5);
const out = process.env.TRACE_OUT ?? '/tmp/edtrace/trace.json';
const { path } = locateChromium();
const browser = await chromium.launch({ executablePath: path ?? undefined, args: [...CHROMIUM_ARGS] });
const server = await startBuiltServer({
  root: process.cwd(),
  env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
});
try {
  const token = await adminToken(server.origin);
  await storePage(server.origin, token, n);
  const all: number[] = [];
  for (let i = -1; i < runs; i++) {
    const o = await openEditor(browser, server.origin, token, n);
    const marks = await o.page.evaluate(() =>
      [
        ...performance.getEntriesByType('mark'),
        ...performance.getEntriesByType('resource').map((r) => ({
          name: `res ${r.name.replace(/^.*\//, '')}`,
          startTime: (r as PerformanceResourceTiming).responseEnd,
          st: r.startTime,
          size: (r as PerformanceResourceTiming).transferSize,
        })),
      ].map(
        (m) =>
          `${Math.round(m.startTime)}${'st' in m ? ` (asked ${Math.round(m.st as number)}, ${m.size} B)` : ''} ${m.name}`,
      ),
    );
    if (i >= 0) all.push(o.allInCanvas);
    console.log(`load ${i}: all in canvas ${o.allInCanvas.toFixed(0)}`);
    if (i === runs - 1) console.log(marks.join('\n'));
    await o.context.close();
  }
  all.sort((a, b) => a - b);
  console.log('median', all[Math.floor(all.length / 2)]);
  // Traced load.
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await ctx.addInitScript(`globalThis.N = ${n};`);
  await ctx.addInitScript(([k, v]) => localStorage.setItem(k, v), ['efir.token', token] as const);
  await ctx.addInitScript(() => {
    const mo = new MutationObserver(() => {
      if (
        document.querySelectorAll('[data-editor-canvas] .widget[data-widget-id]').length >=
        (globalThis as unknown as { N: number }).N
      ) {
        performance.mark('bench:all-in-canvas');
        mo.disconnect();
      }
    });
    mo.observe(document, { childList: true, subtree: true });
  });
  const page = await ctx.newPage();
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'blink.user_timing',
      'loading',
      'netlog',
    ],
  });
  await page.goto(`${server.origin}/uz/sitemap/?editor=layout`);
  await page.waitForSelector(`[data-editor-canvas] .editor-frame >> nth=${n - 1}`);
  await page.waitForTimeout(1500);
  const buf = await browser.stopTracing();
  writeFileSync(out, buf);
  await ctx.close();
} finally {
  await browser.close();
  await server.close();
}
