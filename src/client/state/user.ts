import { atom, useAtomValue } from 'jotai';
import type { Role } from '../../shared/routes';

/** The signed-in user (spec §3); `null` while nobody is signed in. Auth fills it. */
export interface User {
  username: string;
  roles: Role[];
  displayName?: string;
}

export const userAtom = atom<User | null>(null);

export const isAdminAtom = atom((get) => get(userAtom)?.roles.includes('admin') ?? false);

/** True when the signed-in user holds the admin role (spec §6). */
export function useIsAdmin(): boolean {
  return useAtomValue(isAdminAtom);
}

/**
 * Whether something restricted to `roles` shows to `user` (spec §6 role match): no roles or `*`
 * admit everyone, `guest` admits visitors who are not signed in, any other role must be held.
 */
export function roleMatches(roles: readonly Role[] | undefined, user: User | null): boolean {
  if (!roles || roles.length === 0) return true;
  return roles.some(
    (role) => role === '*' || (role === 'guest' && !user) || (user?.roles.includes(role) ?? false),
  );
}
