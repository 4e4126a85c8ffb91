import { type DaySpan, entriesInSpan, readDaySpan } from '@core/onair';
import { Envelope, ErrorSchema } from '@core/schemas/common';
import {
  type ChannelType,
  ChannelTypeSchema,
  type Schedule,
  type ScheduleItem,
  ScheduleSchema,
} from '@core/schemas/entities';
import { type OnAirChannel, OnAirChannelSchema } from '@core/schemas/onair';
import { broadcastClock, isIsoDate } from '@core/time';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type, { type Static } from 'typebox';
import type { Loaded } from '../cache';
import type { App, AppContext } from '../context';
import { archiveItems, broadcasts, channels, schedules } from '../db/schema';
import { badRequest, cacheKey, jsonId, sendCached, sendFound } from '../http';
import { recordingEnd } from '../live/vod';
import { jsonFile } from '../params';
import { withAliases } from './aliases';
import { toPicture } from './content/rows';

function checkDate(value: string): string {
  if (!isIsoDate(value)) throw badRequest(`Invalid date "${value}": expected a calendar date as YYYY-MM-DD`);
  return value;
}

/** The query of the day reads (`schedule.json`, `onair.json`): a date, a channel type, an HH:mm span. */
const DaySpanQuery = Type.Object(
  {
    date: Type.Optional(Type.String({ maxLength: 10 })),
    type: Type.Optional(ChannelTypeSchema),
    from: Type.Optional(
      Type.String({ maxLength: 5, description: 'HH:mm: from the entry on air then (default 00:00)' }),
    ),
    to: Type.Optional(
      Type.String({
        maxLength: 5,
        description: 'HH:mm: up to the first entry starting then or later (default: the day’s end)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** What a schedule answer depends on: the schedules, the channels and (catch-up) the archive. */
const TAGS = ['schedule', 'channel', 'archive'] as const;
/** The most an answer waiting for a recording's publication is kept (the cache's own time). */
const MAX_PENDING_MS = 10 * 60_000;

/** Published recordings of a day by `{channel} {HH:mm}`, and how long that stays true. */
interface CatchUp {
  recorded: Map<string, string>;
  /** Until the next recording of the day is published; undefined when none is pending. */
  ttlMs: number | undefined;
}

/** Each entry with `archive`: the id of the published recording of it, or null. */
function withCatchUp(channel: string, items: readonly ScheduleItem[], catchUp: CatchUp): ScheduleItem[] {
  return items.map((item) => ({ ...item, archive: catchUp.recorded.get(`${channel} ${item.time}`) ?? null }));
}

/**
 * Schedules (spec §7): `GET /{product}/schedule/{channel}/{date}.json` and, for the on-air list,
 * every visible channel's schedule of one date: `GET /{product}/schedule.json?date=`, or only the
 * entries that cover `from`–`to` (HH:mm; the on-air widgets ask for the next two hours, not the
 * whole day, which made up most of the home page's HTML). Dates and times are Tashkent's.
 *
 * Catch-up (issue 8): every entry carries `archive`, the id of the archive item recording it
 * (its aired channel, date and time) once published, else null. Publication is by time (an item
 * is published when its recording ends, `date + duration ≤ now`), so no write comes to invalidate
 * a cached `archive: null`. Each answer is therefore kept only until the next recording of its day
 * is published (`ttlMs`), then loaded again: the link appears the moment the entry has ended, and
 * answers are otherwise cached as long as any (days without pending recordings: as usual). Keying
 * the cache by the minute instead would reload every answer every minute and keep up to a minute
 * of stale nulls. Archive writes invalidate the `archive` tag as usual.
 */
export async function scheduleRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const base = `/${config.product}`;

  async function catchUp(date: string, channel?: string): Promise<CatchUp> {
    const where = [eq(archiveItems.airedDate, date)];
    if (channel) where.push(eq(archiveItems.airedChannel, channel));
    const rows = await db
      .select({
        id: archiveItems.id,
        channel: archiveItems.airedChannel,
        time: archiveItems.airedTime,
        date: archiveItems.date,
        duration: archiveItems.duration,
      })
      .from(archiveItems)
      .where(and(...where))
      .orderBy(asc(archiveItems.date), asc(archiveItems.id));
    const now = Date.now();
    const recorded = new Map<string, string>();
    let next = Number.POSITIVE_INFINITY;
    for (const row of rows) {
      const end = recordingEnd(row);
      const key = `${row.channel} ${row.time}`;
      if (end > now) next = Math.min(next, end);
      else if (!recorded.has(key)) recorded.set(key, row.id);
    }
    const ttlMs = Number.isFinite(next) ? Math.max(1, Math.min(next - now, MAX_PENDING_MS)) : undefined;
    return { recorded, ttlMs };
  }

  /**
   * The steps both day reads share: the query checked (a date, default today in Tashkent; a
   * channel type; an HH:mm span), the answer cached per query and date, sent with its ETag.
   */
  async function dayRead(
    request: FastifyRequest,
    reply: FastifyReply,
    query: Static<typeof DaySpanQuery>,
    answer: (day: { date: string; type?: ChannelType; span: DaySpan }) => Promise<Loaded>,
  ) {
    const date = checkDate(query.date ?? broadcastClock().date);
    const span = readDaySpan(query.from, query.to);
    if (typeof span === 'string') throw badRequest(span);
    const entry = await cache.getEntry(`${cacheKey(request)}&date=${date}`, () =>
      answer({ date, type: query.type, span }),
    );
    return sendCached(request, reply, entry);
  }

  /**
   * The picture of each visible broadcast among `ids` (its first, `images_anons`): what the home's
   * hero shows of the programme on air (issue 24).
   */
  async function broadcastPictures(
    ids: readonly (string | null | undefined)[],
  ): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id))];
    if (wanted.length === 0) return new Map();
    const rows = await db
      .select({ id: broadcasts.id, images: broadcasts.imagesAnons })
      .from(broadcasts)
      .where(and(inArray(broadcasts.id, wanted), eq(broadcasts.isHidden, false)));
    const found = new Map<string, string>();
    for (const row of rows) {
      const link = toPicture(row.images[0])?.link;
      if (link) found.set(row.id, link);
    }
    return found;
  }

  /** Every visible channel of a type (or all), in order, with its schedule of a date (if any). */
  function channelDays(date: string, type: ChannelType | undefined) {
    const where: SQL[] = [eq(channels.isHidden, false)];
    if (type) where.push(eq(channels.type, type));
    return db
      .select({
        channel: channels.id,
        type: channels.type,
        title: channels.title,
        photo: channels.photo,
        color: channels.color,
        items: schedules.items,
      })
      .from(channels)
      .leftJoin(schedules, and(eq(schedules.channel, channels.id), eq(schedules.date, date)))
      .where(and(...where))
      .orderBy(asc(channels.order), asc(channels.id));
  }

  // Spec §7 also names it `{product}.schedule` (decision 041).
  for (const { path, summary } of withAliases(
    `${base}/schedule.json`,
    'Every visible channel’s schedule for a date (default: today in Tashkent)',
    [`${base}.schedule`],
  ))
    app.get(
      path,
      {
        schema: {
          tags: ['content'],
          summary,
          querystring: DaySpanQuery,
          response: {
            200: Envelope(
              Type.Array(ScheduleSchema),
              Type.Object({ total: Type.Integer(), date: Type.String() }),
            ),
            400: ErrorSchema,
          },
        },
      },
      (request, reply) =>
        dayRead(request, reply, request.query, async ({ date, type, span }) => {
          const rows = await channelDays(date, type);
          const recordings = await catchUp(date);
          const data: Schedule[] = rows.map((r) => ({
            channel: r.channel,
            date,
            items: withCatchUp(r.channel, entriesInSpan(r.items ?? [], span), recordings),
          }));
          const body = JSON.stringify({ data, meta: { total: data.length, date } });
          return { body, tags: TAGS, ttlMs: recordings.ttlMs };
        }),
    );

  app.get(
    `${base}/onair.json`,
    {
      schema: {
        tags: ['content'],
        summary:
          'What the on-air widget shows: each visible channel (in order) with the entries of a date that cover from–to',
        querystring: DaySpanQuery,
        response: {
          200: Envelope(
            Type.Array(OnAirChannelSchema),
            Type.Object({ total: Type.Integer(), date: Type.String() }),
          ),
          400: ErrorSchema,
        },
      },
    },
    (request, reply) =>
      dayRead(request, reply, request.query, async ({ date, type, span }) => {
        const rows = await channelDays(date, type);
        const days = rows.map((r) => ({ ...r, items: entriesInSpan(r.items ?? [], span) }));
        const pictures = await broadcastPictures(days.flatMap((d) => d.items.map((i) => i.broadcast)));
        const data: OnAirChannel[] = days.map((r) => ({
          channel: r.channel,
          type: r.type,
          title: r.title,
          photo: r.photo ?? null,
          color: r.color ?? null,
          items: r.items.map((item) => ({
            time: item.time,
            title: item.title,
            broadcast: item.broadcast ?? null,
            is_online: item.is_online,
            picture: (item.broadcast && pictures.get(item.broadcast)) || null,
          })),
        }));
        const body = JSON.stringify({ data, meta: { total: data.length, date } });
        return { body, tags: ['schedule', 'channel', 'broadcast'] };
      }),
  );

  app.get(
    `${base}/schedule/:channel/:file`,
    {
      schema: {
        tags: ['content'],
        summary: 'One channel’s schedule for one date (YYYY-MM-DD, Tashkent)',
        params: Type.Object({
          channel: Type.String({ maxLength: 64 }),
          file: jsonFile(),
        }),
        response: { 200: Envelope(ScheduleSchema, Type.Object({})), 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { channel } = request.params;
      const date = checkDate(jsonId(request.params.file) ?? '');
      const entry = await cache.getEntry(cacheKey(request), async () => {
        const [known] = await db
          .select({ id: channels.id })
          .from(channels)
          .where(and(eq(channels.id, channel), eq(channels.isHidden, false)));
        if (!known) return { body: 'null', tags: TAGS };
        const [row] = await db
          .select({ items: schedules.items })
          .from(schedules)
          .where(and(eq(schedules.channel, channel), eq(schedules.date, date)));
        const recordings = await catchUp(date, channel);
        const items = withCatchUp(channel, row?.items ?? [], recordings);
        return {
          body: JSON.stringify({ data: { channel, date, items }, meta: {} }),
          tags: TAGS,
          ttlMs: recordings.ttlMs,
        };
      });
      return sendFound(request, reply, entry, `Channel "${channel}" does not exist`);
    },
  );
}
