import type { RenderedPage } from '@core/render';
import type { ArchiveItem, News } from '@core/schemas/content';
import type { Channel, Schedule } from '@core/schemas/entities';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { pageHead } from '../../src/server/ssr/head';
import {
  channelJsonLd,
  clipDescription,
  type HeadInput,
  headTags,
  indexableRoutes,
  jsonForScript,
  pageUrl,
  scheduleJsonLd,
  tashkentIso,
} from '../../src/server/ssr/seo';
import { archiveJsonLd, isoDuration, newsJsonLd, tashkentDateTime } from '../../src/server/ssr/seo-content';

const ORIGIN = 'https://efir.uz';
const base: HeadInput = {
  title: 'Ёшлар',
  siteName: 'Efir',
  description: 'Ёшлар телеканали',
  publicUrl: ORIGIN,
  path: '/uz/channel/yoshlar/',
  lang: 'uz',
};

// The unit project runs in node: happy-dom's parser reads the output back as a browser would.
const { DOMParser } = new Window();

/** The attributes of every tag `<name …>` in `html`, in order. */
function tags(html: string, name: string): Record<string, string>[] {
  const doc = new DOMParser().parseFromString(`<head>${html}</head>`, 'text/html');
  return [...doc.head.querySelectorAll(name)].map((el) =>
    Object.fromEntries([...el.attributes].map((a) => [a.name, a.value ?? ''])),
  );
}
const metaContent = (html: string, key: string) =>
  tags(html, 'meta').find((m) => m.property === key || m.name === key)?.content;

const yoshlar: Channel = {
  _id: 'yoshlar',
  type: 'tv',
  title: { uz: 'Ёшлар', oz: 'Yoshlar', ru: 'Ёшлар', en: 'Yoshlar' },
  photo: '/uploads/demo/channel-yoshlar.svg',
  about: { uz: 'Ёшлар учун телеканал', en: 'A channel for the young' },
  is_hidden: false,
  order: 10,
  regional: false,
};
const radio: Channel = { ...yoshlar, _id: 'mahalla', type: 'radio', title: { uz: 'Маҳалла' }, photo: null };
const opts = { publicUrl: ORIGIN, lang: 'uz' as const, broadcaster: { name: 'MTRK' } };

describe('escaping', () => {
  it('escapes the title and description in text and attributes', () => {
    const html = headTags({
      ...base,
      title: 'Say "hi" <b>&</b>',
      description: 'Evil </script><script>alert(1)</script> "quoted"',
    });
    expect(html).toContain('<title>Say &quot;hi&quot; &lt;b&gt;&amp;&lt;/b&gt; — Efir</title>');
    expect(html).not.toContain('<b>');
    expect(html).not.toMatch(/<\/script><script>/);
    expect(metaContent(html, 'description')).toBe('Evil </script><script>alert(1)</script> "quoted"');
    expect(metaContent(html, 'og:title')).toBe('Say "hi" <b>&</b>');
    expect(tags(html, 'script')).toHaveLength(0);
  });

  it('keeps </script> and <!-- inside JSON-LD strings from breaking out', () => {
    const evil = { '@type': 'Thing', name: '</script><script>alert(1)</script><!-- & \u2028' };
    const html = headTags({ ...base, jsonLd: [evil] });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(jsonForScript(evil)).toBe(
      '{"@type":"Thing","name":"\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e\\u003c!-- \\u0026 \\u2028"}',
    );
    const script = html.slice(html.indexOf('<script'));
    const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'));
    expect(JSON.parse(json)).toEqual(evil);
  });
});

describe('canonical and hreflang', () => {
  it('links the uz page and its ?lang= alternates, with x-default the uz URL', () => {
    const html = headTags(base);
    expect(tags(html, 'link[rel=canonical]')).toEqual([
      { rel: 'canonical', href: 'https://efir.uz/uz/channel/yoshlar/' },
    ]);
    expect(tags(html, 'link[rel=alternate]').map((l) => [l.hreflang, l.href])).toEqual([
      ['uz-Cyrl', 'https://efir.uz/uz/channel/yoshlar/'],
      ['uz-Latn', 'https://efir.uz/uz/channel/yoshlar/?lang=oz'],
      ['ru', 'https://efir.uz/uz/channel/yoshlar/?lang=ru'],
      ['en', 'https://efir.uz/uz/channel/yoshlar/?lang=en'],
      ['x-default', 'https://efir.uz/uz/channel/yoshlar/'],
    ]);
  });

  it('gives a non-uz page its own ?lang= canonical, merged with the page and escaped', () => {
    const html = headTags({ ...base, path: '/uz/schedule/', lang: 'ru', query: { page: 2, lang: 'en' } });
    expect(html).toContain('href="https://efir.uz/uz/schedule/?lang=ru&amp;page=2"');
    expect(tags(html, 'link[rel=canonical]')[0]?.href).toBe('https://efir.uz/uz/schedule/?lang=ru&page=2');
    const alternates = tags(html, 'link[rel=alternate]').map((l) => l.href);
    expect(alternates).toEqual([
      'https://efir.uz/uz/schedule/?page=2',
      'https://efir.uz/uz/schedule/?lang=oz&page=2',
      'https://efir.uz/uz/schedule/?lang=ru&page=2',
      'https://efir.uz/uz/schedule/?lang=en&page=2',
      'https://efir.uz/uz/schedule/?page=2',
    ]);
  });

  it('drops page=1 and empty query values', () => {
    expect(pageUrl(ORIGIN, '/uz/news/', 'uz', { page: 1, type: '', channel: undefined })).toBe(
      'https://efir.uz/uz/news/',
    );
    expect(pageUrl(ORIGIN, '/uz/news/', 'en', { page: '3', channel: 'yoshlar' })).toBe(
      'https://efir.uz/uz/news/?channel=yoshlar&lang=en&page=3',
    );
  });

  it('marks a noindex page and leaves out canonical and alternates', () => {
    const html = headTags({ ...base, noindex: true });
    expect(metaContent(html, 'robots')).toBe('noindex, follow');
    expect(tags(html, 'link')).toEqual([]);
  });
});

describe('Open Graph and Twitter', () => {
  it('describes a page without an image as a summary card', () => {
    const html = headTags(base);
    expect(metaContent(html, 'og:title')).toBe('Ёшлар');
    expect(metaContent(html, 'og:description')).toBe('Ёшлар телеканали');
    expect(metaContent(html, 'og:url')).toBe('https://efir.uz/uz/channel/yoshlar/');
    expect(metaContent(html, 'og:type')).toBe('website');
    expect(metaContent(html, 'og:site_name')).toBe('Efir');
    expect(metaContent(html, 'og:locale')).toBe('uz_UZ');
    expect(
      tags(html, 'meta[property="og:locale:alternate"]')
        .map((m) => m.content)
        .sort(),
    ).toEqual(['en_US', 'ru_RU']);
    expect(metaContent(html, 'og:image')).toBeUndefined();
    expect(metaContent(html, 'twitter:card')).toBe('summary');
    expect(metaContent(html, 'twitter:title')).toBe('Ёшлар');
  });

  it('makes the image absolute and uses a large card', () => {
    const html = headTags({ ...base, lang: 'en', type: 'video.other', image: yoshlar.photo });
    expect(metaContent(html, 'og:image')).toBe('https://efir.uz/uploads/demo/channel-yoshlar.svg');
    expect(metaContent(html, 'twitter:image')).toBe('https://efir.uz/uploads/demo/channel-yoshlar.svg');
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'og:type')).toBe('video.other');
    expect(metaContent(html, 'og:locale')).toBe('en_US');
    expect(metaContent(html, 'og:url')).toBe('https://efir.uz/uz/channel/yoshlar/?lang=en');
    const external = headTags({ ...base, image: 'https://cdn.example/x.png' });
    expect(metaContent(external, 'og:image')).toBe('https://cdn.example/x.png');
    const bad = headTags({ ...base, image: 'javascript:alert(1)' });
    expect(metaContent(bad, 'og:image')).toBeUndefined();
  });

  it('titles the home page with the site name alone and clips long descriptions', () => {
    expect(headTags({ ...base, title: 'Efir' })).toContain('<title>Efir</title>');
    const long = clipDescription(`${'word '.repeat(100)}\n\n end`);
    expect(long.length).toBeLessThanOrEqual(200);
    expect(long).toMatch(/word…$/);
  });
});

describe('JSON-LD', () => {
  it('describes a TV channel with its BroadcastService', () => {
    const ld = channelJsonLd(yoshlar, opts);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'TelevisionChannel',
      name: 'Ёшлар',
      url: 'https://efir.uz/uz/channel/yoshlar/',
      image: 'https://efir.uz/uploads/demo/channel-yoshlar.svg',
      description: 'Ёшлар учун телеканал',
      providesBroadcastService: {
        '@type': 'BroadcastService',
        '@id': 'https://efir.uz/uz/channel/yoshlar/#service',
        name: 'Ёшлар',
        broadcastDisplayName: 'Ёшлар',
        broadcastTimezone: 'Asia/Tashkent',
        areaServed: { '@type': 'Country', name: 'Uzbekistan' },
        logo: 'https://efir.uz/uploads/demo/channel-yoshlar.svg',
        broadcaster: { '@type': 'Organization', name: 'MTRK', url: 'https://efir.uz/uz/' },
        provider: { '@type': 'Organization', name: 'MTRK' },
      },
    });
  });

  it('describes a radio channel in the page language', () => {
    const ld = channelJsonLd(radio, { ...opts, lang: 'en' });
    expect(ld['@type']).toBe('RadioChannel');
    expect(ld.url).toBe('https://efir.uz/uz/channel/mahalla/?lang=en');
    expect(ld['@id']).toBe('https://efir.uz/uz/channel/mahalla/#channel');
    expect(ld.name).toBe('Маҳалла');
    expect(ld).not.toHaveProperty('image');
  });

  it('lists schedule entries as BroadcastEvents in +05:00, the last ending at 24:00', () => {
    const day: Schedule = {
      channel: 'yoshlar',
      date: '2025-12-31',
      items: [
        { time: '22:30', title: { uz: 'Кино' }, broadcast: null, duration: 90, is_online: false },
        { time: '06:00', title: { uz: 'Тонг' }, broadcast: null, duration: 990, is_online: true },
      ],
    };
    const hidden: Schedule = { ...day, channel: 'hidden' };
    const ld = scheduleJsonLd([day, hidden], { ...opts, channels: [yoshlar] });
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', numberOfItems: 2 });
    const items = (ld.itemListElement as { position: number; item: Record<string, unknown> }[]).map(
      (e) => e.item,
    );
    expect(items).toEqual([
      {
        '@type': 'BroadcastEvent',
        name: 'Тонг',
        startDate: '2025-12-31T06:00:00+05:00',
        endDate: '2025-12-31T22:30:00+05:00',
        isLiveBroadcast: true,
        publishedOn: {
          '@type': 'BroadcastService',
          '@id': 'https://efir.uz/uz/channel/yoshlar/#service',
          name: 'Ёшлар',
        },
      },
      expect.objectContaining({
        name: 'Кино',
        startDate: '2025-12-31T22:30:00+05:00',
        endDate: '2026-01-01T00:00:00+05:00',
        isLiveBroadcast: false,
      }),
    ]);
  });

  it('keeps only the current entry and its neighbours when asked', () => {
    const items = ['00:00', '06:00', '09:00', '12:00', '18:00'].map((time) => ({
      time,
      title: { uz: time },
      broadcast: null,
      duration: null,
      is_online: true,
    }));
    const ld = scheduleJsonLd([{ channel: 'yoshlar', date: '2025-06-01', items }], {
      ...opts,
      channels: [yoshlar],
      window: { nowMinutes: 10 * 60, size: 3 },
    });
    const names = (ld.itemListElement as { item: { name: string } }[]).map((e) => e.item.name);
    expect(names).toEqual(['06:00', '09:00', '12:00']);
  });

  it('writes Tashkent times with +05:00 whatever the machine zone', () => {
    expect(tashkentIso('2025-03-30', 0)).toBe('2025-03-30T00:00:00+05:00');
    expect(tashkentIso('2025-03-30', 150)).toBe('2025-03-30T02:30:00+05:00');
    expect(tashkentIso('2024-02-28', 1440)).toBe('2024-02-29T00:00:00+05:00');
  });
});

describe('indexable routes', () => {
  it('are public pages without params, abstract parents, roles or sign-in flows', () => {
    const paths = indexableRoutes().map((r) => r.path);
    expect(paths).toEqual(expect.arrayContaining(['', 'channel/', 'schedule/', 'broadcast/', 'sitemap/']));
    for (const p of paths) expect(p).not.toMatch(/^(my|settings|chat|authentication|password)\/|:|not-found/);
  });
});

const recording: ArchiveItem = {
  _id: 'tongi-efir-42',
  type: 'tv',
  broadcast: 'tongi-efir',
  channel: 'yoshlar',
  category: 'musiqa',
  title: { uz: 'Тонги эфир, 42-сон', en: 'Morning Air #42', oz: 'Tongi efir, 42-son' },
  description: { uz: 'Эрталабки кўрсатув', en: 'The morning show' },
  url: '/uz/api/efir/vod/tongi-efir-42/index.m3u8',
  poster: { title: 'poster', link: '/uploads/demo/tongi-42.jpg', thumb: null, width: 1280, height: 720 },
  date: '2025-05-31T02:00:00.000Z',
  duration: 2700,
  aired: { channel: 'yoshlar', date: '2025-05-31', time: '07:00' },
};

const story: News = {
  _id: 'futbol-finali',
  type: 'tv',
  title: { uz: 'Футбол финали', en: 'The football final', oz: 'Futbol finali' },
  summary: { uz: 'Финал натижалари', en: 'The results of the final' },
  body: { uz: '<p>Матн</p>' },
  picture: { title: 'final', link: '/uploads/demo/final.jpg', thumb: null, width: 1200, height: 675 },
  channel: 'sport',
  category: 'sport',
  date: '2025-06-01T19:30:00.000Z',
};

describe('JSON-LD of content (issue 8)', () => {
  it('writes durations in ISO 8601', () => {
    expect(isoDuration(2700)).toBe('PT45M');
    expect(isoDuration(3600)).toBe('PT1H');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(59.6)).toBe('PT1M');
    expect(isoDuration(0)).toBe('PT0S');
  });

  it('writes instants in Tashkent time with +05:00', () => {
    expect(tashkentDateTime('2025-06-01T19:30:00.000Z')).toBe('2025-06-02T00:30:00+05:00');
    expect(tashkentDateTime('2025-06-01T10:00:00+03:00')).toBe('2025-06-01T12:00:00+05:00');
  });

  it('describes an archive recording as a VideoObject', () => {
    expect(archiveJsonLd(recording, opts)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      '@id': 'https://efir.uz/uz/archive/tongi-efir-42/#video',
      name: 'Тонги эфир, 42-сон',
      description: 'Эрталабки кўрсатув',
      thumbnailUrl: ['https://efir.uz/uploads/demo/tongi-42.jpg'],
      uploadDate: '2025-05-31T07:00:00+05:00',
      duration: 'PT45M',
      contentUrl: 'https://efir.uz/uz/api/efir/vod/tongi-efir-42/index.m3u8',
      url: 'https://efir.uz/uz/archive/tongi-efir-42/',
      inLanguage: 'uz-Cyrl',
      publisher: { '@type': 'Organization', name: 'MTRK', url: 'https://efir.uz/uz/' },
    });
  });

  it('gives a recording without poster or description the logo and its name, in the page language', () => {
    const bare = { ...recording, poster: null, description: {}, url: 'https://cdn.example/a.m3u8' };
    const ld = archiveJsonLd(bare, {
      ...opts,
      lang: 'oz',
      broadcaster: { name: 'MTRK', logo: '/favicon.svg' },
    });
    expect(ld).toMatchObject({
      name: 'Tongi efir, 42-son',
      description: 'Tongi efir, 42-son',
      thumbnailUrl: ['https://efir.uz/favicon.svg'],
      contentUrl: 'https://cdn.example/a.m3u8',
      url: 'https://efir.uz/uz/archive/tongi-efir-42/?lang=oz',
      '@id': 'https://efir.uz/uz/archive/tongi-efir-42/#video',
      inLanguage: 'uz-Latn',
    });
  });

  it('describes a news item as a NewsArticle', () => {
    expect(newsJsonLd(story, { ...opts, lang: 'en' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'The football final',
      datePublished: '2025-06-02T00:30:00+05:00',
      dateModified: '2025-06-02T00:30:00+05:00',
      image: ['https://efir.uz/uploads/demo/final.jpg'],
      description: 'The results of the final',
      url: 'https://efir.uz/uz/news/futbol-finali/?lang=en',
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://efir.uz/uz/news/futbol-finali/?lang=en' },
      inLanguage: 'en',
      author: { '@type': 'Organization', name: 'MTRK', url: 'https://efir.uz/uz/' },
      publisher: { '@type': 'Organization', name: 'MTRK', url: 'https://efir.uz/uz/' },
    });
    const long = newsJsonLd({ ...story, title: { uz: 'сўз '.repeat(60) }, picture: null }, opts);
    expect(String(long.headline).length).toBeLessThanOrEqual(110);
    expect(long).not.toHaveProperty('image');
  });
});

describe('the head of content views', () => {
  const config = { product: 'efir', publicUrl: ORIGIN };
  /** A rendered page whose widgets read `reads` (path → answer), as the server renderer gives it. */
  const page = (state: string, id: string, reads: Record<string, unknown>): RenderedPage => ({
    kind: 'page',
    status: 200,
    state,
    routeParams: { id },
    html: '',
    bootScript: '',
    widgets: [],
    read: <T>(path: string) => reads[path] as T | undefined,
    transientFailure: false,
  });
  const jsonLdOf = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
      ([, json]) => JSON.parse(json ?? 'null') as Record<string, unknown>,
    );
  const head = (p: RenderedPage, url: string, lang: 'uz' | 'en' = 'uz') =>
    pageHead(p, { lang, config, url, now: Date.parse('2025-06-01T07:00:00Z') });

  it('titles an archive view after its recording, with its poster and a VideoObject', () => {
    const html = head(
      page('app.archive.view', recording._id, {
        [`efir/archive/${recording._id}.json`]: { data: recording, meta: {} },
      }),
      `/uz/archive/${recording._id}/`,
    );
    expect(html).toContain('<title>Тонги эфир, 42-сон — Эфир</title>');
    expect(metaContent(html, 'description')).toBe('Эрталабки кўрсатув');
    expect(metaContent(html, 'og:type')).toBe('video.episode');
    expect(metaContent(html, 'og:image')).toBe('https://efir.uz/uploads/demo/tongi-42.jpg');
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({
      '@type': 'VideoObject',
      duration: 'PT45M',
      uploadDate: '2025-05-31T07:00:00+05:00',
    });
  });

  it('gives the legacy archive address the archive view as canonical', () => {
    const html = head(
      page('app.archive.legacy', recording._id, {
        [`efir/archive/${recording._id}.json`]: { data: recording },
      }),
      `/uz/11111/${recording._id}/`,
    );
    expect(tags(html, 'link[rel=canonical]')[0]?.href).toBe(`${ORIGIN}/uz/archive/${recording._id}/`);
    expect(jsonLdOf(html)[0]?.['@type']).toBe('VideoObject');
  });

  it('titles a news view after its headline, with its summary and a NewsArticle', () => {
    const html = head(
      page('app.news.view', story._id, { [`news/${story._id}.json`]: { data: story, meta: {} } }),
      `/uz/news/${story._id}/?lang=en`,
      'en',
    );
    expect(html).toContain('<title>The football final — Efir</title>');
    expect(metaContent(html, 'description')).toBe('The results of the final');
    expect(metaContent(html, 'og:type')).toBe('article');
    expect(jsonLdOf(html)).toEqual([
      expect.objectContaining({ '@type': 'NewsArticle', headline: 'The football final' }),
    ]);
  });

  it('keeps the route title and no JSON-LD when the page read no item (unknown or unpublished)', () => {
    const html = head(page('app.archive.view', 'nope', {}), '/uz/archive/nope/');
    expect(html).toContain('<title>Архив кўрсатуви — Эфир</title>');
    expect(jsonLdOf(html)).toEqual([]);
  });
});
