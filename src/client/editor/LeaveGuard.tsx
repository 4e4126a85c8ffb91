import { useBlocker } from '@core/router';
import { memo, useEffect } from 'react';

/**
 * Unsaved changes are not left by accident: closing or reloading the tab asks the browser's
 * question, a link to another page the editor's. A component of its own: react-router's blocker
 * renders whoever holds it again when it registers (right after the editor's first render, which
 * on a page of hundreds of widgets is not cheap) and on every navigation.
 */
export const LeaveGuard = memo(function LeaveGuard({
  dirty,
  question,
}: {
  dirty: boolean;
  question: string;
}) {
  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
  return null;
});
