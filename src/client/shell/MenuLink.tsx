import { useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import { Link, useLocation } from '@core/router';
import { href, ROUTE_BY_STATE } from '@core/routes';
import type { MenuItem } from '@core/schemas/entities';

/** One link of a menu: a menu item without its children. */
export type MenuLinkItem = Omit<MenuItem, 'children'>;

/** True when the item can be rendered: an external `url` or a known `state`. */
export function isLinkable(item: MenuLinkItem): boolean {
  return Boolean(item.url) || (item.state !== undefined && ROUTE_BY_STATE.has(item.state));
}

/** A portal path (and query) matches the location when paths agree and every query value is present. */
function isCurrent(target: string, pathname: string, search: string): boolean {
  const [path = '', query = ''] = target.split('?');
  if (path !== pathname) return false;
  const current = new URLSearchParams(search);
  for (const [k, v] of new URLSearchParams(query)) if (current.get(k) !== v) return false;
  return true;
}

/** Paths of this site given as a `url` stay in the app; anything else is external. */
function isInternalUrl(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Renders a menu item: a router link to its state (with aria-current) or an external link. */
export function MenuLink({ item, lang, className }: { item: MenuLinkItem; lang: Lang; className?: string }) {
  const t = useT('chrome');
  const { pathname, search } = useLocation();
  const title = pickText(item.title, lang);
  const target =
    item.state && ROUTE_BY_STATE.has(item.state) ? href(item.state, item.params, item.query) : null;
  if (target) {
    return (
      <Link
        to={target}
        className={className}
        aria-current={isCurrent(target, pathname, search) ? 'page' : undefined}
      >
        {title}
      </Link>
    );
  }
  if (!item.url) return null;
  if (isInternalUrl(item.url)) {
    return (
      <Link
        to={item.url}
        className={className}
        aria-current={isCurrent(item.url, pathname, search) ? 'page' : undefined}
      >
        {title}
      </Link>
    );
  }
  return (
    <a href={item.url} className={className} target="_blank" rel="noopener noreferrer">
      {title}
      <span className="visually-hidden"> {t('menu.newTab')}</span>
    </a>
  );
}
