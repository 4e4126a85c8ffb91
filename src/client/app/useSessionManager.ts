import { type Session, type SessionSource, USER_CHECK_EVENT } from '@widgets/session';
import { useAtomValue, useStore } from 'jotai';
import { useEffect, useMemo } from 'react';
import { readToken, TOKEN_KEY, tokenExpiry } from '../api/token';
import { checkSession, RENEW_MS, sessionOf } from '../state/session';
import { sessionStatusAtom, userAtom } from '../state/user';

/** setTimeout's longest delay (about 24.8 days). */
const MAX_DELAY = 2 ** 31 - 1;

/**
 * Runs the session once the page is hydrated (spec §4): checks it at once, every 30 minutes, on
 * a user-check event and when another tab signs in or out; the user counts as signed in only
 * until the token's `exp`. Returns the widgets' session source (stable: see `SessionSource`).
 */
export function useSessionManager(): SessionSource {
  const store = useStore();
  const user = useAtomValue(userAtom);

  useEffect(() => {
    const check = () => void checkSession(store);
    check();
    const renew = setInterval(() => {
      if (readToken()) check();
    }, RENEW_MS);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) check();
    };
    window.addEventListener(USER_CHECK_EVENT, check);
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(renew);
      window.removeEventListener(USER_CHECK_EVENT, check);
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);

  // Signed in only while the token has not expired (spec §4): at its `exp` the user is dropped.
  useEffect(() => {
    if (!user) return;
    const expire = () => {
      if (!readToken()) store.set(userAtom, null);
    };
    const token = readToken();
    const exp = token ? tokenExpiry(token) : null;
    if (exp === null) {
      store.set(userAtom, null);
      return;
    }
    const timer = setTimeout(expire, Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_DELAY));
    return () => clearTimeout(timer);
  }, [user, store]);

  return useMemo(() => sessionSource(store), [store]);
}

/** The widgets' session over the store's atoms, one object per state (`useSyncExternalStore`). */
function sessionSource(store: ReturnType<typeof useStore>): SessionSource {
  const server = sessionOf(store, 'unknown', null);
  let current = server;
  const get = (): Session => {
    const status = store.get(sessionStatusAtom);
    const user = store.get(userAtom);
    if (current.status !== status || current.user !== user)
      current = status === 'unknown' && user === null ? server : sessionOf(store, status, user);
    return current;
  };
  return {
    subscribe(onChange) {
      const offStatus = store.sub(sessionStatusAtom, onChange);
      const offUser = store.sub(userAtom, onChange);
      return () => {
        offStatus();
        offUser();
      };
    },
    get,
    getServer: () => server,
  };
}
