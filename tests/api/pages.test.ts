import { brotliDecompressSync } from 'node:zlib';
import { pageNamespaces } from '@widgets/texts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Boot } from '../../src/client/app/boot';
import { generatePage } from '../../src/client/editor/model/generate';
import { stateLayouts } from '../../src/server/db/schema';
import { SHARED_CACHE_CONTROL } from '../../src/server/http';
import { LONG_MARKUP } from '../../src/server/ssr/pages';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ pages: true });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

function bootOf(html: string): Boot {
  const json = /<script type="application\/json" id="efir-boot">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error('no #efir-boot in the page');
  return JSON.parse(json) as Boot;
}

/** The scripts a page starts after its largest picture (src/server/ssr/assets.ts), if it does. */
function scriptsOf(html: string): { entry: string; preload: string[] } | null {
  const json = /<script type="application\/json" id="efir-scripts">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as { entry: string; preload: string[] }) : null;
}

const rootOf = (html: string) =>
  /<div id="root"[^>]*>([\s\S]*)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

describe('server rendering', () => {
  it('renders the home page with the on-air list, the menus and the data to hydrate with', async () => {
    const res = await get('/uz/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    // Browsers revalidate every time; a proxy in front keeps it a second (decision 024).
    expect(res.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(res.headers['cache-control']).toMatch(/max-age=0, must-revalidate, s-maxage=1/);
    expect(res.headers.vary).toContain('cookie');
    const html = res.body;
    expect(html).toContain('<html lang="uz-Cyrl">');
    const root = rootOf(html);
    // On air: a channel link with its current programme, and the main menu as plain links.
    expect(root).toContain('class="w-onAir__channel"');
    expect(root).toMatch(/<a[^>]+href="\/uz\/channel\/uzbekistan\/"/);
    expect(root).toMatch(/<nav class="menu menu--main"[^>]*>.*<a [^>]*href="\/uz\//);
    const boot = bootOf(html);
    expect(boot.lang).toBe('uz');
    expect(boot.widgets).toContain('onAir');
    const keys = boot.reads.map((read) => JSON.stringify(read.key));
    // The layout in the page's language (its own read: the editor reads the whole layout).
    expect(keys).toContain(JSON.stringify(['api', 'state/app.index.json', { lang: 'uz' }]));
    // The on-air list's one trimmed read (issue 23), not every channel and whole schedules.
    expect(keys.some((k) => k.startsWith(JSON.stringify(['api', 'efir/onair.json']).slice(0, -1)))).toBe(
      true,
    );
    expect(keys).not.toContain(JSON.stringify(['api', 'efir/channel.json', { count: 'all' }]));
    expect(boot.reads.every((read) => 'data' in read)).toBe(true);
    // The home page's largest paint is the slider's first picture: the scripts start after it
    // (public/after-paint.js), from a list in the head, not from module tags the browser
    // fetches at once. Exactly the page's widget chunks are listed; the entry's own are not repeated.
    expect(root).toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain('<script defer src="/after-paint.js"></script>');
    const parked = scriptsOf(html);
    expect(parked?.entry).toBe('/assets/index-e1.js');
    expect(parked?.preload).toEqual(
      expect.arrayContaining(['/assets/react-r1.js', '/assets/OnAir-o1.js', '/assets/onair-s1.js']),
    );
    expect(parked?.preload.filter((href) => href === '/assets/react-r1.js')).toHaveLength(1);
    // No rules in the page itself (decision 018): the chrome's stylesheet is the shell's built file,
    // the page's widgets' rules one file named by its content; each chunk's own sheet has a
    // disabled link (never fetched) that tells the client's chunk loader the sheet is here.
    expect(html).not.toContain('<style');
    expect(html).toContain('<link rel="stylesheet" href="/assets/OnAir-o1.css" disabled>');
    const linked = html.match(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/g) ?? [];
    expect(linked).toHaveLength(2);
    expect(linked[0]).toBe('<link rel="stylesheet" crossorigin href="/assets/index-c1.css">');
    const sheetUrl = /href="([^"]+)"/.exec(linked[1] ?? '')?.[1] ?? '';
    expect(sheetUrl).toMatch(/^\/assets\/page\/[\w-]{16}\.css\?for=/);
    const plain = await get(sheetUrl, { 'accept-encoding': 'identity' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^text\/css/);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // Only the sheets of the page's widgets: here the on-air widget's, the one with rules.
    expect(plain.body).toBe('.fixture-OnAir-o1-css{color:red}');
    const br = await get(sheetUrl, { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    // Another content under the same name is not served: a stale or forged name is a 404.
    const forged = sheetUrl.replace(/page\/[\w-]{16}/, 'page/AAAAAAAAAAAAAAAA');
    expect((await get(forged)).statusCode).toBe(404);
    // No inline script runs: the only scripts are the starter (a file) and data blocks.
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/src="\/after-paint\.js"|type="application\/(ld\+)?json"/);
  });

  it('parks the scripts of a page without a largest picture too: they start after its first paint', async () => {
    const html = (await get('/uz/schedule/')).body;
    expect(html).not.toMatch(/<img[^>]*fetchpriority="high"/i);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(html).toContain('<script defer src="/after-paint.js"></script>');
    const parked = scriptsOf(html);
    expect(parked?.entry).toBe('/assets/index-e1.js');
    expect(parked?.preload.filter((href) => href === '/assets/react-r1.js')).toHaveLength(1);
    for (const tag of html.match(/<script[^>]*>/g) ?? [])
      expect(tag).toMatch(/src="\/after-paint\.js"|type="application\/(ld\+)?json"/);
  });

  it('holds the paint of a long page until its markup is parsed, and of no other page', async () => {
    // Every page the site ships is short: painted as the browser sees fit.
    for (const path of ['/uz/', '/uz/schedule/', '/uz/channel/']) {
      const html = (await get(path)).body;
      expect(rootOf(html).length, path).toBeLessThan(LONG_MARKUP);
      expect(html, path).not.toContain('rel="expect"');
    }
    // A page of 1000 widgets: its head expects the boot data, the one element of that id, which
    // comes right after the markup.
    const [before] = await t.database.db
      .select({ layout: stateLayouts.layout })
      .from(stateLayouts)
      .where(eq(stateLayouts.state, 'app.sitemap'));
    expect(before).toBeDefined();
    const long = generatePage(1000, { state: 'app.sitemap' }).layout.layout;
    try {
      await t.database.db.execute(
        sql`update state_layouts set layout = ${JSON.stringify(long)}::jsonb where state = 'app.sitemap'`,
      );
      await t.cache.invalidate(['state']);
      const html = (await get('/uz/sitemap/')).body;
      expect(rootOf(html).length).toBeGreaterThan(LONG_MARKUP);
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain('<link rel="expect" href="#efir-boot" blocking="render">');
      expect(html.match(/id="efir-boot"/g)).toHaveLength(1);
      expect(html.indexOf('<script type="application/json" id="efir-boot">')).toBeGreaterThan(
        html.lastIndexOf('data-widget-id='),
      );
    } finally {
      await t.database.db.execute(
        sql`update state_layouts set layout = ${JSON.stringify(before?.layout)}::jsonb where state = 'app.sitemap'`,
      );
      await t.cache.invalidate(['state']);
    }
  });

  it('renders a page opened to edit it (?editor=) without its widgets’ markup, bringing the editor chunks', async () => {
    const html = (await get('/uz/?editor=layout')).body;
    expect(rootOf(html)).not.toContain('class="w-onAir__channel"');
    // The editor's canvas shows the widgets live: their chunks and data still come with the page.
    expect(bootOf(html).widgets).toContain('onAir');
    expect(html).toContain('href="/assets/EditorHost-h1.js"');
    expect(html).toContain('href="/assets/Editor-d1.js"');
    // The settings form's chunk (evaluated once the canvas is up) is prefetched, not preloaded: it
    // does not compete with the chunks the canvas waits for.
    expect(html).toContain('<link rel="prefetch" crossorigin href="/assets/Inspector-i1.js">');
    expect(html).not.toContain('<link rel="modulepreload" crossorigin href="/assets/Inspector-i1.js">');
    // Nothing the editor preloads is fetched a second time as a prefetch.
    expect(html).not.toContain('<link rel="prefetch" crossorigin href="/assets/react-r1.js">');
    // The page's state, which the browser's first line reads to start the editor's layout read.
    expect(html).toContain('<div id="root" data-state="app.index">');
    // Its scripts are all the admin waits for: none is held back as low priority.
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-e1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/Editor-d1.js">');
    expect(html).not.toContain('fetchpriority="low"');
    const visitor = (await get('/uz/')).body;
    expect(visitor).not.toContain('Editor-d1.js');
    expect(visitor).not.toContain('Inspector-i1.js');
    // Only a view the editor has opens it (src/core/editor-link.ts): anything else is the page.
    for (const other of ['/uz/?editor=other', '/uz/?editor=', '/uz/?editors=layout']) {
      const page = (await get(other)).body;
      expect(page, other).not.toContain('Editor-d1.js');
      expect(page, other).toContain('class="w-onAir__channel"');
    }
    expect((await get('/uz/?page=1&editor=preview')).body).toContain('Editor-d1.js');
  });

  it('embeds the texts of the chrome and of the widgets it places only, in the rendered language, escaped so that no script can close early', async () => {
    const boot = bootOf((await get('/uz/')).body);
    // The chrome's and each placed widget type's namespaces with their kits' (issue 23): no others.
    expect(Object.keys(boot.resources).sort()).toEqual(pageNamespaces(boot.widgets).sort());
    expect(Object.keys(boot.resources)).toContain('chrome');
    expect(Object.keys(boot.resources)).not.toContain('signinForm');
    expect(Object.keys(boot.resources)).not.toContain('usersTable');
    expect(JSON.stringify(boot.resources)).toContain('Эфир');
    const raw = /id="efir-boot">([\s\S]*?)<\/script>/.exec((await get('/uz/')).body)?.[1] ?? '';
    expect(raw).not.toMatch(/<\/|<!--/);
  });

  it('renders the language of the efir_lang cookie, and of ?lang= (which also sets the cookie)', async () => {
    const ru = await get('/uz/channel/', { cookie: 'theme=dark; efir_lang=ru' });
    expect(ru.statusCode).toBe(200);
    expect(ru.body).toContain('<html lang="ru">');
    expect(ru.headers['content-language']).toBe('ru');
    expect(rootOf(ru.body)).toContain('Русский');
    expect(bootOf(ru.body).lang).toBe('ru');
    const en = await get('/uz/channel/?lang=en');
    expect(en.body).toContain('<html lang="en">');
    expect(String(en.headers['set-cookie'])).toContain('efir_lang=en');
    const oz = await get('/uz/', { cookie: 'efir_lang=oz' });
    expect(oz.body).toContain('<html lang="uz-Latn">');
    expect(rootOf(oz.body)).not.toMatch(/Асосий мазмунга/);
  });

  it('renders the live player’s channel title in the page’s language, read under the key the browser asks (issue 24)', async () => {
    const cases: [lang: string, headers: Record<string, string>, url: string, title: string][] = [
      ['en', {}, '/uz/channel/uzbekistan/?lang=en', 'Watch Uzbekistan'],
      ['en', { cookie: 'efir_lang=en' }, '/uz/channel/uzbekistan/', 'Watch Uzbekistan'],
      ['ru', { cookie: 'efir_lang=ru' }, '/uz/channel/uzbekistan/', 'Смотреть: Узбекистан'],
      ['oz', { cookie: 'efir_lang=oz' }, '/uz/channel/uzbekistan/', 'Ko‘rish: O‘zbekiston'],
      ['uz', {}, '/uz/channel/uzbekistan/', 'Ўзбекистон'],
    ];
    for (const [lang, headers, url, title] of cases) {
      const res = await get(url, headers);
      expect(res.statusCode, `${lang} ${url}`).toBe(200);
      const root = rootOf(res.body);
      const poster = /class="w-liveVideo__poster"[\s\S]*?<\/button>/.exec(root)?.[0] ?? '';
      expect(poster, `${lang} ${url}`).toContain(title);
      // The boot data answers the browser's own read of the stream: same key, same language.
      const watch = bootOf(res.body).reads.find((read) => JSON.stringify(read.key).includes('/watch/'));
      expect(watch?.key, lang).toEqual(['api', 'efir/watch/uzbekistan.json', { lang }]);
      expect(watch && 'data' in watch ? (watch.data as { data: { title: string } }).data.title : '').toBe(
        title.replace(/^.*?(?:Watch |: )/, ''),
      );
      if (lang === 'en') {
        // Nothing in Cyrillic on the English page but the language switch's own names.
        const withoutSwitch = root.replace(/<fieldset class="lang-switch"[\s\S]*?<\/fieldset>/, '');
        expect(withoutSwitch).not.toMatch(/[\u0400-\u04FF]/);
      }
    }
  });

  it('writes the theme of the efir_theme cookie on <html>, keeping a page per theme (decision 028)', async () => {
    const dark = await get('/uz/schedule/', { cookie: 'efir_lang=ru; efir_theme=dark' });
    expect(dark.body).toContain('<html lang="ru" data-theme="dark">');
    // The page kept for the dark theme is not answered to a visitor without one, nor to a light one.
    const none = await get('/uz/schedule/', { cookie: 'efir_lang=ru' });
    expect(none.body).toContain('<html lang="ru">');
    expect(none.headers.etag).not.toBe(dark.headers.etag);
    const light = await get('/uz/schedule/', { cookie: 'efir_lang=ru; efir_theme=light' });
    expect(light.body).toContain('<html lang="ru" data-theme="light">');
    for (const cookie of ['efir_theme=system', 'efir_theme=purple', 'efir_theme="dark"', 'efir_theme']) {
      expect((await get('/uz/schedule/', { cookie })).body, cookie).toContain('<html lang="uz-Cyrl">');
    }
  });

  it('ignores a malformed or unknown language cookie', async () => {
    for (const cookie of ['efir_lang=xx', 'efir_lang', '=;;efir_lang=%ZZ', 'efir_lang=ru=en']) {
      const res = await get('/uz/', { cookie });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toContain('<html lang="uz-Cyrl">');
    }
  });

  it('answers the special pages and unknown paths with their HTTP status', async () => {
    expect((await get('/uz/not-found/')).statusCode).toBe(404);
    expect((await get('/uz/bad-request/')).statusCode).toBe(400);
    expect((await get('/uz/forbidden/')).statusCode).toBe(403);
    const unknown = await get('/uz/no/such/page/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('name="robots" content="noindex');
    const channel = await get('/uz/channel/no-such-channel/');
    expect(channel.statusCode).toBe(404);
  });

  it('redirects with real HTTP redirects: root, unknown language, abstract states, broadcastId, bad pages', async () => {
    const cases: [string, number, string][] = [
      ['/', 302, '/uz/'],
      ['/xx/channel/', 301, '/uz/channel/'],
      ['/anons/', 301, '/uz/anons/'],
      ['/uz/home/', 302, '/uz/'],
      ['/uz/user/', 302, '/uz/user/registration/'],
      ['/uz/broadcast/?broadcastId=42', 302, '/uz/broadcast/42/'],
      ['/uz/channel/?page=abc', 302, '/uz/bad-request/'],
      ['/uz/channel/?page=999', 302, '/uz/bad-request/'],
      ['/uz/schedule/?date=tomorrow', 302, '/uz/bad-request/'],
    ];
    for (const [url, status, location] of cases) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(status);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('gives a page that needs a role its shell; the guard runs in the browser', async () => {
    const res = await get('/uz/my/profile/');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('class="page-loading"');
    expect(root).toContain('class="header"');
    expect(res.body).toContain('name="robots" content="noindex');
  });

  it('renders every valid widget of a layout that fails validation', async () => {
    const layout = {
      component: 'stateLayout',
      params: {
        layout: 'one-column',
        components: [
          {
            id: 'ok',
            component: 'title',
            version: 1,
            container: 'main',
            params: { text: { uz: 'Саҳифа' }, level: 1 },
          },
          { id: 'bad', component: 'title', version: 1, container: 'main', params: { text: {}, level: 9 } },
          { id: 'ghost', component: 'noSuchWidget', version: 1, container: 'main', params: {} },
        ],
      },
    };
    await t.database.db.execute(
      sql`update state_layouts set layout = ${JSON.stringify(layout)}::jsonb where state = 'app.sitemap'`,
    );
    await t.cache.invalidate(['state']);
    const res = await get('/uz/sitemap/');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Саҳифа');
    expect(root).not.toContain('data-widget-id="bad"');
    expect(root).not.toContain('data-widget-id="ghost"');
  });

  it('renders the search results (issue 27): the query in the title and heading, its words marked, noindex', async () => {
    const res = await get('/uz/search/?q=yoshlar');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<title>Қидирув: yoshlar — [^<]+<\/title>/);
    expect(res.body).toContain('name="robots" content="noindex');
    const root = rootOf(res.body);
    expect(root).toContain('«yoshlar» бўйича натижалар');
    // The Ёшлар channel among the hits, its Cyrillic name marked for the Latin query.
    expect(root).toMatch(/<a href="\/uz\/channel\/yoshlar\/"><mark>Ёшлар<\/mark><\/a>/);
    expect(root).toMatch(
      /<form role="search" class="w-search__form"[^>]* action="\/uz\/search\/" method="get">/,
    );
    expect(bootOf(res.body).widgets).toContain('searchResults');
    // No query yet: the prompt, and no read; a query too short: the API's 400 said, not a 5xx.
    const empty = await get('/uz/search/');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toMatch(/<title>Қидирув — [^<]+<\/title>/);
    expect(rootOf(empty.body)).toContain('w-search__message');
    const short = await get('/uz/search/?q=a');
    expect(short.statusCode).toBe(200);
    expect(rootOf(short.body)).toContain('Камида 2 та белги киритинг');
    expect((await get('/uz/search/?q=yoshlar&type=video')).headers.location).toBe('/uz/bad-request/');
  });

  it('renders a widget whose read fails in its own error state and the rest of the page', async () => {
    const layout = {
      component: 'stateLayout',
      params: {
        layout: 'one-column',
        components: [
          {
            id: 'head',
            component: 'title',
            version: 1,
            container: 'main',
            params: { text: { uz: 'Галерея' }, level: 1 },
          },
          {
            id: 'pics',
            component: 'gallery',
            version: 1,
            container: 'main',
            params: { uri: 'efir/no-such-list.json', field: 'photo' },
          },
        ],
      },
    };
    await t.database.db.execute(
      sql`update state_layouts set layout = ${JSON.stringify(layout)}::jsonb where state = 'app.poll.list'`,
    );
    await t.cache.invalidate(['state']);
    const res = await get('/uz/poll/');
    expect(res.statusCode).toBe(200);
    const root = rootOf(res.body);
    expect(root).toContain('Галерея');
    expect(root).toContain('w-gallery__status--error');
    const failed = bootOf(res.body).reads.find((read) => 'error' in read);
    expect(failed && 'error' in failed ? failed.error : null).toMatchObject({ status: 404 });
  });
});

describe('the server HTML cache', () => {
  it('serves a page from the cache with a stable ETag, 304 when the browser has it', async () => {
    const first = await get('/uz/channel/');
    const second = await get('/uz/channel/');
    expect(second.body).toBe(first.body);
    const etag = String(first.headers.etag);
    const again = await get('/uz/channel/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('keeps languages and queries apart', async () => {
    const uz = await get('/uz/channel/?type=tv');
    const ru = await get('/uz/channel/?type=tv', { cookie: 'efir_lang=ru' });
    const radio = await get('/uz/channel/?type=radio');
    expect(uz.headers.etag).not.toBe(ru.headers.etag);
    expect(uz.headers.etag).not.toBe(radio.headers.etag);
  });

  it('drops the pages that show data a write changed (the API tags)', async () => {
    const before = await get('/uz/channel/');
    await t.database.db.execute(
      sql`update channels set title = '{"uz":"Янги ном"}'::jsonb where id = 'uzbekistan'`,
    );
    const cached = await get('/uz/channel/');
    expect(cached.body).toBe(before.body);
    await t.cache.invalidate(['channel']);
    const fresh = await get('/uz/channel/');
    expect(rootOf(fresh.body)).toContain('Янги ном');
  });

  it("keeps a render's API reads for the minute and drops them with the same tags (ssr/reads.ts)", async () => {
    const before = await get('/uz/channel/?b=1');
    expect(rootOf(before.body)).not.toContain('Бошқа ном');
    await t.database.db.execute(
      sql`update channels set title = '{"uz":"Бошқа ном"}'::jsonb where id = 'uzbekistan'`,
    );
    // Another page entry, rendered again: its reads are the kept ones, as the API's cache is.
    const kept = await get('/uz/channel/?b=2');
    expect(rootOf(kept.body)).not.toContain('Бошқа ном');
    await t.cache.invalidate(['channel']);
    const fresh = await get('/uz/channel/?b=3');
    expect(rootOf(fresh.body)).toContain('Бошқа ном');
  });
});

describe('SEO of rendered pages', () => {
  it('has the title, description, canonical URL, hreflang alternates and social cards', async () => {
    const html = (await get('/uz/channel/?page=2&utm_source=x')).body;
    expect(html).toMatch(/<title>[^<]+ — Эфир<\/title>/);
    expect(html).toContain('<meta name="description"');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/localhost:\d+\/uz\/channel\/\?page=2">/);
    for (const code of ['uz-Cyrl', 'uz-Latn', 'ru', 'en', 'x-default'])
      expect(html).toContain(`hreflang="${code}"`);
    expect(html).toContain('property="og:title"');
    expect(html).toContain('name="twitter:card"');
  });

  it('describes a channel view as a TelevisionChannel and the schedule as BroadcastEvents in +05:00', async () => {
    const channel = (await get('/uz/channel/uzbekistan/')).body;
    expect(channel).toContain('"@type":"TelevisionChannel"');
    expect(channel).toContain('"@type":"BroadcastService"');
    // A channel without a logo (the demo's: decision 029) shares no picture; with one, its logo.
    expect(channel).not.toContain('property="og:image"');
    await t.database.db.execute(
      sql`update channels set photo = '/uploads/logos/yoshlar.png' where id = 'yoshlar'`,
    );
    await t.cache.invalidate(['channel']);
    const withLogo = (await get('/uz/channel/yoshlar/')).body;
    expect(withLogo).toMatch(/<meta property="og:image" content="[^"]*\/uploads\/logos\/yoshlar\.png"/);
    const schedule = (await get('/uz/schedule/uzbekistan/')).body;
    expect(schedule).toContain('"@type":"BroadcastEvent"');
    expect(schedule).toMatch(/"startDate":"\d{4}-\d\d-\d\dT\d\d:\d\d:00\+05:00"/);
    expect(schedule).toContain('"isLiveBroadcast"');
  });
});
