import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link } from '@core/router';
import { href, sidebarItems } from '@core/routes';
import { useRuntime } from '@widgets/runtime';
import { useId, useState } from 'react';
import { roleMatches, type User, useShownSession } from '../state/user';
import { useRouteChange } from './useRouteChange';

function links(state: string, user: User | null) {
  return sidebarItems(state).filter((r) => roleMatches(r.roles, user));
}

/**
 * The sidebar menu (spec §2): hidden on the first level of the state path, shown from the
 * second level when the section has sub-items. An admin sees what a visitor with the same roles
 * sees (issue 24): the list of every page is a drawer their bar opens (editor/PagesDrawer.tsx), so
 * it never narrows the page. On small screens it folds behind a toggle and closes on each route
 * transition.
 */
export function Sidebar({ state }: { state: string }) {
  const t = useT('chrome');
  const { lang } = useRuntime();
  const { user } = useShownSession();
  const [open, setOpen] = useState(false);
  const listId = useId();
  useRouteChange(() => setOpen(false));

  const items = links(state, user);
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
          return (
            <li key={item.state}>
              <Link
                to={href(item.state)}
                className="sidebar__link"
                aria-current={
                  item.state === state ? 'page' : state.startsWith(`${item.state}.`) ? 'location' : undefined
                }
              >
                {pickText(item.title, lang)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
