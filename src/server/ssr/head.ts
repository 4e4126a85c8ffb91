import { type Lang, pickText } from '@core/lang';
import type { RenderedPage } from '@core/render';
import { ROUTE_BY_STATE } from '@core/routes';
import type { ListMeta } from '@core/schemas/common';
import type { Channel, Schedule } from '@core/schemas/entities';
import { searchTitle } from '@core/search';
import { broadcastClock, isIsoDate } from '@core/time';
import type { Config } from '../config';
import { text } from '../texts';
import {
  channelJsonLd,
  headTags,
  isIndexable,
  type JsonLdOptions,
  type OgType,
  type PageQuery,
  scheduleJsonLd,
} from './seo';
import { type ViewSeo, viewSeo } from './seo-content';

/** Query parameters that make a page of its own (a list page, a date, a channel); others (utm…) do not. */
const CANONICAL_QUERY = ['page', 'date', 'channel', 'type', 'regional'];

/** Entries around the current one in the schedule list's JSON-LD, as the widget shows them (spec §9). */
const LIST_WINDOW = 4;

/**
 * The `<head>` of a rendered page (issue 5, SEO): title and description from the route table and
 * the page's own data (a channel's name, about and logo), canonical and hreflang URLs, Open Graph,
 * Twitter, and JSON-LD of channels and schedules. Pages that are not public content are noindex.
 */
export function pageHead(
  page: RenderedPage,
  opts: { lang: Lang; config: Pick<Config, 'product' | 'publicUrl'>; url: string; now: number },
): string {
  const { lang, config, now } = opts;
  const { product, publicUrl } = config;
  const url = new URL(opts.url, 'http://efir.local');
  const route = ROUTE_BY_STATE.get(page.state);
  const site = { name: text(lang, 'chrome:site.name'), description: text(lang, 'chrome:site.description') };
  const query: Record<string, string> = {};
  for (const key of CANONICAL_QUERY) {
    const value = url.searchParams.get(key);
    if (value) query[key] = value;
  }
  const ld: JsonLdOptions = { publicUrl, lang, broadcaster: { name: site.name, logo: '/favicon.svg' } };
  const date = url.searchParams.get('date');
  const day = date && isIsoDate(date) ? date : broadcastClock(now).date;
  const channels = page.read<{ data: Channel[]; meta: ListMeta }>(`${product}/channel.json`, {
    count: 'all',
  })?.data;

  let title = route ? pickText(route.title, lang) : site.name;
  let description = site.description;
  let image: string | null = null;
  let feeds: ViewSeo['feeds'];
  let type: OgType = page.state === 'app.channel.view' ? 'video.other' : 'website';
  let path = url.pathname;
  const jsonLd: object[] = [];
  const id = page.routeParams.id;
  if (page.state === 'app.channel.view' && id) {
    const channel = page.read<{ data: Channel }>(`${product}/channel/${encodeURIComponent(id)}.json`)?.data;
    if (channel) {
      title = pickText(channel.title, lang) || title;
      description = pickText(channel.about, lang) || description;
      image = channel.photo ?? null;
      jsonLd.push(channelJsonLd(channel, ld));
    }
  } else if (page.state === 'app.schedule.view' && id && channels) {
    const schedule = page.read<{ data: Schedule }>(
      `${product}/schedule/${encodeURIComponent(id)}/${day}.json`,
    )?.data;
    const channel = channels.find((c) => c._id === id);
    if (channel) title = `${title}: ${pickText(channel.title, lang)}`;
    if (schedule) jsonLd.push(scheduleJsonLd([schedule], { ...ld, channels }));
  } else if (page.state === 'app.schedule.list' && channels) {
    const schedules = page.read<{ data: Schedule[] }>(`${product}/schedule.json`, { date: day })?.data;
    const nowMinutes = Math.floor(broadcastClock(now).seconds / 60);
    if (schedules?.length)
      jsonLd.push(scheduleJsonLd(schedules, { ...ld, channels, window: { nowMinutes, size: LIST_WINDOW } }));
  } else if (page.state === 'app.search') {
    // Issue 27: the results page names its query (`Qidiruv: yoshlar`); it is noindex (hidden).
    title = searchTitle(title, url.searchParams);
  } else if (id) {
    // Content views (issue 8): the item's title, description and picture, and its JSON-LD.
    const view = viewSeo(page.state, id, (p, q) => page.read(p, q), { ...ld, product });
    if (view) {
      title = view.title || title;
      description = view.description || description;
      image = view.image;
      type = view.type;
      path = view.path ?? path;
      feeds = view.feeds;
      jsonLd.push(...view.jsonLd);
    }
  }

  return headTags({
    title,
    siteName: site.name,
    description,
    publicUrl,
    path,
    query: query as PageQuery,
    lang,
    image,
    type,
    jsonLd,
    feeds,
    // Content views (`:id` routes) are indexable; other routes as the route table says.
    noindex: page.status !== 200 || !route || (!isIndexable(route) && !route.path.includes(':')),
  });
}
