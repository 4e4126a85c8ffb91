import { INTL_LOCALE, type Lang, ROUTE_LANG } from '@core/lang';
import { defaultLayout } from '@core/pages';
import { href, ROUTES } from '@core/routes';
import { msToNextMinute } from '@core/time';
import { asc, desc, eq, max } from 'drizzle-orm';
import type { App, AppContext } from '../context';
import type { Db } from '../db/client';
import {
  anonsSlides,
  archiveItems,
  broadcasts,
  categories,
  channels,
  news,
  people,
  schedules,
  settings,
  stateLayouts,
} from '../db/schema';
import { sendCached } from '../http';
import { escapeHtml, indexableRoutes, isPersonal, pageUrl } from '../ssr/seo';
import { isListed, publishedAt } from './content/query';

/** One page of the sitemap: its path (`/uz/…`) and when its content last changed. */
export interface SitemapPage {
  path: string;
  lastmod: Date | null;
}

/** hreflang order of the sitemap's alternates (as in the page heads). */
const SITEMAP_LANGS: readonly Lang[] = ['uz', 'oz', 'ru', 'en'];

/** Widgets whose page changes with the schedules (their lastmod follows the newest schedule). */
const SCHEDULE_WIDGETS: ReadonlySet<string> = new Set(['onAir', 'schedule', 'channelView']);

const w3cDate = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, 'Z');

const latest = (...dates: (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/**
 * A sitemap (protocol 0.9): every page in each language (`?lang=`), each with its hreflang
 * alternates and x-default, so search engines see the language versions as one page.
 */
export function sitemapXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const out = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const page of pages) {
    const links = SITEMAP_LANGS.map(
      (l) =>
        `<xhtml:link rel="alternate" hreflang="${INTL_LOCALE[l]}" href="${escapeHtml(pageUrl(publicUrl, page.path, l))}"/>`,
    );
    links.push(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(publicUrl, page.path, ROUTE_LANG))}"/>`,
    );
    const lastmod = page.lastmod ? `<lastmod>${w3cDate(page.lastmod)}</lastmod>` : '';
    for (const lang of SITEMAP_LANGS) {
      const loc = escapeHtml(pageUrl(publicUrl, page.path, lang));
      out.push(`<url><loc>${loc}</loc>${lastmod}${links.join('')}</url>`);
    }
  }
  out.push('</urlset>');
  return `${out.join('\n')}\n`;
}

/**
 * Sections closed to crawlers: those whose every route needs sign-in or is a sign-in flow
 * (my/, settings/, chat/, authentication/, password/).
 */
export function closedSections(): string[] {
  const sections = new Map<string, boolean>();
  for (const route of ROUTES) {
    const section = route.path.split('/')[0];
    if (!section) continue;
    sections.set(section, (sections.get(section) ?? true) && isPersonal(route));
  }
  return [...sections].filter(([, closed]) => closed).map(([section]) => `/${ROUTE_LANG}/${section}/`);
}

export function robotsTxt(publicUrl: string, apiPrefix: string): string {
  const disallow = [`${apiPrefix}/`, ...closedSections()].map((p) => `Disallow: ${p}`);
  return ['User-agent: *', 'Allow: /', ...disallow, '', `Sitemap: ${publicUrl}/sitemap.xml`, ''].join('\n');
}

/** True when `value` (a layout, or any part of one) places one of `names`. */
function placesWidget(value: unknown, names: ReadonlySet<string>): boolean {
  if (Array.isArray(value)) return value.some((v) => placesWidget(v, names));
  if (!value || typeof value !== 'object') return false;
  const record = value as Record<string, unknown>;
  if (typeof record.component === 'string' && names.has(record.component)) return true;
  return Object.values(record).some((v) => placesWidget(v, names));
}

/** Collections whose items the sitemap lists (their cache tags). */
const CONTENT_TAGS = ['archive', 'broadcast', 'anchors', 'person', 'news', 'anons', 'category'] as const;

/**
 * The view page of every published content item (issue 8): archive recordings once aired (lastmod:
 * when published), visible broadcasts (their newest published episode), anchors, persons, news
 * (their date), announcements and categories (the demo seed's date, when known).
 */
export async function contentPages(db: Db, now: Date, seeded: Date | null): Promise<SitemapPage[]> {
  const [archive, shows, persons, newsRows, slides, cats] = await Promise.all([
    db
      .select({
        id: archiveItems.id,
        broadcast: archiveItems.broadcast,
        date: archiveItems.date,
        duration: archiveItems.duration,
      })
      .from(archiveItems)
      .where(isListed(now))
      .orderBy(desc(archiveItems.date), asc(archiveItems.id)),
    db
      .select({ id: broadcasts.id })
      .from(broadcasts)
      .where(eq(broadcasts.isHidden, false))
      .orderBy(asc(broadcasts.order), asc(broadcasts.id)),
    db.select({ id: people.id, kind: people.kind }).from(people).orderBy(asc(people.order), asc(people.id)),
    db.select({ id: news.id, date: news.date }).from(news).orderBy(desc(news.date), asc(news.id)),
    db
      .select({ id: anonsSlides.id })
      .from(anonsSlides)
      .orderBy(desc(anonsSlides.datetime), asc(anonsSlides.id)),
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.order), asc(categories.id)),
  ]);
  const newestEpisode = new Map<string, Date>();
  for (const row of archive) {
    const at = publishedAt(row);
    const current = row.broadcast ? newestEpisode.get(row.broadcast) : undefined;
    if (row.broadcast && (!current || at > current)) newestEpisode.set(row.broadcast, at);
  }
  const page = (state: string, id: string, lastmod: Date | null = seeded): SitemapPage => ({
    path: href(state, { id }),
    lastmod,
  });
  return [
    ...cats.map((c) => page('app.category.view', c.id)),
    ...shows.map((b) => page('app.broadcast.view', b.id, latest(newestEpisode.get(b.id), seeded))),
    ...archive.map((a) => page('app.archive.view', a.id, publishedAt(a))),
    ...slides.map((a) => page('app.anons.view', a.id)),
    ...persons.map((p) => page(p.kind === 'anchor' ? 'app.anchors.view' : 'app.person.view', p.id)),
    ...newsRows.map((n) => page('app.news.view', n.id, n.date)),
  ];
}

/**
 * `GET /sitemap.xml` and `GET /robots.txt`, at the root of the site. The sitemap lists every
 * indexable page of the route table, each visible channel's view and schedule, and every published
 * content item's view (contentPages), with lastmod from the data: the page's stored layout (or the
 * demo seed), and the newest schedule change for pages that show schedules. Archive recordings
 * publish as they finish airing, so the sitemap is kept for the current minute at most.
 */
export async function seoRoutes(app: App, { database, cache, config }: AppContext, apiPrefix: string) {
  const { db } = database;

  async function loadPages(now: Date): Promise<SitemapPage[]> {
    const [layoutRows, channelRows, scheduleRows, demoRows] = await Promise.all([
      db
        .select({ state: stateLayouts.state, layout: stateLayouts.layout, updatedAt: stateLayouts.updatedAt })
        .from(stateLayouts),
      db
        .select({ id: channels.id })
        .from(channels)
        .where(eq(channels.isHidden, false))
        .orderBy(asc(channels.order), asc(channels.id)),
      db
        .select({ channel: schedules.channel, updatedAt: max(schedules.updatedAt) })
        .from(schedules)
        .groupBy(schedules.channel),
      db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'demo')),
    ]);
    const seededAt = (demoRows[0]?.value as { seededAt?: string } | undefined)?.seededAt;
    const seeded = seededAt ? new Date(seededAt) : null;
    const visible = new Set(channelRows.map((c) => c.id));
    const scheduleOf = new Map(scheduleRows.map((r) => [r.channel, r.updatedAt]));
    const newestSchedule = latest(
      ...scheduleRows.filter((r) => visible.has(r.channel)).map((r) => r.updatedAt),
    );
    const layouts = new Map(layoutRows.map((r) => [r.state, r]));

    const pages: SitemapPage[] = indexableRoutes().map((route) => {
      const stored = layouts.get(route.state);
      const layout = stored?.layout ?? defaultLayout(route.state)?.layout;
      const showsSchedule = placesWidget(layout, SCHEDULE_WIDGETS);
      return {
        path: href(route.state),
        lastmod: latest(stored?.updatedAt ?? seeded, showsSchedule ? newestSchedule : null),
      };
    });
    for (const { id } of channelRows) {
      const lastmod = latest(scheduleOf.get(id), seeded);
      pages.push({ path: href('app.channel.view', { id }), lastmod });
      pages.push({ path: href('app.schedule.view', { id }), lastmod });
    }
    pages.push(...(await contentPages(db, now, seeded)));
    return pages;
  }

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const tags = ['channel', 'schedule', 'state', ...CONTENT_TAGS];
    const entry = await cache.getEntry('seo:/sitemap.xml', async () => {
      const now = Date.now();
      const body = sitemapXml(config.publicUrl, await loadPages(new Date(now)));
      return { body, tags, ttlMs: msToNextMinute(now) };
    });
    return sendCached(request, reply, entry, 'application/xml; charset=utf-8');
  });

  const robots = robotsTxt(config.publicUrl, apiPrefix);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots),
  );
}
