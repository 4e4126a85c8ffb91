// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_SCRIPT, PARKED_SCRIPTS_ID } from './assets';

/** public/after-paint.js, run as the page runs it: against this document, once. */
const source = readFileSync(join(process.cwd(), 'public', AFTER_PAINT_SCRIPT), 'utf8');
const run = () => new Function(source)();

const preload = Array.from({ length: 18 }, (_, i) => `/assets/chunk-${i}.js`);

function park(body = '') {
  // The entry is not run here: only where it is put.
  const dom = (window as unknown as { happyDOM?: { settings: Record<string, unknown> } }).happyDOM;
  if (dom) dom.settings.handleDisabledFileLoadingAsSuccess = true;
  document.head.innerHTML = `<script type="application/json" id="${PARKED_SCRIPTS_ID}">${JSON.stringify({ entry: '/assets/index.js', preload })}</script>`;
  document.body.innerHTML = body;
}

const added = () =>
  [...document.head.querySelectorAll('link[rel=modulepreload], script[type=module]')].map((e) =>
    e instanceof HTMLScriptElement ? `entry ${e.getAttribute('src')}` : e.getAttribute('href'),
  );

describe('after-paint.js', () => {
  let clock = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    clock = 0;
    // Each link the page adds costs 1.5 ms of the main thread, as a request's start does on a phone.
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    const append = document.head.appendChild.bind(document.head);
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      clock += 1.5;
      return append(node);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts nothing before the first frame is painted', () => {
    park('<p>text</p>');
    run();
    expect(added()).toEqual([]);
  });

  it('adds the preloads in order and the entry last, a few milliseconds at a time, each batch its own task', () => {
    park('<p>text</p>');
    run();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextTimer(); // the task after the painted frame: the first batch
    const first = added();
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(4); // 4 ms, 1.5 ms a link: the batch ends at the third
    vi.runAllTimers();
    expect(added()).toEqual([...preload, 'entry /assets/index.js']);
  });

  it('waits for a picture marked as the largest paint, and starts once', () => {
    park('<img alt="" fetchpriority="high" src="/a.svg">');
    const img = document.querySelector('img');
    Object.defineProperty(img, 'complete', { value: false });
    run();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    img?.dispatchEvent(new Event('load'));
    vi.runAllTimers(); // also the 3 s fallback: nothing twice
    expect(added()).toEqual([...preload, 'entry /assets/index.js']);
  });
});
