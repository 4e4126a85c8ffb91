import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorReporter, MAX_REPORTS, releaseOf } from './error-reporter';

/** The browser's error reporter (issue 22), in happy-dom. */

let beacon: ReturnType<typeof vi.fn<(url: string, data: Blob) => boolean>>;
let stop: () => void;

beforeEach(() => {
  beacon = vi.fn<(url: string, data: Blob) => boolean>(() => true);
  Object.defineProperty(window.navigator, 'sendBeacon', { value: beacon, configurable: true });
  stop = installErrorReporter(window);
});
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

const sentBodies = () =>
  Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => {
      expect(url).toBe('/uz/api/client-errors.json');
      expect(blob.type).toBe('application/json');
      return JSON.parse(await blob.text()) as Record<string, unknown>;
    }),
  );

const throwError = (error: Error, filename = 'https://efir.uz/assets/app-a1.js', lineno = 7) =>
  window.dispatchEvent(
    new ErrorEvent('error', { error, message: error.message, filename, lineno, colno: 9 }),
  );

const reject = (reason: unknown) =>
  window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason }));

describe('the error reporter', () => {
  it('sends an uncaught error with its place, stack, page and release', async () => {
    vi.spyOn(document, 'querySelector').mockReturnValue(
      Object.assign(document.createElement('script'), { src: 'https://efir.uz/assets/index-BX3s9k_Q.js' }),
    );
    const error = new TypeError('x is undefined');
    throwError(error);
    const [body] = await sentBodies();
    expect(body).toEqual({
      kind: 'error',
      message: 'x is undefined',
      source: 'https://efir.uz/assets/app-a1.js',
      line: 7,
      column: 9,
      stack: error.stack,
      page: window.location.pathname,
      release: 'index-BX3s9k_Q',
    });
  });

  it('sends unhandled rejections, with or without an Error', async () => {
    reject(new Error('load failed'));
    reject('plain reason');
    reject({ toString: null });
    const bodies = await sentBodies();
    expect(bodies.map((b) => [b.kind, b.message])).toEqual([
      ['unhandledrejection', 'load failed'],
      ['unhandledrejection', 'plain reason'],
    ]);
    // A reason that cannot even be turned into text is dropped, and the reporter did not throw.
    expect(bodies[0]?.release).toBe('dev');
  });

  it('sends each distinct error once and at most MAX_REPORTS per page load', async () => {
    const same = new Error('same');
    for (let i = 0; i < 3; i++) throwError(same);
    expect(beacon).toHaveBeenCalledTimes(1);
    for (let i = 0; i < 20; i++) throwError(new Error(`error ${i}`));
    expect(beacon).toHaveBeenCalledTimes(MAX_REPORTS);
  });

  it('cuts long fields to what the server takes', async () => {
    const error = new Error('m'.repeat(5000));
    error.stack = 's'.repeat(10_000);
    throwError(error, `https://efir.uz/${'f'.repeat(5000)}.js`);
    const [body] = await sentBodies();
    expect(String(body?.message)).toHaveLength(1000);
    expect(String(body?.stack)).toHaveLength(4000);
    expect(String(body?.source)).toHaveLength(2048);
  });

  it('stays quiet without a beacon, and stops listening when asked', () => {
    beacon.mockImplementation(() => {
      throw new TypeError('no beacon');
    });
    expect(() => throwError(new Error('first'))).not.toThrow();
    stop();
    throwError(new Error('after stop'));
    expect(beacon).toHaveBeenCalledTimes(1);
  });

  it('reads the release from the entry script, and says dev without a build', () => {
    // Parsed, not live documents: happy-dom would try to load a live one's scripts.
    const parse = (head: string) => new DOMParser().parseFromString(`<head>${head}</head>`, 'text/html');
    expect(releaseOf(document)).toBe('dev');
    expect(releaseOf(parse('<script type="module" src="/src/client/main.tsx"></script>'))).toBe('dev');
    expect(
      releaseOf(
        parse(
          '<script defer src="/after-paint.js"></script><script type="module" crossorigin src="/assets/index-e1.js"></script>',
        ),
      ),
    ).toBe('index-e1');
  });

  it('adds well under 1 KB gzip to every page', async () => {
    const result = await build({
      entryPoints: ['src/client/error-reporter.ts'],
      bundle: true,
      minify: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      define: { 'import.meta.env.PROD': 'true' },
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    expect(code.length).toBeGreaterThan(500); // the real thing was measured
    expect(gzipSync(code).length).toBeLessThan(700);
  });
});
