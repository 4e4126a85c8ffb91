import { currentIndex, timeline } from '@core/onair';
import { ErrorSchema } from '@core/schemas/common';
import {
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  SearchQuerySchema,
  SearchResultSchema,
  SuggestQuerySchema,
  SuggestResultSchema,
} from '@core/schemas/search';
import { broadcastClock } from '@core/time';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../context';
import type { Db } from '../db/client';
import { schedules } from '../db/schema';
import { badRequest, cacheKey, sendCached } from '../http';
import { search } from '../search/query';
import { suggest } from '../search/suggest';
import { say } from '../texts';

/** Search answers are kept this long (and per minute: archive publication follows the clock). */
const SEARCH_CACHE_MS = 30_000;

/** The query trimmed, or a 400 saying why not (empty, shorter than 2, longer than 100). */
export function checkQuery(request: FastifyRequest, q: string | undefined): string {
  const text = (q ?? '').trim().replace(/\s+/g, ' ');
  if (!text) throw badRequest(say(request, 'search.queryEmpty'), 'q');
  const length = [...text].length;
  if (length < SEARCH_QUERY_MIN)
    throw badRequest(say(request, 'search.queryShort', { min: SEARCH_QUERY_MIN }), 'q');
  if (length > SEARCH_QUERY_MAX)
    throw badRequest(say(request, 'search.queryLong', { max: SEARCH_QUERY_MAX }), 'q');
  return text;
}

/** Programmes on air at `now`: the current entry of today's schedule of every channel. */
export async function onAirNow(db: Db, now: Date): Promise<string[]> {
  const clock = broadcastClock(now);
  const days = await db
    .select({ items: schedules.items })
    .from(schedules)
    .where(eq(schedules.date, clock.date));
  const ids: string[] = [];
  for (const day of days) {
    const line = timeline(day.items);
    const current = line[currentIndex(line, clock.minutes)];
    if (current?.entry.broadcast) ids.push(current.entry.broadcast);
  }
  return ids;
}

/**
 * Search (issue 27, decision 037): `GET /search.json` results with facets and pages, and
 * `GET /search/suggest.json` the header's suggestions. Rate-limited, cached briefly (tag `search`).
 */
export async function searchRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  // Per client and minute: RATE_LIMIT results; suggestions come as one types, twice as many.
  const SEARCH_PER_MINUTE = config.rateLimit;
  const SUGGEST_PER_MINUTE = config.rateLimit * 2;
  const minute = () => Math.floor(Date.now() / 60_000);

  app.get(
    '/search.json',
    {
      config: { rateLimit: { max: SEARCH_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['search'],
        summary:
          'Search channels, programmes, recordings, news, people, categories and announcements in any script (Uzbek Cyrillic or Latin, Russian; typos tolerated); facets by type, channel and dates; 10 a page',
        querystring: SearchQuerySchema,
        response: { 200: SearchResultSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const q = checkQuery(request, query.q);
      const entry = await cache.getEntry(`${cacheKey(request)}#minute=${minute()}`, async () => {
        const now = new Date();
        const found = await search(db, {
          q,
          exact: query.exact === '1',
          type: query.type,
          channel: query.channel,
          from: query.from,
          to: query.to,
          page: query.page,
          now,
          onAir: await onAirNow(db, now),
        });
        const { data, facets, ...meta } = found;
        return {
          body: JSON.stringify({ data, meta: { ...meta, query: q, facets } }),
          tags: ['search'],
          ttlMs: SEARCH_CACHE_MS,
        };
      });
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/search/suggest.json',
    {
      config: { rateLimit: { max: SUGGEST_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['search'],
        summary: 'Up to 8 suggestions for the header search box, in any script',
        querystring: SuggestQuerySchema,
        response: { 200: SuggestResultSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const q = checkQuery(request, request.query.q);
      const exact = request.query.exact === '1';
      const entry = await cache.getEntry(`${cacheKey(request)}#minute=${minute()}`, async () => {
        const now = new Date();
        const data = await suggest(db, { q, exact, now, onAir: await onAirNow(db, now) });
        return {
          body: JSON.stringify({ data, meta: { query: q } }),
          tags: ['search'],
          ttlMs: SEARCH_CACHE_MS,
        };
      });
      return sendCached(request, reply, entry);
    },
  );
}
