import { type RouteDef, t } from './route-def';
import { MY_EFIR_ROUTES, MY_ROUTES, SETTINGS_ROUTES, SIGN_IN_ROUTES, USER_ROUTES } from './routes-account';
import { ADMIN_ROUTES } from './routes-admin';
import { CONTENT_ROUTES } from './routes-content';

/**
 * The one route table (spec §2), in its order (the sidebar's, the sitemap's, the drawer's): the
 * site's own pages here, the groups of pages from the routes-*.ts files beside it.
 */
export const ROUTES: readonly RouteDef[] = [
  { state: 'app.index', path: '', title: t('Бош саҳифа', 'Главная', 'Home', 'Bosh sahifa') },
  {
    state: 'app.home',
    path: 'home/',
    title: t('Бош саҳифа', 'Главная', 'Home', 'Bosh sahifa'),
    abstract: true,
    redirect: 'app.index',
  },
  {
    state: 'app.notFound',
    path: 'not-found/',
    title: t('Саҳифа топилмади', 'Страница не найдена', 'Page not found', 'Sahifa topilmadi'),
    hidden: true,
  },
  {
    state: 'app.badRequest',
    path: 'bad-request/',
    title: t('Нотўғри сўров', 'Неверный запрос', 'Bad request', 'Noto‘g‘ri so‘rov'),
    hidden: true,
  },
  {
    state: 'app.forbidden',
    path: 'forbidden/',
    title: t('Рухсат йўқ', 'Доступ запрещён', 'Access denied', 'Ruxsat yo‘q'),
    hidden: true,
  },
  ...USER_ROUTES,
  {
    // Issue 27, decision 037: the results of the header's search (`search/?q=…`); a page of
    // results is not content of its own, so it is left out of the sidebar, the sitemap and the index.
    state: 'app.search',
    path: 'search/',
    title: t('Қидирув', 'Поиск', 'Search', 'Qidiruv'),
    hidden: true,
  },
  {
    state: 'app.sitemap',
    path: 'sitemap/',
    title: t('Сайт харитаси', 'Карта сайта', 'Sitemap', 'Sayt xaritasi'),
  },
  ...SIGN_IN_ROUTES,
  ...MY_ROUTES,
  ...MY_EFIR_ROUTES,
  {
    state: 'app.privacy',
    path: 'privacy/',
    title: t('Махфийлик', 'Конфиденциальность', 'Privacy', 'Maxfiylik'),
  },
  ...SETTINGS_ROUTES,
  ...ADMIN_ROUTES,
  ...CONTENT_ROUTES,
];

export const ROUTE_BY_STATE: ReadonlyMap<string, RouteDef> = new Map(ROUTES.map((r) => [r.state, r]));

/** States that are pages (every non-abstract route). */
export const PAGE_STATES: readonly string[] = ROUTES.filter((r) => !r.abstract).map((r) => r.state);

export function parentState(state: string): string | null {
  const i = state.lastIndexOf('.');
  return i > 0 ? state.slice(0, i) : null;
}

/** Depth of a state below `app`: `app.index` is 1, `app.my.profile` is 2. */
export function stateLevel(state: string): number {
  return state.split('.').length - 1;
}

/** The path of a route with its params filled in, relative to `/{lang}/`. */
export function fillPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The page a state resolves to: itself, or following abstract redirects. */
export function resolveState(state: string): RouteDef | undefined {
  let route = ROUTE_BY_STATE.get(state);
  for (let hops = 0; route?.abstract && route.redirect && hops < 5; hops++)
    route = ROUTE_BY_STATE.get(route.redirect);
  return route?.abstract ? undefined : route;
}

/**
 * The sidebar items of a state (spec §2): from the second level of the state path, the navigable
 * children of its section ("only if the section has sub-items": one is enough, so a content
 * section's list shows on its list and its items' pages); none on the first level.
 */
export function sidebarItems(state: string): RouteDef[] {
  const level = stateLevel(state);
  if (level < 2) return [];
  const section = state.split('.').slice(0, 2).join('.');
  const items = ROUTES.filter(
    (r) => !r.abstract && !r.hidden && parentState(r.state) === section && !r.path.includes(':'),
  );
  return items;
}

/** The URL of a state, e.g. `href('app.channel.view', {id: 'yoshlar'})` is `/uz/channel/yoshlar/`. */
export function href(
  state: string,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const route = ROUTE_BY_STATE.get(state);
  const path = route ? fillPath(route.path, params) : '';
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return `/uz/${path}${qs ? `?${qs}` : ''}`;
}
