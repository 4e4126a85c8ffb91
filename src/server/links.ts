import { href, ROUTE_BY_STATE } from '@core/routes';

/**
 * The path of a page (`/uz/…`) by its state in the route table (src/core/routes.ts `href`), for
 * links in letters and answers: a renamed or removed page state fails here, where the link is
 * made, instead of leaving a dead link in someone's mailbox.
 */
export function pagePath(
  state: string,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  const route = ROUTE_BY_STATE.get(state);
  if (!route || route.abstract) throw new Error(`No page "${state}" in the route table`);
  return href(state, params, query);
}

/** The absolute URL of a page: `publicUrl` (the public origin) and `pagePath`. */
export function pageUrl(
  publicUrl: string,
  state: string,
  params: Record<string, string> = {},
  query: Record<string, string | number | undefined> = {},
): string {
  return `${publicUrl}${pagePath(state, params, query)}`;
}
