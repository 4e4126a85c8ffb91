import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './cache';
import { sendEncoded } from './compression';

/**
 * Cache-Control of what every anonymous visitor shares (the cached lists and items, pages): a
 * browser revalidates every time (ETag, 304), and a shared cache in front (nginx, a CDN) may keep
 * it one second and serve it stale while it revalidates in the background, so a publish shows
 * through the proxy within about a second (decision 024). Requests with a bearer token bypass the
 * proxy's cache; personal answers say `private`.
 */
export const SHARED_CACHE_CONTROL =
  'public, max-age=0, must-revalidate, s-maxage=1, stale-while-revalidate=30';

/** An error that becomes an HTTP status and `{message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The body field or parameter at fault, for forms to show the message beside it. */
    readonly field?: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);

/**
 * The id of a `{id}.json` path segment (params.ts: `jsonFile`). Route params cannot carry the
 * suffix (ids hold dots, e.g. state ids), so routes take the whole segment and this strips it.
 * Fastify has decoded the segment already: it is not decoded again (issue 11).
 */
export function jsonId(segment: string): string | null {
  if (!segment.endsWith('.json') || segment.length <= 5) return null;
  return segment.slice(0, -5);
}

/** Whether an If-None-Match header names `etag`: weak comparison, a list or `*` (RFC 9110 §13.1.2). */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.trim() === '*' || header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * Sends a cached body (JSON unless `type` says otherwise), answering 304 when the client has it.
 * The body may go out compressed (compression.ts), so a 304 carries the same `Vary` as its 200.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: CachedBody,
  type = 'application/json; charset=utf-8',
) {
  // What the body depends on, for the server's own page renders and for a CDN in front (purge by tag).
  reply
    .header('etag', entry.etag)
    .header('cache-control', SHARED_CACHE_CONTROL)
    .header('vary', 'accept-encoding')
    .header('surrogate-key', entry.tags.join(' '));
  if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  return sendEncoded(request, reply.type(type), entry);
}

/**
 * Sends a cached item, or answers 404 with `message` when the load found nothing (loads return
 * null for a missing item, so misses are cached and invalidated like hits).
 */
export function sendFound(request: FastifyRequest, reply: FastifyReply, entry: CachedBody, message: string) {
  if (entry.body === 'null') throw notFound(message);
  return sendCached(request, reply, entry);
}

/** A stable cache key of a request: its path and its query sorted. */
export function cacheKey(request: FastifyRequest): string {
  const [path = '', search = ''] = request.url.split('?');
  const params = new URLSearchParams(search);
  params.sort();
  return `${path}?${params.toString()}`;
}
