import { ApiError } from '@core/api-error';
import { API_PREFIX } from '@core/api-prefix';
import { href } from '@core/routes';
import { httpStatus, type SendMethod } from '@widgets/runtime';
import { toast } from '../shell/toast';
import { type Client, createClient, HTTPError, type Options } from './fetch';
import { clearToken, RETURN_TO_KEY, readToken } from './token';

export const API_BASE = `${API_PREFIX}/`;

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
 * What every failed response does (spec §8): a toast with the server's message (unless quiet);
 * 401 → the user is signed out and goes to sign-in, the page remembered; 403 → forbidden.
 */
async function onFailure(
  response: Response,
  { quiet, forbiddenPage }: { quiet: boolean; forbiddenPage: boolean },
) {
  if (!quiet) void toast(await errorMessage(response), 'error');
  if (response.status === 401) {
    clearToken();
    onUnauthorized();
    const here = window.location.pathname + window.location.search;
    if (!here.startsWith(href('app.authentication'))) sessionStorage.setItem(RETURN_TO_KEY, here);
    navigate(href('app.authentication.signin'));
  } else if (response.status === 403 && forbiddenPage) {
    navigate(href('app.forbidden'));
  }
}

/**
 * The API client (spec §7, §8): base `/uz/api/`, the bearer token when one is stored, a toast
 * for every failed response, 401 → sign out and go to sign-in remembering the page,
 * 403 → the forbidden page unless the request opts out.
 */
export const api: Client = createClient({
  prefixUrl: API_BASE,
  beforeRequest: (request) => {
    const token = readToken();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
  },
  afterResponse: async (request, response) => {
    if (response.ok) return;
    await onFailure(response, {
      quiet: request.headers.has(QUIET),
      forbiddenPage: !request.headers.has(NO_FORBIDDEN_REDIRECT),
    });
  },
});

/** A read of the API; `signal` gives it up (a request made stale by a newer one: the search's suggestions). */
export async function getJson<T>(
  path: string,
  searchParams?: Options['searchParams'],
  { quiet = false, signal }: { quiet?: boolean; signal?: AbortSignal } = {},
): Promise<T> {
  const options: Options = quiet ? { headers: { [QUIET]: '1' } } : {};
  if (searchParams) options.searchParams = searchParams;
  if (signal) options.signal = signal;
  return api.get(path.replace(/^\//, ''), options).json<T>();
}

/** The ApiError of a failed response: its status, the server's message and the field it names. */
export async function apiError(response: Response): Promise<ApiError> {
  let field: string | undefined;
  let body: unknown;
  try {
    body = await response.clone().json();
    const named = (body as { field?: unknown } | null)?.field;
    if (typeof named === 'string') field = named;
  } catch {
    // No JSON body: no field.
  }
  return new ApiError(response.status, await errorMessage(response), field, body);
}

/**
 * A write to the API (`WidgetRuntime.send`): JSON, or a FormData as it is; the response's JSON
 * (undefined when empty). A failed response rejects with an ApiError (status, message, field),
 * after the usual toast (unless `quiet`) and 401/403 handling.
 */
export async function sendJson<T>(
  method: SendMethod,
  path: string,
  body?: unknown,
  {
    quiet = false,
    onProgress,
    headers = {},
  }: { quiet?: boolean; onProgress?: (fraction: number) => void; headers?: Record<string, string> } = {},
): Promise<T> {
  if (onProgress && body instanceof FormData)
    return sendWithProgress<T>(method, path, body, { quiet, onProgress });
  const options: Options = { method, headers: { ...headers, ...(quiet ? { [QUIET]: '1' } : {}) } };
  if (body instanceof FormData) options.body = body;
  else if (body !== undefined) options.json = body;
  try {
    const text = await api(path.replace(/^\//, ''), options).text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    if (error instanceof HTTPError) throw await apiError(error.response);
    throw error;
  }
}

export function isHttpStatus(error: unknown, status: number): boolean {
  return httpStatus(error) === status;
}

/**
 * A multipart write with upload progress (fetch reports none over HTTP/1.1): XMLHttpRequest with
 * the same token, toasts and 401/403 handling as every other call.
 */
function sendWithProgress<T>(
  method: SendMethod,
  path: string,
  body: FormData,
  { quiet, onProgress }: { quiet: boolean; onProgress: (fraction: number) => void },
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, `${API_BASE}${path.replace(/^\//, '')}`);
    const token = readToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onload = () => {
      const response = new Response(xhr.status === 204 ? null : xhr.responseText, {
        status: xhr.status,
        statusText: xhr.statusText,
        headers: { 'content-type': xhr.getResponseHeader('content-type') ?? 'application/json' },
      });
      if (response.ok) {
        onProgress(1);
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
        return;
      }
      void onFailure(response, { quiet, forbiddenPage: true })
        .then(() => apiError(response))
        .then(reject, reject);
    };
    xhr.send(body);
  });
}
