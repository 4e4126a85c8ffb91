import ky, { HTTPError, type KyInstance, type Options } from 'ky';
import { href } from '../../shared/routes';
import { toast } from '../shell/toast';
import { clearToken, RETURN_TO_KEY, readToken } from './token';

export const API_BASE = '/uz/api/';

/** Header a request sets to handle 403 itself instead of going to the forbidden page. */
export const NO_FORBIDDEN_REDIRECT = 'x-efir-no-forbidden';
/** Header a request sets to report its failure itself instead of a toast. */
export const QUIET = 'x-efir-quiet';

type Navigate = (to: string) => void;
let navigate: Navigate = (to) => window.location.assign(to);
let onUnauthorized: () => void = () => {};

/** The router's navigate and the user reset, wired by the app at start. */
export function wireHttp(opts: { navigate: Navigate; onUnauthorized: () => void }) {
  navigate = opts.navigate;
  onUnauthorized = opts.onUnauthorized;
}

/** The message of a failed response: the server's `{message}`, or status and status text. */
export async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return body.message;
  } catch {
    // No JSON body: fall back to the status line.
  }
  return `${response.status} ${response.statusText}`.trim();
}

/**
 * The API client (spec §7, §8): base `/uz/api/`, the bearer token when one is stored, a toast
 * for every failed response, 401 → sign out and go to sign-in remembering the page,
 * 403 → the forbidden page unless the request opts out.
 */
export const api: KyInstance = ky.create({
  prefixUrl: API_BASE,
  retry: { limit: 1, methods: ['get'], statusCodes: [408, 502, 503, 504] },
  hooks: {
    beforeRequest: [
      (request) => {
        const token = readToken();
        if (token) request.headers.set('authorization', `Bearer ${token}`);
      },
    ],
    afterResponse: [
      async (request, _options, response) => {
        if (response.ok) return;
        if (!request.headers.has(QUIET)) void toast(await errorMessage(response), 'error');
        if (response.status === 401) {
          clearToken();
          onUnauthorized();
          const here = window.location.pathname + window.location.search;
          if (!here.startsWith(href('app.authentication'))) sessionStorage.setItem(RETURN_TO_KEY, here);
          navigate(href('app.authentication.signin'));
        } else if (response.status === 403 && !request.headers.has(NO_FORBIDDEN_REDIRECT)) {
          navigate(href('app.forbidden'));
        }
      },
    ],
  },
});

export async function getJson<T>(
  path: string,
  searchParams?: Options['searchParams'],
  { quiet = false }: { quiet?: boolean } = {},
): Promise<T> {
  const options: Options = quiet ? { headers: { [QUIET]: '1' } } : {};
  if (searchParams) options.searchParams = searchParams;
  return api.get(path.replace(/^\//, ''), options).json<T>();
}

export function isHttpStatus(error: unknown, status: number): boolean {
  return error instanceof HTTPError && error.response.status === status;
}
