import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { api, QUIET } from '../api/http';
import { sessionStatusAtom, userAtom } from '../state/user';

/** Wait after a page layout renders before its HTML is pushed (spec §6, §9: 2 s). */
export const SNAPSHOT_DELAY_MS = 2000;

/**
 * Anonymous HTML snapshot (spec §6, §7): for a visitor who is not signed in, 2 s after the
 * layout of a newly entered state has rendered (`ready`), sends the HTML of `#main` with
 * `PUT /uz/api/html/{state}.json`, once per visit of that state. Quiet: a failure (429, offline)
 * shows no toast and is not retried. Leaving the state, signing in or unmounting first cancels it,
 * and so does a stored token being checked (the visitor may be signed in).
 */
export function useSnapshotPush(state: string, ready: boolean): void {
  const checking = useAtomValue(sessionStatusAtom) === 'checking';
  const anonymous = useAtomValue(userAtom) === null && !checking;
  // The state whose visit was pushed; a visit of another state in between starts a new one.
  const pushed = useRef<string | null>(null);

  useEffect(() => {
    if (pushed.current !== state) pushed.current = null;
    if (!ready || !anonymous || pushed.current === state) return;
    const timer = setTimeout(() => {
      const html = document.getElementById('main')?.innerHTML;
      if (html === undefined) return;
      pushed.current = state;
      api
        .put(`html/${encodeURIComponent(state)}.json`, { json: { state, html }, headers: { [QUIET]: '1' } })
        .catch(() => {
          // Snapshots are best effort: nothing to tell the visitor.
        });
    }, SNAPSHOT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state, ready, anonymous]);
}
