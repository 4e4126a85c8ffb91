import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './cache';

/** An error that becomes an HTTP status and `{message}`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const notFound = (message: string) => new HttpError(404, message);
export const badRequest = (message: string) => new HttpError(400, message);

/**
 * The id of a `{id}.json` path segment. Route params cannot carry the suffix (ids hold dots,
 * e.g. state ids), so routes take the whole segment and this strips it.
 */
export function jsonId(segment: string): string | null {
  return segment.endsWith('.json') && segment.length > 5 ? decodeURIComponent(segment.slice(0, -5)) : null;
}

/** Sends a cached serialised body, answering 304 when the client has it already. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  reply.header('etag', entry.etag).header('cache-control', 'no-cache');
  if (request.headers['if-none-match'] === entry.etag) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(entry.body);
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
