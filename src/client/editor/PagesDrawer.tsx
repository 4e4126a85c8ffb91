import { pickText } from '@core/lang';
import type { RouteDef } from '@core/route-def';
import { Link } from '@core/router';
import { href, ROUTES, resolveState, sidebarItems, stateLevel } from '@core/routes';
import { useRuntime } from '@widgets/runtime';
import { useId, useState } from 'react';
import { Drawer } from '../shell/Drawer';
import { roleMatches, type User, useShownSession } from '../state/user';
import type { EditorT } from './i18n';

interface PageLink {
  /** The state the link stands for (a page or a section). */
  state: string;
  /** The page it opens. */
  target: string;
  route: RouteDef;
  /** The section's own pages (its sidebar items), when it has several. */
  pages: readonly RouteDef[];
}

/** The top-level sections, each linking to the page it resolves to, with the pages under it. */
const SECTIONS: readonly PageLink[] = (() => {
  const seen = new Set<string>();
  const result: PageLink[] = [];
  for (const route of ROUTES) {
    if (stateLevel(route.state) !== 1 || route.hidden || route.anonymousOnly) continue;
    const page = resolveState(route.state);
    if (!page || seen.has(page.state)) continue;
    seen.add(page.state);
    // A section with one page is its link alone: a sub-list would repeat it.
    const items = page.state === route.state ? [] : sidebarItems(page.state);
    const pages = items.length >= 2 ? items : [];
    result.push({ state: route.state, target: page.state, route, pages });
  }
  return result;
})();

/** The sections and pages an admin (or whoever `user` is) may open. */
export function pageLinks(user: User | null): PageLink[] {
  return SECTIONS.filter((s) => roleMatches(s.route.roles, user)).map((s) => ({
    ...s,
    pages: s.pages.filter((p) => roleMatches(p.roles, user)),
  }));
}

const current = (item: string, target: string, state: string) =>
  target === state ? 'page' : state.startsWith(`${item}.`) ? 'location' : undefined;

/**
 * The admin's list of the site's pages (spec §6; issue 24): a toggle in the admin's bar opens it
 * as a drawer over the page (Drawer.tsx: a modal `<dialog>`, focus in and back to the toggle,
 * Escape, closing on any navigation), so the admin's page is as wide as a visitor's until they
 * ask for it. Every top-level section, its pages under it, the current one marked.
 */
export function PagesDrawer({ state, t }: { state: string; t: EditorT }) {
  const { lang } = useRuntime();
  const { user } = useShownSession();
  const [open, setOpen] = useState(false);
  const id = useId();
  const sections = pageLinks(user);
  return (
    <>
      <button
        type="button"
        className="pages-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(true)}
      >
        {t('pages.toggle')}
      </button>
      <Drawer id={id} open={open} onClose={() => setOpen(false)} title={t('pages.title')}>
        <nav className="pages-nav" aria-label={t('pages.title')}>
          <ul className="sidebar__list">
            {sections.map((section) => (
              <li key={section.state}>
                <Link
                  to={href(section.target)}
                  className="sidebar__link"
                  aria-current={current(section.state, section.target, state)}
                >
                  {pickText(section.route.title, lang)}
                </Link>
                {section.pages.length > 0 && (
                  <ul className="sidebar__list pages-nav__sub">
                    {section.pages.map((page) => (
                      <li key={page.state}>
                        <Link
                          to={href(page.state)}
                          className="sidebar__link"
                          aria-current={page.state === state ? 'page' : undefined}
                        >
                          {pickText(page.title, lang)}
                        </Link>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        </nav>
      </Drawer>
    </>
  );
}
