import { ApiError } from '@core/api-error';
import { API_PREFIX } from '@core/api-prefix';
import { I18nProvider } from '@core/i18n/react';
import { MemoryRouter, matchPath, Route, Routes } from '@core/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { installServerDom } from '@widgets/_kit/text/sanitize-node';
import { COMPONENTS, preloadWidgets } from '@widgets/components';
import { LOADS } from '@widgets/loads';
import { WIDGET_META, WIDGETS } from '@widgets/meta';
import { apiKey, RenderContext, RuntimeContext, type WidgetRuntime } from '@widgets/runtime';
import { WidgetSlot } from '@widgets/slot';
import { pageNamespaces } from '@widgets/texts';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { widgetRoute } from '../../stories/widget-story';
import { pageI18n } from '../helpers/i18n';
import { CATALOGUE, type Texts } from '../helpers/texts';
import { startTestApp, type TestApp } from './harness';

/**
 * The server-rendering contract of every widget (README, "Widgets"): each example renders on the
 * server from the data its `load` declares, reads nothing it did not declare, and shows no loading
 * state. A widget that reads an API resource its `load` leaves out fails here.
 *
 * Each example renders where the app places the widget (stories/widget-story.tsx `widgetRoute`:
 * the route's `:id` names a real demo item) against the real app (its API on a fresh database
 * seeded with the demo content, read in process as the page renderer reads it), so it must also
 * render its content: no error or not-found message (`role="alert"`), no 404 status and no
 * redirect (e.g. to the bad-request page), unless the example's name says it shows an error. The
 * stand-in API of src/demo/api.ts serves Storybook only.
 *
 * Each renders with only the texts a page placing it carries (the chrome's and the widget's
 * namespaces, src/widgets/texts.ts) and no other language: a text it asks for outside them, or a
 * key shown in place of a text, fails it (issue 23).
 */
const NOW = Date.UTC(2026, 10, 22, 9, 30); // 14:30 in Tashkent
let testApp: TestApp;

/** A GET of the app's API as src/server/ssr/pages.ts makes it for a page: a failure throws its ApiError. */
async function getJson(path: string, query: Record<string, unknown> = {}): Promise<unknown> {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  const res = await testApp.app.inject({ method: 'GET', url: `${API_PREFIX}/${path}${qs ? `?${qs}` : ''}` });
  const body = res.json() as { message?: unknown };
  if (res.statusCode >= 400)
    throw new ApiError(res.statusCode, typeof body.message === 'string' ? body.message : res.statusMessage);
  return body;
}

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
  product: 'efir',
  getJson: async <T>(path: string, query?: Record<string, unknown>) => (await getJson(path, query)) as T,
  send: async () => {
    throw new Error('a widget sent a write while rendering on the server');
  },
  toast: () => {},
};

beforeAll(async () => {
  installServerDom();
  testApp = await startTestApp({ now: new Date(NOW) });
  await preloadWidgets(Object.keys(COMPONENTS));
});

afterAll(async () => {
  await testApp?.close();
});

async function renderOnServer(name: string, params: Record<string, unknown>) {
  const route = widgetRoute(name, new Date(NOW));
  const url = new URL(route.path, 'http://efir.local');
  const routeParams = (route.pattern && matchPath(route.pattern, url.pathname)?.params) || {};
  const ctx = {
    product: 'efir',
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
  const missing: string[] = [];
  const i18n = pageI18n('uz', pageNamespaces([name]), (ns, key) => missing.push(`${ns}:${key}`));
  const tree: ReactNode = createElement(
    I18nProvider,
    { i18n },
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
  return { html, server, missing, undeclared: read.filter((k) => !declared.has(k) && k !== NO_READ) };
}

/** Every key of the catalogue with a dot (`a.b`), in any namespace: none may show as a text. */
const KEYS = new Set<string>();
function collectKeys(texts: Texts, prefix = '') {
  for (const [key, value] of Object.entries(texts)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') KEYS.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
    else collectKeys(value, path);
  }
}
for (const texts of Object.values(CATALOGUE.uz)) collectKeys(texts);

/** Texts and attribute values of the HTML that are a key of the catalogue (`ns:key` or `key`). */
function keysShown(html: string): string[] {
  const values = [
    ...[...html.matchAll(/>([^<>]+)</g)].map((m) => m[1] ?? ''),
    ...[...html.matchAll(/="([^"]*)"/g)].map((m) => m[1] ?? ''),
  ].map((v) => v.trim());
  return values.filter((v) => /^[a-zA-Z][\w.]*:[a-zA-Z][\w.]*$/.test(v) || (v.includes('.') && KEYS.has(v)));
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
        const { html, server, missing, undeclared } = await renderOnServer(
          meta.name,
          example.params as Record<string, unknown>,
        );
        expect(undeclared, 'reads not declared in its data.ts').toEqual([]);
        expect(missing, 'texts outside the namespaces a page carries for it').toEqual([]);
        expect(keysShown(html), 'keys shown in place of texts').toEqual([]);
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
