import type { Page } from '@playwright/test';
import type { LongTask } from './editor-figures';

/** What the probe keeps in the page (`window.__bench`). */
export interface Bench {
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
export function probe(arg: { expected: number; scope: string }) {
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
export const armed = (page: Page, ms: number) =>
  page.evaluate(
    (limit) =>
      Promise.race([
        window.__bench.pending ?? null,
        new Promise<null>((done) => setTimeout(() => done(null), limit)),
      ]),
    ms,
  );

/** Resolves once the main thread has been quiet (no frame gap > 50 ms, no long task) for quietMs. */
export function waitQuiet(page: Page, quietMs = 500, maxMs = 20_000) {
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

export async function heapAndNodes(page: Page) {
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

/** The long tasks the page has reported so far. */
export const longtasks = (page: Page) => page.evaluate(() => window.__bench.longtasks.slice());
