import type { SearchResult, SuggestResult } from '@core/schemas/search';
import { CHANNELS } from '@demo/data';
import { PROGRAMMES } from '@demo/programmes';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveItems, channels, news } from '../../src/server/db/schema';
import { searchDocuments } from '../../src/server/db/schema-search';
import { indexItems, removeItems, searchDocument } from '../../src/server/search/index';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMIT: '100000' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
async function results(query: string): Promise<SearchResult> {
  const res = await get(`/uz/api/search.json?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as SearchResult;
}
const top = async (q: string) => (await results(`q=${encodeURIComponent(q)}`)).data[0];
const keyOf = (hit: { type: string; id: string } | undefined) => (hit ? `${hit.type}:${hit.id}` : 'none');

/**
 * Golden pairs over the demo (decision 037): both spellings of a pair find the same best match.
 * The visible channels' and programmes' titles in Uzbek Cyrillic and Latin, then hand-picked
 * Russian, apostrophe and typo pairs.
 */
const uniqueTitle = (title: string, all: readonly { title: { oz?: string } }[]) =>
  all.filter((x) => x.title.oz === title).length === 1;
const DEMO_PAIRS: [string, string][] = [
  ...CHANNELS.filter((c) => uniqueTitle(c.title.oz ?? '', CHANNELS)).map((c): [string, string] => [
    c.title.uz ?? '',
    c.title.oz ?? '',
  ]),
  ...PROGRAMMES.filter((p) => uniqueTitle(p.title.oz ?? '', PROGRAMMES))
    .slice(0, 40)
    .map((p): [string, string] => [p.title.uz ?? '', p.title.oz ?? '']),
];
const HAND_PAIRS: [string, string][] = [
  ['yoshlar', 'Ёшлар'],
  ['ozbekiston 24', 'Ўзбекистон 24'],
  ['Узбекистан 24', 'O‘zbekiston 24'],
  ["O'zbekiston 24", 'Oʻzbekiston 24'],
  ['O`zbekiston 24', 'O’zbekiston 24'],
  ['Ташкент', 'Toshkent'],
  ['Самарканд', 'Samarqand'],
  ['Андижан', 'Andijon'],
  ['dunyo boylab', 'Дунё бўйлаб'],
  ['Samarkand', 'Самарқанд'],
  ['Tashkent metro', 'Тошкент метро'],
  ['Dilnoza Rakhimova', 'Дилноза Раҳимова'],
  ['Sherzod Karimov', 'Шерзод Каримов'],
  ['Axborot', 'Ахборот'],
  ['Kinoteatir', 'Kinoteatr'],
  ['Superlgia', 'Superliga'],
];

describe('golden pairs', () => {
  it('has at least 50 pairs', () => {
    expect(DEMO_PAIRS.length + HAND_PAIRS.length).toBeGreaterThanOrEqual(50);
  });

  it.each([...DEMO_PAIRS, ...HAND_PAIRS])('%s and %s find the same best match', async (a, b) => {
    const [x, y] = [await top(a), await top(b)];
    expect(x).toBeDefined();
    expect(keyOf(x)).toBe(keyOf(y));
  });

  it('finds Ёшлар by yoshlar and Ўзбекистон by ozbekiston', async () => {
    expect((await results('q=yoshlar')).data.map(keyOf)).toContain('channel:yoshlar');
    expect((await results('q=ozbekiston')).data.map(keyOf)).toContain('channel:uzbekistan');
  });
});

describe('GET /search.json', () => {
  it('answers facets by type and channel, dates, pages and <= 10 a page', async () => {
    const body = await results('q=yangiliklar');
    expect(body.meta.total).toBeGreaterThan(10);
    expect(body.data.length).toBe(10);
    expect(body.meta.pages).toBe(Math.ceil(body.meta.total / 10));
    const byType = body.meta.facets.type.reduce((s, f) => s + f.count, 0);
    expect(byType).toBe(body.meta.total);
    const page2 = await results('q=yangiliklar&page=2');
    expect(page2.meta.page).toBe(2);
    const ids = new Set(body.data.map(keyOf));
    expect(page2.data.some((h) => ids.has(keyOf(h)))).toBe(false);
    const past = await results(`q=yangiliklar&page=${body.meta.pages + 1}`);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(body.meta.total);
  });

  it('filters by type, channel and dates, the facets counting the other filters', async () => {
    const all = await results('q=yangiliklar');
    const newsCount = all.meta.facets.type.find((f) => f.value === 'news')?.count ?? 0;
    const onlyNews = await results('q=yangiliklar&type=news');
    expect(onlyNews.meta.total).toBe(newsCount);
    expect(onlyNews.data.every((h) => h.type === 'news')).toBe(true);
    expect(onlyNews.meta.facets.type.length).toBe(all.meta.facets.type.length);
    const channel = all.meta.facets.channel[0];
    expect(channel).toBeDefined();
    const byChannel = await results(`q=yangiliklar&channel=${channel?.value}`);
    expect(byChannel.meta.total).toBe(channel?.count);
    expect(byChannel.data.every((h) => h.channel === channel?.value)).toBe(true);
    const { from, to } = all.meta.facets.dates;
    expect(from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dated = await results(`q=yangiliklar&from=${to}&to=${to}`);
    expect(dated.data.every((h) => h.date !== null)).toBe(true);
    expect(dated.meta.total).toBeLessThan(all.meta.total);
  });

  it('puts a programme on air now first among programmes', async () => {
    const body = await results('q=yangiliklar&type=broadcast');
    const live = body.data.filter((h) => h.live);
    if (live.length > 0) expect(body.data[0]?.live).toBe(true);
    expect(body.data.slice(live.length).every((h) => !h.live)).toBe(true);
  });

  it('pages through a common word past the ranking pool, every match once, best first', async () => {
    // More matches than the 500 ranked by their exact score (RANK_POOL): the pages past the 50th
    // come in the order of the score's bound; no match is skipped or shown twice.
    const day = 86_400_000;
    const docs = Array.from({ length: 620 }, (_, n) =>
      searchDocument(
        'news',
        `pool-${n}`,
        { uz: `Зулфизар ${n}`, oz: `Zulfizar ${n}`, ru: `Зулфизар ${n}`, en: `Zulfizar ${n}` },
        { en: n % 3 ? 'Zulfizarlar' : '' },
        `news/pool-${n}/`,
        { date: new Date(Date.now() - n * day), visibleFrom: new Date(Date.now() - n * day) },
      ),
    );
    await t.database.db.insert(searchDocuments).values(docs);
    try {
      const first = await results('q=zulfizar');
      expect(first.meta.total).toBe(620);
      const seen = new Set<string>();
      for (let page = 1; page <= first.meta.pages; page++) {
        const { data, meta } = await results(`q=zulfizar&page=${page}`);
        expect(meta.total).toBe(620);
        for (const hit of data) seen.add(keyOf(hit));
      }
      expect(seen.size).toBe(620);
      const scores = first.data.map((h) => h.score);
      expect(scores).toEqual([...scores].sort((x, y) => y - x));
      // The newest first: recency is in the score and in its bound.
      expect(first.data[0]?.id).toBe('pool-0');
    } finally {
      await removeItems(
        t.database.db,
        'news',
        docs.map((d) => d.id),
      );
    }
  }, 60_000);

  it('with exact=1 finds only what is written in the script typed', async () => {
    const folded = await results('q=Ёшлар');
    const exact = await results('q=Ёшлар&exact=1');
    expect(exact.meta.total).toBeGreaterThan(0);
    expect(exact.meta.total).toBeLessThanOrEqual(folded.meta.total);
    const latinOnly = await results('q=yoshlar&exact=1');
    expect(latinOnly.data.map(keyOf)).toContain('channel:yoshlar');
    const cyrillicOfLatin = await results('q=%D0%B9%D0%BE%D1%88%D0%BB%D0%B0%D1%80&exact=1'); // йошлар
    expect(cyrillicOfLatin.meta.total).toBe(0);
  });

  it('never finds a recording not yet published', async () => {
    const now = new Date();
    const [future] = await t.database.db
      .select()
      .from(archiveItems)
      .where(
        eq(
          archiveItems.id,
          (await t.database.db.select({ id: archiveItems.id }).from(archiveItems))[0]?.id ?? '',
        ),
      );
    expect(future).toBeDefined();
    if (!future) return;
    // A recording of tomorrow: indexed but not found until it has aired.
    const title = { uz: 'Зулфизарқалдоқ', oz: 'Zulfizarqaldoq', ru: 'Зулфизаркалдок', en: 'Zulfizarqaldoq' };
    await t.database.db
      .update(archiveItems)
      .set({ title, date: new Date(now.getTime() + 86_400_000) })
      .where(eq(archiveItems.id, future.id));
    await indexItems(t.database.db, 'archive', [future.id]);
    await t.cache.invalidate(['search']);
    expect((await results('q=zulfizarqaldoq')).meta.total).toBe(0);
    await t.database.db
      .update(archiveItems)
      .set({ date: new Date(now.getTime() - 7 * 86_400_000) })
      .where(eq(archiveItems.id, future.id));
    await indexItems(t.database.db, 'archive', [future.id]);
    await t.cache.invalidate(['search']);
    expect((await results('q=Зулфизарқалдоқ')).data.map((h) => h.id)).toContain(future.id);
  });

  it('drops what the newsroom unpublishes or hides', async () => {
    const [item] = await t.database.db.select().from(news).limit(1);
    expect(item).toBeDefined();
    if (!item) return;
    const q = encodeURIComponent(item.title.oz ?? '');
    expect((await results(`q=${q}&type=news`)).data.map((h) => h.id)).toContain(item.id);
    await removeItems(t.database.db, 'news', [item.id]);
    await t.cache.invalidate(['search']);
    expect((await results(`q=${q}&type=news`)).data.map((h) => h.id)).not.toContain(item.id);
    await indexItems(t.database.db, 'news', [item.id]);
    await t.cache.invalidate(['search']);
    await t.database.db.update(channels).set({ isHidden: true }).where(eq(channels.id, 'yoshlar'));
    await indexItems(t.database.db, 'channel', ['yoshlar']);
    await t.cache.invalidate(['search']);
    const after = await results('q=yoshlar&type=channel');
    expect(after.data.map((h) => h.id)).not.toContain('yoshlar');
    await t.database.db.update(channels).set({ isHidden: false }).where(eq(channels.id, 'yoshlar'));
    await indexItems(t.database.db, 'channel', ['yoshlar']);
    await t.cache.invalidate(['search']);
  });

  it.each([
    ['', 'q'],
    ['q=', 'empty'],
    ['q=%20%20', 'blank'],
    ['q=a', 'one character'],
    [`q=${'a'.repeat(101)}`, '101 characters'],
    ['q=ab&type=film', 'an unknown type'],
    ['q=ab&from=yesterday', 'a bad date'],
    ['q=ab&page=0', 'page 0'],
  ])('answers %s (%s) with 400 and a message', async (query) => {
    const res = await get(`/uz/api/search.json?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('says why in the request language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/uz/api/search.json?q=a',
      headers: { cookie: 'efir_lang=en' },
    });
    expect(res.json().message).toBe('Type at least 2 characters');
  });

  it('takes SQL and pattern characters literally', async () => {
    for (const q of ["'; drop table news; --", '%%', '__', '\\\\', 'a%b_c']) {
      const res = await get(`/uz/api/search.json?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
    }
    expect((await results('q=%25%25')).meta.total).toBe(0);
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await get('/uz/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/uz/api/search.json', '/uz/api/search/suggest.json']),
    );
  });
});

describe('GET /search/suggest.json', () => {
  it('suggests up to 8 across kinds, with their pages', async () => {
    const res = await get(`/uz/api/search/suggest.json?q=${encodeURIComponent('Ёшлар')}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as SuggestResult;
    expect(body.data.length).toBeGreaterThan(0);
    expect(body.data.length).toBeLessThanOrEqual(8);
    expect(body.data[0]?.path).toMatch(/^[a-z]+\/[a-z0-9-]+\/$/);
    expect(body.data.map(keyOf)).toContain('channel:yoshlar');
  });

  it('answers a short or long query with 400', async () => {
    expect((await get('/uz/api/search/suggest.json?q=x')).statusCode).toBe(400);
    expect((await get(`/uz/api/search/suggest.json?q=${'x'.repeat(101)}`)).statusCode).toBe(400);
  });
});
