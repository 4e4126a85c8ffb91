import { href } from '@core/routes';
import type { User } from '@core/schemas/auth';
import type { Session } from '@widgets/session';
import { fireUserCheck } from '@widgets/session';
import type { createStore } from 'jotai';
import { getJson } from '../api/http';
import { clearToken, readToken, storeToken, takeReturnTo } from '../api/token';
import { sessionStatusAtom, userAtom } from './user';

/**
 * The session of the browser (spec §4 Authentication): the token in local storage, the user read
 * with GET /auth/me.json on load, every 30 minutes and on a user-check event, sign-in and
 * sign-out. The app runs it from `useSessionManager` (app/useSessionManager.ts) and hands widgets
 * its `Session` (src/widgets/session.ts).
 */

type Store = ReturnType<typeof createStore>;

/** The session is read again this often while the page is open (spec: renew every 30 min). */
export const RENEW_MS = 30 * 60_000;

/** Where the browser goes after sign-in and sign-out: a seam for tests. */
export const browser = {
  assign: (url: string) => window.location.assign(url),
  reload: () => window.location.reload(),
};

/** Pages a signed-in user leaves for the site root after signing in (spec §4). */
function isAuthPage(pathname: string): boolean {
  return [href('app.authentication'), href('app.password')].some((prefix) => pathname.startsWith(prefix));
}

/**
 * Where sign-in success goes (spec §4): the remembered target of a guarded page first, else the
 * site root from an authentication or password page, else the same page again (null: reload).
 */
export function afterSignIn(pathname: string): string | null {
  const target = takeReturnTo();
  if (target) return target;
  return isAuthPage(pathname) ? href('app.index') : null;
}

/** Spec §4 sign-in success: the token saved, then the next page (see `afterSignIn`). */
export function signIn(token: string): void {
  storeToken(token);
  const next = afterSignIn(window.location.pathname);
  if (next) browser.assign(next);
  else browser.reload();
}

/** Spec §4 sign-out: the server ends every session of the user, the token goes, the page reloads. */
export async function signOut(store: Store): Promise<void> {
  try {
    await getJson('auth/signout.json', undefined, { quiet: true });
  } catch {
    // Offline or already signed out: this browser forgets the session all the same.
  }
  clearToken();
  store.set(userAtom, null);
  browser.reload();
}

interface MeAnswer {
  data: User | null;
  token: string | null;
}

let checks = 0;

/**
 * Reads the session: without a valid stored token nobody is signed in (at once, no call);
 * otherwise GET /auth/me.json (quietly) stores the renewed token and the user, or clears both when
 * the server no longer knows the token. A failed call (offline, 5xx) changes nothing: the token
 * stays for the next check. Only the latest of overlapping checks applies.
 */
/** The answer to a session check asked at the browser's start (see `askSessionEarly`). */
let early: { token: string; answer: Promise<MeAnswer> } | null = null;

/**
 * At the browser's start, before hydrating: asks who the stored token belongs to while the page
 * hydrates. Nothing changes until the first `checkSession` after hydration takes the answer (the
 * hydrated page must match the server's, which knows no session), so a signed-in user, an admin's
 * bar among them, is known a request earlier.
 */
export function askSessionEarly(): void {
  const token = readToken();
  if (!token) return;
  const answer = getJson<MeAnswer>('auth/me.json', undefined, { quiet: true });
  answer.catch(() => {}); // the check that takes it handles a failure
  early = { token, answer };
}

/** The early answer, once, if it was asked for the token still stored. */
function takeEarly(): Promise<MeAnswer> | null {
  const taken = early;
  early = null;
  return taken && taken.token === readToken() ? taken.answer : null;
}

export async function checkSession(store: Store): Promise<void> {
  const mine = ++checks;
  if (!readToken()) {
    store.set(userAtom, null);
    store.set(sessionStatusAtom, 'known');
    return;
  }
  if (store.get(sessionStatusAtom) === 'unknown') store.set(sessionStatusAtom, 'checking');
  try {
    const me = await (takeEarly() ?? getJson<MeAnswer>('auth/me.json', undefined, { quiet: true }));
    if (mine !== checks) return;
    if (me.data && me.token) {
      storeToken(me.token);
      store.set(userAtom, me.data);
    } else {
      clearToken();
      store.set(userAtom, null);
    }
  } catch {
    // Keep what is known; the next check tries again.
  }
  if (mine === checks) store.set(sessionStatusAtom, 'known');
}

/** The widgets' view of the session (src/widgets/session.ts), over the store. */
export function sessionOf(store: Store, status: Session['status'], user: User | null): Session {
  return {
    status,
    user,
    signIn,
    signOut: () => signOut(store),
    update(next, token) {
      if (token) storeToken(token);
      store.set(userAtom, next);
    },
    recheck: fireUserCheck,
    token: () => readToken(),
  };
}
