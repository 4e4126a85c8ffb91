import { INTL_LOCALE, pickText } from '@core/lang';
import { href } from '@core/routes';
import { ErrorSchema, SlugSchema } from '@core/schemas/common';
import { msToNextMinute } from '@core/time';
import { and, asc, desc, eq } from 'drizzle-orm';
import Type from 'typebox';
import type { App } from '../../context';
import { archiveItems, broadcasts } from '../../db/schema';
import { podcastRss } from '../../feeds/podcast';
import { genreOf } from '../../feeds/xmltv';
import { notFound, sendCached } from '../../http';
import { requestLang } from '../../lang';
import { pageUrl } from '../../ssr/seo';
import { isListed } from '../content/query';
import { toPicture } from '../content/rows';
import { type FeedContext, feedBody, LangQuery } from './common';

/**
 * The podcast of a radio broadcast (decision 032): `GET /{product}/broadcast/{id}/podcast.xml`,
 * RSS 2.0 with the iTunes namespace, its published recordings as enclosures.
 */

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

export function podcastRoutes(app: App, feeds: FeedContext) {
  const { db, cache, base, publicUrl, apiUrl, absolute, host, categoryMap } = feeds;

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
