import { Envelope, ErrorSchema } from '@core/schemas/common';
import type { FastifyRequest } from 'fastify';
import Type, { type TSchema } from 'typebox';
import type { CachedBody, ResponseCache } from '../cache';
import type { App } from '../context';
import { cacheKey, jsonId, sendFound } from '../http';
import { jsonFile } from '../params';
import { cachedThisMinute } from './content/query';

/** What an item load found: the item, and the envelope's meta when it has one (else `{}`). */
export interface Found {
  data: unknown;
  meta?: unknown;
}

/** One "item by id" route: `GET {path}` whose last segment is `{id}.json`. */
export interface ItemRoute {
  /** The OpenAPI group (`content`, `live`, `site`). */
  group: string;
  summary: string;
  /** The item's schema (the envelope's `data`). */
  data: TSchema;
  /** The envelope's `meta`; none means `{}`. */
  meta?: TSchema;
  /** A query the item takes (its schema answers 400 then). */
  querystring?: TSchema;
  /** The cache tags the answer depends on. */
  tags: readonly string[];
  /** The cache key; the request's path and sorted query unless said. */
  key?: (id: string, request: FastifyRequest) => string;
  /** Whether the answer changes with the broadcast minute (publication times): `load` gets that minute. */
  perMinute?: boolean;
  /** The item, or null when there is none (the miss is cached and invalidated like a hit). */
  load?: (id: string, request: FastifyRequest, now: Date) => Promise<Found | null>;
  /** Instead of `load`: the whole cache entry, for an answer that keeps its miss for less. */
  entry?: (key: string, id: string, request: FastifyRequest) => Promise<CachedBody>;
  /** The 404 message. */
  missing: (id: string) => string;
}

/**
 * Registers an item-by-id route: parses the `{id}.json` segment, loads the item through the
 * response cache under `tags`, answers 404 with `missing(id)` or the item with its ETag.
 */
export function itemRoute(app: App, cache: ResponseCache, path: string, route: ItemRoute): void {
  const response: Record<number, TSchema> = { 200: Envelope(route.data, route.meta ?? Type.Object({})) };
  if (route.querystring) response[400] = ErrorSchema;
  response[404] = ErrorSchema;
  const schema = {
    tags: [route.group],
    summary: route.summary,
    params: Type.Object({ file: jsonFile() }),
    ...(route.querystring ? { querystring: route.querystring } : {}),
    response,
  };
  app.get(path, { schema }, async (request, reply) => {
    const id = jsonId((request.params as { file: string }).file) ?? '';
    const key = route.key ? route.key(id, request) : cacheKey(request);
    const load = async (now: Date) => {
      const found = route.load ? await route.load(id, request, now) : null;
      return found ? { data: found.data, meta: found.meta ?? {} } : null;
    };
    const entry = route.entry
      ? await route.entry(key, id, request)
      : route.perMinute
        ? await cachedThisMinute(cache, key, route.tags, load)
        : await cache.get(key, route.tags, () => load(new Date()));
    return sendFound(request, reply, entry, route.missing(id));
  });
}
