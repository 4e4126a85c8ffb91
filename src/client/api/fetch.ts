/*
 * The part of ky (4.4 KB brotli of every page's start) that the API client uses, on fetch: a
 * prefix, query parameters, a JSON body, hooks before the request and after each response, one
 * retry of reads on a network failure or 408/502/503/504, a 10 s timeout, and an HTTPError for a
 * failed response. The same names and behaviour as ky's, so callers read the same.
 */

export type SearchParams = Record<string, string | number | boolean | undefined> | URLSearchParams | string;

export interface Options extends Omit<RequestInit, 'headers' | 'body' | 'method'> {
  method?: string;
  headers?: Record<string, string>;
  body?: BodyInit;
  /** Sent as JSON (`content-type: application/json`). */
  json?: unknown;
  searchParams?: SearchParams;
  /** Tries after the first (0: none); reads only, by default 1. */
  retry?: number;
  /** Whether a failed response rejects with an HTTPError (default) or resolves. */
  throwHttpErrors?: boolean;
  /** Milliseconds before the request is given up (default 10 000), or false. */
  timeout?: number | false;
}

export class HTTPError extends Error {
  constructor(
    readonly response: Response,
    readonly request: Request,
  ) {
    super(
      `Request failed with status code ${response.status} ${response.statusText}: ${request.method} ${request.url}`,
    );
    this.name = 'HTTPError';
  }
}

export class TimeoutError extends Error {
  constructor(readonly request: Request) {
    super(`Request timed out: ${request.method} ${request.url}`);
    this.name = 'TimeoutError';
  }
}

export interface ResponsePromise extends Promise<Response> {
  json<T>(): Promise<T>;
  text(): Promise<string>;
}

export interface ClientConfig {
  prefixUrl: string;
  beforeRequest?: (request: Request) => void;
  afterResponse?: (request: Request, response: Response) => Promise<void> | void;
}

export interface Client {
  (input: string, options?: Options): ResponsePromise;
  get(input: string, options?: Options): ResponsePromise;
  post(input: string, options?: Options): ResponsePromise;
  put(input: string, options?: Options): ResponsePromise;
  patch(input: string, options?: Options): ResponsePromise;
  delete(input: string, options?: Options): ResponsePromise;
}

const RETRY_STATUS = [408, 502, 503, 504];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function searchString(params: SearchParams): string {
  if (typeof params === 'string') return params.replace(/^\?/, '');
  if (params instanceof URLSearchParams) return params.toString();
  const out = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out.append(k, String(v));
  return out.toString();
}

/** A client on `prefixUrl` with the hooks of `config`. */
export function createClient(config: ClientConfig): Client {
  const call = (input: string, options: Options = {}): ResponsePromise => {
    const {
      method: rawMethod = 'get',
      headers,
      json,
      searchParams,
      retry,
      throwHttpErrors = true,
      timeout = 10_000,
      body,
      ...init
    } = options;
    const method = rawMethod.toUpperCase();
    let accept: string | undefined;
    const run = async (): Promise<Response> => {
      const query = searchParams === undefined ? '' : searchString(searchParams);
      const url = new URL(config.prefixUrl + input, window.location.href);
      if (query) url.search = `?${query}`;
      const limit = retry ?? (method === 'GET' ? 1 : 0);
      for (let attempt = 0; ; attempt++) {
        const h = new Headers(headers);
        if (accept && !h.has('accept')) h.set('accept', accept);
        let payload = body;
        if (json !== undefined) {
          payload = JSON.stringify(json);
          if (!h.has('content-type')) h.set('content-type', 'application/json');
        }
        const controller = new AbortController();
        const outer = init.signal;
        if (outer?.aborted) controller.abort(outer.reason);
        else outer?.addEventListener('abort', () => controller.abort(outer.reason), { once: true });
        const request = new Request(url, {
          ...init,
          method,
          headers: h,
          body: payload,
          signal: controller.signal,
        });
        config.beforeRequest?.(request);
        let timedOut = false;
        const timer =
          timeout === false
            ? undefined
            : setTimeout(() => {
                timedOut = true;
                controller.abort();
              }, timeout);
        let response: Response;
        try {
          response = await fetch(request);
        } catch (error) {
          if (timedOut) throw new TimeoutError(request);
          if (error instanceof TypeError && attempt < limit && method === 'GET') {
            await sleep(300 * 2 ** attempt);
            continue;
          }
          throw error;
        } finally {
          clearTimeout(timer);
        }
        await config.afterResponse?.(request, response.clone());
        if (response.ok) return response;
        if (attempt < limit && method === 'GET' && RETRY_STATUS.includes(response.status)) {
          const after = Number(response.headers.get('retry-after'));
          await sleep(after > 0 ? after * 1000 : 300 * 2 ** attempt);
          continue;
        }
        if (throwHttpErrors) throw new HTTPError(response, request);
        return response;
      }
    };
    // As ky's: the request leaves in a microtask, so that `.json()` may still ask for JSON.
    const promise = Promise.resolve().then(run) as ResponsePromise;
    promise.json = <T>() => {
      accept = 'application/json';
      return promise.then(async (r) => {
        if (r.status === 204) return '' as T;
        const text = await r.text();
        return (text ? JSON.parse(text) : '') as T;
      });
    };
    promise.text = () => {
      accept = 'text/*';
      return promise.then((r) => r.text());
    };
    return promise;
  };
  const client = call as Client;
  for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
    client[method] = (input, options) => call(input, { ...options, method });
  }
  return client;
}
