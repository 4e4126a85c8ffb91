import { heading, layout } from './page-layout';
import { ACCOUNT_PAGES } from './pages-account';
import { CONTENT_PAGES } from './pages-content';
import { SPECIAL_PAGES } from './pages-special';
import { PAGE_STATES, ROUTE_BY_STATE } from './routes';
import type { StateLayout } from './schemas/layout';

/**
 * The default layout of every page, shipped in code and seeded: a page with no stored layout
 * renders its default. Admins change layouts; code changes defaults.
 *
 * The layouts are in pages-special.ts, pages-account.ts and pages-content.ts, written with the
 * builders of page-layout.ts.
 */

/** The default StateLayout of `state`; a heading with the route title for pages not built yet. */
export function defaultLayout(state: string): StateLayout | null {
  if (!ROUTE_BY_STATE.has(state) || !PAGE_STATES.includes(state)) return null;
  return (
    SPECIAL_PAGES[state] ??
    ACCOUNT_PAGES[state] ??
    CONTENT_PAGES[state] ??
    layout(state, 'one-column', [heading(state)])
  );
}

export const DEFAULT_LAYOUTS: readonly StateLayout[] = PAGE_STATES.map((s) => defaultLayout(s)).filter(
  (l): l is StateLayout => l !== null,
);
