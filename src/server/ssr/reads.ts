import { ApiError } from '@core/api-error';
import { deepFreeze } from '@core/freeze';
import type { Query } from '@core/query';
import { msToNextMinute } from '@core/time';
import type { ResponseCache } from '../cache';
import type { App } from '../context';

/** Whether an answer is the same for every anonymous reader: it names its tags and is not personal. */
function shared(headers: Record<string, unknown>, tags: readonly string[]): boolean {
  const control = String(headers['cache-control'] ?? '');
  return tags.length > 0 && !/\b(?:private|no-store)\b/.test(control);
}

/**
 * The page renderer's reads of the API (decision 025, "Render cost"). A read is the API's answer
 * as a browser gets it (`app.inject`: its routes, access rules, validation and cache), parsed once
 * and kept in the response cache (`read {url}`) beside the API's own entries, frozen, until the end
 * of the minute, tagged with the answer's `Surrogate-Key`: a write that drops the API's entries
 * drops these with them, on every instance (cache.ts), and a read that raced the write is not
 * kept. A page is right for its minute only (pages.ts keeps its HTML so long), so a read kept for
 * that minute shows nothing a cached page would not. An answer without tags, a personal one or an
 * error is read again every time. Each render used to inject ~12 requests and parse their JSON:
 * about a third of an uncached page's CPU.
 */
export function apiReader(app: App, cache: ResponseCache, apiPrefix: string) {
  return async function read(path: string, query: Query, tags: Set<string>): Promise<unknown> {
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(query))
      if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
    const qs = search.toString();
    const url = `${apiPrefix}/${path}${qs ? `?${qs}` : ''}`;
    const entry = await cache.getEntry(`read ${url}`, async () => {
      const res = await app.inject({ method: 'GET', url });
      let body: unknown = null;
      try {
        body = res.json();
      } catch {
        body = null;
      }
      if (res.statusCode >= 400) {
        const message = (body as { message?: unknown } | null)?.message;
        throw new ApiError(res.statusCode, typeof message === 'string' ? message : res.statusMessage);
      }
      const answerTags = String(res.headers['surrogate-key'] ?? '')
        .split(' ')
        .filter(Boolean);
      return {
        body: '',
        value: deepFreeze(body),
        tags: answerTags,
        ttlMs: shared(res.headers, answerTags) ? msToNextMinute(Date.now()) : 0,
      };
    });
    for (const tag of entry.tags) tags.add(tag);
    return entry.value;
  };
}
