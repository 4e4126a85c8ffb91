import { I18nProvider } from '@core/i18n/react';
import type { Lang } from '@core/lang';
import { MemoryRouter } from '@core/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { PlayerContext, type PlayRequest } from '@widgets/player';
import { apiKey, RuntimeContext, type SendMethod, type WidgetRuntime } from '@widgets/runtime';
import { fixedSession, type Session, SessionContext, UNKNOWN_SESSION } from '@widgets/session';
import type { Query } from '@widgets/types';
import type { ReactElement } from 'react';
import { testI18n } from './i18n';
import { testUser } from './user';

export interface RenderOptions {
  lang?: Lang;
  /** Signed in as an admin (the session known, with the admin role). */
  isAdmin?: boolean;
  route?: string;
  /** Answers GET calls: path and query to the JSON body. Unanswered paths reject with 404. */
  api?: (path: string, query: Record<string, unknown>) => unknown;
  toast?: WidgetRuntime['toast'];
  /**
   * Answers writes (`runtime.send`): method, path and body to the JSON body, or a rejection (throw
   * an ApiError for a failed response). Unanswered writes reject with 404.
   */
  send?: (
    method: SendMethod,
    path: string,
    body: unknown,
    options?: { quiet?: boolean; onProgress?: (fraction: number) => void },
  ) => unknown;
  /** The session widgets see (nobody known yet by default). */
  session?: Partial<Session>;
  /** Without a floating player (as on the server): play buttons do nothing. */
  noPlayer?: boolean;
  /** Answers already in the query cache when the widget mounts (as a page's boot data): path, query, body. */
  cached?: readonly (readonly [string, Record<string, unknown>, unknown])[];
}

/** Renders a widget (or any part of the page) with the runtime, query cache, i18n and a router. */
export function renderWithRuntime(ui: ReactElement, options: RenderOptions = {}) {
  const lang = options.lang ?? 'uz';
  const calls: { path: string; query: Record<string, unknown> }[] = [];
  const toasts: { message: string; kind?: string }[] = [];
  const sent: { method: SendMethod; path: string; body: unknown }[] = [];
  /** What widgets asked the floating player to play, in order. */
  const plays: PlayRequest[] = [];
  const player = options.noPlayer
    ? null
    : { play: (request: PlayRequest) => void plays.push(request), playing: null, sounding: () => false };
  const runtime: WidgetRuntime = {
    lang,
    product: 'efir',
    async getJson<T>(path: string, query: Record<string, unknown> = {}) {
      calls.push({ path, query });
      const body = options.api?.(path, query);
      if (body === undefined) throw Object.assign(new Error(`404 ${path}`), { status: 404 });
      return body as T;
    },
    async send<T>(
      method: SendMethod,
      path: string,
      body?: unknown,
      sendOptions?: { quiet?: boolean; onProgress?: (fraction: number) => void },
    ) {
      sent.push({ method, path, body });
      const answer = await options.send?.(method, path, body, sendOptions);
      if (answer === undefined) throw Object.assign(new Error(`404 ${path}`), { status: 404 });
      return answer as T;
    },
    toast(message, kind) {
      (options.toast ?? ((m: string, k?: string) => toasts.push({ message: m, kind: k })))(message, kind);
    },
  };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  for (const [path, query, body] of options.cached ?? [])
    client.setQueryData(apiKey(path, query as Query), body);
  const result = render(
    <I18nProvider i18n={testI18n(lang)}>
      <QueryClientProvider client={client}>
        <RuntimeContext.Provider value={runtime}>
          <SessionContext.Provider
            value={fixedSession({
              ...UNKNOWN_SESSION,
              ...(options.isAdmin ? { status: 'known', user: testUser({ roles: ['user', 'admin'] }) } : {}),
              ...options.session,
            })}
          >
            <PlayerContext.Provider value={player}>
              <MemoryRouter initialEntries={[options.route ?? '/uz/']}>{ui}</MemoryRouter>
            </PlayerContext.Provider>
          </SessionContext.Provider>
        </RuntimeContext.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, calls, toasts, sent, runtime, plays };
}
