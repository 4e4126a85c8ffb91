import { I18nProvider } from '@core/i18n/react';
import { MemoryRouter, matchPath, Route, Routes } from '@core/router';
import { createDemoApi, DEMO_PRODUCT } from '@demo/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installServerDom } from '@widgets/_kit/text/sanitize-node';
import { COMPONENTS, preloadWidgets } from '@widgets/components';
import { LOADS } from '@widgets/loads';
import { WIDGET_META, WIDGETS } from '@widgets/meta';
import { apiKey, RenderContext, RuntimeContext, type WidgetRuntime } from '@widgets/runtime';
import { WidgetSlot } from '@widgets/slot';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { widgetRoute } from '../../stories/widget-story';
import { testI18n } from '../helpers/i18n';

/**
 * The server-rendering contract of every widget (README, "Widgets"): each example renders on the
 * server from the data its `load` declares, reads nothing it did not declare, and shows no loading
 * state. A widget that reads an API resource its `load` leaves out fails here.
 *
 * Each example renders where the app places the widget (stories/widget-story.tsx `widgetRoute`:
 * the route's `:id` names a real demo item) against the demo API (src/demo/api.ts), so it must
 * also render its content: no error or not-found message (`role="alert"`), no 404 status and no
 * redirect (e.g. to the bad-request page), unless the example's name says it shows an error.
 */
const NOW = Date.UTC(2026, 10, 22, 9, 30); // 14:30 in Tashkent
const api = createDemoApi({ now: () => new Date(NOW) });

/** Examples that show a failure on purpose say so in their name. */
const SHOWS_A_FAILURE = /\b(error|errors|fail(s|ed|ure)?|not found|unknown|missing|invalid)\b/i;

/**
 * Examples that fail for a reason outside the demo API and this test, with the reason. They must
 * keep failing (`it.fails`): whoever fixes one removes it from here.
 */
const KNOWN_BROKEN: Readonly<Record<string, string>> = {};

/**
 * The cache key of `useNeed(null)`/`useApi(null)`: a read not known yet, disabled — it reads
 * nothing (src/widgets/runtime.tsx), so it is no undeclared read.
 */
const NO_READ = JSON.stringify(apiKey('', {}));

const runtime: WidgetRuntime = {
  lang: 'uz',
  product: DEMO_PRODUCT,
  getJson: async <T>(path: string, query?: Record<string, unknown>) => api.get(path, query as never) as T,
  send: async () => {
    throw new Error('a widget sent a write while rendering on the server');
  },
  toast: () => {},
};

beforeAll(async () => {
  installServerDom();
  await preloadWidgets(Object.keys(COMPONENTS));
});

async function renderOnServer(name: string, params: Record<string, unknown>) {
  const route = widgetRoute(name, new Date(NOW));
  const url = new URL(route.path, 'http://efir.local');
  const routeParams = (route.pattern && matchPath(route.pattern, url.pathname)?.params) || {};
  const ctx = {
    product: DEMO_PRODUCT,
    lang: 'uz' as const,
    pathname: url.pathname,
    routeParams,
    search: url.searchParams,
    now: NOW,
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
  const needs = LOADS[name]?.(params as never, ctx) ?? [];
  await Promise.all(
    needs.map((need) =>
      client.prefetchQuery({
        queryKey: apiKey(need.path, need.query),
        queryFn: () => runtime.getJson(need.path, need.query),
      }),
    ),
  );
  const declared = new Set(needs.map((n) => JSON.stringify(apiKey(n.path, n.query))));
  const server = { redirect: null as string | null, status: null as number | null };
  const widget = createElement(WidgetSlot, {
    placed: { id: 'w', component: name, version: 1, container: 'main', params },
  });
  // As in the app and in stories (stories/providers.tsx): the page's route, so `useParams` sees its `:id`.
  const routes = createElement(
    Routes,
    null,
    route.pattern ? createElement(Route, { path: route.pattern, element: widget }) : null,
    createElement(Route, { path: '*', element: widget }),
  );
  const tree: ReactNode = createElement(
    I18nProvider,
    { i18n: testI18n('uz') },
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        RenderContext.Provider,
        { value: { now: NOW, server } },
        createElement(
          RuntimeContext.Provider,
          { value: runtime },
          createElement(MemoryRouter, { initialEntries: [route.path] }, routes),
        ),
      ),
    ),
  );
  const html = renderToString(tree);
  const read = client
    .getQueryCache()
    .getAll()
    .map((q) => JSON.stringify(q.queryKey));
  return { html, server, undeclared: read.filter((k) => !declared.has(k) && k !== NO_READ) };
}

/** The text of each `role="alert"` element of the HTML (the widgets' error and not-found messages). */
function alerts(html: string): string[] {
  return [...html.matchAll(/<(\w+)[^>]*\brole="alert"[^>]*>([\s\S]*?)<\/\1>/g)].map((m) =>
    (m[2] ?? '').replace(/<[^>]+>/g, ' ').trim(),
  );
}

describe('every widget renders on the server from the data it declares', () => {
  it('declares data only for widgets of the registry', () => {
    for (const name of Object.keys(LOADS)) expect(WIDGET_META.has(name), name).toBe(true);
  });

  it('knows as broken only examples that exist', () => {
    const examples = WIDGETS.flatMap((w) => w.examples.map((e) => `${w.name}: ${e.name}`));
    for (const test of Object.keys(KNOWN_BROKEN)) expect(examples, test).toContain(test);
  });

  for (const meta of WIDGETS.filter((w) => w.name !== 'stateLayout')) {
    for (const example of meta.examples) {
      const test = `${meta.name}: ${example.name}`;
      (KNOWN_BROKEN[test] ? it.fails : it)(test, async () => {
        const { html, server, undeclared } = await renderOnServer(
          meta.name,
          example.params as Record<string, unknown>,
        );
        expect(undeclared, 'reads not declared in its data.ts').toEqual([]);
        expect(html).toContain(`data-widget="${meta.name}"`);
        expect(html).not.toContain('widget-loading');
        expect(html).not.toContain('aria-busy="true"');
        if (!SHOWS_A_FAILURE.test(example.name)) {
          expect(alerts(html), 'an error or not-found message').toEqual([]);
          expect(server, 'a 404 or a redirect of the page').toEqual({ redirect: null, status: null });
        }
      });
    }
  }
});
