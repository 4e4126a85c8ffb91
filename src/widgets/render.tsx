import type { StateLayout } from '@core/schemas/layout';
import { memo, useMemo } from 'react';
import { LayoutContext } from './slot';
import StateLayoutView from './stateLayout/StateLayout';

const NO_INVALID: ReadonlyMap<string, string> = new Map();

/**
 * Renders a StateLayout document: its template with each widget in its region. Memoized: the page
 * around it re-renders when the session becomes known or the app has hydrated, and that must not
 * render every widget again (a long task on a slow phone, right after hydration).
 */
export const LayoutView = memo(function LayoutView({
  layout,
  invalid = NO_INVALID,
}: {
  layout: StateLayout;
  invalid?: ReadonlyMap<string, string>;
}) {
  const value = useMemo(() => ({ invalid }), [invalid]);
  return (
    <LayoutContext.Provider value={value}>
      <StateLayoutView id="page" params={layout.layout.params as never} />
    </LayoutContext.Provider>
  );
});
