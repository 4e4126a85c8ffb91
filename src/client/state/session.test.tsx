import { act, renderHook } from '@testing-library/react';
import { USER_CHECK_EVENT } from '@widgets/session';
import { createStore, Provider } from 'jotai';
import { type ReactNode, useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../tests/helpers/user';
import { RETURN_TO_KEY, TOKEN_KEY } from '../api/token';
import { useSessionManager } from '../app/useSessionManager';
import { afterSignIn, askSessionEarly, browser, checkSession, RENEW_MS, signIn, signOut } from './session';
import { sessionStatusAtom, userAtom } from './user';

vi.mock('../shell/toast', () => ({ toast: vi.fn(async () => 1) }));

const jwt = (exp: number, extra = '') => `h.${btoa(JSON.stringify({ exp, extra })).replace(/=+$/, '')}.s`;
const inAnHour = () => jwt(Math.floor(Date.now() / 1000) + 3600);

let seen: Request[] = [];
let reply: (request: Request) => Response | Promise<Response> = () => new Response(null, { status: 500 });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  seen = [];
  localStorage.clear();
  sessionStorage.clear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    seen.push(request);
    return reply(request);
  });
  vi.spyOn(browser, 'assign').mockImplementation(() => {});
  vi.spyOn(browser, 'reload').mockImplementation(() => {});
  window.history.replaceState(null, '', '/uz/channel/');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const paths = () => seen.map((r) => new URL(r.url).pathname);

describe('checkSession', () => {
  it('knows at once that nobody is signed in without a token, asking nothing', async () => {
    const store = createStore();
    await checkSession(store);
    expect(store.get(sessionStatusAtom)).toBe('known');
    expect(store.get(userAtom)).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('counts an expired token as signed out: dropped, never sent', async () => {
    localStorage.setItem(TOKEN_KEY, jwt(Math.floor(Date.now() / 1000) - 5));
    const store = createStore();
    await checkSession(store);
    expect(store.get(userAtom)).toBeNull();
    expect(store.get(sessionStatusAtom)).toBe('known');
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(seen).toHaveLength(0);
  });

  it('reads the user with the stored token and stores the renewed token', async () => {
    const token = inAnHour();
    const renewed = jwt(Math.floor(Date.now() / 1000) + 7200, 'renewed');
    localStorage.setItem(TOKEN_KEY, token);
    const user = testUser();
    reply = () => json({ data: user, token: renewed });
    const store = createStore();
    const pending = checkSession(store);
    expect(store.get(sessionStatusAtom)).toBe('checking');
    await pending;
    expect(paths()).toEqual(['/uz/api/auth/me.json']);
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(store.get(userAtom)).toEqual(user);
    expect(store.get(sessionStatusAtom)).toBe('known');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(renewed);
  });

  it('asked early (before hydrating), the first check takes that answer and asks nothing more', async () => {
    localStorage.setItem(TOKEN_KEY, inAnHour());
    const user = testUser({ roles: ['user', 'admin'] });
    reply = () => json({ data: user, token: inAnHour() });
    askSessionEarly();
    await vi.waitFor(() => expect(paths()).toEqual(['/uz/api/auth/me.json']));
    const store = createStore();
    // Nothing is set by the early question itself: hydration must match the server's render.
    expect(store.get(userAtom)).toBeNull();
    await checkSession(store);
    expect(store.get(userAtom)).toEqual(user);
    expect(paths()).toHaveLength(1);
    // Taken once: the next check asks again.
    await checkSession(store);
    expect(paths()).toHaveLength(2);
  });

  it('an early answer for another token (signed in or out since) is not used', async () => {
    localStorage.setItem(TOKEN_KEY, inAnHour());
    reply = () => json({ data: testUser(), token: null });
    askSessionEarly();
    localStorage.removeItem(TOKEN_KEY);
    const store = createStore();
    await checkSession(store);
    expect(store.get(userAtom)).toBeNull();
    // The early question went out; no second one was needed to know nobody is signed in.
    await vi.waitFor(() => expect(paths()).toHaveLength(1));
  });

  it('clears the token and the user when the server no longer knows the token', async () => {
    localStorage.setItem(TOKEN_KEY, inAnHour());
    reply = () => json({ data: null, token: null });
    const store = createStore();
    store.set(userAtom, testUser());
    await checkSession(store);
    expect(store.get(userAtom)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.get(sessionStatusAtom)).toBe('known');
  });

  it('keeps the token when the check fails (offline, 5xx), quietly', async () => {
    const { toast } = await import('../shell/toast');
    const token = inAnHour();
    localStorage.setItem(TOKEN_KEY, token);
    reply = () => {
      throw new TypeError('Failed to fetch');
    };
    const store = createStore();
    await checkSession(store);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(store.get(sessionStatusAtom)).toBe('known');
    reply = () => json({ message: 'Internal server error' }, 500);
    await checkSession(store);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(toast).not.toHaveBeenCalled();
  });
});

describe('signIn and signOut (spec §4)', () => {
  it('goes to the remembered page of a guard first, then to the root from sign-in pages, else reloads', () => {
    sessionStorage.setItem(RETURN_TO_KEY, '/uz/my/profile/?tab=2');
    expect(afterSignIn('/uz/authentication/signin/')).toBe('/uz/my/profile/?tab=2');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBeNull();
    expect(afterSignIn('/uz/authentication/signin/')).toBe('/uz/');
    expect(afterSignIn('/uz/authentication/signup/')).toBe('/uz/');
    expect(afterSignIn('/uz/password/reset/success/')).toBe('/uz/');
    expect(afterSignIn('/uz/channel/')).toBeNull();
    sessionStorage.setItem(RETURN_TO_KEY, '//evil.example/');
    expect(afterSignIn('/uz/channel/')).toBeNull();
  });

  it('saves the token, then reloads the page or leaves an authentication page for the root', () => {
    const token = inAnHour();
    signIn(token);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(browser.reload).toHaveBeenCalledTimes(1);
    window.history.replaceState(null, '', '/uz/authentication/signin/');
    signIn(token);
    expect(browser.assign).toHaveBeenCalledWith('/uz/');
  });

  it('signs out on the server, forgets the token and reloads, even offline', async () => {
    const token = inAnHour();
    localStorage.setItem(TOKEN_KEY, token);
    reply = () => json({ message: 'Signed out' });
    const store = createStore();
    store.set(userAtom, testUser());
    await signOut(store);
    expect(paths()).toEqual(['/uz/api/auth/signout.json']);
    expect(seen[0]?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.get(userAtom)).toBeNull();
    expect(browser.reload).toHaveBeenCalledTimes(1);

    localStorage.setItem(TOKEN_KEY, token);
    reply = () => {
      throw new TypeError('offline');
    };
    await signOut(store);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(browser.reload).toHaveBeenCalledTimes(2);
  });
});

describe('useSessionManager', () => {
  function run(store = createStore()) {
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    // The session as a widget reads it: through the manager's source.
    const useManagedSession = () => {
      const source = useSessionManager();
      return useSyncExternalStore(source.subscribe, source.get, source.getServer);
    };
    return { store, ...renderHook(useManagedSession, { wrapper }) };
  }

  it('checks on start, on a user-check event and every 30 minutes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    localStorage.setItem(TOKEN_KEY, inAnHour());
    let filled = false;
    reply = () => json({ data: testUser({ is_profile_filled: filled }), token: inAnHour() });
    const { store, result } = run();
    await vi.waitFor(() => expect(result.current.status).toBe('known'));
    expect(result.current.user?.is_profile_filled).toBe(false);
    filled = true;
    act(() => {
      window.dispatchEvent(new Event(USER_CHECK_EVENT));
    });
    await vi.waitFor(() => expect(store.get(userAtom)?.is_profile_filled).toBe(true));
    expect(paths()).toHaveLength(2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(RENEW_MS);
    });
    expect(paths()).toEqual(['/uz/api/auth/me.json', '/uz/api/auth/me.json', '/uz/api/auth/me.json']);
  });

  it('drops the user when the token expires while the page is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const soon = jwt(Math.floor(Date.now() / 1000) + 10);
    localStorage.setItem(TOKEN_KEY, soon);
    reply = () => json({ data: testUser(), token: soon });
    const { result } = run();
    await vi.waitFor(() => expect(result.current.user).not.toBeNull());
    await act(async () => {
      await vi.advanceTimersByTimeAsync(11_000);
    });
    expect(result.current.user).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('follows another tab signing out', async () => {
    localStorage.setItem(TOKEN_KEY, inAnHour());
    reply = () => json({ data: testUser(), token: inAnHour() });
    const { result } = run();
    await vi.waitFor(() => expect(result.current.user).not.toBeNull());
    localStorage.removeItem(TOKEN_KEY);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY, newValue: null }));
    });
    await vi.waitFor(() => expect(result.current.user).toBeNull());
  });

  it('replaces the user and the token after a write, without a reload', async () => {
    const { result } = run();
    await vi.waitFor(() => expect(result.current.status).toBe('known'));
    const token = inAnHour();
    act(() => result.current.update(testUser({ displayName: 'Azizbek' }), token));
    expect(result.current.user?.displayName).toBe('Azizbek');
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(browser.reload).not.toHaveBeenCalled();
  });
});
