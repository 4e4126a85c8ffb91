import { useLocation } from '@core/router';
import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onChange` after every route transition (a new history entry, even to the same URL),
 * never on the first render. Dialogs, dropdowns and the sidebar close with it (spec §2, §4).
 */
export function useRouteChange(onChange: () => void): void {
  const { key } = useLocation();
  const seen = useRef(key);
  const fire = useEffectEvent(onChange);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    fire();
  }, [key]);
}
