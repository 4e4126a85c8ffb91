import { API_PREFIX } from '@core/api-prefix';
import { pickText } from '@core/lang';
import { currentIndex, timeline } from '@core/onair';
import { ErrorSchema, SlugSchema } from '@core/schemas/common';
import { type LiveStream, LiveStreamSchema } from '@core/schemas/entities';
import { broadcastClock } from '@core/time';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import Type from 'typebox';
import { sendEncoded } from '../compression';
import type { App, AppContext } from '../context';
import { channels, schedules } from '../db/schema';
import { cacheKey, notFound } from '../http';
import { requestLang } from '../lang';
import {
  captionSegment,
  LiveLibrary,
  type LiveLoop,
  masterPlaylist,
  mediaSegment,
  PlaylistCache,
  segmentAt,
  servable,
} from '../live/streams';
import { itemRoute } from './item';

type ChannelRow = typeof channels.$inferSelect;

/** Demo channels whose stream carries a captions track (WebVTT, Uzbek). */
export const CAPTIONED_CHANNELS: ReadonlySet<string> = new Set(['uzbekistan']);

const missing = (id: string) => `Channel "${id}" does not exist`;

/**
 * Live video and radio (spec §7): where a channel's stream is, and the demo streams themselves.
 *
 * - `GET /{product}/watch/{channel}.json`: the player item of a visible channel (url, title,
 *   channel, type, captions); 404 for an unknown or hidden channel.
 * - `GET /{product}.video.online` and `/{product}.radio.online` with `channel`: `{url}` of a
 *   visible TV or radio channel.
 * - `GET /{product}/live/{channel}/…`: the demo live HLS stream of a channel without an `online`
 *   URL of its own (src/server/live/streams.ts).
 */
export async function watchRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const base = `/${config.product}`;
  const library = new LiveLibrary();
  const playlists = new PlaylistCache();
  const streamBase = (id: string) => `${API_PREFIX}${base}/live/${encodeURIComponent(id)}`;
  const streamUrl = (row: ChannelRow) => row.online ?? `${streamBase(row.id)}/index.m3u8`;
  const item = (row: ChannelRow, lang: ReturnType<typeof requestLang>): LiveStream => ({
    url: streamUrl(row),
    title: pickText(row.title, lang),
    channel: row.id,
    type: row.type,
    captions: row.online === null && CAPTIONED_CHANNELS.has(row.id),
  });

  async function visibleChannel(id: string): Promise<ChannelRow | null> {
    const [row] = await db.select().from(channels).where(eq(channels.id, id));
    return row && !row.isHidden ? row : null;
  }

  itemRoute(app, cache, `${base}/watch/:file`, {
    group: 'live',
    summary: 'The live stream of a visible channel (TV or radio): the player item',
    data: LiveStreamSchema,
    tags: ['channel'],
    // The title is in the request's language, which a cookie may choose: part of the key (the
    // path and query alone kept the first language asked for every language).
    key: (_id, request) => `${cacheKey(request)}#${requestLang(request)}`,
    load: async (id, request) => {
      const lang = requestLang(request);
      const row = await visibleChannel(id);
      return row ? { data: item(row, lang) } : null;
    },
    missing,
  });

  for (const type of ['video', 'radio'] as const) {
    app.get(
      `${base}.${type}.online`,
      {
        schema: {
          tags: ['live'],
          summary: `The live stream URL of a visible ${type === 'video' ? 'TV' : 'radio'} channel`,
          querystring: Type.Object({ channel: SlugSchema }, { additionalProperties: false }),
          response: { 200: Type.Object({ url: Type.String() }), 404: ErrorSchema },
        },
      },
      async (request) => {
        const { channel } = request.query;
        const row = await visibleChannel(channel);
        if (!row || row.type !== (type === 'video' ? 'tv' : 'radio')) throw notFound(missing(channel));
        return { url: streamUrl(row) };
      },
    );
  }

  // --- the demo streams -----------------------------------------------------------------------
  /** Channels and loops change rarely; a stream file is asked for every few seconds per viewer. */
  const streams = new LRUCache<string, { row: ChannelRow; loop: LiveLoop } | 'none'>({
    max: 500,
    ttl: 10_000,
  });
  async function demoStream(id: string) {
    let found = streams.get(id);
    if (!found) {
      const row = await visibleChannel(id);
      const loop = row && row.online === null ? library.loop(row.id, row.type) : null;
      found = row && loop ? { row, loop } : 'none';
      streams.set(id, found);
    }
    if (found === 'none') throw notFound(missing(id));
    return found;
  }
  const send = (reply: FastifyReply, type: string, cacheControl: string, body: string | Buffer) =>
    reply.header('content-type', type).header('cache-control', cacheControl).send(body);
  const PLAYLIST = 'application/vnd.apple.mpegurl';
  // A playlist changes with every segment; a segment never changes once it exists.
  const FRESH = 'no-cache';
  const SEGMENT_CACHE = 'public, max-age=3600, immutable';
  const Params = Type.Object({ channel: SlugSchema, file: Type.String({ maxLength: 40 }) });

  app.get(
    `${base}/live/:channel/:file`,
    {
      schema: {
        tags: ['live'],
        summary:
          'The demo live HLS stream of a channel: playlists, init segment, media and captions segments',
        params: Params,
        response: { 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { channel, file } = request.params;
      const { row, loop } = await demoStream(channel);
      const now = Date.now();
      const captions = CAPTIONED_CHANNELS.has(row.id);
      if (file === 'index.m3u8')
        return send(
          reply,
          PLAYLIST,
          'public, max-age=60',
          masterPlaylist(loop, captions ? { name: 'Ўзбекча', lang: 'uz' } : null),
        );
      // The 3-hour playlists are made and compressed once per segment boundary (PlaylistCache).
      if (file === 'media.m3u8' || (file === 'captions.m3u8' && captions)) {
        reply
          .header('content-type', PLAYLIST)
          .header('cache-control', FRESH)
          .header('vary', 'accept-encoding');
        return sendEncoded(request, reply, playlists.get(now, file === 'media.m3u8' ? 'm4s' : 'vtt'));
      }
      if (file === 'init.mp4')
        return send(reply, loop.audioOnly ? 'audio/mp4' : 'video/mp4', SEGMENT_CACHE, loop.init);
      const segment = /^(\d{1,12})\.(m4s|vtt)$/.exec(file);
      if (segment && servable(Number(segment[1]), now)) {
        const sequence = Number(segment[1]);
        if (segment[2] === 'm4s')
          return send(
            reply,
            loop.audioOnly ? 'audio/mp4' : 'video/iso.segment',
            SEGMENT_CACHE,
            mediaSegment(loop, sequence),
          );
        if (captions)
          return send(
            reply,
            'text/vtt; charset=utf-8',
            SEGMENT_CACHE,
            captionSegment(sequence, await captionText(row, sequence)),
          );
      }
      throw notFound(`No "${file}" in the live stream of "${channel}"`);
    },
  );

  /** What a caption says over a segment: the channel, the Tashkent time and the programme on air. */
  async function captionText(row: ChannelRow, sequence: number): Promise<string> {
    const clock = broadcastClock(segmentAt(sequence).start);
    const [day] = await db
      .select({ items: schedules.items })
      .from(schedules)
      .where(and(eq(schedules.channel, row.id), eq(schedules.date, clock.date)));
    const line = timeline(day?.items ?? []);
    const current = line[currentIndex(line, clock.minutes)];
    const time = [clock.seconds / 3600, (clock.seconds / 60) % 60, clock.seconds % 60]
      .map((n) => String(Math.floor(n)).padStart(2, '0'))
      .join(':');
    const programme = current ? pickText(current.entry.title, 'uz') : '';
    return [`${pickText(row.title, 'uz')} · ${time}`, programme].filter(Boolean).join('\n');
  }
}
