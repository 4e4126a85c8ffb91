import { API_PREFIX } from '@core/api-prefix';
import type { Lang } from '@core/lang';

/** An answer of a newsroom call: its status, its ETag and its JSON body (null when none). */
export interface NewsroomAnswer<T> {
  status: number;
  etag: string | null;
  body: T;
}

/**
 * A newsroom call that needs what the runtime's `send` does not give: request headers (If-Match)
 * and the whole answer of a refusal (a 409 carries the current day). Sends the session's bearer
 * token; a FormData body goes as multipart. Resolves for every HTTP status; rejects only when the
 * network fails.
 */
export async function newsroomRequest<T>(
  method: 'GET' | 'PUT' | 'POST',
  path: string,
  opts: { token: string | null; lang: Lang; body?: unknown; headers?: Record<string, string> },
): Promise<NewsroomAnswer<T>> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  const separator = path.includes('?') ? '&' : '?';
  const response = await fetch(`${API_PREFIX}/${path}${separator}lang=${opts.lang}`, {
    method,
    headers,
    body,
  });
  let json: unknown = null;
  try {
    json = await response.json();
  } catch {
    // No JSON body.
  }
  return { status: response.status, etag: response.headers.get('etag'), body: json as T };
}

/** The message of a refusal's body, else a fallback. */
export function messageOf(body: unknown, fallback: string): string {
  const message = (body as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : fallback;
}
