import type { I18nText } from '@core/lang';
import { Envelope, ErrorSchema, I18nTextSchema, ListMetaSchema, ListQuerySchema } from '@core/schemas/common';
import { AnchorSchema, PersonSchema } from '@core/schemas/content';
import { ChannelTypeSchema } from '@core/schemas/entities';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import Type from 'typebox';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { broadcasts, counters, people } from '../../db/schema';
import { cacheKey, sendCached } from '../../http';
import { itemRoute } from '../item';
import {
  byOrderThenTitle,
  byTitle,
  categoryScope,
  equals,
  idsAndTitle,
  PAGE_SIZE,
  pageOf,
  paging,
  SlugQuery,
  TitleQuery,
  titleFilter,
} from './query';
import { toAnchor, toPerson } from './rows';

/** Orders of the anchors list (spec §7 `sort`, default `title`). */
export const ANCHOR_SORTS = ['title', 'likes', 'order'] as const;
type AnchorSort = (typeof ANCHOR_SORTS)[number];

const AnchorListQuery = Type.Object(
  {
    ...ListQuerySchema.properties,
    type: Type.Optional(ChannelTypeSchema),
    /** One of the anchor's channels. */
    channel: SlugQuery,
    category: SlugQuery,
    broadcast: SlugQuery,
    title: TitleQuery,
    sort: Type.Optional(Type.Union(ANCHOR_SORTS.map((s) => Type.Literal(s)))),
    /** `broadcast`: meta.broadcasts holds the titles of the broadcasts the page refers to. */
    with: Type.Optional(Type.Literal('broadcast')),
  },
  { additionalProperties: false },
);

export const AnchorListMetaSchema = Type.Object({
  ...ListMetaSchema.properties,
  broadcasts: Type.Optional(Type.Record(Type.String(), I18nTextSchema)),
});

const PersonListQuery = Type.Object(
  {
    ...ListQuerySchema.properties,
    type: Type.Optional(ChannelTypeSchema),
    channel: SlugQuery,
    title: TitleQuery,
  },
  { additionalProperties: false },
);

type PersonRow = typeof people.$inferSelect;

/** People of one kind working for `channel` (people hold a list of channels). */
const onChannel = (channel: string | undefined): SQL | undefined =>
  channel === undefined ? undefined : sql`${people.channels} @> ${JSON.stringify([channel])}::jsonb`;

/** People of a kind with their like count (counters of db `anchors`; 0 without a row). */
async function peopleWithLikes(db: Db, where: SQL | undefined) {
  return db
    .select({ row: people, likes: sql<number>`coalesce(${counters.likes}, 0)`.mapWith(Number) })
    .from(people)
    .leftJoin(counters, and(eq(counters.db, 'anchors'), eq(counters.item, people.id)))
    .where(where);
}

const ANCHOR_ORDER: Record<AnchorSort, (a: { row: PersonRow; likes: number }, b: typeof a) => number> = {
  title: (a, b) => byTitle(a.row, b.row) || byOrderThenTitle(a.row, b.row),
  likes: (a, b) => b.likes - a.likes || byTitle(a.row, b.row) || byOrderThenTitle(a.row, b.row),
  order: (a, b) => byOrderThenTitle(a.row, b.row),
};

async function broadcastTitles(db: Db, ids: readonly string[]): Promise<Record<string, I18nText>> {
  if (ids.length === 0) return {};
  const rows = await db
    .select({ id: broadcasts.id, title: broadcasts.title })
    .from(broadcasts)
    .where(inArray(broadcasts.id, [...ids]));
  return Object.fromEntries(rows.map((r) => [r.id, r.title]));
}

/**
 * Anchors and persons (spec §7): `GET /{product}/anchors.json` and `/anchors/{id}.json`,
 * `GET /{product}/person.json` and `/person/{id}.json` (one table, told apart by `kind`).
 *
 * Cache tags: anchors carry their like counts, so `anchors` and `like:anchors` (the engagement
 * API invalidates `like:{db}` on every like), plus `broadcast` with `with=broadcast` and
 * `category` when filtered by one; persons `person`.
 */
export async function peopleRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const base = `/${config.product}`;

  app.get(
    `${base}/anchors.json`,
    {
      schema: {
        tags: ['content'],
        summary:
          'Anchors with their likes; filter by type, channel, category, broadcast, ids or title; sort title (default), likes or order; `with=broadcast`; paged (4)',
        querystring: AnchorListQuery,
        response: { 200: Envelope(Type.Array(AnchorSchema), AnchorListMetaSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const title = titleFilter(q.title);
      const tags = ['anchors', 'like:anchors'];
      if (q.with === 'broadcast') tags.push('broadcast');
      if (q.category) tags.push('category');
      const entry = await cache.get(cacheKey(request), tags, async () => {
        const rows = await peopleWithLikes(
          db,
          and(
            eq(people.kind, 'anchor'),
            equals(people.type, q.type),
            onChannel(q.channel),
            q.category ? inArray(people.category, await categoryScope(db, q.category)) : undefined,
            equals(people.broadcast, q.broadcast),
            ...idsAndTitle(q.items, title, people),
          ),
        );
        rows.sort(ANCHOR_ORDER[q.sort ?? 'title']);
        const { offset, ...meta } = paging(q, rows.length, PAGE_SIZE.anchors);
        const shown = rows.slice(offset, offset + meta.count);
        const data = shown.map((r) => toAnchor(r.row, r.likes));
        if (q.with !== 'broadcast') return { data, meta };
        const referenced = [...new Set(shown.flatMap((r) => (r.row.broadcast ? [r.row.broadcast] : [])))];
        return { data, meta: { ...meta, broadcasts: await broadcastTitles(db, referenced) } };
      });
      return sendCached(request, reply, entry);
    },
  );

  itemRoute(app, cache, `${base}/anchors/:file`, {
    group: 'content',
    summary: 'One anchor by id, with its likes',
    data: AnchorSchema,
    tags: ['anchors', 'like:anchors'],
    load: async (id) => {
      const [found] = await peopleWithLikes(db, and(eq(people.id, id), eq(people.kind, 'anchor')));
      return found ? { data: toAnchor(found.row, found.likes) } : null;
    },
    missing: (id) => `Anchor "${id}" does not exist`,
  });

  app.get(
    `${base}/person.json`,
    {
      schema: {
        tags: ['content'],
        summary: 'Persons by order, then title; filter by type, channel, ids or title; paged (100)',
        querystring: PersonListQuery,
        response: { 200: Envelope(Type.Array(PersonSchema), ListMetaSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const title = titleFilter(q.title);
      const entry = await cache.get(cacheKey(request), ['person'], async () => {
        const rows = await db
          .select()
          .from(people)
          .where(
            and(
              eq(people.kind, 'person'),
              equals(people.type, q.type),
              onChannel(q.channel),
              ...idsAndTitle(q.items, title, people),
            ),
          );
        return pageOf(rows.sort(byOrderThenTitle), q, PAGE_SIZE.person, toPerson);
      });
      return sendCached(request, reply, entry);
    },
  );

  itemRoute(app, cache, `${base}/person/:file`, {
    group: 'content',
    summary: 'One person by id',
    data: PersonSchema,
    tags: ['person'],
    load: async (id) => {
      const [row] = await db
        .select()
        .from(people)
        .where(and(eq(people.id, id), eq(people.kind, 'person')));
      return row ? { data: toPerson(row) } : null;
    },
    missing: (id) => `Person "${id}" does not exist`,
  });
}
