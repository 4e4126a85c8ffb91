import { API_PREFIX } from '@core/api-prefix';
import { type Lang, pickText } from '@core/lang';
import { ErrorSchema } from '@core/schemas/common';
import { type LiveStream, LiveStreamSchema } from '@core/schemas/entities';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import Type from 'typebox';
import type { App, AppContext } from '../context';
import { archiveItems } from '../db/schema';
import { cacheKey, notFound } from '../http';
import { requestLang } from '../lang';
import { LiveLibrary, type LiveLoop } from '../live/streams';
import { recordingEnd, vodPlaylist, vodSegment, vodSegmentCount } from '../live/vod';
import { itemRoute } from './item';

type ArchiveRow = typeof archiveItems.$inferSelect;

const missing = (id: string) => `Archive item "${id}" does not exist`;
/** What the player item depends on: the archive item (its title, url, channel). */
const TAGS = ['archive'] as const;
/** The most an unpublished item's 404 is kept before it is asked again (the cache's own time). */
const MAX_PENDING_MS = 10 * 60_000;

/**
 * Video and audio on demand (spec §7 `GET /{product}/vod/{id}.json`; issue 8): the player item of
 * a published archive item, and the demo media of items without a `url` of their own.
 *
 * - `GET /{product}/vod/{id}.json`: `{url, title, channel, type, captions: false}` (LiveStreamSchema);
 *   404 for an unknown item and for one not published yet (its recording has not ended).
 * - `GET /{product}/vod/{id}/index.m3u8`, `init.mp4`, `{n}.m4s`: a VOD HLS stream covering the
 *   item's whole duration, looping its channel's demo segments (src/server/live/vod.ts).
 *
 * Publication is by time (`date + duration ≤ now`): a cached 404 of an item still airing is kept
 * only until its recording ends, so it plays from that moment without any job or invalidation.
 */
export async function vodRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const base = `/${config.product}`;
  const library = new LiveLibrary();
  const mediaUrl = (id: string) => `${API_PREFIX}${base}/vod/${encodeURIComponent(id)}/index.m3u8`;
  const item = (row: ArchiveRow, lang: Lang): LiveStream => ({
    url: row.url ?? mediaUrl(row.id),
    title: pickText(row.title, lang),
    channel: row.channel ?? row.airedChannel ?? '',
    type: row.type,
    captions: false,
  });

  async function findItem(id: string): Promise<ArchiveRow | null> {
    const [row] = await db.select().from(archiveItems).where(eq(archiveItems.id, id));
    return row ?? null;
  }

  itemRoute(app, cache, `${base}/vod/:file`, {
    group: 'content',
    summary: 'The player item of a published archive item (video or audio on demand)',
    data: LiveStreamSchema,
    tags: TAGS,
    // The title is in the request's language, which a cookie may choose: part of the key.
    key: (_id, request) => `${cacheKey(request)}#${requestLang(request)}`,
    entry: (key, id, request) =>
      cache.getEntry(key, async () => {
        const lang = requestLang(request);
        const row = await findItem(id);
        const now = Date.now();
        if (row && recordingEnd(row) <= now)
          return { body: JSON.stringify({ data: item(row, lang), meta: {} }), tags: TAGS };
        const ttlMs = row ? Math.max(1, Math.min(recordingEnd(row) - now, MAX_PENDING_MS)) : undefined;
        return { body: 'null', tags: TAGS, ttlMs };
      }),
    missing,
  });

  // --- the demo media ---------------------------------------------------------------------------
  /** A stream file is asked for every few seconds per viewer: its item is looked up once in a while. */
  const media = new LRUCache<string, { row: ArchiveRow; loop: LiveLoop; segments: number } | 'none'>({
    max: 1000,
    ttl: 10_000,
  });
  async function demoMedia(id: string) {
    let found = media.get(id);
    if (!found) {
      const row = await findItem(id);
      const loop =
        row && row.url === null ? library.loop(row.channel ?? row.airedChannel ?? '', row.type) : null;
      found = row && loop ? { row, loop, segments: vodSegmentCount(row.duration) } : 'none';
      media.set(id, found);
    }
    if (found === 'none' || recordingEnd(found.row) > Date.now()) throw notFound(missing(id));
    return found;
  }
  const send = (reply: FastifyReply, type: string, cacheControl: string, body: string | Buffer) =>
    reply.header('content-type', type).header('cache-control', cacheControl).send(body);
  // A recording's playlist changes only if an editor changes the item; its segments never do.
  const PLAYLIST_CACHE = 'public, max-age=3600';
  const SEGMENT_CACHE = 'public, max-age=604800, immutable';

  app.get(
    `${base}/vod/:id/:file`,
    {
      schema: {
        tags: ['content'],
        summary:
          'The demo on-demand HLS stream of a published archive item: playlist, init and media segments',
        params: Type.Object({
          id: Type.String({ maxLength: 100 }),
          file: Type.String({ maxLength: 40 }),
        }),
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id, file } = request.params;
      const { row, loop, segments } = await demoMedia(id);
      const mediaType = loop.audioOnly ? 'audio/mp4' : 'video/mp4';
      if (file === 'index.m3u8')
        return send(reply, 'application/vnd.apple.mpegurl', PLAYLIST_CACHE, vodPlaylist(row.duration));
      if (file === 'init.mp4') return send(reply, mediaType, SEGMENT_CACHE, loop.init);
      // Plain numbers only ("007.m4s" would name segment 7 a second time).
      const segment = /^(0|[1-9]\d{0,5})\.m4s$/.exec(file);
      const n = segment ? Number(segment[1]) : -1;
      if (n >= 0 && n < segments)
        return send(
          reply,
          loop.audioOnly ? 'audio/mp4' : 'video/iso.segment',
          SEGMENT_CACHE,
          vodSegment(loop, n),
        );
      throw notFound(`No "${file}" in the recording "${id}"`);
    },
  );
}
