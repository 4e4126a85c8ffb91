import { useT } from '@core/i18n/react';
import type { I18nText } from '@core/lang';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href, ROUTES, type Role, resolveState, sidebarItems, stateLevel } from '@core/routes';
import { useRuntime } from '@widgets/runtime';
import { useId, useState } from 'react';
import { roleMatches, type User, useShownSession } from '../state/user';
import { useRouteChange } from './useRouteChange';

interface SidebarLink {
  /** The state the link stands for (a page or a section). */
  state: string;
  /** The page it opens. */
  target: string;
  title: I18nText;
  roles?: readonly Role[];
}

/** The top-level sections, each linking to the page it resolves to (admins without sub-items). */
const SECTIONS: readonly SidebarLink[] = (() => {
  const seen = new Set<string>();
  const result: SidebarLink[] = [];
  for (const route of ROUTES) {
    if (stateLevel(route.state) !== 1 || route.hidden || route.anonymousOnly) continue;
    const page = resolveState(route.state);
    if (!page || seen.has(page.state)) continue;
    seen.add(page.state);
    result.push({ state: route.state, target: page.state, title: route.title, roles: route.roles });
  }
  return result;
})();

function links(state: string, user: User | null, isAdmin: boolean): SidebarLink[] {
  const sub = sidebarItems(state)
    .filter((r) => roleMatches(r.roles, user))
    .map((r) => ({ state: r.state, target: r.state, title: r.title }));
  if (sub.length > 0) return sub;
  if (!isAdmin) return [];
  return SECTIONS.filter((s) => roleMatches(s.roles, user));
}

/**
 * The sidebar menu (spec §2): hidden on the first level of the state path, shown from the
 * second level when the section has sub-items, always shown to admins (the top-level sections
 * when there are no sub-items). On small screens it folds behind a toggle and closes on each
 * route transition.
 */
export function Sidebar({ state }: { state: string }) {
  const t = useT('chrome');
  const { lang } = useRuntime();
  const { user, isAdmin } = useShownSession();
  const [open, setOpen] = useState(false);
  const listId = useId();
  useRouteChange(() => setOpen(false));

  const items = links(state, user, isAdmin);
  if (items.length === 0) return null;

  return (
    <nav className={`sidebar${open ? ' sidebar--open' : ''}`} aria-label={t('sidebar.label')}>
      <button
        type="button"
        className="sidebar__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
      >
        {t('sidebar.toggle')}
      </button>
      <ul id={listId} className="sidebar__list">
        {items.map((item) => {
          const current =
            item.target === state ? 'page' : state.startsWith(`${item.state}.`) ? 'location' : undefined;
          return (
            <li key={item.state}>
              <Link to={href(item.target)} className="sidebar__link" aria-current={current}>
                {pickText(item.title, lang)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
