import { useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import type { Role } from '@core/route-def';
import { Link } from '@core/router';
import { href, ROUTE_BY_STATE } from '@core/routes';
import type { User } from '@core/schemas/auth';
import type { Menu, MenuItem } from '@core/schemas/entities';
import { useEffect } from 'react';
import { httpStatus, useApi, useLoadContext, useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import { menuNeed, sitemapMenu } from './data';
import type { SitemapParams } from './meta';
import './sitemap.css';

type MenuLinkItem = Omit<MenuItem, 'children'>;

/** Spec §8 menu errors: the text logged and the key of the one shown (the chrome's own texts). */
const PROBLEMS = {
  noId: { log: 'MenuId was not provided', key: 'menu.errors.noId' },
  notFound: { log: 'Menu does not exist', key: 'menu.errors.notFound' },
  failed: { log: 'the menu could not be loaded', key: 'menu.errors.failed' },
} as const;

/** Spec §6: an item shows when one of its roles matches (none: everyone; `guest`: not signed in). */
export function roleMatches(roles: readonly Role[] | undefined, user: Pick<User, 'roles'> | null): boolean {
  if (!roles || roles.length === 0) return true;
  return roles.some(
    (role) => role === '*' || (role === 'guest' && !user) || (user?.roles.includes(role) ?? false),
  );
}

/**
 * The sitemap page (spec §2): the menu `{product}_struct` (or the one configured) as a nested
 * list of links, the items the visitor may see (spec §6). The server renders it for an anonymous
 * visitor. A missing menu says 'Menu does not exist', an empty menu id 'MenuId was not provided'
 * (spec §8), in the visitor's language.
 */
export default function Sitemap({ params }: WidgetProps<SitemapParams>) {
  const t = useT('sitemap');
  const tCommon = useT('chrome');
  const { lang } = useRuntime();
  const id = sitemapMenu(params, useLoadContext());
  const need = id ? menuNeed(id) : null;
  const menu = useApi<Menu>(need?.path ?? null, {}, { quiet: true });
  const session = useSession();
  const user = session.status === 'known' ? session.user : null;

  let problem: keyof typeof PROBLEMS | null = null;
  if (!id) problem = 'noId';
  else if (menu.isError) problem = httpStatus(menu.error) === 404 ? 'notFound' : 'failed';

  useEffect(() => {
    if (problem) console.warn(`[efir] sitemap menu ${id ?? '(no id)'}: ${PROBLEMS[problem].log}`);
  }, [problem, id]);

  if (problem) {
    return (
      <p className="w-sitemap__message" role="alert" data-menu={id ?? ''}>
        {tCommon(PROBLEMS[problem].key)}
      </p>
    );
  }
  const data = menu.data?.data;
  if (!data) return <div className="w-sitemap w-sitemap--loading" aria-busy="true" />;
  return (
    <nav className="w-sitemap" aria-label={pickText(data.title, lang) || t('sitemap.label')}>
      <Items items={data.items} user={user} lang={lang} />
    </nav>
  );
}

function Items({ items, user, lang }: { items: readonly MenuItem[]; user: User | null; lang: Lang }) {
  const shown = items.flatMap((item) => {
    if (!roleMatches(item.roles, user)) return [];
    const children = (item.children ?? []).filter((c) => roleMatches(c.roles, user) && linkOf(c) !== null);
    return linkOf(item) !== null || children.length > 0 ? [{ item, children }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="w-sitemap__list">
      {shown.map(({ item, children }, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a menu's items have no id; the order is theirs
        <li key={i} className="w-sitemap__item">
          <ItemLink item={item} lang={lang} />
          {children.length > 0 && <Items items={children} user={user} lang={lang} />}
        </li>
      ))}
    </ul>
  );
}

/** Where an item leads: a page of the portal (its state, or a path of this site), an external URL, or nowhere. */
function linkOf(item: MenuLinkItem): { to: string; external: boolean } | null {
  if (item.state && ROUTE_BY_STATE.has(item.state))
    return { to: href(item.state, item.params, item.query), external: false };
  if (item.url && /^\/(?![/\\])/.test(item.url)) return { to: item.url, external: false };
  if (item.url && /^https?:\/\//i.test(item.url)) return { to: item.url, external: true };
  return null;
}

function ItemLink({ item, lang }: { item: MenuLinkItem; lang: Lang }) {
  const t = useT('chrome');
  const title = pickText(item.title, lang);
  const target = linkOf(item);
  if (!target) return <span className="w-sitemap__group">{title}</span>;
  if (target.external) {
    return (
      <a className="w-sitemap__link" href={target.to} target="_blank" rel="noopener noreferrer">
        {title}
        <span className="visually-hidden"> {t('menu.newTab')}</span>
      </a>
    );
  }
  return (
    <Link className="w-sitemap__link" to={target.to}>
      {title}
    </Link>
  );
}
