import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import type { Menu as MenuData, MenuItem } from '@core/schemas/entities';
import { httpStatus, useApi, useRuntime } from '@widgets/runtime';
import { useEffect } from 'react';
import { roleMatches, type User, useShownSession } from '../state/user';
import { Dropdown } from './Dropdown';
import { menuNeed } from './data';
import { isLinkable, MenuLink, type MenuLinkItem } from './MenuLink';

export interface MenuProps {
  /** The menu id, e.g. `efir_main`. */
  id?: string;
  /** Accessible name of the nav landmark, distinct on the page; the menu's own title when absent. */
  label?: string;
  /** Style variant: the nav gets the class `menu--{variant}`. */
  variant?: string;
}

/** Menu errors of spec §8, by kind: the log text and the translated key shown to admins. */
const PROBLEMS = {
  noId: { log: 'MenuId was not provided', key: 'menu.errors.noId' },
  notFound: { log: 'Menu does not exist', key: 'menu.errors.notFound' },
  failed: { log: 'the menu could not be loaded', key: 'menu.errors.failed' },
} as const;
type Problem = keyof typeof PROBLEMS;

interface Keyed<T extends MenuLinkItem = MenuLinkItem> {
  key: string;
  item: T;
}

interface VisibleItem extends Keyed {
  children: Keyed[];
}

/** Stable keys from the content of the items (repeats get a counter). */
function withKeys<T extends MenuLinkItem>(items: readonly T[]): Keyed<T>[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = JSON.stringify([item.state, item.params, item.query, item.url, item.title]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return { key: `${base}#${n}`, item };
  });
}

/**
 * A visitor's items of each menu answer. The server renders every page from the same kept answer
 * (src/server/ssr/reads.ts) until it changes, and the keys' JSON was most of a menu's render.
 */
const visitorsItems = new WeakMap<readonly MenuItem[], VisibleItem[]>();

/** Items the user may see (spec §6 role match) that lead somewhere, with their visible children. */
function visibleItems(items: readonly MenuItem[], user: User | null): VisibleItem[] {
  if (user) return itemsFor(items, user);
  let known = visitorsItems.get(items);
  if (!known) {
    known = itemsFor(items, null);
    visitorsItems.set(items, known);
  }
  return known;
}

function itemsFor(items: readonly MenuItem[], user: User | null): VisibleItem[] {
  const shown = items.filter((item) => roleMatches(item.roles, user));
  return withKeys(shown).flatMap(({ key, item }) => {
    const children = (item.children ?? []).filter((c) => roleMatches(c.roles, user) && isLinkable(c));
    if (children.length === 0 && !isLinkable(item)) return [];
    return [{ key, item, children: withKeys(children) }];
  });
}

/**
 * A menu read by id (`menu/{id}.json`) as a nav landmark. Items with children become dropdowns.
 * A missing id or menu is logged and shown as a note to admins only; visitors see nothing.
 */
export function Menu({ id, label, variant = 'default' }: MenuProps) {
  const t = useT('chrome');
  const { lang } = useRuntime();
  const { user, isAdmin } = useShownSession();
  const query = useApi<MenuData>(id ? menuNeed(id).path : null, {}, { staleTime: 5 * 60_000, quiet: true });

  let problem: Problem | null = null;
  if (!id) problem = 'noId';
  else if (query.isError) problem = httpStatus(query.error) === 404 ? 'notFound' : 'failed';

  useEffect(() => {
    if (problem) console.warn(`[efir] menu ${id ?? '(no id)'}: ${PROBLEMS[problem].log}`);
  }, [problem, id]);

  if (problem) {
    return isAdmin ? (
      <p className="admin-note" role="note" data-menu={id}>
        {t(PROBLEMS[problem].key)}
      </p>
    ) : null;
  }
  const menu = query.data?.data;
  if (!menu) return <div className={`menu menu--${variant} menu--loading`} aria-hidden="true" />;
  const items = visibleItems(menu.items ?? [], user);
  if (items.length === 0) return null;

  return (
    <nav className={`menu menu--${variant}`} aria-label={label ?? pickText(menu.title, lang)}>
      <ul className="menu__list">
        {items.map(({ key, item, children }) => (
          <li key={key} className="menu__item">
            {children.length > 0 ? (
              <Dropdown label={pickText(item.title, lang)}>
                {children.map((child) => (
                  <li key={child.key}>
                    <MenuLink item={child.item} lang={lang} className="dropdown__link" />
                  </li>
                ))}
              </Dropdown>
            ) : (
              <MenuLink item={item} lang={lang} className="menu__link" />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
