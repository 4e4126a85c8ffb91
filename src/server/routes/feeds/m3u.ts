import { pickText } from '@core/lang';
import { ErrorSchema } from '@core/schemas/common';
import { and, desc, eq, gte, lte, or } from 'drizzle-orm';
import Type from 'typebox';
import type { App } from '../../context';
import { archiveItems } from '../../db/schema';
import { m3uPlaylist } from '../../feeds/m3u';
import { notFound, sendCached } from '../../http';
import { requestLang } from '../../lang';
import { text } from '../../texts';
import { isListed } from '../content/query';
import { EPG_DAYS_BACK, type FeedContext, feedBody, LangQuery } from './common';

/**
 * The channels for IPTV players (decision 032): `GET /{product}/channels.m3u`, the live channels
 * with catch-up, and `GET /{product}/catchup/{channel}.m3u8?utc=`, the recording on air then (302).
 */
export function m3uRoutes(app: App, feeds: FeedContext) {
  const { db, cache, base, apiUrl, absolute, visibleChannels } = feeds;

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
}
