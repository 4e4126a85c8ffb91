import { Envelope, ErrorSchema, ListQuerySchema } from '@core/schemas/common';
import {
  type ContentDb,
  ContentDbSchema,
  type Counter,
  CounterSchema,
  LikedSchema,
} from '@core/schemas/content';
import { and, asc, desc, eq, gt, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import Type from 'typebox';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { counters, likes, views } from '../../db/schema';
import { cacheKey, HttpError, jsonId, notFound, sendCached } from '../../http';
import { say } from '../../texts';
import type { Voters } from '../../voter';
import { ItemParams, SLUG, sendForVoter, TAGS } from './common';
import { counterItemVisible, itemExists, missKeepMs } from './items';

/** The part of a counter that is the same for every voter. */
type Shared = Omit<Counter, 'mine'>;

const HOUR = 3600_000;
/** The hour a view falls in: a voter's views of an item count once per such hour. */
export const viewHour = (now: Date) => new Date(Math.floor(now.getTime() / HOUR) * HOUR);
/** How often an instance deletes the views of past hours (they can no longer refuse a view). */
const PRUNE_EVERY_MS = 10 * 60_000;

const CounterResponse = Envelope(CounterSchema, Type.Object({}));
const Errors = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

async function counterOf(db: Db, collection: ContentDb, item: string) {
  const [row] = await db
    .select({ likes: counters.likes, rating: counters.rating })
    .from(counters)
    .where(and(eq(counters.db, collection), eq(counters.item, item)));
  return row ?? { likes: 0, rating: 0 };
}

/** Top-list query (spec §7 "stats.rating"): `db` required, `limit` 1..100 (10), `sort` desc or asc. */
const StatsQuery = Type.Object(
  {
    db: ContentDbSchema,
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    return: Type.Optional(Type.Literal('assoc')),
    sort: Type.Optional(Type.Union([Type.Literal('desc'), Type.Literal('asc')], { default: 'desc' })),
    items: ListQuerySchema.properties.items,
  },
  { additionalProperties: false },
);

/**
 * Likes, ratings (views) and their top lists (spec §7 "Polls, ratings, likes"):
 * - `GET /like/{db}/{id}.json` → the item's likes and whether this voter liked it;
 *   `POST` adds this voter's like (one per voter and item: the primary key of `likes`; a second is
 *   409) and answers a list with count: `{data: [counter], meta: {count}}` (decision 041);
 * - `GET /rating/{db}/{id}.json` → the item's rating; `POST` registers a view, counted once per
 *   voter, item and hour (the primary key of `views`);
 * - `GET /stats.rating`, `/stats.like` → a map of id to value, highest first.
 * Counters live in one row per item, updated in the transaction that records the like or view.
 */
export async function counterRoutes(
  app: App,
  { database, cache }: AppContext,
  deps: {
    voters: Voters;
    writeLimit: preHandlerAsyncHookHandler;
    viewLimit: preHandlerAsyncHookHandler;
    clock: () => Date;
  },
) {
  const { db } = database;
  const { voters, clock } = deps;

  /** The item a path names, or a 404 when it does not exist (or cannot be seen). */
  async function existingItem(request: FastifyRequest, collection: ContentDb, file: string) {
    const id = jsonId(file);
    if (!id || !SLUG.test(id) || !(await itemExists(db, collection, id, clock())))
      throw notFound(say(request, 'engage.itemNotFound'));
    return id;
  }

  /** The GET of a counter: the count is shared, `mine` is this voter's (sendForVoter). */
  function counterGet(
    kind: 'like' | 'rating',
    mine: (collection: ContentDb, id: string, voter: string) => Promise<boolean>,
  ) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const { db: collection, file } = request.params as { db: ContentDb; file: string };
      const id = jsonId(file);
      if (!id || !SLUG.test(id)) throw notFound(say(request, 'engage.itemNotFound'));
      let keep: number | undefined;
      return sendForVoter<Shared>(request, reply, cache, {
        key: cacheKey(request),
        tags: [kind === 'like' ? TAGS.like(collection) : TAGS.rating(collection), collection],
        async load() {
          const now = clock();
          if (!(await itemExists(db, collection, id, now))) {
            keep = await missKeepMs(db, collection, id, now);
            return null;
          }
          const row = await counterOf(db, collection, id);
          return { _id: id, db: collection, count: kind === 'like' ? row.likes : row.rating };
        },
        voter: await voters.peek(request),
        anonymous: (shared) => ({ data: { ...shared, mine: false }, meta: {} }),
        personal: async (shared, voter) => ({
          data: { ...shared, mine: await mine(collection, id, voter) },
          meta: {},
        }),
        missing: say(request, 'engage.itemNotFound'),
        keepMs: () => keep,
      });
    };
  }

  app.get(
    '/like/:db/:file',
    {
      schema: {
        tags: ['engagement'],
        summary: "An item's likes, and whether this voter liked it",
        params: ItemParams,
        response: { 200: CounterResponse, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    counterGet('like', async (collection, id, voter) => {
      const rows = await db
        .select({ item: likes.item })
        .from(likes)
        .where(and(eq(likes.db, collection), eq(likes.item, id), eq(likes.liker, voter)));
      return rows.length > 0;
    }),
  );

  app.post(
    '/like/:db/:file',
    {
      preHandler: [deps.writeLimit],
      schema: {
        tags: ['engagement'],
        summary:
          "Like an item: once per voter (a second like is 409); answers a list with the item's counter and meta.count, its likes",
        params: ItemParams,
        response: { 200: LikedSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const collection = request.params.db;
      const id = await existingItem(request, collection, request.params.file);
      const voter = await voters.claim(request, reply);
      const count = await db.transaction(async (tx) => {
        const added = await tx
          .insert(likes)
          .values({ db: collection, item: id, liker: voter })
          .onConflictDoNothing()
          .returning({ item: likes.item });
        if (added.length === 0) throw new HttpError(409, say(request, 'engage.alreadyLiked'));
        const [row] = await tx
          .insert(counters)
          .values({ db: collection, item: id, likes: 1 })
          .onConflictDoUpdate({
            target: [counters.db, counters.item],
            set: { likes: sql`${counters.likes} + 1` },
          })
          .returning({ likes: counters.likes });
        return row?.likes ?? 1;
      });
      await cache.invalidate([TAGS.like(collection)]);
      return { data: [{ _id: id, db: collection, count, mine: true }], meta: { count } };
    },
  );

  app.get(
    '/rating/:db/:file',
    {
      schema: {
        tags: ['engagement'],
        summary: "An item's rating (views), and whether this voter's view counted this hour",
        params: ItemParams,
        response: { 200: CounterResponse, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    counterGet('rating', async (collection, id, voter) => {
      const rows = await db
        .select({ item: views.item })
        .from(views)
        .where(
          and(
            eq(views.db, collection),
            eq(views.item, id),
            eq(views.viewer, voter),
            eq(views.hour, viewHour(clock())),
          ),
        );
      return rows.length > 0;
    }),
  );

  let prunedAt = 0;
  /** Deletes the views of past hours now and then: only the current hour's can refuse a view. */
  async function pruneViews(now: Date) {
    if (now.getTime() - prunedAt < PRUNE_EVERY_MS) return;
    prunedAt = now.getTime();
    await db.delete(views).where(lt(views.hour, viewHour(now)));
  }

  app.post(
    '/rating/:db/:file',
    {
      preHandler: [deps.viewLimit],
      schema: {
        tags: ['engagement'],
        summary: 'Register a view: counted once per voter, item and hour',
        params: ItemParams,
        response: { 200: CounterResponse, 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const collection = request.params.db;
      const id = await existingItem(request, collection, request.params.file);
      const voter = await voters.claim(request, reply);
      const now = clock();
      const { count, counted } = await db.transaction(async (tx) => {
        const added = await tx
          .insert(views)
          .values({ db: collection, item: id, viewer: voter, hour: viewHour(now) })
          .onConflictDoNothing()
          .returning({ item: views.item });
        if (added.length === 0) {
          const [row] = await tx
            .select({ rating: counters.rating })
            .from(counters)
            .where(and(eq(counters.db, collection), eq(counters.item, id)));
          return { count: row?.rating ?? 0, counted: false };
        }
        const [row] = await tx
          .insert(counters)
          .values({ db: collection, item: id, rating: 1 })
          .onConflictDoUpdate({
            target: [counters.db, counters.item],
            set: { rating: sql`${counters.rating} + 1` },
          })
          .returning({ rating: counters.rating });
        return { count: row?.rating ?? 1, counted: true };
      });
      if (counted) await cache.invalidate([TAGS.rating(collection)]);
      await pruneViews(now);
      return { data: { _id: id, db: collection, count, mine: true }, meta: {} };
    },
  );

  for (const [kind, column] of [
    ['rating', counters.rating],
    ['like', counters.likes],
  ] as const) {
    app.get(
      `/stats.${kind}`,
      {
        schema: {
          tags: ['engagement'],
          summary: `Top items of a collection by ${kind === 'like' ? 'likes' : 'rating'}: a map of id to value`,
          querystring: StatsQuery,
          response: {
            200: Envelope(Type.Record(Type.String(), Type.Integer()), Type.Object({})),
            400: ErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const { db: collection, limit = 10, sort = 'desc', items } = request.query;
        const tag = kind === 'like' ? TAGS.like(collection) : TAGS.rating(collection);
        const entry = await cache.getText(cacheKey(request), [tag, collection], async () => {
          const where: SQL[] = [
            eq(counters.db, collection),
            gt(column, 0),
            counterItemVisible(collection, clock()),
          ];
          if (items) where.push(inArray(counters.item, items.split(',')));
          const rows = await db
            .select({ item: counters.item, value: column })
            .from(counters)
            .where(and(...where))
            .orderBy(sort === 'asc' ? asc(column) : desc(column), asc(counters.item))
            .limit(limit);
          // Written by hand: an object would move ids that look like numbers ahead of the others,
          // and the order is the answer.
          const map = rows.map((r) => `${JSON.stringify(r.item)}:${r.value}`).join(',');
          return `{"data":{${map}},"meta":{}}`;
        });
        return sendCached(request, reply, entry);
      },
    );
  }
}
