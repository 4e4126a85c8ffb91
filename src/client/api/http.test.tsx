import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, getJson, NO_FORBIDDEN_REDIRECT, wireHttp } from './http';
import { RETURN_TO_KEY, TOKEN_KEY } from './token';

vi.mock('../shell/toast', () => ({ toast: vi.fn(async () => 1) }));
const { toast } = await import('../shell/toast');

const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const navigate = vi.fn();
const onUnauthorized = vi.fn();
let seen: Request[] = [];

function answer(status: number, body?: unknown, statusText = '') {
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    seen.push(input as Request);
    return new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      statusText,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
    });
  });
}

beforeEach(() => {
  seen = [];
  localStorage.clear();
  sessionStorage.clear();
  vi.mocked(toast).mockClear();
  navigate.mockClear();
  onUnauthorized.mockClear();
  wireHttp({ navigate, onUnauthorized });
  window.history.replaceState(null, '', '/uz/my/profile/?tab=1');
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the API client', () => {
  it('calls /uz/api/ with the stored bearer token while it has not expired', async () => {
    localStorage.setItem(TOKEN_KEY, jwt(Date.now() / 1000 + 3600));
    answer(200, { data: 1, meta: {} });
    await api.get('efir/channel.json').json();
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/uz/api/efir/channel.json');
    expect(seen[0]?.headers.get('authorization')).toMatch(/^Bearer h\./);
  });

  it("getJson's signal gives the request up, also when it was aborted before the request left", async () => {
    answer(200, { data: 1, meta: {} });
    const late = new AbortController();
    const pending = getJson('search/suggest.json', { q: 'tv' }, { quiet: true, signal: late.signal });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    late.abort();
    expect(seen[0]?.signal.aborted).toBe(true);
    await pending;
    const early = new AbortController();
    early.abort();
    await getJson('search/suggest.json', { q: 'tv' }, { signal: early.signal });
    expect(seen[1]?.signal.aborted).toBe(true);
    expect(seen[1]?.headers.get('x-efir-quiet')).toBeNull();
    expect(seen[0]?.headers.get('x-efir-quiet')).toBe('1');
  });

  it('drops an expired token instead of sending it', async () => {
    localStorage.setItem(TOKEN_KEY, jwt(Date.now() / 1000 - 1));
    answer(200, { data: 1, meta: {} });
    await api.get('efir/channel.json').json();
    expect(seen[0]?.headers.get('authorization')).toBeNull();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('toasts the server message of a failed response, or its status and status text', async () => {
    answer(400, { message: 'Invalid query parameter "count"' });
    await expect(api.get('efir/channel.json').json()).rejects.toThrow();
    expect(toast).toHaveBeenCalledWith('Invalid query parameter "count"', 'error');
    answer(502, undefined, 'Bad Gateway');
    await expect(api.get('efir/weather.json', { retry: 0 }).json()).rejects.toThrow();
    expect(toast).toHaveBeenLastCalledWith('502 Bad Gateway', 'error');
  });

  it('on 401 clears the user and goes to sign-in, remembering the page', async () => {
    localStorage.setItem(TOKEN_KEY, jwt(Date.now() / 1000 + 3600));
    answer(401, { message: 'Token expired' });
    await expect(api.get('auth/me.json').json()).rejects.toThrow();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(onUnauthorized).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('/uz/authentication/signin/');
    expect(sessionStorage.getItem(RETURN_TO_KEY)).toBe('/uz/my/profile/?tab=1');
  });

  it('on 403 goes to forbidden unless the request opts out', async () => {
    answer(403, { message: 'Forbidden' });
    await expect(api.get('state/app.index.json').json()).rejects.toThrow();
    expect(navigate).toHaveBeenCalledWith('/uz/forbidden/');
    navigate.mockClear();
    await expect(
      api.get('state/app.index.json', { headers: { [NO_FORBIDDEN_REDIRECT]: '1' } }).json(),
    ).rejects.toThrow();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('tries a read once more after 502/503/504, never a write', async () => {
    let calls = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      seen.push(input as Request);
      calls++;
      return calls === 1
        ? new Response(null, { status: 503, statusText: 'Service Unavailable' })
        : new Response(JSON.stringify({ data: 2 }), { status: 200 });
    });
    await expect(api.get('efir/channel.json').json()).resolves.toEqual({ data: 2 });
    expect(calls).toBe(2);
    calls = 0;
    await expect(api.post('efir/x.json', { json: { a: 1 } }).json()).rejects.toThrow();
    expect(calls).toBe(1);
    expect(seen.at(-1)?.headers.get('content-type')).toBe('application/json');
    expect(await seen.at(-1)?.text()).toBe('{"a":1}');
  });
});
