import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { usePreloaded } from '@core/preloadable';
import type { RouteDef } from '@core/route-def';
import { Navigate, useLocation, useParams } from '@core/router';
import { href, ROUTE_BY_STATE } from '@core/routes';
import type { StateLayout } from '@core/schemas/layout';
import { searchTitle } from '@core/search';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { layoutNeeds } from '@widgets/data';
import { LayoutView } from '@widgets/render';
import { apiKey, isAppHydrated, useHydrated, useHydrationPart, useRuntime } from '@widgets/runtime';
import { useAtomValue } from 'jotai';
import { Activity, memo, type ReactNode, Suspense, useEffect, useMemo, useRef } from 'react';
import { RETURN_TO_KEY } from '../api/token';
import { EDITOR_HOST, isEditorLink } from '../editor/load';
import { editorShownAtom } from '../editor/state';
import { langAtom } from '../state/lang';
import { sessionStatusAtom, type User, useIsAdmin, userAtom } from '../state/user';
import { layoutQuery } from './layout-query';
import { useSnapshotPush } from './useSnapshotPush';

/**
 * Route guard (spec §4): admitted if no roles are required, a role is `guest` or `*`, or the user
 * holds one. Page turns a refusal into forbidden (signed in) or sign-in with the page remembered.
 */
export function admits(route: RouteDef, user: User | null): boolean {
  if (!route.roles || route.roles.length === 0) return true;
  return route.roles.some((r) => r === 'guest' || r === '*' || (user?.roles.includes(r) ?? false));
}

/** A neutral box where a page waits for something only the browser knows (the signed-in user). */
const Waiting = () => <div className="page-loading" aria-busy="true" />;

/**
 * A page: the guard, the tab title from route data, and the state's layout rendered. The server
 * renders the anonymous view; what depends on the signed-in user (the guard of pages with roles,
 * the redirect of signed-in users away from sign-in pages) runs once hydrated.
 */
export default function Page({ state }: { state: string }) {
  const route = ROUTE_BY_STATE.get(state);
  const user = useAtomValue(userAtom);
  const session = useAtomValue(sessionStatusAtom);
  const lang = useAtomValue(langAtom);
  const hydrated = useHydrated();
  const isAdmin = useIsAdmin();
  // Admins only: the layout, preview and save buttons, and the editor behind them (own chunks).
  const host = usePreloaded(EDITOR_HOST, isAdmin && hydrated);
  const editorShown = useAtomValue(editorShownAtom);
  const location = useLocation();
  const t = useT('chrome');
  const layout = useQuery(layoutQuery(state, lang));
  const editorLink = isEditorLink(location.search);
  const editorSeen = useRef(false);
  const viewRendered = useRef(false);
  const allowed = route ? admits(route, user) : true;
  const invalid = useMemo(() => new Map(Object.entries(layout.data?.meta.invalid ?? {})), [layout.data]);
  usePrefetchWidgetData(layout.data?.data, invalid);
  // Spec §6: an anonymous visitor's page HTML goes to the server 2 s after the layout rendered.
  useSnapshotPush(state, layout.isSuccess && !layout.isPlaceholderData && allowed);

  // The search results name their query, as the server's <title> does (src/server/ssr/head.ts).
  const titleSearch = state === 'app.search' ? location.search : '';
  useEffect(() => {
    if (!route) return;
    const title = pickText(route.title, lang);
    document.title = `${titleSearch ? searchTitle(title, titleSearch) : title} — ${t('site.name')}`;
  }, [route, lang, t, titleSearch]);

  if (!route) return <Navigate to={href('app.notFound')} replace />;
  // The guard decides once the session is known: a stored token is checked first (state/session.ts).
  if (!allowed) {
    if (!hydrated || session !== 'known') return <Waiting />;
    if (user) return <Navigate to={href('app.forbidden')} replace />;
    sessionStorage.setItem(RETURN_TO_KEY, location.pathname + location.search);
    return <Navigate to={href('app.authentication.signin')} replace />;
  }
  // Sign-in, sign-up and password pages are for visitors (spec §2): a signed-in user goes to `/`.
  if (route.anonymousOnly && hydrated) {
    if (session === 'checking') return <Waiting />;
    if (user) return <Navigate to="/" replace />;
  }

  if (layout.isPending) return <Waiting />;
  if (layout.isError) {
    return (
      <div className="page-error" role="alert">
        <h1>{pickText(route.title, lang)}</h1>
        <p>{t('page.loadError')}</p>
      </div>
    );
  }
  const admin = isAdmin && hydrated && host.ready;
  const editing = admin && editorShown;
  if (editorShown) editorSeen.current = true;
  // A page opened to edit it (`?editor=`, load.ts) does not render its view behind the editor: the
  // server sends a light page and the browser hydrates no widget the admin will not see; the view
  // renders once the editor is closed, or at once for anyone who turns out not to be an admin.
  const waitingForEditor =
    editorLink &&
    !viewRendered.current &&
    (!hydrated || session !== 'known' || editing || (isAdmin && !host.error && !editorSeen.current));
  if (!waitingForEditor) viewRendered.current = true;
  return (
    <>
      {admin && (
        <Suspense fallback={null}>
          <EDITOR_HOST.Component state={state} />
        </Suspense>
      )}
      {waitingForEditor ? (
        !editing && <Waiting />
      ) : (
        <PageView layout={layout.data.data} invalid={invalid} hidden={editing} />
      )}
    </>
  );
}

/**
 * The page's view, memoised: the page above it renders again as soon as the root has hydrated
 * (`useHydrated` flips, the session becomes known) while the view's Activity boundary is still
 * hydrating in its own slices. New props for a boundary that has not hydrated yet make React
 * hydrate all of it at once, at the priority of that update (a sync one for `useHydrated`): one
 * long task of every widget on the page (half a second on a phone). With the same props, React
 * leaves the boundary to hydrate in its slices.
 */
const PageView = memo(function PageView({
  layout,
  invalid,
  hidden,
}: {
  layout: StateLayout;
  invalid: ReadonlyMap<string, string>;
  hidden: boolean;
}) {
  return (
    <View hidden={hidden}>
      <LayoutView layout={layout} invalid={invalid} />
    </View>
  );
});

/**
 * The page's view, hidden (kept, not unmounted) while the editor shows. An Activity boundary
 * hydrates in a pass of its own, after the root's: it counts as a part of the page still
 * hydrating until its widgets have committed (`useHydrationPart`).
 */
function View({ hidden, children }: { hidden: boolean; children: ReactNode }) {
  const hydrated = useHydrationPart();
  return (
    <Activity mode={hidden ? 'hidden' : 'visible'}>
      {children}
      {hydrated}
    </Activity>
  );
}

/**
 * On a client-side transition, the reads of every widget of the page start together as soon as
 * its layout is here (the same `load` the server renders with), not one widget chunk at a time.
 * Not for the server's page: its reads came with it, and the view may still be hydrating in its
 * slices when the root commits; a read answered then (a partial one read whole, `first`) would
 * give a widget still to hydrate other data than the server rendered (React #418, the archive's
 * list redrawn). The reads embedded in part are read whole once the page has hydrated
 * (boot.ts `readPartsWhole`).
 */
function usePrefetchWidgetData(layout: StateLayout | undefined, invalid: ReadonlyMap<string, string>) {
  const client = useQueryClient();
  const { product, lang, getJson: get } = useRuntime();
  const { pathname, search } = useLocation();
  const routeParams = useParams();
  useEffect(() => {
    if (!layout || !isAppHydrated()) return;
    const ctx = {
      product,
      lang,
      pathname,
      routeParams,
      search: new URLSearchParams(search),
      now: Date.now(),
    };
    for (const need of layoutNeeds(layout, invalid, ctx)) {
      void client.prefetchQuery({
        queryKey: apiKey(need.path, need.query),
        queryFn: () => get(need.path, need.query),
      });
    }
  }, [layout, invalid, client, product, lang, pathname, routeParams, search, get]);
}
