import { type Browser, chromium, type Page } from '@playwright/test';
import { TOKEN_KEY } from '../../src/client/api/token';
import { generatePage } from '../../src/client/editor/model/generate';
import { CHROMIUM_ARGS, locateChromium } from '../helpers/chromium';
import { type EditorFigures, longTaskStats, p95, summary } from './editor-figures';
import { armed, heapAndNodes, longtasks, probe, waitQuiet } from './editor-probe';
import { median } from './player';

export { type EditorFigures, type Summary, summary } from './editor-figures';
export {
  EDITING_LONG_TASK_MS,
  EDITOR_TARGETS,
  editorReport,
  type PuckResults,
  runPuckBench,
} from './editor-puck';

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
 * The in-page probe is editor-probe.ts, the figures' statistics editor-figures.ts, Puck's run in
 * the same bench and the side-by-side table editor-puck.ts.
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

/** The published page on a fresh load, as a visitor gets it: navigation start → all n widgets in the DOM. */
export async function openPublished(browser: Browser, origin: string, n: number) {
  const fresh = await freshPage(browser, null, n, 'main');
  await fresh.page.goto(`${origin}${PATH}`, { waitUntil: 'commit' });
  const allInMain = await allInDom(fresh.page);
  await waitQuiet(fresh.page);
  return { ...fresh, allInMain };
}

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
      const { context, page, allInMain: t } = await openPublished(browser, origin, n);
      try {
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
