import { gzipSync } from 'node:zlib';
import { addDays, broadcastClock } from '@core/time';
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import type { CachedBody } from '../../cache';
import type { App } from '../../context';
import { schedules } from '../../db/schema';
import { xmltvDocument } from '../../feeds/xmltv';
import { etagMatches, SHARED_CACHE_CONTROL, sendCached } from '../../http';
import { EPG_DAYS_AHEAD, EPG_DAYS_BACK, type FeedContext, feedBody, msToTashkentMidnight } from './common';

/**
 * The programme guide out (decision 032): `GET /{product}/epg.xml` and `epg.xml.gz`, XMLTV of
 * every visible channel and every programme of the Tashkent days from 7 back to 7 ahead.
 */

const XMLTV_TYPE = 'application/xml; charset=utf-8';

/** The gzip file of a cached XMLTV body, made once per cache entry. */
const gzipped = new WeakMap<CachedBody, Buffer>();

export function epgRoutes(app: App, feeds: FeedContext) {
  const { db, cache, base, publicUrl, visibleChannels, broadcastMap, categoryMap } = feeds;

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
}
