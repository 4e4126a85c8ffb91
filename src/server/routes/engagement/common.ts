import { createHash } from 'node:crypto';
import { type ContentDb, ContentDbSchema } from '@core/schemas/content';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { ResponseCache } from '../../cache';
import { sendEncoded } from '../../compression';
import { etagMatches, notFound } from '../../http';
import type { AccountLimit } from '../../limits';
import { jsonFile } from '../../params';

/**
 * Write limits of the engagement calls (design §7), per client address unless named otherwise.
 * Votes, likes and comments share one budget: a person clicks a few a minute, a script hundreds.
 * Views come on every item opened, so they get more room; many visitors may share one address
 * behind mobile carriers' NAT, and an uncounted view costs them nothing.
 */
export const ENGAGE_LIMITS = {
  writesPerClient: { max: 30, windowMs: 60_000 },
  viewsPerClient: { max: 120, windowMs: 60_000 },
  commentsPerUser: { max: 10, windowMs: 60_000 },
  deletesPerClient: { max: 120, windowMs: 60_000 },
} satisfies Record<string, AccountLimit>;

/** Cache tags the writes drop (pages showing these read them, so they drop with them). */
export const TAGS = {
  poll: 'poll',
  like: (db: ContentDb) => `like:${db}`,
  rating: (db: ContentDb) => `rating:${db}`,
  comment: (db: ContentDb, id: string) => `comment:${db}:${id}`,
};

/** `/{db}/{id}.json` path parameters; the id is checked by `itemId`. */
export const ItemParams = Type.Object({
  db: ContentDbSchema,
  file: jsonFile(),
});

/** Ids are slugs (SlugSchema); any other `{id}` names nothing. */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** What a voter-aware GET is made of. */
export interface VoterAware<T> {
  /** The cache key of the request (cacheKey). */
  key: string;
  tags: readonly string[];
  /** The part that is the same for everyone (counts), or null when the item does not exist. */
  load(): Promise<T | null>;
  /** This request's voter (Voters.peek), or null when it has none. */
  voter: string | null;
  /** The whole answer for a visitor who has no voter yet. */
  anonymous(shared: T): unknown;
  /** The whole answer for `voter`: the shared part plus that voter's own state. */
  personal(shared: T, voter: string): Promise<unknown>;
  /** The 404 message when `load` finds nothing. */
  missing: string;
  /** How long the cache keeps what `load` gave (asked after it; see ResponseCache.get). */
  keepMs?(): number | undefined;
}

/** Every answer of these calls varies with who asks: their session header and voter cookie. */
const VARY = 'accept-encoding, authorization, cookie';

/**
 * Sends an answer that carries the voter's own state (`meta.voted`, `data.mine`) without ever
 * handing one voter's state to another. The part that is the same for everyone comes from the
 * list cache under its tags. A visitor without a voter (crawlers, server renders, a first visit)
 * gets an answer that is the same for all of them, cached whole. A visitor with one gets the
 * shared part plus a primary-key lookup of their own, made per request and never kept: private to
 * them (`Cache-Control: private`), so neither this cache nor one in front can serve it to anyone
 * else. The tags go out as `Surrogate-Key` either way, so server-rendered pages showing the counts
 * drop with them.
 */
export async function sendForVoter<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  cache: ResponseCache,
  a: VoterAware<T>,
) {
  reply.header('vary', VARY).header('surrogate-key', a.tags.join(' '));
  if (a.voter === null) {
    const entry = await cache.get(
      `${a.key} #anonymous`,
      a.tags,
      async () => {
        const shared = await a.load();
        return shared === null ? null : a.anonymous(shared);
      },
      a.keepMs,
    );
    if (entry.body === 'null') throw notFound(a.missing);
    reply.header('etag', entry.etag).header('cache-control', 'no-cache');
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return sendEncoded(request, reply.type('application/json; charset=utf-8'), entry);
  }
  const entry = await cache.get(`${a.key} #shared`, a.tags, a.load, a.keepMs);
  if (entry.body === 'null') throw notFound(a.missing);
  const body = JSON.stringify(await a.personal(JSON.parse(entry.body) as T, a.voter));
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('etag', etag).header('cache-control', 'private, no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.type('application/json; charset=utf-8').send(body);
}
