/**
 * The main thread of a visitor's first load, with Chromium's CPU really slowed 4× (DevTools'
 * `Emulation.setCPUThrottlingRate`, as Lighthouse's mobile preset assumes a phone 4× slower than
 * this machine) instead of Lighthouse's simulation: the long tasks (> 50 ms) the page itself
 * reports (`PerformanceObserver`, type `longtask`), from navigation until `settleMs` after `load`.
 * Blocking time is Σ(duration − 50 ms) of the tasks that start after the first contentful paint,
 * Lighthouse's TBT definition without its time-to-interactive cut-off. Lighthouse's simulated TBT
 * multiplies what it observed on this busy 2-core machine by 4; this figure runs at phone speed and
 * moves much less from run to run, so a change in a page's start shows here first.
 */
import { type Browser, chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../helpers/chromium';
import { median } from './player';

export const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen (Moto G Power). */
const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true } as const;

export interface TaskRun {
  blockingMs: number;
  longestMs: number;
  count: number;
  fcpMs: number;
}

export interface TaskRow {
  route: string;
  runs: TaskRun[];
}

declare global {
  interface Window {
    __longTasks?: [number, number][];
  }
}

async function once(browser: Browser, url: string, settleMs: number): Promise<TaskRun> {
  const context = await browser.newContext({ ...MOBILE });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(() => {
      const tasks: [number, number][] = [];
      window.__longTasks = tasks;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
      }).observe({ type: 'longtask', buffered: true });
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(settleMs);
    const { tasks, fcp } = await page.evaluate(() => ({
      tasks: window.__longTasks ?? [],
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    return {
      blockingMs: tasks.filter(([start]) => start >= fcp).reduce((s, [, d]) => s + Math.max(0, d - 50), 0),
      longestMs: tasks.reduce((m, [, d]) => Math.max(m, d), 0),
      count: tasks.length,
      fcpMs: fcp,
    };
  } finally {
    await context.close();
  }
}

/** `runs` loads of every route, interleaved (run 1 of every route, then run 2, …), fresh context each. */
export async function measureLongTasks(
  origin: string,
  routes: readonly string[],
  opts: { runs?: number; settleMs?: number } = {},
): Promise<TaskRow[]> {
  const runs = opts.runs ?? 5;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_ARGS] });
  try {
    const rows = routes.map((route) => ({ route, runs: [] as TaskRun[] }));
    for (let i = 0; i < runs; i++)
      for (const row of rows)
        row.runs.push(await once(browser, `${origin}${row.route}`, opts.settleMs ?? 4000));
    return rows;
  } finally {
    await browser.close();
  }
}

export function longTasksReport(rows: readonly TaskRow[], out: (line?: string) => void): void {
  out(`  ${'route'.padEnd(40)} blocking   range        longest  tasks > 50 ms   (medians)`);
  for (const { route, runs } of rows) {
    const blocking = runs.map((r) => r.blockingMs);
    out(
      `  ${route.padEnd(40)} ${`${Math.round(median(blocking))} ms`.padStart(8)}   ${`${Math.round(Math.min(...blocking))}–${Math.round(Math.max(...blocking))}`.padEnd(11)}  ${`${Math.round(median(runs.map((r) => r.longestMs)))} ms`.padStart(7)}  ${String(median(runs.map((r) => r.count))).padStart(13)}`,
    );
  }
  out(`  blocking = Σ(task − 50 ms) after the first contentful paint, CPU slowed ${CPU_SLOWDOWN}× for real`);
}
