import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type Browser, chromium, type Page } from '@playwright/test';
import { TOKEN_KEY } from '../../src/client/api/token';
import { generatePage } from '../../src/client/editor/model/generate';
import { CHROMIUM_ARGS, locateChromium } from '../helpers/chromium';
import { median } from './player';

/**
 * Issue 9's editor figures, measured the way ../shared/puck-bench measures Puck (its README,
 * "Methodology"), so the two can stand side by side:
 *   a. the published page: navigation start → all N widgets in the DOM (server-rendered here);
 *   b. the editor: navigation start of `?editor=layout` → all N widgets in the canvas, and the
 *      admin's own path, a click on "Layout" on the loaded page → all N in the canvas; JS heap
 *      after a forced GC;
 *   c. field edit: the keydown's timeStamp → a MutationObserver sees the new text in the canvas,
 *      20 keystrokes 250 ms apart in the selected heading's uz text;
 *   d. delete: the click's timeStamp → the widget's frame leaves the canvas; long tasks during,
 *      and in the second after the click (the canvas's background render, Canvas.tsx).
 * Every load is a fresh browser context (empty cache and storage), viewport 1440×900. The page is
 * src/client/editor/model/generate.ts: puck-bench's 17-widget sections cut at N, the same ids and
 * the same edit and delete targets, stored as the layout of /uz/sitemap/ through the API.
 */

export const EDITOR_SOURCES = [
  'src/client/editor/EditorHost.tsx',
  'src/client/editor/Editor.tsx',
  'src/client/editor/Inspector.tsx',
] as const;

/** The admin the bench's server creates on start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const BENCH_ADMIN = { email: 'bench-admin@efir.test', password: 'bench-Admin-password-2026' } as const;

const STATE = 'app.sitemap';
const PATH = '/uz/sitemap/';
const API = '/uz/api';
const VIEWPORT = { width: 1440, height: 900 };
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

export interface Summary {
  median: number;
  min: number;
  max: number;
  n: number;
}

export const summary = (values: readonly number[]): Summary => ({
  median: Math.round(median(values) * 10) / 10,
  min: Math.round(Math.min(...values) * 10) / 10,
  max: Math.round(Math.max(...values) * 10) / 10,
  n: values.length,
});

const p95 = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
};

interface LongTask {
  start: number;
  dur: number;
}

/** Long tasks overlapping [from, to]: count, total, blocking time (Σ(duration − 50)), longest. */
function longTaskStats(tasks: readonly LongTask[], from: number, to: number) {
  const hit = tasks.filter((t) => t.start < to && t.start + t.dur > from);
  return {
    count: hit.length,
    totalMs: hit.reduce((s, t) => s + t.dur, 0),
    blockingMs: hit.reduce((s, t) => s + Math.max(0, t.dur - 50), 0),
    longestMs: hit.reduce((m, t) => Math.max(m, t.dur), 0),
  };
}

export interface EditorFigures {
  n: number;
  render: { allInDomMs: Summary; fcpMs: Summary; heapMb: Summary };
  editor: {
    allInCanvasMs: Summary;
    /** From the app's first line (`efir:app-start`) to all N in the canvas: without the HTML and
     * the download of the scripts (puck-bench's "JS start → all in DOM"). */
    appStartToAllMs: Summary;
    /** A click on "Layout" on a loaded page → all N in the canvas. */
    toggleMs: Summary;
    longestTaskMs: Summary;
    heapMb: Summary;
    domNodes: Summary;
  };
  edit: { latencyMs: Summary; pooledP95: number; keystrokes: number; longestTaskMs: number };
  del: {
    latencyMs: Summary;
    longTaskTotalMs: Summary;
    /** The longest task from the click to a second after it (the canvas settling included). */
    settleLongestMs: Summary;
    longestTaskMs: number;
  };
}

/** What the probe keeps in the page (`window.__bench`). */
interface Bench {
  marks: { allInDom?: number };
  longtasks: LongTask[];
  lastEvent: { keydown?: number; pointerdown?: number; click?: number };
  count: () => number;
  find: (id: string) => Element | null;
  pending?: Promise<{ t1: number; t1Frame: number }>;
  armText: (id: string, expected: string) => void;
  armGone: (id: string) => void;
  arm: (expected: number) => void;
}

declare global {
  interface Window {
    __bench: Bench;
  }
}

/**
 * The probe, run before any script of every document (Playwright's init script), like
 * puck-bench's src/probe.js: long tasks from the start, the capture-phase timestamps of input
 * events, and the moment the N-th widget (rendered, not its loading placeholder) is in the DOM
 * under `scope` (`main` for the published page, the editor canvas otherwise).
 */
function probe(arg: { expected: number; scope: string }) {
  let expected = arg.expected;
  let scope = arg.scope;
  const B: Bench = {
    marks: {},
    longtasks: [],
    lastEvent: {},
    count() {
      let c = 0;
      for (const el of document.querySelectorAll(`${scope} .widget[data-widget-id]`)) {
        const first = el.firstElementChild;
        if (first && !first.classList.contains('widget-loading')) c++;
      }
      return c;
    },
    find: (id) => document.querySelector(`${scope} .widget[data-widget-id="${id}"]`),
    armText(id, text) {
      B.pending = watch(() => B.find(id)?.textContent === text, true);
    },
    armGone(id) {
      B.pending = watch(() => !document.querySelector(`.editor-frame[data-frame-id="${id}"]`), false);
    },
    // Counts again (after a toggle into the editor: the canvas replaces the page).
    arm(n) {
      expected = n;
      scope = '[data-editor-canvas]';
      delete B.marks.allInDom;
      observe();
    },
  };
  window.__bench = B;
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) B.longtasks.push({ start: e.startTime, dur: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // no long task timing: the figures say 0
  }
  for (const type of ['keydown', 'pointerdown', 'click'] as const) {
    document.addEventListener(type, (e) => (B.lastEvent[type] = e.timeStamp), true);
  }
  const nextFrame = (cb: (t: number) => void) =>
    requestAnimationFrame(() => {
      const ch = new MessageChannel();
      ch.port1.onmessage = () => cb(performance.now());
      ch.port2.postMessage(0);
    });
  function watch(test: () => boolean, characterData: boolean) {
    return new Promise<{ t1: number; t1Frame: number }>((done) => {
      let finished = false;
      const check = () => {
        if (finished || !test()) return;
        finished = true;
        const t1 = performance.now();
        mo.disconnect();
        nextFrame((t1Frame) => done({ t1, t1Frame }));
      };
      const mo = new MutationObserver(check);
      mo.observe(document, { childList: true, subtree: true, characterData });
      check();
    });
  }
  function observe() {
    let done = false;
    const check = () => {
      if (done || B.count() < expected) return;
      done = true;
      B.marks.allInDom = performance.now();
      mo.disconnect();
    };
    const mo = new MutationObserver((records) => {
      if (records.some((r) => [...r.addedNodes].some((n) => n.nodeType === 1))) check();
    });
    mo.observe(document, { childList: true, subtree: true });
    const poll = () => {
      check();
      if (!done) requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
    check();
  }
  observe();
}

/** The armed watcher's answer (`armText`, `armGone`), or null after `ms`. */
const armed = (page: Page, ms: number) =>
  page.evaluate(
    (limit) =>
      Promise.race([
        window.__bench.pending ?? null,
        new Promise<null>((done) => setTimeout(() => done(null), limit)),
      ]),
    ms,
  );

/** Resolves once the main thread has been quiet (no frame gap > 50 ms, no long task) for quietMs. */
function waitQuiet(page: Page, quietMs = 500, maxMs = 20_000) {
  return page.evaluate(
    ([quiet, max]) =>
      new Promise<boolean>((done) => {
        const B = window.__bench;
        const start = performance.now();
        let lastBusy = start;
        let prev = start;
        const frame = () => {
          const now = performance.now();
          if (now - prev > 50) lastBusy = now;
          for (const t of B.longtasks) if (t.start + t.dur > lastBusy) lastBusy = t.start + t.dur;
          prev = now;
          if (now - lastBusy >= quiet) return done(true);
          if (now - start > max) return done(false);
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      }),
    [quietMs, maxMs] as const,
  );
}

async function heapAndNodes(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    const heap = await cdp.send('Runtime.getHeapUsage');
    await cdp.send('Performance.enable');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const nodes = metrics.find((m) => m.name === 'Nodes')?.value ?? 0;
    return { heapMb: heap.usedSize / 1048576, nodes };
  } finally {
    await cdp.detach().catch(() => {});
  }
}

/** An admin's session token (the bench's server made the account on start). */
export async function adminToken(origin: string): Promise<string> {
  const res = await fetch(`${origin}${API}/auth/signin.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: BENCH_ADMIN.email, password: BENCH_ADMIN.password }),
  });
  if (res.status !== 200) throw new Error(`admin sign-in answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

/** Publishes the generated page of n widgets as /uz/sitemap/'s layout (POST the first time, then PUT). */
export async function storePage(origin: string, token: string, n: number) {
  const page = generatePage(n, { state: STATE });
  const read = await fetch(`${origin}${API}/state/${STATE}.json`, {
    headers: { 'cache-control': 'no-cache' },
  });
  if (read.status !== 200) throw new Error(`GET state answered ${read.status}`);
  const { meta } = (await read.json()) as { meta: { source: 'stored' | 'default' } };
  const stored = meta.source === 'stored';
  const res = await fetch(stored ? `${origin}${API}/state/${STATE}.json` : `${origin}${API}/state.json`, {
    method: stored ? 'PUT' : 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'if-match': read.headers.get('etag') ?? '',
    },
    body: JSON.stringify(page.layout),
  });
  if (res.status !== 200 && res.status !== 201)
    throw new Error(
      `storing the ${n}-widget page answered ${res.status}: ${(await res.text()).slice(0, 300)}`,
    );
  return page.meta;
}

async function freshPage(browser: Browser, token: string | null, expected: number, scope: string) {
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  if (token)
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      TOKEN_KEY,
      token,
    ] as const);
  // tsx (esbuild, keepNames) wraps the probe's inner functions in `__name(…)`: a no-op in the page.
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  await context.addInitScript(probe, { expected, scope });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(e.message));
  return { context, page, problems };
}

async function allInDom(page: Page): Promise<number> {
  await page.waitForFunction(() => window.__bench.marks.allInDom !== undefined, null, {
    timeout: 120_000,
    polling: 50,
  });
  return page.evaluate(() => window.__bench.marks.allInDom ?? Number.NaN);
}

const longtasks = (page: Page) => page.evaluate(() => window.__bench.longtasks.slice());

/** Opens the editor on a fresh load, all n widgets in the canvas, quiet. */
export async function openEditor(browser: Browser, origin: string, token: string, n: number) {
  const fresh = await freshPage(browser, token, n, '[data-editor-canvas]');
  await fresh.page.goto(`${origin}${PATH}?editor=layout`, { waitUntil: 'commit' });
  const t = await allInDom(fresh.page);
  await waitQuiet(fresh.page);
  return { ...fresh, allInCanvas: t };
}

/** Selects a widget the way a user does: a click on it in the canvas. */
async function select(page: Page, id: string) {
  const frame = page.locator(`.editor-frame[data-frame-id="${id}"]`);
  await frame.locator('.editor-frame__body').click({ timeout: 15_000 });
  await frame.and(page.locator('[data-selected]')).waitFor({ timeout: 15_000 });
  return frame;
}

export async function measureEditor(
  origin: string,
  opts: { n: number; runs: number; keystrokes: number; log: (line: string) => void },
): Promise<EditorFigures> {
  const { n, runs, keystrokes } = opts;
  const token = await adminToken(origin);
  const meta = await storePage(origin, token, n);
  const editId = meta.editTargetId;
  const deleteId = meta.deleteTargetId;
  if (!editId || !deleteId) throw new Error(`a page of ${n} widgets has no complete section to edit`);
  const { path, problem } = locateChromium();
  if (!path) throw new Error(problem ?? 'Chromium not found');
  const browser = await chromium.launch({ executablePath: path, args: [...CHROMIUM_ARGS] });
  const problems = new Set<string>();
  try {
    // a. The published page, as a visitor gets it (one warm-up load first: the server's caches).
    const render = { all: [] as number[], fcp: [] as number[], heap: [] as number[] };
    for (let i = -1; i < runs; i++) {
      const { context, page } = await freshPage(browser, null, n, 'main');
      try {
        await page.goto(`${origin}${PATH}`, { waitUntil: 'commit' });
        const t = await allInDom(page);
        await waitQuiet(page);
        if (i < 0) continue;
        render.all.push(t);
        render.fcp.push(
          await page.evaluate(
            () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          ),
        );
        render.heap.push((await heapAndNodes(page)).heapMb);
      } finally {
        await context.close();
      }
    }

    // b. The editor opened by its link, then by the admin's click on "Layout".
    const load = {
      all: [] as number[],
      fromJs: [] as number[],
      longest: [] as number[],
      heap: [] as number[],
    };
    const nodes: number[] = [];
    for (let i = -1; i < runs; i++) {
      const opened = await openEditor(browser, origin, token, n);
      try {
        if (i < 0) continue;
        const { page, allInCanvas } = opened;
        load.all.push(allInCanvas);
        const appStart = await page.evaluate(
          () => performance.getEntriesByName('efir:app-start', 'mark')[0]?.startTime ?? Number.NaN,
        );
        load.fromJs.push(allInCanvas - appStart);
        load.longest.push(longTaskStats(await longtasks(page), 0, allInCanvas).longestMs);
        const { heapMb, nodes: domNodes } = await heapAndNodes(page);
        load.heap.push(heapMb);
        nodes.push(domNodes);
        for (const p of opened.problems) problems.add(p);
      } finally {
        await opened.context.close();
      }
    }
    const toggle: number[] = [];
    for (let i = -1; i < runs; i++) {
      const { context, page } = await freshPage(browser, token, n, 'main');
      try {
        await page.goto(`${origin}${PATH}`, { waitUntil: 'commit' });
        await allInDom(page);
        const button = page.locator('.editor-bar--closed button[aria-pressed]').first();
        await button.waitFor();
        await waitQuiet(page);
        await page.evaluate((count) => window.__bench.arm(count), n);
        await button.click();
        const t = await allInDom(page);
        const clicked = await page.evaluate(() => window.__bench.lastEvent.click ?? Number.NaN);
        if (i >= 0) toggle.push(t - clicked);
      } finally {
        await context.close();
      }
    }

    // c. Field edit: the selected heading's uz text, one letter at a time.
    const perLoad: number[] = [];
    const pooled: number[] = [];
    let editLongest = 0;
    for (let i = 0; i < runs; i++) {
      const { context, page, problems: seen } = await openEditor(browser, origin, token, n);
      try {
        await select(page, editId);
        const input = page.locator('.editor-inspector [id$="_text__uz"]').first();
        await input.click({ timeout: 15_000 }).catch(async (err: unknown) => {
          const panel = await page.locator('.editor-panel').innerHTML();
          throw new Error(`no uz text field for ${editId}: ${String(err)}\n${panel.slice(0, 1500)}`);
        });
        await page.keyboard.press('End');
        let expected = await input.inputValue();
        await waitQuiet(page);
        const samples: number[] = [];
        for (let k = 0; k < keystrokes; k++) {
          expected += LETTERS[k % LETTERS.length];
          await page.evaluate(
            ([id, text]) => {
              window.__bench.lastEvent = {};
              window.__bench.armText(id, text);
            },
            [editId, expected] as const,
          );
          await page.keyboard.press(LETTERS[k % LETTERS.length] as string);
          const r = await armed(page, 10_000);
          if (!r) throw new Error(`the canvas never showed "${expected}"`);
          const t0 = await page.evaluate(() => window.__bench.lastEvent.keydown ?? Number.NaN);
          samples.push(r.t1 - t0);
          editLongest = Math.max(editLongest, longTaskStats(await longtasks(page), t0, r.t1Frame).longestMs);
          await waitQuiet(page, 250, 10_000);
        }
        perLoad.push(median(samples));
        pooled.push(...samples);
        for (const p of seen) problems.add(p);
      } finally {
        await context.close();
      }
    }

    // d. Delete: select the depth-5 card, click its delete button.
    const del: number[] = [];
    const delTotal: number[] = [];
    const settleLongest: number[] = [];
    let delLongest = 0;
    for (let i = 0; i < runs; i++) {
      const { context, page } = await openEditor(browser, origin, token, n);
      try {
        const frame = await select(page, deleteId);
        const button = frame.locator('[data-action="delete"]');
        await button.waitFor();
        await waitQuiet(page);
        await page.evaluate((id) => {
          window.__bench.lastEvent = {};
          window.__bench.armGone(id);
        }, deleteId);
        await button.click();
        const r = await armed(page, 15_000);
        if (!r) throw new Error(`${deleteId} never left the canvas`);
        const ev = await page.evaluate(() => window.__bench.lastEvent);
        const clicked = ev.click ?? Number.NaN;
        del.push(r.t1 - clicked);
        await page.waitForTimeout(1000);
        const tasks = longTaskStats(await longtasks(page), ev.pointerdown ?? clicked, r.t1Frame);
        delTotal.push(tasks.totalMs);
        delLongest = Math.max(delLongest, tasks.longestMs);
        // The second after: the canvas's background render once the frame is gone (Canvas.tsx).
        const after = longTaskStats(await longtasks(page), ev.pointerdown ?? clicked, clicked + 1000);
        settleLongest.push(after.longestMs);
        delLongest = Math.max(delLongest, after.longestMs);
        const left = await page.locator('[data-editor-canvas] .editor-frame').count();
        if (left !== n - 1) problems.add(`after the delete ${left} widgets in the canvas, expected ${n - 1}`);
      } finally {
        await context.close();
      }
    }
    for (const p of problems) opts.log(`     page problem: ${p}`);
    return {
      n,
      render: { allInDomMs: summary(render.all), fcpMs: summary(render.fcp), heapMb: summary(render.heap) },
      editor: {
        allInCanvasMs: summary(load.all),
        appStartToAllMs: summary(load.fromJs),
        toggleMs: summary(toggle),
        longestTaskMs: summary(load.longest),
        heapMb: summary(load.heap),
        domNodes: summary(nodes),
      },
      edit: {
        latencyMs: summary(perLoad),
        pooledP95: Math.round(p95(pooled) * 10) / 10,
        keystrokes: pooled.length,
        longestTaskMs: Math.round(editLongest),
      },
      del: {
        latencyMs: summary(del),
        longTaskTotalMs: summary(delTotal),
        settleLongestMs: summary(settleLongest),
        longestTaskMs: Math.round(delLongest),
      },
    };
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------- Puck, in the same run

interface PuckSummary {
  median: number;
  min: number;
  max: number;
}
interface PuckN {
  render: { allInDomMs: PuckSummary };
  editor: Record<
    string,
    {
      load: {
        allInDomMs: PuckSummary;
        appStartToAllInDomMs: PuckSummary;
        jsHeapUsedMB: PuckSummary;
        longTaskTotalMsUntilAllInDom: PuckSummary;
      };
      edit: { latencyMs: PuckSummary; pooledLatencyMs: { p95: number } };
      delete: { latencyMs: PuckSummary; longTaskTotalMsDuring: PuckSummary };
    }
  >;
}
export interface PuckResults {
  versions: { puck: string; react: string };
  settings: { runsPerMeasurement: number };
  byN: Record<string, PuckN>;
}

/**
 * Runs ../shared/puck-bench (or PUCK_BENCH_DIR) as its README says, in a copy under the system's
 * temporary folder (its node_modules installed there once, the original left untouched), for the
 * same sizes and run count, with Puck's default iframe preview. Returns its results.json.
 */
export function runPuckBench(opts: {
  ns: readonly number[];
  runs: number;
  log: (line: string) => void;
}): PuckResults {
  const source = resolve(process.env.PUCK_BENCH_DIR ?? '../shared/puck-bench');
  if (!existsSync(join(source, 'bench.mjs'))) throw new Error(`no puck-bench at ${source} (PUCK_BENCH_DIR)`);
  const work = join(tmpdir(), 'efir-puck-bench');
  mkdirSync(work, { recursive: true });
  cpSync(source, work, {
    recursive: true,
    filter: (from) => !/[/\\](node_modules|dist|\.bench-tmp)([/\\]|$)/.test(from.slice(source.length)),
  });
  if (!existsSync(join(work, 'node_modules/playwright-core'))) {
    opts.log(`   installing puck-bench's packages in ${work} (npm ci, no browser download)…`);
    const ci = spawnSync('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: work,
      stdio: 'inherit',
      env: { ...childEnv(), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    if (ci.status !== 0) throw new Error('npm ci in puck-bench failed');
  }
  const out = join(work, 'results-efir.json');
  const { path } = locateChromium();
  const run = spawnSync(
    process.execPath,
    ['bench.mjs', '--n', opts.ns.join(','), '--runs', String(opts.runs), '--iframe', 'on', '--out', out],
    { cwd: work, stdio: ['ignore', 'ignore', 'inherit'], env: { ...childEnv(), CHROMIUM_PATH: path ?? '' } },
  );
  if (run.status !== 0) throw new Error(`puck-bench exited with ${run.status}`);
  return JSON.parse(readFileSync(out, 'utf8')) as PuckResults;
}

/** This process's environment without NODE_ENV (the bench sets production; npm would skip dev packages). */
function childEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _, ...rest } = process.env;
  return rest;
}

/** Targets of issue 9 per size: load, keystroke, delete (ms). */
export const EDITOR_TARGETS: Record<number, { load: number; key: number; del: number }> = {
  300: { load: 500, key: 16, del: 30 },
  1000: { load: 1000, key: 30, del: 60 },
};
/** No long task over this while editing (issue 9). */
export const EDITING_LONG_TASK_MS = 200;

/** The side-by-side table: Efir, Puck, Puck ÷ Efir, and Efir against its target. */
export function editorReport(
  efir: readonly EditorFigures[],
  puck: PuckResults | null,
  out: (line?: string) => void,
): void {
  const f = (s: Summary | PuckSummary | undefined) => (s ? `${s.median} [${s.min}–${s.max}]` : 'n/a');
  const ratio = (p: PuckSummary | undefined, e: Summary) =>
    p && e.median > 0 ? `${(p.median / e.median).toFixed(1)}×` : '';
  const verdict = (value: number, target: number | undefined) =>
    target === undefined ? '' : value <= target ? `≤ ${target} ok` : `> ${target} MISSED`;
  out('   | N | figure (median [min–max], ms) | Efir | Puck 0.23 (iframe on) | Puck ÷ Efir | target |');
  out('   |---|---|---|---|---|---|');
  for (const e of efir) {
    const p = puck?.byN[String(e.n)];
    const pe = p?.editor.on;
    const target = EDITOR_TARGETS[e.n];
    const row = (name: string, mine: Summary, theirs: PuckSummary | undefined, t?: number) =>
      out(
        `   | ${e.n} | ${name} | ${f(mine)} | ${f(theirs)} | ${ratio(theirs, mine)} | ${verdict(mine.median, t)} |`,
      );
    row('a. published page: all N in DOM', e.render.allInDomMs, p?.render.allInDomMs);
    row('b. editor: all N in canvas (fresh load)', e.editor.allInCanvasMs, pe?.load.allInDomMs, target?.load);
    row('   of which app JS start → all in canvas', e.editor.appStartToAllMs, pe?.load.appStartToAllInDomMs);
    row('   click "Layout" on the page → all in canvas', e.editor.toggleMs, undefined, target?.load);
    row('   longest task until then', e.editor.longestTaskMs, undefined);
    out(
      `   | ${e.n} | JS heap after load, after GC (MB) | ${f(e.editor.heapMb)} | ${f(pe?.load.jsHeapUsedMB)} | | |`,
    );
    row('c. field edit: keystroke → canvas', e.edit.latencyMs, pe?.edit.latencyMs, target?.key);
    out(
      `   | ${e.n} | pooled p95 over ${e.edit.keystrokes} keys | ${e.edit.pooledP95} | ${pe?.edit.pooledLatencyMs.p95 ?? 'n/a'} | | |`,
    );
    row('d. delete: click → gone', e.del.latencyMs, pe?.delete.latencyMs, target?.del);
    row('   long tasks during the delete (total)', e.del.longTaskTotalMs, pe?.delete.longTaskTotalMsDuring);
    row('   longest task in the second after the click', e.del.settleLongestMs, undefined);
    const longest = Math.max(e.edit.longestTaskMs, e.del.longestTaskMs);
    out(
      `   | ${e.n} | longest task while editing (keys, delete) | ${longest} | | | ${verdict(longest, EDITING_LONG_TASK_MS)} |`,
    );
  }
}
