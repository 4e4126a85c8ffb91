import { Envelope, ErrorSchema, ListMetaSchema, ListQuerySchema } from '@core/schemas/common';
import { NewsSchema } from '@core/schemas/content';
import { ChannelTypeSchema } from '@core/schemas/entities';
import { and, asc, count, desc, eq, getTableColumns, inArray, ne, sql } from 'drizzle-orm';
import Type from 'typebox';
import type { App, AppContext } from '../../context';
import { news } from '../../db/schema';
import { cacheKey, sendCached } from '../../http';
import { itemRoute } from '../item';
import {
  categoryScope,
  equals,
  idsAndTitle,
  PAGE_SIZE,
  paging,
  SlugQuery,
  TitleQuery,
  titleFilter,
} from './query';
import { toNews } from './rows';

const NewsListQuery = Type.Object(
  {
    ...ListQuerySchema.properties,
    type: Type.Optional(ChannelTypeSchema),
    channel: SlugQuery,
    /** A category and the categories below it. */
    category: SlugQuery,
    title: TitleQuery,
    /**
     * Items like this one (issue 24, a detail page's "related"): its category's (with the ones
     * below it), else its channel's, itself left out; nothing for an unknown item.
     */
    related: SlugQuery,
  },
  { additionalProperties: false },
);

/** A list leaves the bodies in the database: they are the heavy part and only the view shows one. */
const { body: _body, ...listColumns } = getTableColumns(news);

/**
 * News (spec §7, without the product prefix): `GET /news.json` newest first, bodies left out,
 * and `GET /news/{id}.json` with its body. Tag `news` (and `category` when filtered by one).
 */
export async function newsRoutes(app: App, { database, cache }: AppContext) {
  const { db } = database;

  app.get(
    '/news.json',
    {
      schema: {
        tags: ['content'],
        summary:
          'News newest first (bodies left out); filter by type, channel, category, ids, title or related (like an item, itself left out); paged (8)',
        querystring: NewsListQuery,
        response: { 200: Envelope(Type.Array(NewsSchema), ListMetaSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const title = titleFilter(q.title);
      const tags = q.category || q.related ? ['news', 'category'] : ['news'];
      const entry = await cache.get(cacheKey(request), tags, async () => {
        const like = q.related
          ? await db
              .select({ category: news.category, channel: news.channel })
              .from(news)
              .where(eq(news.id, q.related))
          : [];
        const related = q.related
          ? like[0]
            ? and(
                ne(news.id, q.related),
                like[0].category
                  ? inArray(news.category, await categoryScope(db, like[0].category))
                  : like[0].channel
                    ? eq(news.channel, like[0].channel)
                    : undefined,
              )
            : sql`false`
          : undefined;
        const where = and(
          related,
          equals(news.type, q.type),
          equals(news.channel, q.channel),
          q.category ? inArray(news.category, await categoryScope(db, q.category)) : undefined,
          ...idsAndTitle(q.items, title, news),
        );
        const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(news).where(where);
        const { offset, ...meta } = paging(q, total, PAGE_SIZE.news);
        const rows =
          offset < total
            ? await db
                .select(listColumns)
                .from(news)
                .where(where)
                .orderBy(desc(news.date), asc(news.id))
                .limit(meta.count)
                .offset(offset)
            : [];
        return { data: rows.map((r) => toNews(r)), meta };
      });
      return sendCached(request, reply, entry);
    },
  );

  itemRoute(app, cache, '/news/:file', {
    group: 'content',
    summary: 'One news item with its body',
    data: NewsSchema,
    tags: ['news'],
    load: async (id) => {
      const [row] = await db.select().from(news).where(eq(news.id, id));
      return row ? { data: toNews(row) } : null;
    },
    missing: (id) => `News item "${id}" does not exist`,
  });
}
