import { INTL_LOCALE, LANGS, type Lang, pickText, ROUTE_LANG } from '@core/lang';
import { currentIndex, scheduleWindow, type TimedEntry, timeline } from '@core/onair';
import type { RouteDef } from '@core/route-def';
import { href, ROUTES } from '@core/routes';
import type { Channel, Schedule } from '@core/schemas/entities';
import { addDays, formatHHmm, MINUTES_PER_DAY, TIME_ZONE } from '@core/time';

/**
 * Search and social metadata of a page (issue 5, SEO): the <head> tags and the JSON-LD of
 * channels and schedules (content views: seo-content.ts).
 * Pure functions; the server renderer feeds them the page's data.
 *
 * Routes are always `/uz/…`; the language comes from a cookie or `?lang=`. So the uz page is the
 * bare path and every other language is the same path with `?lang=` (its own canonical URL).
 */

/** Query of a page URL (e.g. `page`); `lang` is set from the language, never taken from here. */
export type PageQuery = Readonly<Record<string, string | number | null | undefined>>;

export type OgType = 'website' | 'article' | 'profile' | 'video.other' | 'video.tv_show' | 'video.episode';

export interface HeadInput {
  /** The page's own title (route title or item title), without the site name. */
  title: string;
  siteName: string;
  description: string;
  /** Public origin without a trailing slash (config.publicUrl). */
  publicUrl: string;
  /** Path of the page, e.g. `/uz/channel/yoshlar/`. */
  path: string;
  query?: PageQuery;
  lang: Lang;
  /** Absolute or site-relative image URL (e.g. a channel logo under /uploads/). */
  image?: string | null;
  type?: OgType;
  /** Objects to embed as `<script type="application/ld+json">`. */
  jsonLd?: readonly object[];
  /** Keep the page out of search results (special, sign-in and personal pages): no canonical either. */
  noindex?: boolean;
  /** Feeds of the page (`<link rel="alternate" type=…>`): a radio broadcast's podcast (issue 26). */
  feeds?: readonly { type: string; title: string; href: string }[];
}

/** Open Graph locales: language_TERRITORY (Uzbek Cyrillic and Latin are both uz_UZ). */
export const OG_LOCALE: Record<Lang, string> = { uz: 'uz_UZ', oz: 'uz_UZ', ru: 'ru_RU', en: 'en_US' };

/** Order of the hreflang alternates. */
const HREFLANG_ORDER: readonly Lang[] = ['uz', 'oz', 'ru', 'en'];

const DESCRIPTION_MAX = 200;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON for a `<script>` element: `<`, `>` and `&` become `\u003c`… so `</script>` or `<!--`
 * inside a string cannot end the element; U+2028/2029 are escaped for old parsers.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The URL of a page in a language: uz is the bare path, others add `?lang=`; `page=1` is dropped. */
export function pageUrl(publicUrl: string, path: string, lang: Lang, query: PageQuery = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'lang' || value === undefined || value === null || value === '') continue;
    if (key === 'page' && String(value) === '1') continue;
    search.set(key, String(value));
  }
  if (lang !== ROUTE_LANG) search.set('lang', lang);
  search.sort();
  const qs = search.toString();
  return `${publicUrl}${path}${qs ? `?${qs}` : ''}`;
}

/** `image` made absolute against the public origin; null for anything but an http(s) URL. */
export function absoluteUrl(publicUrl: string, image: string): string | null {
  try {
    const url = new URL(image, `${publicUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Whitespace collapsed, cut at a word boundary to fit a search snippet. */
export function clipDescription(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** The document title: `Page — Site`, or the site name alone on a page named like the site. */
export function documentTitle(title: string, siteName: string): string {
  const t = title.trim();
  return !t || t === siteName ? siteName : `${t} — ${siteName}`;
}

const meta = (attr: 'name' | 'property', key: string, content: string) =>
  `<meta ${attr}="${key}" content="${escapeHtml(content)}">`;

/**
 * The <head> tags of a page: title, description, canonical, hreflang alternates (uz, oz, ru, en
 * and x-default = uz), Open Graph, Twitter card and JSON-LD. Every value is escaped.
 */
export function headTags(input: HeadInput): string {
  const { publicUrl, path, lang, query = {} } = input;
  const canonical = pageUrl(publicUrl, path, lang, query);
  const description = clipDescription(input.description);
  const image = input.image ? absoluteUrl(publicUrl, input.image) : null;
  const title = input.title.trim() || input.siteName;
  const tags = [`<title>${escapeHtml(documentTitle(input.title, input.siteName))}</title>`];
  if (description) tags.push(meta('name', 'description', description));
  if (input.noindex) {
    tags.push(meta('name', 'robots', 'noindex, follow'));
  } else {
    tags.push(`<link rel="canonical" href="${escapeHtml(canonical)}">`);
    for (const l of HREFLANG_ORDER) {
      const url = pageUrl(publicUrl, path, l, query);
      tags.push(`<link rel="alternate" hreflang="${INTL_LOCALE[l]}" href="${escapeHtml(url)}">`);
    }
    const xDefault = pageUrl(publicUrl, path, ROUTE_LANG, query);
    tags.push(`<link rel="alternate" hreflang="x-default" href="${escapeHtml(xDefault)}">`);
  }

  tags.push(
    meta('property', 'og:type', input.type ?? 'website'),
    meta('property', 'og:site_name', input.siteName),
    meta('property', 'og:title', title),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALE[lang]),
  );
  const others = new Set(LANGS.map((l) => OG_LOCALE[l]).filter((l) => l !== OG_LOCALE[lang]));
  for (const l of others) tags.push(meta('property', 'og:locale:alternate', l));
  if (description) tags.push(meta('property', 'og:description', description));
  if (image) tags.push(meta('property', 'og:image', image));

  tags.push(meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'));
  tags.push(meta('name', 'twitter:title', title));
  if (description) tags.push(meta('name', 'twitter:description', description));
  if (image) tags.push(meta('name', 'twitter:image', image));

  for (const feed of input.feeds ?? []) {
    tags.push(
      `<link rel="alternate" type="${escapeHtml(feed.type)}" title="${escapeHtml(feed.title)}" href="${escapeHtml(feed.href)}">`,
    );
  }
  for (const block of input.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${jsonForScript(block)}</script>`);
  }
  return tags.join('\n');
}

/** A route that needs sign-in (roles without guest or `*`) or is a sign-in flow (anonymousOnly). */
export function isPersonal(route: RouteDef): boolean {
  const open = !route.roles || route.roles.some((r) => r === '*' || r === 'guest');
  return !open || Boolean(route.anonymousOnly);
}

/** A page of the route table fit for search engines: a public page without params. */
export function isIndexable(route: RouteDef): boolean {
  return !route.abstract && !route.hidden && !isPersonal(route) && !route.path.includes(':');
}

/** Every indexable route of the route table (the sitemap's pages). */
export function indexableRoutes(): RouteDef[] {
  return ROUTES.filter(isIndexable);
}

// ---- JSON-LD (schema.org) ----

export type JsonLd = Record<string, unknown>;

/** The organisation that broadcasts the channels. `url` defaults to the home page. */
export interface SeoOrganization {
  name: string;
  url?: string;
  logo?: string | null;
}

export interface JsonLdOptions {
  publicUrl: string;
  lang: Lang;
  broadcaster: SeoOrganization;
}

export const CONTEXT = 'https://schema.org';
/** Tashkent is UTC+5 all year (no daylight saving time). */
export const TASHKENT_OFFSET = '+05:00';
const UZBEKISTAN = { '@type': 'Country', name: 'Uzbekistan' };

export function organization(opts: JsonLdOptions): JsonLd {
  const { publicUrl, broadcaster } = opts;
  const logo = broadcaster.logo ? absoluteUrl(publicUrl, broadcaster.logo) : null;
  return {
    '@type': 'Organization',
    name: broadcaster.name,
    url: broadcaster.url ?? `${publicUrl}${href('app.index')}`,
    ...(logo ? { logo } : {}),
  };
}

const channelUrl = (opts: JsonLdOptions, id: string, lang: Lang = opts.lang) =>
  pageUrl(opts.publicUrl, href('app.channel.view', { id }), lang);

/** `@id`s name the thing, not the page's language: they use the uz URL. */
const channelId = (opts: JsonLdOptions, id: string, kind: 'channel' | 'service') =>
  `${channelUrl(opts, id, ROUTE_LANG)}#${kind}`;

/** A reference to a channel's BroadcastService (the `@id` used by channelJsonLd). */
function serviceRef(channel: Channel, opts: JsonLdOptions): JsonLd {
  return {
    '@type': 'BroadcastService',
    '@id': channelId(opts, channel._id, 'service'),
    name: pickText(channel.title, opts.lang) || channel._id,
  };
}

/**
 * A channel as a `TelevisionChannel` or `RadioChannel` providing a `BroadcastService` in
 * Tashkent time for Uzbekistan, broadcast and provided by `opts.broadcaster`.
 */
export function channelJsonLd(channel: Channel, opts: JsonLdOptions): JsonLd {
  const url = channelUrl(opts, channel._id);
  const name = pickText(channel.title, opts.lang) || channel._id;
  const description = clipDescription(pickText(channel.about, opts.lang));
  const image = channel.photo ? absoluteUrl(opts.publicUrl, channel.photo) : null;
  const org = organization(opts);
  return {
    '@context': CONTEXT,
    '@type': channel.type === 'radio' ? 'RadioChannel' : 'TelevisionChannel',
    '@id': channelId(opts, channel._id, 'channel'),
    name,
    url,
    broadcastChannelId: channel._id,
    ...(description ? { description } : {}),
    ...(image ? { image } : {}),
    providesBroadcastService: {
      ...serviceRef(channel, opts),
      broadcastDisplayName: name,
      url,
      ...(image ? { logo: image } : {}),
      broadcastTimezone: TIME_ZONE,
      areaServed: UZBEKISTAN,
      broadcaster: org,
      provider: org,
    },
  };
}

/** A Tashkent date and minutes since its midnight (1440 = next day 00:00) as ISO with +05:00. */
export function tashkentIso(date: string, minutes: number): string {
  const day = addDays(date, Math.floor(minutes / MINUTES_PER_DAY));
  return `${day}T${formatHHmm(minutes % MINUTES_PER_DAY)}:00${TASHKENT_OFFSET}`;
}

export interface ScheduleJsonLdOptions extends JsonLdOptions {
  /** The channels of the schedules; schedules of channels not given (e.g. hidden) are left out. */
  channels: readonly Channel[];
  /** Only the current entry and its neighbours, as the schedule shows them (onair.scheduleWindow). */
  window?: { nowMinutes: number; size: number };
}

/**
 * The entries of one or more channel days as an `ItemList` of `BroadcastEvent`s: start and end
 * in Tashkent time (an entry ends at the next one, the last at 24:00), `isLiveBroadcast` from
 * `is_online`, `publishedOn` the channel's BroadcastService.
 */
export function scheduleJsonLd(schedules: readonly Schedule[], opts: ScheduleJsonLdOptions): JsonLd {
  const byId = new Map(opts.channels.map((c) => [c._id, c]));
  const events: JsonLd[] = [];
  for (const day of schedules) {
    const channel = byId.get(day.channel);
    if (!channel) continue;
    const line = timeline(day.items);
    const shown: TimedEntry<Schedule['items'][number]>[] = opts.window
      ? scheduleWindow(line, currentIndex(line, opts.window.nowMinutes), opts.window.size)
      : line;
    const publishedOn = serviceRef(channel, opts);
    for (const t of shown) {
      events.push({
        '@type': 'BroadcastEvent',
        name: pickText(t.entry.title, opts.lang) || t.entry.broadcast || publishedOn.name,
        startDate: tashkentIso(day.date, t.start),
        endDate: tashkentIso(day.date, t.finish),
        isLiveBroadcast: t.entry.is_online,
        publishedOn,
      });
    }
  }
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    numberOfItems: events.length,
    itemListElement: events.map((item, i) => ({ '@type': 'ListItem', position: i + 1, item })),
  };
}
