import { inTreeOrder } from '@core/category-tree';
import type { I18nText } from '@core/lang';
import { Envelope, ErrorSchema, I18nTextSchema, ListMetaSchema, ListQuerySchema } from '@core/schemas/common';
import { BroadcastSchema, CategorySchema } from '@core/schemas/content';
import { ChannelTypeSchema } from '@core/schemas/entities';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import Type from 'typebox';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { archiveItems, broadcasts, categories, channels } from '../../db/schema';
import { cacheKey, sendCached } from '../../http';
import { withAliases } from '../aliases';
import { itemRoute } from '../item';
import {
  byOrderThenTitle,
  cachedThisMinute,
  categoryScope,
  equals,
  idsAndTitle,
  isListed,
  PAGE_SIZE,
  pageOf,
  paging,
  SlugQuery,
  TitleQuery,
  titleFilter,
} from './query';
import { toBroadcast, toCategory } from './rows';

const CategoryListQuery = Type.Object(
  {
    ...ListQuerySchema.properties,
    /** A parent category's id, or `root` for the top level. */
    parent: SlugQuery,
    /**
     * Every category below one (`root`: all of them), each counted on its own and followed by
     * its subcategories (the category list: its total, items and pages are the same categories).
     */
    below: SlugQuery,
    title: TitleQuery,
  },
  { additionalProperties: false },
);

const BroadcastListQuery = Type.Object(
  {
    ...ListQuerySchema.properties,
    type: Type.Optional(ChannelTypeSchema),
    channel: SlugQuery,
    /** A category and the categories below it. */
    category: SlugQuery,
    title: TitleQuery,
  },
  { additionalProperties: false },
);

/** spec §7: `broadcast/{id}.json` takes `id` (the path's, repeated by old clients) and `with=title`. */
const BroadcastItemQuery = Type.Object(
  { id: SlugQuery, with: Type.Optional(Type.Literal('title')) },
  { additionalProperties: false },
);

/** The titles of what a broadcast refers to, for its detail page (spec §7 "meta titles"). */
export const BroadcastMetaSchema = Type.Object(
  {
    titles: Type.Object(
      {
        channel: Type.Union([I18nTextSchema, Type.Null()]),
        category: Type.Union([I18nTextSchema, Type.Null()]),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** The published episodes of some broadcasts, newest first, by broadcast. */
export async function episodesOf(db: Db, ids: readonly string[], now: Date): Promise<Map<string, string[]>> {
  const byBroadcast = new Map<string, string[]>();
  if (ids.length === 0) return byBroadcast;
  const rows = await db
    .select({ id: archiveItems.id, broadcast: archiveItems.broadcast })
    .from(archiveItems)
    .where(and(inArray(archiveItems.broadcast, [...ids]), isListed(now)))
    .orderBy(desc(archiveItems.date), asc(archiveItems.id));
  for (const { id, broadcast } of rows) {
    if (broadcast) byBroadcast.set(broadcast, [...(byBroadcast.get(broadcast) ?? []), id]);
  }
  return byBroadcast;
}

async function titleOf(db: Db, table: typeof channels | typeof categories, id: string | null) {
  if (!id) return null;
  const [row] = await db.select({ title: table.title }).from(table).where(eq(table.id, id));
  return (row?.title as I18nText | undefined) ?? null;
}

/**
 * Categories and broadcasts (spec §7): `GET /{product}/category.json` and `/category/{id}.json`,
 * `GET /{product}/broadcast.json` and `/broadcast/{id}.json`.
 *
 * Cache tags: `category`; broadcasts `broadcast` and `archive` (their `items` are published
 * episodes), plus `category` when filtered by one (the tree decides what is below it), and the
 * detail `channel` and `category` (its meta titles). Broadcast answers depend on the clock
 * (episodes publish as they finish airing): they are kept for the current minute only.
 */
export async function catalogRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const base = `/${config.product}`;

  app.get(
    `${base}/category.json`,
    {
      schema: {
        tags: ['content'],
        summary:
          'Categories in their order; filter by parent (`root`: top level), ids or title, or the tree below one (`below`, `root`: all, each followed by its subcategories); paged (4)',
        querystring: CategoryListQuery,
        response: { 200: Envelope(Type.Array(CategorySchema), ListMetaSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const title = titleFilter(q.title);
      const entry = await cache.get(cacheKey(request), ['category'], async () => {
        const parent =
          q.parent === undefined
            ? undefined
            : q.parent === 'root'
              ? isNull(categories.parent)
              : eq(categories.parent, q.parent);
        const rows = await db
          .select()
          .from(categories)
          .where(and(parent, ...idsAndTitle(q.items, title, categories)));
        // The tree's order comes from every category; the filters then keep what they match.
        const kept = new Set(rows.map((r) => r.id));
        const ordered =
          q.below === undefined
            ? rows.sort(byOrderThenTitle)
            : inTreeOrder(
                await db.select().from(categories),
                q.below === 'root' ? null : q.below,
                byOrderThenTitle,
              ).filter((r) => kept.has(r.id));
        return pageOf(ordered, q, PAGE_SIZE.category, toCategory);
      });
      return sendCached(request, reply, entry);
    },
  );

  itemRoute(app, cache, `${base}/category/:file`, {
    group: 'content',
    summary: 'One category by id',
    data: CategorySchema,
    tags: ['category'],
    load: async (id) => {
      const [row] = await db.select().from(categories).where(eq(categories.id, id));
      return row ? { data: toCategory(row) } : null;
    },
    missing: (id) => `Category "${id}" does not exist`,
  });

  // Spec §7 also names the list `/{product}/broadcast` and `{product}.broadcast` (decision 041).
  for (const { path, summary } of withAliases(
    `${base}/broadcast.json`,
    'Visible broadcasts by order, then title; filter by type, channel, category (with subcategories), ids or title; paged (100 or `all`)',
    [`${base}/broadcast`, `${base}.broadcast`],
  ))
    app.get(
      path,
      {
        schema: {
          tags: ['content'],
          summary,
          querystring: BroadcastListQuery,
          response: { 200: Envelope(Type.Array(BroadcastSchema), ListMetaSchema), 400: ErrorSchema },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const title = titleFilter(q.title);
        const tags = q.category ? ['broadcast', 'archive', 'category'] : ['broadcast', 'archive'];
        const entry = await cachedThisMinute(cache, cacheKey(request), tags, async (now) => {
          const rows = await db
            .select()
            .from(broadcasts)
            .where(
              and(
                eq(broadcasts.isHidden, false),
                equals(broadcasts.type, q.type),
                equals(broadcasts.channel, q.channel),
                q.category ? inArray(broadcasts.category, await categoryScope(db, q.category)) : undefined,
                ...idsAndTitle(q.items, title, broadcasts),
              ),
            );
          rows.sort(byOrderThenTitle);
          const { offset, ...meta } = paging(q, rows.length, PAGE_SIZE.broadcast);
          const shown = rows.slice(offset, offset + meta.count);
          const episodes = await episodesOf(
            db,
            shown.map((r) => r.id),
            now,
          );
          return { data: shown.map((r) => toBroadcast(r, episodes.get(r.id) ?? [])), meta };
        });
        return sendCached(request, reply, entry);
      },
    );

  itemRoute(app, cache, `${base}/broadcast/:file`, {
    group: 'content',
    summary: 'One visible broadcast with its published episodes, and the titles of its channel and category',
    data: BroadcastSchema,
    meta: BroadcastMetaSchema,
    querystring: BroadcastItemQuery,
    tags: ['broadcast', 'archive', 'channel', 'category'],
    // The path names the item: `id` and `with` change nothing in the answer, so one cache entry serves all.
    key: (id) => `${base}/broadcast/${id}`,
    perMinute: true,
    load: async (id, _request, now) => {
      const [row] = await db
        .select()
        .from(broadcasts)
        .where(and(eq(broadcasts.id, id), eq(broadcasts.isHidden, false)));
      if (!row) return null;
      const [episodes, channel, category] = await Promise.all([
        episodesOf(db, [row.id], now),
        titleOf(db, channels, row.channel),
        titleOf(db, categories, row.category),
      ]);
      return {
        data: toBroadcast(row, episodes.get(row.id) ?? []),
        meta: { titles: { channel, category } },
      };
    },
    missing: (id) => `Broadcast "${id}" does not exist`,
  });
}
