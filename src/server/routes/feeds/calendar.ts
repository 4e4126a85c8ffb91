import { type Lang, pickText } from '@core/lang';
import { timeline } from '@core/onair';
import { href } from '@core/routes';
import { ErrorSchema, SlugSchema } from '@core/schemas/common';
import { addDays, broadcastClock, formatHHmm, isIsoDate, msToNextMinute } from '@core/time';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { CachedBody } from '../../cache';
import type { App } from '../../context';
import { channels, schedules } from '../../db/schema';
import { type CalendarEvent, calendarDocument } from '../../feeds/ical';
import { type FeedBroadcast, type FeedEntry, tashkentAt } from '../../feeds/xmltv';
import { badRequest, notFound, sendCached } from '../../http';
import { requestLang } from '../../lang';
import { pageUrl } from '../../ssr/seo';
import { type FeedContext, feedBody, LangQuery } from './common';

/**
 * "Add to calendar" (decision 032): `GET /{product}/schedule/{channel}/{date}/{HHmm}.ics`, one
 * schedule entry, and `GET /{product}/broadcast/{id}/calendar.ics`, a broadcast's coming entries.
 */

/** How far ahead a broadcast's calendar looks for coming entries. */
const CALENDAR_DAYS_AHEAD = 14;

export function calendarRoutes(app: App, feeds: FeedContext) {
  const { db, cache, base, publicUrl, host, broadcastMap } = feeds;

  const uidOf = (channel: string, date: string, minutes: number) =>
    `${channel}-${date}-${formatHHmm(minutes).replace(':', '')}@${host}`;

  async function sendCalendar(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: CachedBody,
    filename: string,
    missing: string,
  ) {
    if (entry.body === 'null') throw notFound(missing);
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return sendCached(request, reply, entry, 'text/calendar; charset=utf-8');
  }

  /** An entry's event: its span, its title, its channel, and the page of its broadcast (else the channel's schedule). */
  function eventOf(
    lang: Lang,
    channel: { id: string; title: Record<string, string | undefined> },
    date: string,
    span: { entry: FeedEntry; start: number; finish: number },
    broadcast: FeedBroadcast | undefined,
  ): CalendarEvent {
    const { entry, start, finish } = span;
    const end = entry.duration ? Math.min(start + entry.duration, finish) : finish;
    const path = broadcast
      ? href('app.broadcast.view', { id: broadcast.id })
      : href('app.schedule.view', { id: channel.id });
    return {
      uid: uidOf(channel.id, date, start),
      start: tashkentAt(date, start),
      end: tashkentAt(date, Math.max(end, start + 1)),
      summary: pickText(entry.title, lang) || (broadcast ? pickText(broadcast.title, lang) : ''),
      description: broadcast ? pickText(broadcast.description, lang) : '',
      location: pickText(channel.title, lang) || channel.id,
      url: pageUrl(publicUrl, path, lang),
    };
  }

  app.get(
    `${base}/schedule/:channel/:date/:file`,
    {
      schema: {
        tags: ['feeds'],
        summary:
          'One schedule entry as iCalendar ("add to calendar"): `{HHmm}.ics` of a channel’s Tashkent date; UTC times',
        params: Type.Object({
          channel: SlugSchema,
          date: Type.String({ maxLength: 10, description: 'YYYY-MM-DD (Tashkent)' }),
          file: Type.String({ pattern: '^([01][0-9]|2[0-3])[0-5][0-9]\\.ics$', description: 'HHmm.ics' }),
        }),
        querystring: LangQuery,
        response: {
          200: feedBody('text/calendar', 'An iCalendar with one VEVENT'),
          304: Type.Null({ description: 'Not modified (If-None-Match)' }),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { channel, date, file } = request.params;
      if (!isIsoDate(date))
        throw badRequest(`Invalid date "${date}": expected a calendar date as YYYY-MM-DD`);
      const time = `${file.slice(0, 2)}:${file.slice(2, 4)}`;
      const lang = requestLang(request);
      const entry = await cache.getEntry(`${base}/schedule/${channel}/${date}/${file}#${lang}`, async () => {
        const tags = ['schedule', 'channel', 'broadcast'];
        const [row] = await db
          .select({ title: channels.title, items: schedules.items, updatedAt: schedules.updatedAt })
          .from(schedules)
          .innerJoin(channels, eq(channels.id, schedules.channel))
          .where(and(eq(schedules.channel, channel), eq(schedules.date, date), eq(channels.isHidden, false)));
        const span = row && timeline(row.items).find((t) => t.entry.time === time);
        if (!row || !span) return { body: 'null', tags };
        const broadcastsById = span.entry.broadcast ? await broadcastMap() : new Map<string, FeedBroadcast>();
        const broadcast = span.entry.broadcast ? broadcastsById.get(span.entry.broadcast) : undefined;
        const event = eventOf(lang, { id: channel, title: row.title }, date, span, broadcast);
        return {
          body: calendarDocument({ name: event.summary, stamp: row.updatedAt, events: [event] }),
          tags,
        };
      });
      return sendCalendar(
        request,
        reply,
        entry,
        `${channel}-${date}-${file}`,
        `No entry at ${time} on ${date} in the schedule of "${channel}"`,
      );
    },
  );

  app.get(
    `${base}/broadcast/:id/calendar.ics`,
    {
      schema: {
        tags: ['feeds'],
        summary: `A visible broadcast’s coming schedule entries (every channel, ${CALENDAR_DAYS_AHEAD} days ahead) as iCalendar; UTC times`,
        params: Type.Object({ id: SlugSchema }),
        querystring: LangQuery,
        response: {
          200: feedBody('text/calendar', 'An iCalendar with a VEVENT per coming entry'),
          304: Type.Null({ description: 'Not modified (If-None-Match)' }),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const lang = requestLang(request);
      const now = Date.now();
      const minute = Math.floor(now / 60_000);
      const entry = await cache.getEntry(
        `${base}/broadcast/${id}/calendar.ics#${lang}#${minute}`,
        async () => {
          const tags = ['schedule', 'channel', 'broadcast'];
          const broadcastsById = await broadcastMap();
          const broadcast = broadcastsById.get(id);
          if (!broadcast) return { body: 'null', tags, ttlMs: msToNextMinute(now) };
          const today = broadcastClock(now).date;
          const rows = await db
            .select({
              channel: schedules.channel,
              date: schedules.date,
              items: schedules.items,
              updatedAt: schedules.updatedAt,
              title: channels.title,
            })
            .from(schedules)
            .innerJoin(channels, eq(channels.id, schedules.channel))
            .where(
              and(
                eq(channels.isHidden, false),
                gte(schedules.date, addDays(today, -1)),
                lte(schedules.date, addDays(today, CALENDAR_DAYS_AHEAD)),
              ),
            )
            .orderBy(asc(schedules.date), asc(channels.order), asc(channels.id));
          const events: CalendarEvent[] = [];
          let stamp = new Date(0);
          for (const row of rows) {
            for (const span of timeline(row.items)) {
              if (span.entry.broadcast !== id) continue;
              const event = eventOf(lang, { id: row.channel, title: row.title }, row.date, span, broadcast);
              if (event.end.getTime() <= now) continue;
              events.push(event);
              if (row.updatedAt > stamp) stamp = row.updatedAt;
            }
          }
          events.sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
          const name = pickText(broadcast.title, lang) || id;
          return { body: calendarDocument({ name, stamp, events }), tags, ttlMs: msToNextMinute(now) };
        },
      );
      return sendCalendar(request, reply, entry, `${id}.ics`, `Broadcast "${id}" does not exist`);
    },
  );
}
