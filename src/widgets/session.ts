import type { User } from '@core/schemas/auth';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The signed-in session as widgets see it (spec §4). The app provides it (src/client/state/session.ts);
 * the server renderer, stories and tests get the default: nobody known yet. Widgets never import
 * the client (design §4), so this is their one door to the session.
 *
 * The session is `unknown` on the server and while the page hydrates, so both render the same
 * anonymous HTML; right after hydration it becomes `known` (no token stored) or `checking` (a
 * token is verified with GET /auth/me.json), then `known`. What depends on the user renders a
 * placeholder of its final size until the session is `known`: no flash of the wrong content.
 */

/**
 * Where an anonymous visitor sent to sign-in by a guard wanted to go (session storage, spec §4);
 * sign-in success goes there first.
 */
export const RETURN_TO_KEY = 'efir.returnTo';

/** A path of this site (`/uz/…`), never another host (`//host`, `/\host`). */
export function isSitePath(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value);
}

/** The remembered target of a guard, left in place (browser only; null when none). */
export function rememberedTarget(): string | null {
  const target = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(RETURN_TO_KEY);
  return isSitePath(target) ? target : null;
}

/** The window event that asks the session to read the user again (spec §4 "user-check"). */
export const USER_CHECK_EVENT = 'efir:user-check';

export type SessionStatus = 'unknown' | 'checking' | 'known';

export interface Session {
  status: SessionStatus;
  /** The signed-in user once the session is `known` (null for visitors and until then). */
  user: User | null;
  /**
   * Spec §4 sign-in success: stores the token, then goes to the page an anonymous visitor was
   * stopped at by a guard (remembered), or to the site root from an authentication or password
   * page, or reloads the page. The page is left, so the caller's form stays disabled.
   */
  signIn(token: string): void;
  /** Spec §4 sign-out: GET /auth/signout.json (ends every session), clears the token, reloads. */
  signOut(): Promise<void>;
  /**
   * After a write that answered with the user (PUT /users.json, a password change…): shows it,
   * and stores the renewed token when there is one, without a reload.
   */
  update(user: User, token?: string | null): void;
  /** Fires the user-check event: the session reads GET /auth/me.json again and the user follows. */
  recheck(): void;
  /**
   * The session's current token (unexpired), for what cannot send the API client's bearer header
   * itself: the chat's socket handshake. Null when signed out.
   */
  token(): string | null;
}

/** Fires the user-check event from anywhere in the browser (spec §4 registration tab). */
export function fireUserCheck(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(USER_CHECK_EVENT));
}

/** The session on the server, in stories and tests: not known, nobody signed in, actions inert. */
export const UNKNOWN_SESSION: Session = {
  status: 'unknown',
  user: null,
  signIn: () => {},
  signOut: async () => {},
  update: () => {},
  recheck: fireUserCheck,
  token: () => null,
};

/**
 * Where the session comes from: a stable source the app keeps current (src/client/app/
 * useSessionManager.ts). A source rather than a context value, so that the session becoming
 * known right after hydration re-renders the widgets that read it and nothing else; a new context
 * value would make React hydrate every widget still waiting, at once, in one long task.
 */
export interface SessionSource {
  subscribe(onChange: () => void): () => void;
  /** The current session: the same object until it changes. */
  get(): Session;
  /** What the server rendered and hydration must match: the session not known yet. */
  getServer(): Session;
}

/** A source that never changes (the server renderer, stories and tests). */
export function fixedSession(session: Session): SessionSource {
  return { subscribe: () => () => {}, get: () => session, getServer: () => session };
}

export const SessionContext = createContext<SessionSource>(fixedSession(UNKNOWN_SESSION));

/** The session (see `Session`). */
export function useSession(): Session {
  const source = useContext(SessionContext);
  return useSyncExternalStore(source.subscribe, source.get, source.getServer);
}

/** Whether a user holds the admin role (spec §6): the editor, the users table, widget markers. */
export function isAdmin(user: Pick<User, 'roles'> | null): boolean {
  return user?.roles.includes('admin') ?? false;
}

/**
 * Whether a user counts as registered (spec §6): signed in with the role user or admin. A user
 * holding only `guest` is treated as unregistered (the account menu and the forms' buttons).
 */
export function isRegistered(user: Pick<User, 'roles'> | null): boolean {
  return user?.roles.some((role) => role === 'user' || role === 'admin') ?? false;
}
