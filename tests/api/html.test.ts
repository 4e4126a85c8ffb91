import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import { htmlSnapshots } from '../../src/server/db/schema';
import { SNAPSHOT_PUSHES_PER_MINUTE } from '../../src/server/limits';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A client address of its own per test, so rate-limit counters never leak between tests. */
let client = 0;
const nextClient = () => `198.51.100.${++client}`;

function push(
  state: string,
  body: unknown,
  opts: { cookie?: string; ip?: string; url?: string; payload?: string } = {},
) {
  return t.app.inject({
    method: 'PUT',
    url: opts.url ?? `/uz/api/html/${state}.json`,
    remoteAddress: opts.ip ?? nextClient(),
    headers: { 'content-type': 'application/json', ...(opts.cookie ? { cookie: opts.cookie } : {}) },
    payload: opts.payload ?? JSON.stringify(body),
  });
}

async function stored(state: string) {
  return t.database.db.select().from(htmlSnapshots).where(eq(htmlSnapshots.state, state));
}

describe('PUT /html/{state}.json: anonymous HTML snapshots', () => {
  it('stores the sanitised HTML of a page state and answers its language and size', async () => {
    const res = await push('app.index', { state: 'app.index', html: '<h1>Бош саҳифа</h1><p>Эфирда</p>' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        state: 'app.index',
        lang: 'uz',
        bytes: Buffer.byteLength('<h1>Бош саҳифа</h1><p>Эфирда</p>'),
        stored: true,
      },
      meta: {},
    });
    const [row] = await stored('app.index');
    expect(row).toMatchObject({ lang: 'uz', html: '<h1>Бош саҳифа</h1><p>Эфирда</p>' });
    expect(row?.bytes).toBe(res.json<{ data: { bytes: number } }>().data.bytes);
  });

  it('answers 404 for a state that is not a page of the route table', async () => {
    for (const state of ['app.nope', 'app.my', 'app.index.json', 'app.my.profile', 'app.settings.password']) {
      const res = await push(state, { state, html: '<p>x</p>' });
      expect(res.statusCode, state).toBe(404);
      expect(res.json<{ message: string }>().message).toContain(`"${state}"`);
    }
    expect(await stored('app.nope')).toEqual([]);
    // A state id with a "%" (here "%E0", decoded once) is no id: a 400 naming it, never a 500.
    const malformed = await push('', { state: 'x', html: '' }, { url: '/uz/api/html/%25E0.json' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({
      message:
        'Invalid path parameter "file": must be an id (ASCII letters, digits, ".", "_", "~", "-") followed by .json',
      field: 'file',
    });
    const bare = await push(
      '',
      {},
      { url: '/uz/api/html/app.index', payload: '{"state":"app.index","html":""}' },
    );
    expect(bare.statusCode).toBe(400);
  });

  it('answers 400 when the body names another state, has an unknown field or misses html', async () => {
    const other = await push('app.index', { state: 'app.channel.list', html: '<p>x</p>' });
    expect(other.statusCode).toBe(400);
    expect(other.json()).toEqual({
      message: 'Body field "state" must equal the state of the path ("app.index")',
    });
    const extra = await push('app.index', { state: 'app.index', html: '<p>x</p>', lang: 'ru' });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toEqual({ message: 'Unknown body field "lang"', field: 'lang' });
    const missing = await push('app.index', { state: 'app.index' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: 'Missing body field "html"', field: 'html' });
    const broken = await push('app.index', null, { payload: '{"state":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ message: string }>().message).toBeTruthy();
  });

  it('refuses a body over 512 KB with 413 and a message, storing nothing', async () => {
    const html = `<p>${'ж'.repeat(256 * 1024)}</p>`; // 512 KB of UTF-8 text plus the markup
    const res = await push('app.channel.list', { state: 'app.channel.list', html });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'Request body is too large: the limit is 512 KB' });
    expect(await stored('app.channel.list')).toEqual([]);
    const fits = await push('app.channel.list', {
      state: 'app.channel.list',
      html: `<p>${'a'.repeat(500 * 1024)}</p>`,
    });
    expect(fits.statusCode).toBe(200);
  });

  it('removes scripts, event handlers, javascript: URLs, iframes and forms before storing', async () => {
    const html = [
      '<section class="w-onair" data-id="1"><h2>Эфирда</h2>',
      '<script>fetch("/steal?c=" + document.cookie)</script>',
      '<img src="/uploads/ch1.png" alt="Ўзбекистон" onerror="alert(1)">',
      '<a href="javascript:alert(2)" onclick="alert(3)">Кўриш</a>',
      '<a href="java\tscript:alert(4)">Яна</a>',
      '<a href="/uz/channel/1/" target="_blank">Канал</a>',
      '<iframe src="https://evil.example/"></iframe>',
      '<form action="https://evil.example/"><input name="password"><button>OK</button></form>',
      '</section>',
    ].join('');
    const res = await push('app.schedule.list', { state: 'app.schedule.list', html });
    expect(res.statusCode).toBe(200);
    const [row] = await stored('app.schedule.list');
    const saved = row?.html ?? '';
    for (const bad of ['<script', 'document.cookie', 'onerror', 'onclick', 'javascript:', 'java\tscript']) {
      expect(saved, bad).not.toContain(bad);
    }
    for (const bad of ['<iframe', '<form', '<input', '<button']) expect(saved, bad).not.toContain(bad);
    expect(saved).toContain('<h2>Эфирда</h2>');
    expect(saved).toContain('<img src="/uploads/ch1.png" alt="Ўзбекистон">');
    expect(saved).toContain('<a href="/uz/channel/1/" target="_blank" rel="noopener noreferrer">Канал</a>');
    expect(saved).toContain('class="w-onair" data-id="1"');
    expect(row?.bytes).toBe(Buffer.byteLength(saved));
  });

  const age = (state: string) =>
    t.database.db.execute(
      sql`update html_snapshots set updated_at = now() - interval '2 minutes' where state = ${state}`,
    );

  it('keeps only the latest snapshot per state and language', async () => {
    const ip = nextClient();
    await push('app.news.list', { state: 'app.news.list', html: '<p>birinchi</p>' }, { ip });
    await age('app.news.list');
    await push('app.news.list', { state: 'app.news.list', html: '<p>ikkinchi</p>' }, { ip });
    await age('app.news.list');
    const res = await push('app.news.list', { state: 'app.news.list', html: '<p>uchinchi</p>' }, { ip });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: { stored: boolean } }>().data.stored).toBe(true);
    const rows = await stored('app.news.list');
    expect(rows.map((r) => [r.lang, r.html])).toEqual([['uz', '<p>uchinchi</p>']]);
  });

  it('replaces a snapshot at most once a minute per state and language, without sanitising again', async () => {
    const state = 'app.archive.list';
    expect((await push(state, { state, html: '<p>one</p>' })).json().data.stored).toBe(true);
    const soon = await push(state, { state, html: '<p>two</p>' });
    expect(soon.statusCode).toBe(200);
    expect(soon.json()).toEqual({ data: { state, lang: 'uz', bytes: 10, stored: false }, meta: {} });
    expect(
      (await push(state, { state, html: '<p>два</p>' }, { cookie: 'efir_lang=ru' })).json().data.stored,
    ).toBe(true);
    expect((await stored(state)).map((r) => r.html).sort()).toEqual(['<p>one</p>', '<p>два</p>']);
  });

  it('files the snapshot under the language of the efir_lang cookie, uz when absent or bad', async () => {
    const state = 'app.anons.list';
    const cases: [string | undefined, string][] = [
      ['efir_lang=ru', 'ru'],
      ['theme=dark; efir_lang=oz', 'oz'],
      ['efir_lang=en', 'en'],
      ['efir_lang=xx', 'uz'],
      ['efir_lang', 'uz'],
      [undefined, 'uz'],
    ];
    for (const [cookie, lang] of cases) {
      const res = await push(state, { state, html: `<p>${cookie}</p>` }, { cookie });
      expect(res.json<{ data: { lang: string } }>().data.lang, String(cookie)).toBe(lang);
    }
    const rows = await stored(state);
    expect(rows.map((r) => r.lang).sort()).toEqual(['en', 'oz', 'ru', 'uz']);
    const [ru] = await t.database.db
      .select()
      .from(htmlSnapshots)
      .where(and(eq(htmlSnapshots.state, state), eq(htmlSnapshots.lang, 'ru')));
    expect(ru?.html).toBe('<p>efir_lang=ru</p>');
  });

  it('invalidates no cache: a cached layout stays cached with its ETag', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/uz/api/state/app.index.json' });
    const size = t.cache.size;
    await push('app.index', { state: 'app.index', html: '<p>yangi</p>' });
    expect(t.cache.size).toBe(size);
    const again = await t.app.inject({
      method: 'GET',
      url: '/uz/api/state/app.index.json',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it(`answers 429 with a message in the visitor's language after ${SNAPSHOT_PUSHES_PER_MINUTE} pushes a minute`, async () => {
    const ip = nextClient();
    const body = { state: 'app.channel.list', html: '<p>x</p>' };
    for (let i = 0; i < SNAPSHOT_PUSHES_PER_MINUTE; i++) {
      expect((await push('app.channel.list', body, { ip })).statusCode, `push ${i + 1}`).toBe(200);
    }
    const refused = await push('app.channel.list', body, { ip });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json<{ message: string }>().message).toMatch(/^Сўровлар жуда кўп\. \d+ сониядан кейин/);
    const ru = await push('app.channel.list', body, { ip, cookie: 'efir_lang=ru' });
    expect(ru.json()).toEqual({
      message: expect.stringMatching(/^Слишком много запросов\. Повторите через \d+ с\.$/),
    });
    const oz = await push('app.channel.list', body, { ip, cookie: 'efir_lang=oz' });
    expect(oz.json<{ message: string }>().message).toMatch(/^So‘rovlar juda ko‘p\./);
    const en = await push('app.channel.list', body, { ip, cookie: 'efir_lang=en' });
    expect(en.json<{ message: string }>().message).toMatch(/^Too many requests\. Try again in \d+ s\.$/);
    // Per client: another address still pushes, and other routes are not limited.
    expect((await push('app.channel.list', body)).statusCode).toBe(200);
    const read = await t.app.inject({ method: 'GET', url: '/uz/api/state.json', remoteAddress: ip });
    expect(read.statusCode).toBe(200);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/uz/api/openapi.json' })).json<{
      paths: Record<string, { put?: { responses: Record<string, unknown> } }>;
    }>();
    expect(Object.keys(doc.paths['/uz/api/html/{file}']?.put?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '413', '429']),
    );
  });
});

describe('snapshot rate limit across instances', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const clients: Redis[] = [];
  afterAll(async () => {
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('counts a client’s pushes in Redis, shared by every instance', async () => {
    // Two instances of one installation (same product, so the same Redis namespace).
    const product = `efir-test-${randomInt(1e9)}`;
    const apps = await Promise.all(
      [0, 1].map(async () => {
        const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
        clients.push(redis);
        const config = { ...t.config, staticDir: null, product };
        return buildApp({ config, database: t.database, cache: new ResponseCache(), logger: false, redis });
      }),
    );
    const send = (i: number) =>
      apps[i % 2]?.inject({
        method: 'PUT',
        url: '/uz/api/html/app.index.json',
        remoteAddress: '203.0.113.7',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ state: 'app.index', html: '<p>x</p>' }),
      });
    for (let i = 0; i < SNAPSHOT_PUSHES_PER_MINUTE; i++) expect((await send(i))?.statusCode).toBe(200);
    expect((await send(0))?.statusCode).toBe(429);
    expect((await send(1))?.statusCode).toBe(429);
    await Promise.all(apps.map((a) => a.close()));
  });
});
