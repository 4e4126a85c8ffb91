import { ROUTE_LANG } from '@core/lang';
import {
  decodePath,
  matchPath,
  Navigate,
  ParamsProvider,
  type Path,
  patternScore,
  useLocation,
} from '@core/router';
import { href, ROUTES } from '@core/routes';
import { useMemo } from 'react';
import AppLayout from './AppLayout';
import Page from './Page';

/**
 * Where an unknown language segment goes (`/xx/anons/` → `/uz/anons/`); a path with no language
 * segment gets one (`/anons/` → `/uz/anons/`). Null when the path is already under `/uz/`.
 */
export function languageFallback(url: URL): string | null {
  const [, lang = '', ...rest] = url.pathname.split('/');
  if (lang === ROUTE_LANG) return null;
  const path = /^[a-z]{2}$/i.test(lang) ? rest.join('/') : [lang, ...rest].join('/');
  return `/${ROUTE_LANG}/${path}`.replace(/\/{2,}/g, '/') + url.search + url.hash;
}

/** Where an address leads: a page (its state and params) or elsewhere (a redirect). */
export type RouteMatch =
  | { kind: 'page'; state: string; params: Record<string, string | undefined> }
  | { kind: 'redirect'; status: number; location: string };

interface PageRoute {
  pattern: string;
  score: number;
  state: string;
  /** Where the address is sent instead, if anywhere. */
  redirect?: (url: URL) => string | null;
}

/**
 * The routes of spec §2 under `/uz/`, from the single route table in src/core/routes.ts, best
 * ranked first (static segments above `:params`, as react-router ranks them). An abstract parent
 * sharing its path with its list page is that page; another redirects to its default child.
 */
function pageRoutes(): PageRoute[] {
  const pagePaths = new Set(ROUTES.filter((r) => !r.abstract).map((r) => r.path));
  const routes: Omit<PageRoute, 'score'>[] = [];
  for (const route of ROUTES) {
    const pattern = `/${ROUTE_LANG}/${route.path}`;
    if (route.abstract) {
      if (pagePaths.has(route.path) || !route.redirect) continue;
      const target = href(route.redirect);
      routes.push({ pattern, state: route.state, redirect: () => target });
    } else if (route.state === 'app.broadcast.list') {
      // The broadcast list also accepts `?broadcastId=` as the detail's id (spec §2).
      routes.push({
        pattern,
        state: route.state,
        redirect: (url) => {
          const id = url.searchParams.get('broadcastId');
          return id ? href('app.broadcast.view', { id }) : null;
        },
      });
    } else routes.push({ pattern, state: route.state });
  }
  routes.push({ pattern: `/${ROUTE_LANG}/*`, state: 'app.notFound' });
  return routes
    .map((r, i) => ({ ...r, i, score: patternScore(r.pattern, r.pattern === `/${ROUTE_LANG}/`) }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
}

let table: PageRoute[] | null = null;

/**
 * The same answer for the server's render and the browser: `/` goes to `/uz/` (302), an address
 * under `/uz/` is a page (unknown ones the not-found page) or a redirect of the route table (302),
 * any other goes to its `/uz/` twin (301).
 */
export function matchRoute(url: URL): RouteMatch {
  const pathname = decodePath(url.pathname);
  if (matchPath('/', pathname)) return { kind: 'redirect', status: 302, location: `/${ROUTE_LANG}/` };
  if (!matchPath(`/${ROUTE_LANG}/*`, pathname)) {
    return { kind: 'redirect', status: 301, location: languageFallback(url) ?? `/${ROUTE_LANG}/` };
  }
  table ??= pageRoutes();
  for (const route of table) {
    const m = matchPath(route.pattern, pathname);
    if (!m) continue;
    const target = route.redirect?.(url);
    if (target) return { kind: 'redirect', status: 302, location: target };
    const { '*': _splat, ...params } = m.params;
    return { kind: 'page', state: route.state, params: route.state === 'app.notFound' ? m.params : params };
  }
  return { kind: 'page', state: 'app.notFound', params: {} };
}

/** For the browser router: where a navigation to `path` is sent instead, if anywhere. */
export function redirectOf(path: Path): string | null {
  const match = matchRoute(new URL(path.pathname + path.search + path.hash, 'http://efir'));
  return match.kind === 'redirect' ? match.location : null;
}

/** The page of the current address inside the chrome. */
export function AppRoutes() {
  const { pathname, search, hash } = useLocation();
  const match = useMemo(
    () => matchRoute(new URL(pathname + search + hash, 'http://efir')),
    [pathname, search, hash],
  );
  if (match.kind === 'redirect') return <Navigate to={match.location} replace />;
  return (
    <ParamsProvider params={match.params}>
      <AppLayout state={match.state}>
        <Page key={match.state} state={match.state} />
      </AppLayout>
    </ParamsProvider>
  );
}
