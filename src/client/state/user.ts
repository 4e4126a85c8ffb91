import type { Role } from '@core/route-def';
import type { User as ApiUser } from '@core/schemas/auth';
import { useHydrated } from '@widgets/runtime';
import { isAdmin, type SessionStatus } from '@widgets/session';
import { atom, useAtomValue } from 'jotai';

export type { SessionStatus };

/** The signed-in user (spec §3), as GET /auth/me.json and sign-in answer it (src/core/schemas/auth.ts). */
export type User = ApiUser;

/**
 * The signed-in user; `null` while nobody is signed in, and until the session is known
 * (`sessionStatusAtom`). The session (state/session.ts) fills it.
 */
export const userAtom = atom<User | null>(null);

/**
 * Whether the user is known yet: `unknown` on the server and while hydrating (both render the
 * anonymous view), `checking` while a stored token is verified, `known` afterwards.
 */
export const sessionStatusAtom = atom<SessionStatus>('unknown');

export const isAdminAtom = atom((get) => isAdmin(get(userAtom)));

/** True when the signed-in user holds the admin role (spec §6). */
export function useIsAdmin(): boolean {
  return useAtomValue(isAdminAtom);
}

/** The session as the chrome shows it (`useShownSession`). */
export interface ShownSession {
  status: SessionStatus;
  user: User | null;
  isAdmin: boolean;
}

const SERVER_SESSION: ShownSession = { status: 'unknown', user: null, isAdmin: false };

/**
 * The session for a part of the chrome to render: while that part hydrates, the server's view
 * (nobody known), so its HTML matches; the live session from the render after. The chrome's parts
 * hydrate on their own (AppLayout's `ChromePart`), some of them after the session is known.
 */
export function useShownSession(): ShownSession {
  const hydrated = useHydrated();
  const status = useAtomValue(sessionStatusAtom);
  const user = useAtomValue(userAtom);
  return hydrated ? { status, user, isAdmin: isAdmin(user) } : SERVER_SESSION;
}

/**
 * Whether something restricted to `roles` shows to `user` (spec §6 role match): no roles or `*`
 * admit everyone, `guest` admits visitors who are not signed in, any other role must be held.
 */
export function roleMatches(roles: readonly Role[] | undefined, user: Pick<User, 'roles'> | null): boolean {
  if (!roles || roles.length === 0) return true;
  return roles.some(
    (role) => role === '*' || (role === 'guest' && !user) || (user?.roles.includes(role) ?? false),
  );
}
