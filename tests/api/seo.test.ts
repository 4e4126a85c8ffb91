import type { Channel } from '@core/schemas/entities';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonsSlides, archiveItems, broadcasts, categories, news, people } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './harness';

const ORIGIN = 'https://efir.uz';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { PUBLIC_URL: `${ORIGIN}/` }, now: new Date('2025-06-01T07:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

/** The <url> entries of a sitemap, keyed by loc. */
function parseSitemap(xml: string): Map<string, SitemapUrl> {
  const urls = new Map<string, SitemapUrl>();
  for (const [, body = ''] of xml.matchAll(/<url>(.*?)<\/url>/gs)) {
    const loc = /<loc>(.*?)<\/loc>/.exec(body)?.[1] ?? '';
    const lastmod = /<lastmod>(.*?)<\/lastmod>/.exec(body)?.[1];
    const alternates: Record<string, string> = {};
    for (const [, lang = '', url = ''] of body.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)) {
      alternates[lang] = url.replaceAll('&amp;', '&');
    }
    urls.set(loc.replaceAll('&amp;', '&'), { loc, lastmod, alternates });
  }
  return urls;
}

async function visibleChannels(): Promise<Channel[]> {
  return (await get('/uz/api/efir/channel.json?count=all')).json<{ data: Channel[] }>().data;
}

describe('GET /sitemap.xml', () => {
  it('lists the public pages and every visible channel, absolute and with lastmod', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    const urls = parseSitemap(res.body);
    for (const path of ['/uz/', '/uz/channel/', '/uz/schedule/', '/uz/broadcast/', '/uz/sitemap/']) {
      const entry = urls.get(`${ORIGIN}${path}`);
      expect(entry, path).toBeDefined();
      expect(entry?.lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    }
    const channels = await visibleChannels();
    expect(channels.length).toBeGreaterThan(10);
    for (const c of channels) {
      for (const path of [`/uz/channel/${c._id}/`, `/uz/schedule/${c._id}/`]) {
        expect(urls.get(`${ORIGIN}${path}`)?.lastmod, path).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      }
    }
    for (const loc of urls.keys()) {
      const url = new URL(loc);
      expect(url.origin, loc).toBe(ORIGIN);
      expect(url.pathname, loc).toMatch(/^\/uz\/([a-z0-9-]+\/)*$/);
      expect(url.pathname).not.toMatch(
        /^\/uz\/(api|my|settings|chat|authentication|password|not-found|forbidden)\//,
      );
      expect(
        [...url.searchParams.keys()].filter((k) => k !== 'lang'),
        loc,
      ).toEqual([]);
    }
  });

  it('lists each page in every language with hreflang alternates and x-default', async () => {
    const urls = parseSitemap((await get('/sitemap.xml')).body);
    const expected = {
      'uz-Cyrl': `${ORIGIN}/uz/channel/`,
      'uz-Latn': `${ORIGIN}/uz/channel/?lang=oz`,
      ru: `${ORIGIN}/uz/channel/?lang=ru`,
      en: `${ORIGIN}/uz/channel/?lang=en`,
      'x-default': `${ORIGIN}/uz/channel/`,
    };
    for (const loc of Object.values(expected)) {
      expect(urls.get(loc)?.alternates, loc).toEqual(expected);
    }
  });

  it('takes lastmod from the data and follows writes through the cache tags', async () => {
    const channels = await visibleChannels();
    const [first, second] = channels;
    if (!first || !second) throw new Error('demo channels missing');
    await t.database.db.execute(
      sql`update schedules set updated_at = '2030-01-02T03:04:05Z' where channel = ${first._id}`,
    );
    await t.database.db.execute(sql`update channels set is_hidden = true where id = ${second._id}`);
    const stale = parseSitemap((await get('/sitemap.xml')).body);
    expect(stale.has(`${ORIGIN}/uz/channel/${second._id}/`)).toBe(true);

    await t.cache.invalidate(['schedule', 'channel']);
    const urls = parseSitemap((await get('/sitemap.xml')).body);
    expect(urls.get(`${ORIGIN}/uz/channel/${first._id}/`)?.lastmod).toBe('2030-01-02T03:04:05Z');
    // Pages that show schedules follow the newest one; the others keep their layout's date.
    expect(urls.get(`${ORIGIN}/uz/schedule/`)?.lastmod).toBe('2030-01-02T03:04:05Z');
    expect(urls.get(`${ORIGIN}/uz/`)?.lastmod).toBe('2030-01-02T03:04:05Z');
    expect(urls.get(`${ORIGIN}/uz/broadcast/`)?.lastmod).not.toBe('2030-01-02T03:04:05Z');
    expect(urls.has(`${ORIGIN}/uz/channel/${second._id}/`)).toBe(false);
    expect(urls.has(`${ORIGIN}/uz/schedule/${second._id}/?lang=ru`)).toBe(false);
  });

  it('lists the view of every published content item, and follows content writes', async () => {
    const { db } = t.database;
    const now = Date.now();
    const title = { uz: 'Синов', en: 'Test' };
    const detail = { nation: null, about: {} };
    await db.insert(categories).values({ id: 'seo-cat', title });
    await db.insert(broadcasts).values([
      { id: 'seo-show', type: 'tv', title, category: 'seo-cat' },
      { id: 'seo-hidden', type: 'tv', title, isHidden: true },
    ]);
    const aired = new Date(now - 2 * 3600_000);
    await db.insert(archiveItems).values([
      { id: 'seo-rec', type: 'tv', broadcast: 'seo-show', title, date: aired, duration: 1800 },
      // Still on the air, and to come: not published, not listed.
      {
        id: 'seo-live',
        type: 'tv',
        broadcast: 'seo-show',
        title,
        date: new Date(now - 60_000),
        duration: 3600,
      },
      {
        id: 'seo-next',
        type: 'tv',
        broadcast: 'seo-show',
        title,
        date: new Date(now + 86400_000),
        duration: 60,
      },
    ]);
    await db.insert(people).values([
      { id: 'seo-anchor', kind: 'anchor', type: 'tv', title, detail },
      { id: 'seo-person', kind: 'person', type: 'radio', title, detail },
    ]);
    await db
      .insert(news)
      .values({ id: 'seo-news', type: 'tv', title, date: new Date('2025-05-30T10:00:00Z') });
    await db.insert(anonsSlides).values({ id: 'seo-slide', title, datetime: new Date(now + 3600_000) });
    await t.cache.invalidate(['archive', 'broadcast', 'anchors', 'person', 'news', 'anons', 'category']);

    const urls = parseSitemap((await get('/sitemap.xml')).body);
    const published = new Date(aired.getTime() + 1800_000).toISOString().replace(/\.\d{3}Z$/, 'Z');
    expect(urls.get(`${ORIGIN}/uz/archive/seo-rec/`)?.lastmod).toBe(published);
    expect(urls.get(`${ORIGIN}/uz/archive/seo-rec/?lang=en`)?.alternates['x-default']).toBe(
      `${ORIGIN}/uz/archive/seo-rec/`,
    );
    // A broadcast changes with its newest published episode.
    expect(urls.get(`${ORIGIN}/uz/broadcast/seo-show/`)?.lastmod).toBe(published);
    expect(urls.get(`${ORIGIN}/uz/news/seo-news/`)?.lastmod).toBe('2025-05-30T10:00:00Z');
    for (const path of ['category/seo-cat', 'anchors/seo-anchor', 'person/seo-person', 'anons/seo-slide']) {
      expect(urls.has(`${ORIGIN}/uz/${path}/`), path).toBe(true);
    }
    for (const path of [
      'archive/seo-live',
      'archive/seo-next',
      'broadcast/seo-hidden',
      'person/seo-anchor',
    ]) {
      expect(urls.has(`${ORIGIN}/uz/${path}/`), path).toBe(false);
    }
    expect(urls.has(`${ORIGIN}/uz/11111/seo-rec/`)).toBe(false);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await get('/sitemap.xml', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /robots.txt', () => {
  it('allows the site, keeps crawlers out of the API and personal pages and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /uz/api/',
        'Disallow: /uz/authentication/',
        'Disallow: /uz/password/',
        'Disallow: /uz/my/',
        'Disallow: /uz/settings/',
        'Disallow: /uz/admin/',
        'Disallow: /uz/chat/',
        '',
        `Sitemap: ${ORIGIN}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
