import { Navigate, type RouteObject, useLocation, useParams } from 'react-router';
import { ROUTE_LANG } from '../../shared/lang';
import { href, ROUTES } from '../../shared/routes';
import AppLayout from './AppLayout';
import Page from './Page';

/**
 * An unknown language segment falls back to uz (`/xx/anons/` → `/uz/anons/`); a path with no
 * language segment at all gets one (`/anons/` → `/uz/anons/`).
 */
function LanguageFallback() {
  const { lang = '' } = useParams();
  const { pathname, search, hash } = useLocation();
  const rest = pathname.split('/').slice(2).join('/');
  const target = /^[a-z]{2}$/i.test(lang) ? `/${ROUTE_LANG}/${rest}` : `/${ROUTE_LANG}/${lang}/${rest}`;
  return <Navigate to={`${target.replace(/\/{2,}/g, '/')}${search}${hash}`} replace />;
}

/** The broadcast list also accepts `?broadcastId=` as the detail's id (spec §2). */
function BroadcastList() {
  const { search } = useLocation();
  const id = new URLSearchParams(search).get('broadcastId');
  if (id) return <Navigate to={href('app.broadcast.view', { id })} replace />;
  return <Page state="app.broadcast.list" />;
}

/** The routes of spec §2 under `/uz/`, from the single route table in src/shared/routes.ts. */
export function buildRoutes(): RouteObject[] {
  const pagePaths = new Set(ROUTES.filter((r) => !r.abstract).map((r) => r.path));
  const children: RouteObject[] = [];
  for (const route of ROUTES) {
    const handle = { state: route.state };
    if (route.abstract) {
      // An abstract parent sharing its path with its list page is that page.
      if (pagePaths.has(route.path) || !route.redirect) continue;
      children.push({ path: route.path, handle, element: <Navigate to={href(route.redirect)} replace /> });
    } else if (route.path === '') {
      children.push({ index: true, handle, element: <Page state={route.state} /> });
    } else {
      const element =
        route.state === 'app.broadcast.list' ? (
          <BroadcastList />
        ) : (
          <Page key={route.state} state={route.state} />
        );
      children.push({ path: route.path, handle, element });
    }
  }
  children.push({ path: '*', handle: { state: 'app.notFound' }, element: <Page state="app.notFound" /> });
  return [
    { path: '/', element: <Navigate to={`/${ROUTE_LANG}/`} replace /> },
    { path: `/${ROUTE_LANG}`, element: <AppLayout />, children },
    { path: '/:lang/*', element: <LanguageFallback /> },
  ];
}
