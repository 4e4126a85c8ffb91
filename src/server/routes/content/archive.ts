import { Envelope, ErrorSchema, ListMetaSchema, ListQuerySchema } from '@core/schemas/common';
import { ArchiveItemSchema } from '@core/schemas/content';
import { ChannelTypeSchema } from '@core/schemas/entities';
import { addDays, isIsoDate, TASHKENT_OFFSET_MS } from '@core/time';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, type SQL, sql } from 'drizzle-orm';
import Type from 'typebox';
import type { App, AppContext } from '../../context';
import { archiveItems, broadcasts } from '../../db/schema';
import { badRequest, cacheKey, sendCached } from '../../http';
import { itemRoute } from '../item';
import {
  cachedThisMinute,
  categoryScope,
  equals,
  idsAndTitle,
  isListed,
  isPublished,
  PAGE_SIZE,
  paging,
  SlugQuery,
  TitleQuery,
  titleFilter,
} from './query';
import { toArchiveItem } from './rows';

const ArchiveListQuery = Type.Object(
  {
    ...ListQuerySchema.properties,
    /** Default `tv` (spec §7), unless the items are named by `broadcast` or `items`. */
    type: Type.Optional(ChannelTypeSchema),
    channel: SlugQuery,
    /** The broadcast's category, with the categories below it. */
    category: SlugQuery,
    broadcast: SlugQuery,
    title: TitleQuery,
    /**
     * The Tashkent day it aired (YYYY-MM-DD): an extension of spec §7's call for the archive's
     * filter form (issue 24); a malformed or impossible date is a 400 naming `date`.
     */
    date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 })),
    /**
     * Recordings like this one (issue 24, a recording's "related"): its broadcast's other
     * episodes, else its channel's, itself left out; nothing for an unknown item.
     */
    related: SlugQuery,
  },
  { additionalProperties: false },
);

/** The instants a Tashkent day (YYYY-MM-DD) spans, `[start, end)`; a 400 naming `date` for a date that is none. */
export function tashkentDay(date: string): [Date, Date] {
  if (!isIsoDate(date))
    throw badRequest(`Invalid query parameter "date": expected a calendar date as YYYY-MM-DD`, 'date');
  const start = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - TASHKENT_OFFSET_MS);
  return [start(date), start(addDays(date, 1))];
}

/** Columns of an archive answer: the item and its broadcast's category. */
const columns = { item: archiveItems, category: broadcasts.category, rating: broadcasts.rating };

/**
 * The archive (spec §7): `GET /{product}/archive.json` and `/archive/{id}.json` — recordings
 * newest first, each listed once published (aired: `date + duration` ≤ now); an item is 404 until
 * then. Tags `archive` and `broadcast` (an item's category is its broadcast's; `category` too
 * when filtered by one). Answers depend on the clock: kept for the current minute only.
 *
 * `type` defaults to `tv` as spec §7 says, except when the query names the items (`broadcast` or
 * `items`): a radio broadcast's episodes are then listed without the client having to know.
 */
export async function archiveRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const { product } = config;
  const base = `/${product}`;

  app.get(
    `${base}/archive.json`,
    {
      schema: {
        tags: ['content'],
        summary:
          'Published recordings newest first; filter by type (default tv), channel, category, broadcast, Tashkent day (date), ids, title or related (like an item, itself left out); paged (100)',
        querystring: ArchiveListQuery,
        response: { 200: Envelope(Type.Array(ArchiveItemSchema), ListMetaSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const title = titleFilter(q.title);
      const day = q.date === undefined ? undefined : tashkentDay(q.date);
      const named = q.broadcast !== undefined || q.items !== undefined || q.related !== undefined;
      const type = q.type ?? (named ? undefined : 'tv');
      const tags = q.category ? ['archive', 'broadcast', 'category'] : ['archive', 'broadcast'];
      const entry = await cachedThisMinute(cache, cacheKey(request), tags, async (now) => {
        const [like] = q.related
          ? await db
              .select({ broadcast: archiveItems.broadcast, channel: archiveItems.channel })
              .from(archiveItems)
              .where(eq(archiveItems.id, q.related))
          : [];
        const where: (SQL | undefined)[] = [
          q.related ? ne(archiveItems.id, q.related) : undefined,
          q.related && !like ? sql`false` : undefined,
          like?.broadcast ? eq(archiveItems.broadcast, like.broadcast) : undefined,
          like && !like.broadcast && like.channel ? eq(archiveItems.channel, like.channel) : undefined,
          isListed(now),
          equals(archiveItems.type, type),
          equals(archiveItems.channel, q.channel),
          equals(archiveItems.broadcast, q.broadcast),
          day ? gte(archiveItems.date, day[0]) : undefined,
          day ? lt(archiveItems.date, day[1]) : undefined,
          q.category ? inArray(broadcasts.category, await categoryScope(db, q.category)) : undefined,
          ...idsAndTitle(q.items, title, archiveItems),
        ];
        const [{ total } = { total: 0 }] = await db
          .select({ total: count() })
          .from(archiveItems)
          .leftJoin(broadcasts, eq(broadcasts.id, archiveItems.broadcast))
          .where(and(...where));
        const { offset, ...meta } = paging(q, total, PAGE_SIZE.archive);
        const rows =
          offset < total
            ? await db
                .select(columns)
                .from(archiveItems)
                .leftJoin(broadcasts, eq(broadcasts.id, archiveItems.broadcast))
                .where(and(...where))
                .orderBy(desc(archiveItems.date), asc(archiveItems.id))
                .limit(meta.count)
                .offset(offset)
            : [];
        return { data: rows.map((r) => toArchiveItem(r.item, r.category, product, r.rating)), meta };
      });
      return sendCached(request, reply, entry);
    },
  );

  itemRoute(app, cache, `${base}/archive/:file`, {
    group: 'content',
    summary: 'One published recording (404 until it has aired)',
    data: ArchiveItemSchema,
    tags: ['archive', 'broadcast'],
    perMinute: true,
    load: async (id, _request, now) => {
      const [row] = await db
        .select(columns)
        .from(archiveItems)
        .leftJoin(broadcasts, eq(broadcasts.id, archiveItems.broadcast))
        .where(and(eq(archiveItems.id, id), isPublished(now)));
      return row ? { data: toArchiveItem(row.item, row.category, product, row.rating) } : null;
    },
    missing: (id) => `Archive item "${id}" does not exist`,
  });
}
