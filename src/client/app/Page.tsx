import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { LayoutView } from '../../../registry/render';
import type { StateLayout } from '../../../schemas/layout';
import { pickText } from '../../shared/lang';
import { href, ROUTE_BY_STATE, type RouteDef } from '../../shared/routes';
import { getJson } from '../api/http';
import { RETURN_TO_KEY } from '../api/token';
import { langAtom } from '../state/lang';
import { type User, userAtom } from '../state/user';

interface LayoutResponse {
  data: StateLayout & { _id: string };
  meta: { source: 'stored' | 'default'; invalid: Record<string, string> };
}

/** Route guard (spec §4): admitted if no roles are required, a role is `guest` or `*`, or the user holds one. */
export function admits(route: RouteDef, user: User | null): boolean {
  if (!route.roles || route.roles.length === 0) return true;
  return route.roles.some((r) => r === 'guest' || r === '*' || (user?.roles.includes(r) ?? false));
}

export function layoutQuery(state: string) {
  return {
    queryKey: ['state', state],
    queryFn: () => getJson<LayoutResponse>(`state/${state}.json`),
    staleTime: 60_000,
  };
}

/** A page: the guard, the tab title from route data, and the state's layout rendered. */
export default function Page({ state }: { state: string }) {
  const route = ROUTE_BY_STATE.get(state);
  const user = useAtomValue(userAtom);
  const lang = useAtomValue(langAtom);
  const location = useLocation();
  const { t } = useTranslation('common');
  const layout = useQuery(layoutQuery(state));
  const allowed = route ? admits(route, user) : true;
  const invalid = useMemo(() => new Map(Object.entries(layout.data?.meta.invalid ?? {})), [layout.data]);

  useEffect(() => {
    if (route) document.title = `${pickText(route.title, lang)} — ${t('site.name')}`;
  }, [route, lang, t]);

  if (!route) return <Navigate to={href('app.notFound')} replace />;
  if (!allowed) {
    if (user) return <Navigate to={href('app.forbidden')} replace />;
    sessionStorage.setItem(RETURN_TO_KEY, location.pathname + location.search);
    return <Navigate to={href('app.authentication.signin')} replace />;
  }
  if (route.anonymousOnly && user) return <Navigate to="/" replace />;

  if (layout.isPending) return <div className="page-loading" aria-busy="true" />;
  if (layout.isError) {
    return (
      <div className="page-error" role="alert">
        <h1>{pickText(route.title, lang)}</h1>
        <p>{t('page.loadError')}</p>
      </div>
    );
  }
  return <LayoutView layout={layout.data.data} invalid={invalid} />;
}
