import { and, asc, eq, type SQL } from 'drizzle-orm';
import Type from 'typebox';
import { Envelope, ErrorSchema } from '../../../schemas/common';
import { ChannelTypeSchema, type Schedule, ScheduleSchema } from '../../../schemas/entities';
import { broadcastClock, isIsoDate } from '../../shared/time';
import type { App, AppContext } from '../context';
import { channels, schedules } from '../db/schema';
import { badRequest, cacheKey, jsonId, sendCached, sendFound } from '../http';

function checkDate(value: string): string {
  if (!isIsoDate(value)) throw badRequest(`Invalid date "${value}": expected a calendar date as YYYY-MM-DD`);
  return value;
}

/**
 * Schedules (spec §7): `GET /{product}/schedule/{channel}/{date}.json` and, for the on-air list,
 * every visible channel's schedule of one date: `GET /{product}/schedule.json?date=`.
 * Dates are Tashkent dates.
 */
export async function scheduleRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const base = `/${config.product}`;

  app.get(
    `${base}/schedule.json`,
    {
      schema: {
        tags: ['content'],
        summary: 'Every visible channel’s schedule for a date (default: today in Tashkent)',
        querystring: Type.Object(
          { date: Type.Optional(Type.String({ maxLength: 10 })), type: Type.Optional(ChannelTypeSchema) },
          { additionalProperties: false },
        ),
        response: {
          200: Envelope(
            Type.Array(ScheduleSchema),
            Type.Object({ total: Type.Integer(), date: Type.String() }),
          ),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const date = checkDate(request.query.date ?? broadcastClock().date);
      const type = request.query.type;
      const entry = await cache.get(
        `${cacheKey(request)}&date=${date}`,
        ['schedule', 'channel'],
        async () => {
          const where: SQL[] = [eq(channels.isHidden, false)];
          if (type) where.push(eq(channels.type, type));
          const rows = await db
            .select({ channel: channels.id, items: schedules.items })
            .from(channels)
            .leftJoin(schedules, and(eq(schedules.channel, channels.id), eq(schedules.date, date)))
            .where(and(...where))
            .orderBy(asc(channels.order), asc(channels.id));
          const data: Schedule[] = rows.map((r) => ({ channel: r.channel, date, items: r.items ?? [] }));
          return { data, meta: { total: data.length, date } };
        },
      );
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    `${base}/schedule/:channel/:file`,
    {
      schema: {
        tags: ['content'],
        summary: 'One channel’s schedule for one date (YYYY-MM-DD, Tashkent)',
        params: Type.Object({
          channel: Type.String({ maxLength: 64 }),
          file: Type.String({ pattern: '\\.json$' }),
        }),
        response: { 200: Envelope(ScheduleSchema, Type.Object({})), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { channel } = request.params;
      const date = checkDate(jsonId(request.params.file) ?? '');
      const entry = await cache.get(cacheKey(request), ['schedule', 'channel'], async () => {
        const [known] = await db
          .select({ id: channels.id })
          .from(channels)
          .where(and(eq(channels.id, channel), eq(channels.isHidden, false)));
        if (!known) return null;
        const [row] = await db
          .select({ items: schedules.items })
          .from(schedules)
          .where(and(eq(schedules.channel, channel), eq(schedules.date, date)));
        return { data: { channel, date, items: row?.items ?? [] }, meta: {} };
      });
      return sendFound(request, reply, entry, `Channel "${channel}" does not exist`);
    },
  );
}
