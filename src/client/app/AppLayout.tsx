import { markAppHydrated, RuntimeContext, useHydrationPart, type WidgetRuntime } from '@widgets/runtime';
import { SessionContext } from '@widgets/session';
import { useAtomValue } from 'jotai';
import { type ReactNode, Suspense, useEffect, useMemo } from 'react';
import { getJson, sendJson } from '../api/http';
import { PlayerHost } from '../player/PlayerHost';
import { Breaking } from '../shell/Breaking';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { Sidebar } from '../shell/Sidebar';
import { SkipLink } from '../shell/SkipLink';
import { Toasts } from '../shell/Toasts';
import { Topbar } from '../shell/Topbar';
import { toast } from '../shell/toast';
import { langAtom } from '../state/lang';
import { productAtom } from '../state/site';
import { useSessionManager } from './useSessionManager';

/** What the registry's widgets get from the app: the runtime (src/widgets/runtime.tsx) and the session (src/widgets/session.ts). */
export function RuntimeProvider({ children }: { children: ReactNode }) {
  const session = useSessionManager();
  const lang = useAtomValue(langAtom);
  const product = useAtomValue(productAtom);
  // Stable across sign-in and sign-out: widgets read the session from its source (src/widgets/
  // session.ts), so a user becoming known re-renders only the widgets that read it.
  const runtime = useMemo<WidgetRuntime>(
    () => ({
      lang,
      product,
      getJson: (path, query, options) => {
        const searchParams: Record<string, string> = {};
        for (const [k, v] of Object.entries(query ?? {})) if (v != null) searchParams[k] = String(v);
        return getJson(path, searchParams, options);
      },
      send: (method, path, body, options) => sendJson(method, path, body, options),
      toast: (message, kind) => {
        void toast(message, kind);
      },
    }),
    [lang, product],
  );
  return (
    <RuntimeContext.Provider value={runtime}>
      <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
    </RuntimeContext.Provider>
  );
}

/**
 * A part of the chrome hydrated on its own (a Suspense boundary: React hydrates each one in its own
 * slices, after the rest): the app's first commit and its effects stay small on a slow phone, and
 * a visitor's click on a part not yet hydrated makes React hydrate that part first. Nothing in it
 * suspends, so the fallback is never shown.
 */
function ChromePart({ children }: { children: ReactNode }) {
  const hydrated = useHydrationPart();
  return (
    <Suspense fallback={null}>
      {children}
      {hydrated}
    </Suspense>
  );
}

/** The page chrome around every route (`state`, its page the children): topbar, header, sidebar, main, footer, toasts. */
export default function AppLayout({ state, children }: { state: string; children: ReactNode }) {
  // Hydrated (or rendered): the page is the app's from here on. Tests and tools wait for it.
  useEffect(() => {
    markAppHydrated(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
  return (
    <RuntimeProvider>
      <PlayerHost>
        <SkipLink />
        <ChromePart>
          <Topbar />
        </ChromePart>
        <ChromePart>
          <Header />
        </ChromePart>
        <ChromePart>
          <Breaking />
        </ChromePart>
        <div className="page">
          <ChromePart>
            <Sidebar state={state} />
          </ChromePart>
          <main id="main" tabIndex={-1}>
            {children}
          </main>
        </div>
        <ChromePart>
          <Footer />
        </ChromePart>
        <Toasts />
      </PlayerHost>
    </RuntimeProvider>
  );
}
