import { gzipSync } from 'node:zlib';
import { API_PREFIX } from '@core/api-prefix';
import { INTL_LOCALE, type Lang, pickText } from '@core/lang';
import { timeline } from '@core/onair';
import { href } from '@core/routes';
import { ErrorSchema, SlugSchema } from '@core/schemas/common';
import {
  addDays,
  broadcastClock,
  formatHHmm,
  isIsoDate,
  msToNextMinute,
  TASHKENT_OFFSET_MS,
} from '@core/time';
import { and, asc, desc, eq, gte, inArray, lte, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { CachedBody } from '../cache';
import type { App, AppContext } from '../context';
import { archiveItems, broadcasts, categories, channels, schedules } from '../db/schema';
import { type CalendarEvent, calendarDocument } from '../feeds/ical';
import { m3uPlaylist } from '../feeds/m3u';
import { podcastRss } from '../feeds/podcast';
import {
  type FeedBroadcast,
  type FeedCategory,
  type FeedEntry,
  genreOf,
  tashkentAt,
  xmltvDocument,
} from '../feeds/xmltv';
import { badRequest, etagMatches, notFound, SHARED_CACHE_CONTROL, sendCached } from '../http';
import { requestLang } from '../lang';
import { pageUrl } from '../ssr/seo';
import { text } from '../texts';
import { isListed } from './content/query';
import { toPicture } from './content/rows';

/** Days of the XMLTV feed either side of today (Tashkent): 7 back, today, 7 ahead. */
export const EPG_DAYS_BACK = 7;
export const EPG_DAYS_AHEAD = 7;
/** How far ahead a broadcast's calendar looks for coming entries. */
const CALENDAR_DAYS_AHEAD = 14;
/** Podcast episodes per feed, newest first. */
const PODCAST_ITEMS = 100;
/** The genre names of the XMLTV feed as Apple Podcasts categories. */
const ITUNES_CATEGORY: Record<string, string> = {
  News: 'News',
  Sports: 'Sports',
  Kids: 'Kids & Family',
  Movie: 'TV & Film',
  Music: 'Music',
  Documentary: 'Society & Culture',
  Education: 'Education',
  Entertainment: 'Leisure',
  Arts: 'Arts',
};

const XMLTV_TYPE = 'application/xml; charset=utf-8';
const LangQuery = Type.Object(
  {
    lang: Type.Optional(
      Type.Union([Type.Literal('uz'), Type.Literal('oz'), Type.Literal('ru'), Type.Literal('en')], {
        description: 'Language of the names and titles (default: the efir_lang cookie, else uz)',
      }),
    ),
  },
  { additionalProperties: false },
);
/** A feed's 200: text, described for the OpenAPI document. */
const feedBody = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: Type.String() } },
});

/** Milliseconds until the next Tashkent midnight. */
function msToTashkentMidnight(now: number): number {
  const day = 86_400_000;
  return day - ((now + TASHKENT_OFFSET_MS) % day);
}

/** The gzip file of a cached XMLTV body, made once per cache entry. */
const gzipped = new WeakMap<CachedBody, Buffer>();

/**
 * Feeds out (issue 26, decision 032), read-only, built from what the portal has:
 *
 * - `GET /{product}/epg.xml` and `epg.xml.gz`: XMLTV of every visible channel and every programme
 *   of the Tashkent days from 7 back to 7 ahead, titles and descriptions in the four languages;
 * - `GET /{product}/channels.m3u`: the live channels for IPTV players, with catch-up;
 * - `GET /{product}/catchup/{channel}.m3u8?utc=`: the recording on air at that instant (302);
 * - `GET /{product}/schedule/{channel}/{date}/{HHmm}.ics`: one schedule entry as iCalendar;
 * - `GET /{product}/broadcast/{id}/calendar.ics`: a broadcast's coming entries;
 * - `GET /{product}/broadcast/{id}/podcast.xml`: a radio broadcast's recordings as a podcast.
 *
 * Each goes through the response cache with the tags of what it shows, with an ETag and 304.
 */
export async function feedRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const base = `/${config.product}`;
  const { publicUrl } = config;
  const apiUrl = `${publicUrl}${API_PREFIX}${base}`;
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).href;

  const visibleChannels = () =>
    db
      .select()
      .from(channels)
      .where(eq(channels.isHidden, false))
      .orderBy(asc(channels.order), asc(channels.id));

  async function broadcastMap(): Promise<Map<string, FeedBroadcast>> {
    const rows = await db.select().from(broadcasts).where(eq(broadcasts.isHidden, false));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          title: r.title,
          description: r.description,
          category: r.category,
          picture: toPicture(r.imagesAnons[0])?.link ?? null,
          rating: r.rating,
        },
      ]),
    );
  }

  async function categoryMap(): Promise<Map<string, FeedCategory>> {
    const rows = await db.select().from(categories);
    return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, parent: r.parent }]));
  }

  /** The XMLTV document of the 15 days around `today` (cached until Tashkent's next midnight). */
  function epgEntry(): Promise<CachedBody> {
    const now = Date.now();
    const today = broadcastClock(now).date;
    return cache.getEntry(`${base}/epg.xml#${today}`, async () => {
      const from = addDays(today, -EPG_DAYS_BACK);
      const to = addDays(today, EPG_DAYS_AHEAD);
      const [channelRows, broadcastsById, categoriesById] = await Promise.all([
        visibleChannels(),
        broadcastMap(),
        categoryMap(),
      ]);
      const ids = channelRows.map((c) => c.id);
      const days = ids.length
        ? await db
            .select({ channel: schedules.channel, date: schedules.date, items: schedules.items })
            .from(schedules)
            .where(and(inArray(schedules.channel, ids), gte(schedules.date, from), lte(schedules.date, to)))
        : [];
      const order = new Map(ids.map((id, i) => [id, i]));
      days.sort(
        (a, b) => (order.get(a.channel) ?? 0) - (order.get(b.channel) ?? 0) || a.date.localeCompare(b.date),
      );
      const body = xmltvDocument({
        publicUrl,
        channels: channelRows.map((c) => ({ id: c.id, type: c.type, title: c.title, photo: c.photo })),
        broadcasts: broadcastsById,
        categories: categoriesById,
        days,
        now: new Date(now),
      });
      return {
        body,
        tags: ['schedule', 'channel', 'broadcast', 'category'],
        ttlMs: msToTashkentMidnight(now),
      };
    });
  }

  const epgSchema = (gz: boolean) => ({
    tags: ['feeds'],
    summary: gz
      ? 'XMLTV listing, gzipped: every visible channel and programme, Tashkent days −7…+7'
      : 'XMLTV listing: every visible channel and programme of the Tashkent days from 7 back to 7 ahead, titles and descriptions in uz-Cyrl, uz-Latn, ru and en, times in UTC; valid against xmltv.dtd',
    response: {
      200: feedBody(gz ? 'application/gzip' : 'application/xml', 'An XMLTV document'),
      304: Type.Null({ description: 'Not modified (If-None-Match)' }),
    },
  });

  app.get(`${base}/epg.xml`, { schema: epgSchema(false) }, async (request, reply) =>
    sendCached(request, reply, await epgEntry(), XMLTV_TYPE),
  );

  app.get(`${base}/epg.xml.gz`, { schema: epgSchema(true), compress: false }, async (request, typed) => {
    const reply = typed as FastifyReply;
    const entry = await epgEntry();
    let file = gzipped.get(entry);
    if (!file) {
      file = gzipSync(entry.bytes ?? Buffer.from(entry.body), { level: 9 });
      gzipped.set(entry, file);
    }
    // Another representation than the XML's (a file, not an encoding): its own validator.
    const etag = entry.etag.replace(/"$/, '.gz"');
    reply
      .header('etag', etag)
      .header('cache-control', SHARED_CACHE_CONTROL)
      .header('surrogate-key', entry.tags.join(' '));
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply
      .type('application/gzip')
      .header('content-disposition', 'inline; filename="epg.xml.gz"')
      .send(file);
  });

  // --- M3U -----------------------------------------------------------------------------------------
  app.get(
    `${base}/channels.m3u`,
    {
      schema: {
        tags: ['feeds'],
        summary:
          'M3U playlist of the live channels for IPTV players: tvg-id (= XMLTV channel id), tvg-name, tvg-logo, group-title, catch-up from the archive, then the stream URL',
        querystring: LangQuery,
        response: {
          200: feedBody('audio/x-mpegurl', 'An extended M3U playlist'),
          304: Type.Null({ description: 'Not modified (If-None-Match)' }),
          400: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const entry = await cache.getEntry(`${base}/channels.m3u#${lang}`, async () => {
        const rows = await visibleChannels();
        const body = m3uPlaylist({
          epg: `${apiUrl}/epg.xml`,
          catchupDays: EPG_DAYS_BACK,
          channels: rows.map((c) => ({
            id: c.id,
            name: pickText(c.title, lang) || c.id,
            logo: c.photo ? absolute(c.photo) : null,
            group: text(lang, c.type === 'radio' ? 'feeds.radio' : 'feeds.tv'),
            radio: c.type === 'radio',
            stream: c.online ?? `${apiUrl}/live/${encodeURIComponent(c.id)}/index.m3u8`,
            catchup: `${apiUrl}/catchup/${encodeURIComponent(c.id)}.m3u8?utc={utc}`,
          })),
        });
        return { body, tags: ['channel'] };
      });
      return sendCached(request, reply, entry, 'audio/x-mpegurl; charset=utf-8');
    },
  );

  app.get(
    `${base}/catchup/:file`,
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Catch-up of the M3U playlist: redirects to the published recording of a channel on air at `utc` (seconds since the epoch)',
        params: Type.Object({
          file: Type.String({ pattern: '^[A-Za-z0-9_-][A-Za-z0-9._~-]{0,99}\\.m3u8$', maxLength: 110 }),
        }),
        querystring: Type.Object(
          { utc: Type.Integer({ minimum: 0, maximum: 4_102_444_800, description: 'Unix seconds' }) },
          { additionalProperties: false },
        ),
        response: {
          302: Type.Null({ description: 'To the recording’s media' }),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const channel = request.params.file.slice(0, -'.m3u8'.length);
      const at = new Date(request.query.utc * 1000);
      const now = new Date();
      const [row] = await db
        .select({
          id: archiveItems.id,
          url: archiveItems.url,
          date: archiveItems.date,
          duration: archiveItems.duration,
        })
        .from(archiveItems)
        .where(
          and(
            or(eq(archiveItems.airedChannel, channel), eq(archiveItems.channel, channel)),
            lte(archiveItems.date, at),
            gte(archiveItems.date, new Date(at.getTime() - 86_400_000)),
            isListed(now),
          ),
        )
        .orderBy(desc(archiveItems.date))
        .limit(1);
      if (!row || row.date.getTime() + row.duration * 1000 <= at.getTime())
        throw notFound(`No recording of "${channel}" at ${at.toISOString()}`);
      const media = row.url ?? `${apiUrl}/vod/${encodeURIComponent(row.id)}/index.m3u8`;
      return reply.header('cache-control', 'public, max-age=60').redirect(media, 302);
    },
  );

  // --- iCalendar -----------------------------------------------------------------------------------
  const host = new URL(publicUrl).hostname;
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

  // --- Podcast RSS ---------------------------------------------------------------------------------
  app.get(
    `${base}/broadcast/:id/podcast.xml`,
    {
      schema: {
        tags: ['feeds'],
        summary:
          'Podcast of a visible radio broadcast: RSS 2.0 with the iTunes namespace, its published recordings (newest 100) as enclosures',
        params: Type.Object({ id: SlugSchema }),
        querystring: LangQuery,
        response: {
          200: feedBody('application/rss+xml', 'An RSS 2.0 podcast'),
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
        `${base}/broadcast/${id}/podcast.xml#${lang}#${minute}`,
        async () => {
          const tags = ['broadcast', 'archive', 'category'];
          const ttlMs = msToNextMinute(now);
          const [show] = await db
            .select()
            .from(broadcasts)
            .where(and(eq(broadcasts.id, id), eq(broadcasts.isHidden, false), eq(broadcasts.type, 'radio')));
          if (!show) return { body: 'null', tags, ttlMs };
          const [items, categoriesById] = await Promise.all([
            db
              .select()
              .from(archiveItems)
              .where(and(eq(archiveItems.broadcast, id), isListed(new Date(now))))
              .orderBy(desc(archiveItems.date), asc(archiveItems.id))
              .limit(PODCAST_ITEMS),
            categoryMap(),
          ]);
          const genre = genreOf(show.category, categoriesById);
          const picture = toPicture(show.imagesAnons[0])?.link;
          const body = podcastRss({
            title: pickText(show.title, lang) || id,
            description: pickText(show.description, lang),
            link: pageUrl(publicUrl, href('app.broadcast.view', { id }), lang),
            self: `${apiUrl}/broadcast/${encodeURIComponent(id)}/podcast.xml${lang === 'uz' ? '' : `?lang=${lang}`}`,
            language: INTL_LOCALE[lang],
            image: picture ? absolute(picture) : null,
            category: genre ? (ITUNES_CATEGORY[genre] ?? null) : null,
            author: 'Efir',
            episodes: items.map((item) => ({
              guid: `${item.id}@${host}`,
              title: pickText(item.title, lang) || item.id,
              description: pickText(item.description, lang),
              link: pageUrl(publicUrl, href('app.archive.view', { id: item.id }), lang),
              date: item.date,
              duration: item.duration,
              media: item.url
                ? absolute(item.url)
                : `${apiUrl}/vod/${encodeURIComponent(item.id)}/index.m3u8`,
              length: 0,
            })),
          });
          return { body, tags, ttlMs };
        },
      );
      if (entry.body === 'null') throw notFound(`Radio broadcast "${id}" does not exist`);
      return sendCached(request, reply, entry, 'application/rss+xml; charset=utf-8');
    },
  );
}
