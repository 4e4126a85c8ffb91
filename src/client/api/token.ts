import { isSitePath, RETURN_TO_KEY } from '@widgets/session';

/** The session token in local storage (spec §4, §9); expiry is read from the token itself. */
export const TOKEN_KEY = 'efir.token';

/** Where an anonymous visitor sent to sign-in wanted to go (spec §4 route guard). */
export { RETURN_TO_KEY };

/** The `exp` (seconds) of a JWT, or null when it has none or is not a JWT. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof json.exp === 'number' ? json.exp : null;
  } catch {
    return null;
  }
}

/** The stored token if it has not expired; an expired or malformed one is dropped. */
export function readToken(now: number = Date.now()): string | null {
  const token = localStorage.getItem(TOKEN_KEY);
  if (!token) return null;
  const exp = tokenExpiry(token);
  if (exp === null || exp * 1000 <= now) {
    localStorage.removeItem(TOKEN_KEY);
    return null;
  }
  return token;
}

/** Stores the session token (after sign-in, sign-up, a renewal or a password change). */
export function storeToken(token: string) {
  localStorage.setItem(TOKEN_KEY, token);
}

/**
 * The remembered target of a guarded page (RETURN_TO_KEY), taken once: only a path of this site
 * (`/uz/…`, never `//host`), else null.
 */
export function takeReturnTo(): string | null {
  const target = sessionStorage.getItem(RETURN_TO_KEY);
  sessionStorage.removeItem(RETURN_TO_KEY);
  return isSitePath(target) ? target : null;
}

export function clearToken() {
  localStorage.removeItem(TOKEN_KEY);
}
