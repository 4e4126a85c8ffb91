import { dehydrate, hydrate } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { asReadNow, createQueryClient, PARTIAL_READ } from './boot';

describe("a page's data when hydrating", () => {
  it('counts as read at the page load, not at its render: a cached page is not read again', () => {
    const rendered = Date.now() - 50_000;
    const server = createQueryClient();
    server.setQueryData(['state/app.home.json'], { data: 1 }, { updatedAt: rendered });
    server
      .getQueryCache()
      .build(server, { queryKey: ['failed'] })
      .setState({
        status: 'error',
        error: new Error('503'),
        errorUpdatedAt: rendered,
      });
    const dehydrated = JSON.parse(
      JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true })),
    ) as ReturnType<typeof dehydrate>;

    const stale = createQueryClient();
    hydrate(stale, dehydrated);
    expect(
      stale
        .getQueryCache()
        .find({ queryKey: ['state/app.home.json'] })
        ?.isStaleByTime(30_000),
    ).toBe(true);

    const now = Date.now();
    const browser = createQueryClient();
    hydrate(browser, asReadNow(dehydrated, now));
    const read = browser.getQueryCache().find({ queryKey: ['state/app.home.json'] });
    expect(read?.state.dataUpdatedAt).toBe(now);
    expect(read?.isStaleByTime(30_000)).toBe(false);
    expect(browser.getQueryData(['state/app.home.json'])).toEqual({ data: 1 });
    // A failure keeps its own time: it is retried after hydration (retryServerFailures).
    expect(browser.getQueryCache().find({ queryKey: ['failed'] })?.state.status).toBe('error');
    expect(browser.getQueryCache().find({ queryKey: ['failed'] })?.state.dataUpdatedAt).toBe(0);
  });

  it('leaves a read embedded in part stale, so the browser reads it whole once hydrated', async () => {
    const server = createQueryClient();
    await server.prefetchQuery({ queryKey: ['part'], queryFn: () => ({ data: [1] }), meta: PARTIAL_READ });
    const dehydrated = JSON.parse(
      JSON.stringify(dehydrate(server, { shouldDehydrateQuery: () => true })),
    ) as ReturnType<typeof dehydrate>;
    const browser = createQueryClient();
    hydrate(browser, asReadNow(dehydrated, Date.now()));
    const read = browser.getQueryCache().find({ queryKey: ['part'] });
    expect(read?.state.data).toEqual({ data: [1] });
    expect(read?.isStaleByTime(30_000)).toBe(true);
  });
});
