import { ROUTE_LANG } from '@core/lang';
import { href, ROUTES } from '@core/routes';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
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

const requestUrl = ({ request }: LoaderFunctionArgs) => new URL(request.url);

/**
 * The routes of spec §2 under `/uz/`, from the single route table in src/core/routes.ts. The
 * same objects route the browser and the server renderer: redirects are loaders, so the server
 * answers them with a real HTTP redirect and the browser router follows them in place.
 */
export function buildRoutes(): RouteObject[] {
  const pagePaths = new Set(ROUTES.filter((r) => !r.abstract).map((r) => r.path));
  const children: RouteObject[] = [];
  for (const route of ROUTES) {
    const handle = { state: route.state };
    if (route.abstract) {
      // An abstract parent sharing its path with its list page is that page.
      if (pagePaths.has(route.path) || !route.redirect) continue;
      const target = href(route.redirect);
      children.push({ path: route.path, handle, loader: () => redirect(target) });
    } else if (route.path === '') {
      children.push({ index: true, handle, element: <Page state={route.state} /> });
    } else if (route.state === 'app.broadcast.list') {
      // The broadcast list also accepts `?broadcastId=` as the detail's id (spec §2).
      children.push({
        path: route.path,
        handle,
        loader: (args) => {
          const id = requestUrl(args).searchParams.get('broadcastId');
          return id ? redirect(href('app.broadcast.view', { id })) : null;
        },
        element: <Page key={route.state} state={route.state} />,
      });
    } else {
      children.push({ path: route.path, handle, element: <Page key={route.state} state={route.state} /> });
    }
  }
  children.push({ path: '*', handle: { state: 'app.notFound' }, element: <Page state="app.notFound" /> });
  return [
    { path: '/', loader: () => redirect(`/${ROUTE_LANG}/`) },
    { path: `/${ROUTE_LANG}`, element: <AppLayout />, children },
    {
      path: '/:lang/*',
      loader: (args) => redirect(languageFallback(requestUrl(args)) ?? `/${ROUTE_LANG}/`, 301),
    },
  ];
}
