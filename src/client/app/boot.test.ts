import { ApiError } from '@core/api-error';
import { dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  type Boot,
  type BootRead,
  bootReads,
  createQueryClient,
  PARTIAL_READ,
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
