import { ListEntrySchema } from '@core/schemas/auth';
import { ErrorSchema, ListMetaSchema } from '@core/schemas/common';
import { and, asc, count, eq } from 'drizzle-orm';
import Type from 'typebox';
import type { App, AppContext } from '../context';
import { listEntries } from '../db/schema';
import { cacheKey, jsonId, notFound, sendCached, sendFound } from '../http';
import { jsonFile } from '../params';

/**
 * Attribute lists (spec §7 `GET /list/{attr}/{id}.json`): nation and the enumerations of spec §3
 * (sex, status, type). `all` (or `list`) names the whole list, any other id one entry. Cached
 * with the tag `list`.
 */
export async function listRoutes(app: App, { database, cache }: AppContext) {
  const { db } = database;

  app.get(
    '/list/:attr/:file',
    {
      schema: {
        tags: ['lists'],
        summary: 'An attribute list (`all.json`, with `count=all`) or one entry, e.g. /list/nation/all.json',
        params: Type.Object({
          attr: Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' }),
          file: jsonFile(),
        }),
        querystring: Type.Object({
          count: Type.Optional(
            Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Literal('all')]),
          ),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
        }),
        response: {
          200: Type.Union([
            Type.Object({ data: Type.Array(ListEntrySchema), meta: ListMetaSchema }),
            Type.Object({ data: ListEntrySchema, meta: Type.Object({}) }),
          ]),
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { attr } = request.params;
      const id = jsonId(request.params.file);
      if (!id) throw notFound(`No list entry "${request.params.file}"`);
      const toEntry = (row: typeof listEntries.$inferSelect) => ({
        _id: row.id,
        title: row.title as Record<string, string>,
        order: row.order,
      });
      if (id === 'all' || id === 'list') {
        const entry = await cache.get(cacheKey(request), ['list'], async () => {
          const [{ total } = { total: 0 }] = await db
            .select({ total: count() })
            .from(listEntries)
            .where(eq(listEntries.attr, attr));
          if (total === 0) return null;
          const size = request.query.count === 'all' || !request.query.count ? total : request.query.count;
          const page = request.query.page ?? 1;
          const rows = await db
            .select()
            .from(listEntries)
            .where(eq(listEntries.attr, attr))
            .orderBy(asc(listEntries.order), asc(listEntries.id))
            .limit(size)
            .offset((page - 1) * size);
          return {
            data: rows.map(toEntry),
            meta: { total, page, count: rows.length, pages: Math.ceil(total / size) },
          };
        });
        return sendFound(request, reply, entry, `No attribute list "${attr}"`);
      }
      const entry = await cache.get(cacheKey(request), ['list'], async () => {
        const [row] = await db
          .select()
          .from(listEntries)
          .where(and(eq(listEntries.attr, attr), eq(listEntries.id, id)));
        return row ? { data: toEntry(row), meta: {} } : null;
      });
      if (entry.body === 'null') throw notFound(`No entry "${id}" in the list "${attr}"`);
      return sendCached(request, reply, entry);
    },
  );
}
