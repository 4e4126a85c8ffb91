import { ApiError } from '@core/api-error';
import { dehydrate, hydrate, QueryObserver } from '@tanstack/react-query';
import { markAppHydrated } from '@widgets/runtime';
import { describe, expect, it, vi } from 'vitest';
import {
  type Boot,
  type BootRead,
  bootReads,
  createQueryClient,
  PARTIAL_READ,
  readAllPartsWhole,
  readPartsWhole,
  readsAsHydrated,
  serializeBoot,
} from './boot';

/** The reads of a server's query cache as the page carries them (through JSON, as in the HTML). */
const throughPage = (reads: BootRead[]) => JSON.parse(JSON.stringify(reads)) as BootRead[];

describe("a page's data when hydrating", () => {
  it('counts as read at the page load, not at its render: a cached page is not read again', () => {
    const rendered = Date.now() - 50_000;
    const server = createQueryClient();
    server.setQueryData(['state/app.home.json'], { data: 1 }, { updatedAt: rendered });
    server
      .getQueryCache()
      .build(server, { queryKey: ['failed'] })
      .setState({ status: 'error', error: new ApiError(503, 'down'), errorUpdatedAt: rendered });
    const reads = throughPage(bootReads(server));

    const now = Date.now();
    const browser = createQueryClient();
    hydrate(browser, readsAsHydrated(reads, now));
    const read = browser.getQueryCache().find({ queryKey: ['state/app.home.json'] });
    expect(read?.state.dataUpdatedAt).toBe(now);
    expect(read?.isStaleByTime(30_000)).toBe(false);
    expect(browser.getQueryData(['state/app.home.json'])).toEqual({ data: 1 });
    // A failure hydrates as the same failure (its status for the widget), retried after
    // hydration (retryServerFailures), with no answer.
    const failed = browser.getQueryCache().find({ queryKey: ['failed'] });
    expect(failed?.state.status).toBe('error');
    expect(failed?.state.error).toMatchObject({ status: 503, message: 'down' });
    expect(failed?.state.dataUpdatedAt).toBe(0);
  });

  it('leaves a read embedded in part stale, so the browser reads it whole once hydrated', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['part'], queryFn: () => ({ data: [1] }), meta: PARTIAL_READ });
    const reads = throughPage(bootReads(server));
    expect(reads).toEqual([{ key: ['part'], data: { data: [1] }, partial: true }]);
    const browser = createQueryClient();
    hydrate(browser, readsAsHydrated(reads, Date.now()));
    const read = browser.getQueryCache().find({ queryKey: ['part'] });
    expect(read?.state.data).toEqual({ data: [1] });
    expect(read?.isStaleByTime(30_000)).toBe(true);
  });

  it("hydrates the same cache as TanStack's own dehydrated state, in far fewer bytes", async () => {
    const server = createQueryClient();
    const keys = Array.from({ length: 12 }, (_, i) => ['api', `efir/read-${i}.json`, { page: i }]);
    for (const key of keys) await server.prefetchQuery({ queryKey: key, queryFn: () => ({ data: key[1] }) });
    const now = Date.now();
    const ours = createQueryClient();
    hydrate(ours, readsAsHydrated(throughPage(bootReads(server)), now));
    const theirs = createQueryClient();
    hydrate(theirs, JSON.parse(JSON.stringify(dehydrate(server))));
    for (const key of keys) {
      const a = ours.getQueryCache().find({ queryKey: key });
      const b = theirs.getQueryCache().find({ queryKey: key });
      expect(a?.queryHash).toBe(b?.queryHash);
      expect(a?.state).toEqual({ ...b?.state, dataUpdatedAt: now });
    }
    const size = (v: unknown) => JSON.stringify(v).length;
    expect(size(bootReads(server))).toBeLessThan(size(dehydrate(server)) / 2);
  });
});

describe('reads embedded in part', () => {
  /** A browser's cache hydrated with `n` partial reads, each watched by a mounted widget. */
  function page(n: number) {
    const keys = Array.from({ length: n }, (_, i) => ['api', `part-${i}.json`, {}]);
    const reads: BootRead[] = keys.map((key) => ({ key, data: { data: ['first'] }, partial: true }));
    const browser = createQueryClient();
    hydrate(browser, readsAsHydrated(throughPage(reads), Date.now()));
    const asked: string[] = [];
    const observers = keys.map(
      (key) =>
        new QueryObserver(browser, {
          queryKey: key,
          queryFn: () => {
            asked.push(key[1] as string);
            return { data: ['whole'] };
          },
        }),
    );
    const mount = () => observers.map((o) => o.subscribe(() => {}));
    return { browser, asked, mount, keys };
  }

  it('are read whole after hydration, one at a time when the browser is idle, not by the widgets mounting', async () => {
    vi.useFakeTimers();
    try {
      const { browser, asked, mount, keys } = page(3);
      mount(); // the widgets' effects while the page hydrates
      await vi.advanceTimersByTimeAsync(0);
      expect(asked).toEqual([]);
      readPartsWhole(browser);
      expect(asked).toEqual([]);
      // Node has no requestIdleCallback: each read goes in its own task (whenIdle's fallback).
      await vi.advanceTimersToNextTimerAsync();
      expect(asked).toEqual(['part-0.json']);
      await vi.advanceTimersToNextTimerAsync();
      expect(asked).toEqual(['part-0.json', 'part-1.json']);
      await vi.runAllTimersAsync();
      expect(asked).toEqual(['part-0.json', 'part-1.json', 'part-2.json']);
      for (const key of keys) expect(browser.getQueryData(key)).toEqual({ data: ['whole'] });
    } finally {
      vi.useRealTimers();
    }
  });

  it('are all read whole at once on demand (before the language changes)', async () => {
    const { browser, asked, mount } = page(2);
    mount();
    await readAllPartsWhole(browser);
    expect(asked.sort()).toEqual(['part-0.json', 'part-1.json']);
    // Read whole: nothing is left to read again.
    await readAllPartsWhole(browser);
    expect(asked).toHaveLength(2);
  });

  it('are read whole by a widget that mounts with one once the page has hydrated', async () => {
    markAppHydrated();
    const { asked, mount } = page(1);
    mount();
    await vi.waitFor(() => expect(asked).toEqual(['part-0.json']));
  });
});

describe('the boot data in the page', () => {
  const frozen = Object.freeze({ data: Object.freeze([Object.freeze({ title: '</script><!-- ў\u2028' })]) });
  const boot = (reads: BootRead[]): Boot => ({
    lang: 'uz',
    product: 'efir',
    now: 1_795_000_000_000,
    resources: { chrome: { a: '<b>' } },
    widgets: ['onAir'],
    reads,
  });

  it('is the boot as JSON that no markup in it can end, also for answers written once and reused', () => {
    const reads: BootRead[] = [
      { key: ['api', 'kept.json', {}], data: frozen },
      { key: ['api', 'part.json', { from: '18:00' }], data: { items: ['<'] }, partial: true },
      { key: ['api', 'failed.json', {}], error: { status: 503, message: 'down' } },
      { key: ['api', 'null.json', {}], data: null },
    ];
    for (let i = 0; i < 2; i++) {
      const json = serializeBoot(boot(reads));
      expect(json).not.toMatch(/[<>\u2028\u2029]/);
      expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(boot(reads))));
    }
  });

  it('writes a frozen answer once: the same object gives the same text without writing it again', () => {
    const first = serializeBoot(boot([{ key: ['api', 'kept.json', {}], data: frozen }]));
    const { result, written } = writing(() =>
      serializeBoot(boot([{ key: ['api', 'kept.json', {}], data: frozen }])),
    );
    expect(result).toBe(first);
    expect(written).not.toContain(frozen);
  });

  it('writes a namespace’s frozen texts once too, and the page’s texts stay whole', () => {
    const texts = Object.freeze({ title: 'Эфир </script>' });
    const withTexts = (): Boot => ({ ...boot([]), resources: { chrome: texts, poll: { open: 'yes' } } });
    const first = serializeBoot(withTexts());
    expect(JSON.parse(first)).toEqual(JSON.parse(JSON.stringify(withTexts())));
    expect(first).not.toMatch(/[<>]/);
    const { result, written } = writing(() => serializeBoot(withTexts()));
    expect(result).toBe(first);
    expect(written).not.toContain(texts);
  });
});

/** What `run` returns, and every value it gave `JSON.stringify` (to see what was written again). */
function writing<T>(run: () => T): { result: T; written: unknown[] } {
  const written: unknown[] = [];
  const stringify = JSON.stringify;
  JSON.stringify = ((value: unknown, ...rest: []) => {
    written.push(value);
    return stringify(value, ...rest);
  }) as typeof JSON.stringify;
  try {
    return { result: run(), written };
  } finally {
    JSON.stringify = stringify;
  }
}
