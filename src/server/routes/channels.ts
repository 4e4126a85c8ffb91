import { Envelope, ErrorSchema, ListMetaSchema, ListQuerySchema } from '@core/schemas/common';
import { type Channel, ChannelSchema, ChannelTypeSchema } from '@core/schemas/entities';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import Type from 'typebox';
import type { App, AppContext } from '../context';
import { channels } from '../db/schema';
import { cacheKey, sendCached } from '../http';
import { withAliases } from './aliases';
import { itemRoute } from './item';
import { LIST_DEFAULT_COUNT, pageOf } from './paging';

export function toChannel(row: typeof channels.$inferSelect): Channel {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    photo: row.photo,
    color: row.color,
    about: row.about,
    is_hidden: row.isHidden,
    order: row.order,
    regional: row.regional,
  };
}

const ChannelListQuery = Type.Object(
  {
    ...ListQuerySchema.properties,
    type: Type.Optional(ChannelTypeSchema),
    regional: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

/** Channels (spec §7): `GET /{product}/channel.json` (list) and `/{product}/channel/{id}.json`. */
export async function channelRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const base = `/${config.product}`;

  // Spec §7 also names the list `{product}.channel` (decision 041).
  for (const { path, summary } of withAliases(
    `${base}/channel.json`,
    'Visible channels in their order; filter by type, regional or ids; paged',
    [`${base}.channel`],
  ))
    app.get(
      path,
      {
        schema: {
          tags: ['content'],
          summary,
          querystring: ChannelListQuery,
          response: { 200: Envelope(Type.Array(ChannelSchema), ListMetaSchema), 400: ErrorSchema },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const entry = await cache.get(cacheKey(request), ['channel'], async () => {
          const where: SQL[] = [eq(channels.isHidden, false)];
          if (q.type) where.push(eq(channels.type, q.type));
          if (q.regional !== undefined) where.push(eq(channels.regional, q.regional));
          if (q.items) where.push(inArray(channels.id, q.items.split(',')));
          const rows = await db
            .select()
            .from(channels)
            .where(and(...where))
            .orderBy(asc(channels.order), asc(channels.id));
          return pageOf(rows, q, LIST_DEFAULT_COUNT, toChannel);
        });
        return sendCached(request, reply, entry);
      },
    );

  itemRoute(app, cache, `${base}/channel/:file`, {
    group: 'content',
    summary: 'One channel by id',
    data: ChannelSchema,
    tags: ['channel'],
    load: async (id) => {
      const [row] = await db.select().from(channels).where(eq(channels.id, id));
      return row && !row.isHidden ? { data: toChannel(row) } : null;
    },
    missing: (id) => `Channel "${id}" does not exist`,
  });
}
