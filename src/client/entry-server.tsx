import { BOOT_ELEMENT_ID, type RenderInput, type RenderOutput } from '@core/render';
import { StaticRouter } from '@core/router';
import { ROUTE_BY_STATE } from '@core/routes';
import { hashKey, type QueryClient, type QueryKey, type QueryState } from '@tanstack/react-query';
import { installServerDom } from '@widgets/_kit/text/sanitize-node';
import { preloadWidgets } from '@widgets/components';
import { layoutNeeds, layoutWidgets } from '@widgets/data';
import { apiKey, type DataNeed, type RenderInfo, renderOnServer } from '@widgets/runtime';
import { UNREAD } from '@widgets/server-read';
import { pageNamespaces } from '@widgets/texts';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { bootReads, createQueryClient, PARTIAL_READ, serializeBoot } from './app/boot';
import { type LayoutResponse, layoutQueryOf } from './app/layout-query';
import { admits } from './app/Page';
import { Providers } from './app/Providers';
import { AppRoutes, matchRoute } from './app/router';
import { chromeNeeds } from './shell/data';
import { firstPart } from './ssr/first-part';
import { pageTexts, serverI18n } from './ssr/i18n';
import { langAtom } from './state/lang';
import { productAtom } from './state/site';

/**
 * The server's render of a page (design §1): route → state → layout → the data every placed widget
 * declares (`meta.load`) and the chrome's → React's HTML, with the query cache embedded so that the
 * browser hydrates without reading anything again. The server (src/server/ssr) loads the built
 * module and gives it the API to read from (src/core/render.ts); it never imports the client.
 */
/** The special pages answer with their own status (spec §2). */
const STATE_STATUS: Record<string, number> = {
  'app.notFound': 404,
  'app.badRequest': 400,
  'app.forbidden': 403,
};

// Rich text is sanitised on the server as in the browser, with the same rules (jsdom's DOM).
installServerDom();
// Widgets' reads come straight from the render's cache (runtime.tsx `useServerApi`).
renderOnServer();

/**
 * Reads the needs into the page's query cache. A need with `first` keeps only the part of the
 * answer the page first shows, in the page's language (`inLanguage`), marked `PARTIAL_READ` so
 * that the browser reads it whole once hydrated (boot.ts `readPartsWhole`), and before a visitor
 * changes the language (`readAllPartsWhole`). Two needs of one key: the whole answer wins.
 *
 * Each answer goes into the cache as a query built with its final state (answered or failed), as
 * TanStack's `hydrate` does: a render reads a dozen kept answers (src/server/ssr/reads.ts), and
 * `prefetchQuery`'s fetch machinery (a retryer, an abort controller, observers' notifications per
 * query) was 8 % of an uncached page's CPU for nothing a render uses.
 */
async function prefetch(client: QueryClient, input: RenderInput, needs: readonly DataNeed[]) {
  // Each key hashed once, as the cache hashes it (`hashKey`), and handed to it with the key.
  const hashes = needs.map((n) => hashKey(apiKey(n.path, n.query)));
  const whole = new Set(hashes.filter((_, i) => !needs[i]?.first));
  const cache = client.getQueryCache();
  // The options as the client defaults them, made once: each query's are these with its key (the
  // cache takes options marked defaulted as they are). TanStack's own defaulting spreads three
  // objects of changing shapes per query, 5-10 µs each on V8's slow path: 3 % of a page's CPU.
  const defaulted = client.defaultQueryOptions<unknown, Error, unknown, unknown, QueryKey>({
    queryKey: [],
    queryHash: '',
    retry: false,
  });
  await Promise.all(
    needs.map(async (need, i) => {
      const queryKey = apiKey(need.path, need.query);
      const queryHash = hashes[i] as string;
      const first = whole.has(queryHash) ? undefined : need.first;
      const options = { ...defaulted, queryKey, queryHash, meta: first ? PARTIAL_READ : undefined };
      let state: QueryState;
      try {
        const answer = await input.fetchJson(need.path, need.query);
        const data = first ? firstPart(answer, first, input.lang) : answer;
        state = { ...UNREAD, status: 'success', data, dataUpdateCount: 1, dataUpdatedAt: Date.now() };
      } catch (error) {
        const failed = { errorUpdateCount: 1, errorUpdatedAt: Date.now(), fetchFailureCount: 1 };
        state = {
          ...UNREAD,
          ...failed,
          status: 'error',
          error: error as Error,
          fetchFailureReason: error as Error,
        };
      }
      // A key already read (a need repeated) keeps its first answer, as prefetchQuery's dedupe did.
      cache.build<unknown, Error, unknown, QueryKey>(client, options, state);
    }),
  );
}

/**
 * The answer kept for a need, as `getQueryData` gives it, found by its hash alone (`getQueryData`
 * defaults a whole options object per call to hash the key the same way).
 */
function cachedData<T>(client: QueryClient, need: DataNeed): T | undefined {
  return client.getQueryCache().get<T>(hashKey(apiKey(need.path, need.query)))?.state.data;
}

export async function renderPage(input: RenderInput): Promise<RenderOutput> {
  const url = new URL(input.url);
  const match = matchRoute(url);
  if (match.kind === 'redirect') return { kind: 'redirect', status: match.status, location: match.location };
  const { state, params: routeParams } = match;
  const route = ROUTE_BY_STATE.get(state);

  const queryClient = createQueryClient();
  const layoutNeed = layoutQueryOf(state, input.lang);
  await prefetch(queryClient, input, [layoutNeed, ...chromeNeeds(input.product)]);
  const layout = cachedData<LayoutResponse>(queryClient, layoutNeed);
  // A page that needs a role renders its shell here; its guard and content come in the browser.
  const shown = layout && (!route || admits(route, null)) ? layout : null;
  const invalid = new Map(Object.entries(shown?.meta.invalid ?? {}));
  const widgets = shown ? layoutWidgets(shown.data, invalid) : [];
  // The page carries the texts of the chrome and of the widget types it places (with their kits'):
  // whatever of them renders, now or later in the browser (after sign-in, say), has its texts.
  const texts = pageTexts(input.lang, pageNamespaces(widgets));
  if (shown) {
    const ctx = {
      product: input.product,
      lang: input.lang,
      pathname: url.pathname,
      routeParams,
      search: url.searchParams,
      now: input.now,
    };
    await Promise.all([
      prefetch(queryClient, input, layoutNeeds(shown.data, invalid, ctx)),
      preloadWidgets(widgets),
    ]);
  }

  const resources = await texts;
  const store = createStore();
  store.set(langAtom, input.lang);
  store.set(productAtom, input.product);
  const render: RenderInfo = { now: input.now, server: { redirect: null, status: null } };
  const html = renderToString(
    <Providers store={store} i18n={serverI18n(input.lang)} queryClient={queryClient} render={render}>
      <StaticRouter location={url.pathname + url.search + url.hash}>
        <AppRoutes />
      </StaticRouter>
    </Providers>,
  );
  const server = render.server ?? { redirect: null, status: null };
  if (server.redirect) return { kind: 'redirect', status: 302, location: server.redirect };

  const transientFailure = queryClient
    .getQueryCache()
    .getAll()
    .some((q) => q.state.status === 'error' && ((q.state.error as { status?: number }).status ?? 500) >= 500);
  const boot = serializeBoot({
    lang: input.lang,
    product: input.product,
    now: input.now,
    resources,
    widgets,
    reads: bootReads(queryClient),
  });
  return {
    kind: 'page',
    status: server.status ?? STATE_STATUS[state] ?? (layout ? 200 : 503),
    state,
    routeParams,
    html,
    bootScript: `<script type="application/json" id="${BOOT_ELEMENT_ID}">${boot}</script>`,
    widgets,
    read: (path, query) => cachedData(queryClient, { path, query }),
    transientFailure,
  };
}
