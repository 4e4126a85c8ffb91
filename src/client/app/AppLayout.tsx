import { useAtomValue } from 'jotai';
import { type ReactNode, useMemo } from 'react';
import { Outlet, useMatches } from 'react-router';
import { RuntimeContext, type WidgetRuntime } from '../../../registry/runtime';
import { getJson } from '../api/http';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/Header';
import { Sidebar } from '../shell/Sidebar';
import { SkipLink } from '../shell/SkipLink';
import { Toasts } from '../shell/Toasts';
import { Topbar } from '../shell/Topbar';
import { toast } from '../shell/toast';
import { langAtom } from '../state/lang';
import { useIsAdmin } from '../state/user';

/** The product slug the server put in the page (`<meta name="efir-product">`). */
export const PRODUCT =
  document.querySelector<HTMLMetaElement>('meta[name="efir-product"]')?.content || 'efir';

/** What the registry's widgets get from the app (registry/runtime.tsx). */
export function RuntimeProvider({ children }: { children: ReactNode }) {
  const lang = useAtomValue(langAtom);
  const isAdmin = useIsAdmin();
  const runtime = useMemo<WidgetRuntime>(
    () => ({
      lang,
      product: PRODUCT,
      isAdmin,
      getJson: (path, query, options) => {
        const searchParams: Record<string, string> = {};
        for (const [k, v] of Object.entries(query ?? {})) if (v != null) searchParams[k] = String(v);
        return getJson(path, searchParams, options);
      },
      toast: (message, kind) => {
        void toast(message, kind);
      },
    }),
    [lang, isAdmin],
  );
  return <RuntimeContext.Provider value={runtime}>{children}</RuntimeContext.Provider>;
}

/** The page chrome around every route: topbar, header, sidebar, main, footer, toasts. */
export default function AppLayout() {
  const matches = useMatches();
  const state =
    [...matches]
      .reverse()
      .map((m) => (m.handle as { state?: string } | undefined)?.state)
      .find(Boolean) ?? 'app.notFound';
  return (
    <RuntimeProvider>
      <SkipLink />
      <Topbar />
      <Header />
      <div className="page">
        <Sidebar state={state} />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
      <Footer />
      <Toasts />
    </RuntimeProvider>
  );
}
