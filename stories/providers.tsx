import { I18nProvider } from '@core/i18n/react';
import { INTL_LOCALE, isLang, type Lang } from '@core/lang';
import { MemoryRouter, Route, Routes } from '@core/router';
import type { User } from '@core/schemas/auth';
import type { LiveStream } from '@core/schemas/entities';
import { createDemoApi, DEMO_PRODUCT } from '@demo/api';
import type { Envelope } from '@demo/query';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type Query, RuntimeContext, type SendMethod, type WidgetRuntime } from '@widgets/runtime';
import { fixedSession, SessionContext, UNKNOWN_SESSION } from '@widgets/session';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { action } from 'storybook/actions';
import { langAtom } from '../src/client/state/lang';
import { userAtom } from '../src/client/state/user';
import { storyI18n } from './i18n';

/** Where a story sits: the URL it opens at and, for `:params` a component reads, the route pattern. */
export interface StoryRoute {
  path: string;
  pattern?: string;
}

/** Story parameters of Efir (`parameters.efir`). */
export interface EfirParameters {
  route?: StoryRoute;
}

const api = createDemoApi();
const toastAction = action('toast');
const sendAction = action('send');

/** The signed-in admin of stories, when the toolbar says so. */
const ADMIN: User = {
  _id: 'admin',
  username: 'admin',
  email: 'admin@example.uz',
  displayName: 'Admin',
  roles: ['user', 'admin'],
  phone: null,
  is_profile_filled: true,
  picture: null,
  provider: 'local',
  additionalProvidersData: {},
  hasPassword: true,
  created: '2026-01-01T00:00:00.000Z',
};

/**
 * A recording's player item (`{product}/vod/{id}.json`) or a channel's live one
 * (`{product}/watch/{id}.json`, the floating player's).
 */
const VOD_ITEM = /\/(?:vod|watch)\/[^/]+\.json$/;

/**
 * The player item of a recording or a channel, with a stream that is in the built Storybook: the
 * demo's segments in a one-segment VOD playlist (.storybook/main.ts, staticDirs). The demo API
 * answers what the server answers, the server's VOD or live route, which a static Storybook does
 * not have.
 */
function storyRecording(answer: Envelope<LiveStream>): Envelope<LiveStream> {
  return { ...answer, data: { ...answer.data, url: `./story-media/recording-${answer.data.type}.m3u8` } };
}

export interface EfirProvidersProps {
  lang: Lang;
  isAdmin: boolean;
  route?: StoryRoute;
  children: ReactNode;
}

/**
 * What a widget or a piece of chrome finds around it in the app: i18n, the query cache, client
 * state (jotai), a router and the widget runtime, whose `getJson` answers from the demo API.
 */
export function EfirProviders({ lang, isAdmin, route, children }: EfirProvidersProps) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } }),
  );
  const store = useMemo(() => {
    const s = createStore();
    s.set(langAtom, lang);
    s.set(userAtom, isAdmin ? ADMIN : null);
    return s;
  }, [lang, isAdmin]);
  const runtime = useMemo<WidgetRuntime>(
    () => ({
      lang,
      product: DEMO_PRODUCT,
      async getJson<T>(path: string, query?: Query): Promise<T> {
        const answer = api.get(path, query);
        return (VOD_ITEM.test(path) ? storyRecording(answer as Envelope<LiveStream>) : answer) as T;
      },
      async send<T>(method: SendMethod, path: string, body?: unknown): Promise<T> {
        // Stories show forms, they change nothing: every write answers with a message.
        sendAction(method, path, body);
        return { message: 'OK' } as T;
      },
      toast(message, kind) {
        toastAction(message, kind ?? 'info');
      },
    }),
    [lang],
  );
  // Widgets read the session from its source (admins see the markers of widgets that cannot render).
  const session = useMemo(
    () => fixedSession(isAdmin ? { ...UNKNOWN_SESSION, status: 'known', user: ADMIN } : UNKNOWN_SESSION),
    [isAdmin],
  );
  useEffect(() => {
    document.documentElement.lang = INTL_LOCALE[lang];
  }, [lang]);

  const path = route?.path ?? '/uz/';
  const pattern = route?.pattern;
  return (
    <I18nProvider i18n={storyI18n(lang)}>
      <QueryClientProvider client={client}>
        <JotaiProvider store={store}>
          <RuntimeContext.Provider value={runtime}>
            <SessionContext.Provider value={session}>
              <MemoryRouter key={path} initialEntries={[path]}>
                <Routes>
                  {pattern && <Route path={pattern} element={children} />}
                  <Route path="*" element={children} />
                </Routes>
              </MemoryRouter>
            </SessionContext.Provider>
          </RuntimeContext.Provider>
        </JotaiProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/** The toolbar's language, `uz` when unset or unknown. */
export function storyLang(value: unknown): Lang {
  return isLang(value) ? value : 'uz';
}
