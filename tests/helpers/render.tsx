import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { RuntimeContext, type WidgetRuntime } from '../../registry/runtime';
import type { Lang } from '../../src/shared/lang';
import { testI18n } from './i18n';

export interface RenderOptions {
  lang?: Lang;
  isAdmin?: boolean;
  route?: string;
  /** Answers GET calls: path and query to the JSON body. Unanswered paths reject with 404. */
  api?: (path: string, query: Record<string, unknown>) => unknown;
  toast?: WidgetRuntime['toast'];
}

/** Renders a widget (or any part of the page) with the runtime, query cache, i18n and a router. */
export function renderWithRuntime(ui: ReactElement, options: RenderOptions = {}) {
  const lang = options.lang ?? 'uz';
  const calls: { path: string; query: Record<string, unknown> }[] = [];
  const toasts: { message: string; kind?: string }[] = [];
  const runtime: WidgetRuntime = {
    lang,
    product: 'efir',
    isAdmin: options.isAdmin ?? false,
    async getJson<T>(path: string, query: Record<string, unknown> = {}) {
      calls.push({ path, query });
      const body = options.api?.(path, query);
      if (body === undefined) throw Object.assign(new Error(`404 ${path}`), { status: 404 });
      return body as T;
    },
    toast(message, kind) {
      (options.toast ?? ((m: string, k?: string) => toasts.push({ message: m, kind: k })))(message, kind);
    },
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <I18nextProvider i18n={testI18n(lang)}>
      <QueryClientProvider client={client}>
        <RuntimeContext.Provider value={runtime}>
          <MemoryRouter initialEntries={[options.route ?? '/uz/']}>{ui}</MemoryRouter>
        </RuntimeContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...result, calls, toasts, runtime };
}
