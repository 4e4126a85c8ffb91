import { API_PREFIX } from '@core/api-prefix';
import { type I18nText, INTL_LOCALE, pickText, ROUTE_LANG } from '@core/lang';
import { href } from '@core/routes';
import type {
  Anchor,
  AnonsSlide,
  ArchiveItem,
  Broadcast,
  Category,
  News,
  Person,
} from '@core/schemas/content';
import { isoDuration } from '@core/time';
import {
  absoluteUrl,
  CONTEXT,
  clipDescription,
  type JsonLd,
  type JsonLdOptions,
  type OgType,
  organization,
  pageUrl,
  TASHKENT_OFFSET,
} from './seo';

/**
 * Search metadata of the content views (issue 8): the JSON-LD of archive recordings
 * (`VideoObject`) and news (`NewsArticle`), and each view page's title, description and picture.
 */

export { isoDuration };

/** An instant (ISO, any offset) as Tashkent local time with +05:00, like the schedule's events. */
export function tashkentDateTime(iso: string): string {
  const local = new Date(new Date(iso).getTime() + 5 * 3600_000).toISOString();
  return `${local.slice(0, 19)}${TASHKENT_OFFSET}`;
}

const absolute = (opts: JsonLdOptions, link: string | null | undefined) =>
  link ? absoluteUrl(opts.publicUrl, link) : null;

/** The page of a content item in the page language, and its language-free `@id` base. */
function viewUrls(opts: JsonLdOptions, state: string, id: string) {
  const path = href(state, { id });
  return { url: pageUrl(opts.publicUrl, path, opts.lang), id: pageUrl(opts.publicUrl, path, ROUTE_LANG) };
}

/**
 * A recording of the archive as a `VideoObject`: name, description, thumbnail (its poster, else the
 * broadcaster's logo: search engines require one), upload date in Tashkent time, ISO 8601
 * duration and the media URL, published by the broadcaster.
 */
export function archiveJsonLd(item: ArchiveItem, opts: JsonLdOptions): JsonLd {
  const { url, id } = viewUrls(opts, 'app.archive.view', item._id);
  const name = pickText(item.title, opts.lang) || item._id;
  const thumbnail =
    absolute(opts, item.poster?.link) ??
    absolute(opts, item.poster?.thumb) ??
    absolute(opts, opts.broadcaster.logo);
  const contentUrl = absolute(opts, item.url);
  return {
    '@context': CONTEXT,
    '@type': 'VideoObject',
    '@id': `${id}#video`,
    name,
    description: clipDescription(pickText(item.description, opts.lang)) || name,
    ...(thumbnail ? { thumbnailUrl: [thumbnail] } : {}),
    uploadDate: tashkentDateTime(item.date),
    duration: isoDuration(item.duration),
    ...(contentUrl ? { contentUrl } : {}),
    url,
    inLanguage: INTL_LOCALE[opts.lang],
    publisher: organization(opts),
  };
}

/** Longest headline search engines show for an article. */
const HEADLINE_MAX = 110;

/**
 * A news item as a `NewsArticle`: headline, publication date in Tashkent time, its picture,
 * description (the summary), the page as main entity, the broadcaster as author and publisher.
 */
export function newsJsonLd(item: News, opts: JsonLdOptions): JsonLd {
  const { url } = viewUrls(opts, 'app.news.view', item._id);
  const image = absolute(opts, item.picture?.link);
  const description = clipDescription(pickText(item.summary, opts.lang));
  const org = organization(opts);
  const published = tashkentDateTime(item.date);
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: clipDescription(pickText(item.title, opts.lang), HEADLINE_MAX) || item._id,
    datePublished: published,
    dateModified: published,
    ...(image ? { image: [image] } : {}),
    ...(description ? { description } : {}),
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    inLanguage: INTL_LOCALE[opts.lang],
    author: org,
    publisher: org,
  };
}

/** What a content view page tells search engines about its item. */
export interface ViewSeo {
  title: string;
  description: string;
  image: string | null;
  type: OgType;
  jsonLd: JsonLd[];
  /** The canonical path when the page is another address of the item (the legacy archive view). */
  path?: string;
  /** Its feeds: a radio broadcast's podcast (issue 26). */
  feeds?: { type: string; title: string; href: string }[];
}

/** Reads what the page's render read (RenderedPage.read): an API path and query. */
export type PageRead = (path: string, query?: Record<string, string>) => unknown;

/**
 * The head of a content view (`{section}/{id}/`): its item's title, description and picture, and
 * the JSON-LD of archive recordings and news. The item is what the view's widget read for the
 * page (`{product}/archive/{id}.json`…); null when the page read none (no item, or not that state).
 */
export function viewSeo(
  state: string,
  id: string,
  read: PageRead,
  opts: JsonLdOptions & { product: string },
): ViewSeo | null {
  const { product, lang } = opts;
  const file = `${encodeURIComponent(id)}.json`;
  const item = <T>(path: string, ...queries: Record<string, string>[]): T | undefined => {
    for (const query of queries.length ? queries : [undefined]) {
      const found = (read(path, query) as { data?: T } | undefined)?.data;
      if (found) return found;
    }
    return undefined;
  };
  const text = (value: I18nText) => pickText(value, lang);

  switch (state) {
    case 'app.archive.view':
    case 'app.archive.legacy': {
      const a = item<ArchiveItem>(`${product}/archive/${file}`);
      if (!a) return null;
      return {
        title: text(a.title),
        description: text(a.description),
        image: a.poster?.link ?? null,
        type: a.broadcast ? 'video.episode' : 'video.other',
        jsonLd: [archiveJsonLd(a, opts)],
        ...(state === 'app.archive.legacy' ? { path: href('app.archive.view', { id }) } : {}),
      };
    }
    case 'app.news.view': {
      const n = item<News>(`news/${file}`);
      if (!n) return null;
      return {
        title: text(n.title),
        description: text(n.summary),
        image: n.picture?.link ?? null,
        type: 'article',
        jsonLd: [newsJsonLd(n, opts)],
      };
    }
    case 'app.broadcast.view': {
      const b = item<Broadcast>(`${product}/broadcast/${file}`, { with: 'title' }, {});
      if (!b) return null;
      const image = b.images_anons[0]?.link ?? null;
      const podcast = `${opts.publicUrl}${API_PREFIX}/${product}/broadcast/${file.replace(/\.json$/, '')}/podcast.xml`;
      return {
        title: text(b.title),
        description: text(b.description),
        image,
        type: 'video.tv_show',
        jsonLd: [],
        ...(b.type === 'radio'
          ? {
              feeds: [
                {
                  type: 'application/rss+xml',
                  title: text(b.title),
                  href: lang === 'uz' ? podcast : `${podcast}?lang=${lang}`,
                },
              ],
            }
          : {}),
      };
    }
    case 'app.anchors.view':
    case 'app.person.view': {
      const section = state === 'app.anchors.view' ? 'anchors' : 'person';
      const p = item<Anchor | Person>(`${product}/${section}/${file}`);
      if (!p) return null;
      const image = p.photo?.link ?? null;
      return { title: text(p.title), description: text(p.detail.about), image, type: 'profile', jsonLd: [] };
    }
    case 'app.anons.view': {
      const s = item<AnonsSlide>(`${product}/anons/${file}`);
      if (!s) return null;
      const image = s.photo?.link ?? null;
      return { title: text(s.title), description: text(s.description), image, type: 'article', jsonLd: [] };
    }
    case 'app.category.view': {
      const c = item<Category>(`${product}/category/${file}`);
      return c ? { title: text(c.title), description: '', image: null, type: 'website', jsonLd: [] } : null;
    }
    default:
      return null;
  }
}
