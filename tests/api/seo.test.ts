import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../schemas/entities';
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
