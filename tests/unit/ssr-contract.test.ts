import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, matchPath } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMPONENTS, preloadWidgets } from '../../registry/components';
import { LOADS } from '../../registry/loads';
import { WIDGET_META, WIDGETS } from '../../registry/meta';
import { WidgetSlot } from '../../registry/render';
import { apiKey, RenderContext, RuntimeContext, type WidgetRuntime } from '../../registry/runtime';
import { installServerDom } from '../../registry/text/sanitize-node';
import { createDemoApi, DEMO_PRODUCT } from '../../stories/demo-api';
import { widgetRoute } from '../../stories/widget-story';
import { testI18n } from '../helpers/i18n';

/**
 * The server-rendering contract of every widget (README, "Widgets"): each example renders on the
 * server from the data its `load` declares, reads nothing it did not declare, and shows no loading
 * state. A widget that reads an API resource its `load` leaves out fails here.
 */
const NOW = Date.UTC(2026, 10, 22, 9, 30); // 14:30 in Tashkent
const api = createDemoApi({ now: () => new Date(NOW) });

const runtime: WidgetRuntime = {
  lang: 'uz',
  product: DEMO_PRODUCT,
  isAdmin: false,
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
  const route = widgetRoute(name);
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
  const tree: ReactNode = createElement(
    I18nextProvider,
    { i18n: testI18n('uz') },
    createElement(
      QueryClientProvider,
      { client },
      createElement(
        RenderContext.Provider,
        { value: { now: NOW, server: { redirect: null, status: null } } },
        createElement(
          RuntimeContext.Provider,
          { value: runtime },
          createElement(
            MemoryRouter,
            { initialEntries: [route.path] },
            createElement(WidgetSlot, {
              placed: { id: 'w', component: name, version: 1, container: 'main', params },
            }),
          ),
        ),
      ),
    ),
  );
  const html = renderToString(tree);
  const read = client
    .getQueryCache()
    .getAll()
    .map((q) => JSON.stringify(q.queryKey));
  return { html, undeclared: read.filter((k) => !declared.has(k)) };
}

describe('every widget renders on the server from the data it declares', () => {
  it('declares data only for widgets of the registry', () => {
    for (const name of Object.keys(LOADS)) expect(WIDGET_META.has(name), name).toBe(true);
  });

  for (const meta of WIDGETS.filter((w) => w.name !== 'stateLayout')) {
    for (const example of meta.examples) {
      it(`${meta.name}: ${example.name}`, async () => {
        const { html, undeclared } = await renderOnServer(
          meta.name,
          example.params as Record<string, unknown>,
        );
        expect(undeclared, 'reads not declared in its data.ts').toEqual([]);
        expect(html).toContain(`data-widget="${meta.name}"`);
        expect(html).not.toContain('widget-loading');
        expect(html).not.toContain('aria-busy="true"');
      });
    }
  }
});
