import { Envelope, ErrorSchema } from '@core/schemas/common';
import { MenuSchema, WeatherSchema } from '@core/schemas/entities';
import { asc, eq, sql } from 'drizzle-orm';
import Type from 'typebox';
import type { App, AppContext } from '../context';
import { menus, weather } from '../db/schema';
import { cacheKey, sendCached } from '../http';
import { itemRoute } from './item';

/** Site-wide resources: health, menus by id and the weather of the header. */
export async function siteRoutes(app: App, { database, cache, config, redis, lifecycle }: AppContext) {
  const { db } = database;
  const started = Date.now();

  app.get(
    '/health.json',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness and database reachability',
        response: {
          200: Envelope(
            Type.Object({ status: Type.Literal('ok'), database: Type.String(), uptime: Type.Number() }),
            Type.Object({}),
          ),
          503: ErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        return reply.code(503).send({ message: 'Database unavailable' });
      }
      return {
        data: { status: 'ok' as const, database: database.kind, uptime: (Date.now() - started) / 1000 },
        meta: {},
      };
    },
  );

  app.get(
    '/ready.json',
    {
      schema: {
        tags: ['site'],
        summary:
          'Readiness for a load balancer: 503 while draining or while the database or Redis is out of reach',
        response: {
          200: Envelope(
            Type.Object({ status: Type.Literal('ready'), database: Type.String(), redis: Type.Boolean() }),
            Type.Object({}),
          ),
          503: ErrorSchema,
        },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (lifecycle.draining) return reply.code(503).send({ message: 'Draining: shutting down' });
      try {
        await db.execute(sql`select 1`);
      } catch {
        return reply.code(503).send({ message: 'Database unavailable' });
      }
      if (redis) {
        try {
          // A Redis that does not answer within a second is as good as down for a balancer.
          await Promise.race([
            redis.ping(),
            new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 1000).unref()),
          ]);
        } catch {
          return reply.code(503).send({ message: 'Redis unavailable' });
        }
      }
      return { data: { status: 'ready' as const, database: database.kind, redis: redis !== null }, meta: {} };
    },
  );

  itemRoute(app, cache, '/menu/:file', {
    group: 'site',
    summary: 'A menu by id, e.g. efir_main',
    data: MenuSchema,
    tags: ['menu'],
    load: async (id) => {
      const [row] = await db.select().from(menus).where(eq(menus.id, id));
      return row ? { data: { _id: row.id, title: row.title, items: row.items } } : null;
    },
    missing: () => 'Menu does not exist',
  });

  app.get(
    `/${config.product}/weather.json`,
    {
      schema: {
        tags: ['content'],
        summary: 'Latest weather of the regional centres',
        response: {
          200: Envelope(
            Type.Array(WeatherSchema),
            Type.Object({ updated: Type.Union([Type.String(), Type.Null()]) }),
          ),
        },
      },
    },
    async (request, reply) => {
      const entry = await cache.get(cacheKey(request), ['weather'], async () => {
        const rows = await db.select().from(weather).orderBy(asc(weather.order), asc(weather.city));
        const data = rows.map((r) => ({
          city: r.city,
          title: r.title,
          temperature: r.temperature,
          condition: r.condition,
          observed_at: r.observedAt.toISOString(),
        }));
        const updated = data.reduce<string | null>(
          (max, w) => (max && max > w.observed_at ? max : w.observed_at),
          null,
        );
        return { data, meta: { updated } };
      });
      return sendCached(request, reply, entry);
    },
  );
}
