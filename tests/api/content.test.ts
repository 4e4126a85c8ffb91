import { Envelope, ListMetaSchema } from '@core/schemas/common';
import {
  type Anchor,
  AnchorSchema,
  type AnonsSlide,
  AnonsSlideSchema,
  type ArchiveItem,
  ArchiveItemSchema,
  type Broadcast,
  BroadcastSchema,
  type Category,
  CategorySchema,
  type News,
  NewsSchema,
  type Person,
  PersonSchema,
} from '@core/schemas/content';
import { broadcastClock } from '@core/time';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { eq } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import Type from 'typebox';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { broadcasts, categories, counters } from '../../src/server/db/schema';
import { BroadcastMetaSchema } from '../../src/server/routes/content/catalog';
import { AnchorListMetaSchema } from '../../src/server/routes/content/people';
import { DAY, HOUR, insertContent, MINUTE } from './content-fixtures';
import { startTestApp, type TestApp } from './harness';

const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

let t: TestApp;
/** The instant the fixtures are relative to. */
let now: number;
beforeAll(async () => {
  t = await startTestApp({ seedDemo: false });
  now = Date.now();
  await insertContent(t.database.db, now);
});
afterAll(async () => {
  await t?.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const API = '/uz/api/efir';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

interface List<T, M = object> {
  data: T[];
  meta: { total: number; page: number; count: number; pages: number } & M;
}

/** The body of a 200, checked against the response schema the route declares. */
async function answer<T>(url: string, schema: TSchema): Promise<T> {
  const res = await get(url);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json();
  // Each schema gets its own validator: the entity schemas carry `$id`s that one Ajv keeps once.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const check = ajv.compile(schema);
  check(body);
  expect(check.errors ?? [], url).toEqual([]);
  return body as T;
}

const listOf = (item: TSchema, meta: TSchema = ListMetaSchema) => Envelope(Type.Array(item), meta);
const itemOf = (item: TSchema, meta: TSchema = Type.Object({}, { additionalProperties: false })) =>
  Envelope(item, meta);
const ids = (list: { data: { _id: string }[] }) => list.data.map((x) => x._id);

describe('GET /{product}/category.json and /category/{id}.json', () => {
  const list = (q = '') => answer<List<Category>>(`${API}/category.json${q}`, listOf(CategorySchema));

  it('pages categories in their order, 4 by default (spec §9)', async () => {
    const first = await list();
    expect(ids(first)).toEqual(['kino', 'serial', 'sport', 'musiqa']);
    expect(first.meta).toEqual({ total: 6, page: 1, count: 4, pages: 2 });
    const second = await list('?page=2');
    expect(ids(second)).toEqual(['bolalar', 'yangilik']);
    expect((await list('?count=all')).meta).toEqual({ total: 6, page: 1, count: 6, pages: 1 });
  });

  it('filters by parent (`root`: the top level), ids and title', async () => {
    expect(ids(await list('?parent=root&count=10'))).toEqual([
      'kino',
      'sport',
      'musiqa',
      'bolalar',
      'yangilik',
    ]);
    expect(ids(await list('?parent=kino'))).toEqual(['serial']);
    expect(ids(await list('?items=sport,kino'))).toEqual(['kino', 'sport']);
    expect(ids(await list(`?title=${encodeURIComponent('  SERIES ')}`))).toEqual(['serial']);
  });

  it('lists the tree below a category (`below`, `root`: all), each counted on its own: total, items and pages agree (issue 24)', async () => {
    const db = t.database.db;
    // A subcategory whose own order comes before every top one: the tree's order puts it after its parent.
    await db
      .insert(categories)
      .values({ id: 'multfilm', title: { uz: 'Мультфильмлар' }, parent: 'bolalar', order: 0 });
    await t.cache.invalidate(['category']);
    try {
      const first = await list('?below=root');
      expect(ids(first)).toEqual(['kino', 'serial', 'sport', 'musiqa']);
      expect(first.meta).toEqual({ total: 7, page: 1, count: 4, pages: 2 });
      const second = await list('?below=root&page=2');
      expect(ids(second)).toEqual(['bolalar', 'multfilm', 'yangilik']);
      expect(second.meta).toEqual({ total: 7, page: 2, count: 4, pages: 2 });
      // Every category once over the pages, as many as the total says.
      const shown = [...ids(first), ...ids(second)];
      expect(new Set(shown).size).toBe(first.meta.total);
      expect(first.meta.pages).toBe(Math.ceil(first.meta.total / first.meta.count));
      expect(ids(await list('?below=kino'))).toEqual(['serial']);
      expect((await list('?below=bolalar')).meta.total).toBe(1);
      expect(ids(await list(`?below=root&title=${encodeURIComponent('мульт')}`))).toEqual(['multfilm']);
    } finally {
      await db.delete(categories).where(eq(categories.id, 'multfilm'));
      await t.cache.invalidate(['category']);
    }
  });

  it('answers one category, 404 with a message for an unknown one', async () => {
    const one = await answer<{ data: Category }>(`${API}/category/serial.json`, itemOf(CategorySchema));
    expect(one.data).toEqual({
      _id: 'serial',
      title: { uz: 'Сериаллар', en: 'Series' },
      parent: 'kino',
      order: 2,
    });
    const res = await get(`${API}/category/nope.json`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Category "nope" does not exist' });
  });
});

describe('GET /{product}/broadcast.json and /broadcast/{id}.json', () => {
  const list = (q = '') => answer<List<Broadcast>>(`${API}/broadcast.json${q}`, listOf(BroadcastSchema));

  it('lists visible broadcasts by order, then title, 100 a page, with their published episodes newest first', async () => {
    const all = await list();
    expect(ids(all)).toEqual(['radio-tong', 'tongi-efir', 'kino-zal', 'yangi-serial', 'sport-news']);
    expect(all.meta).toEqual({ total: 5, page: 1, count: 100, pages: 1 });
    const tongi = all.data.find((b) => b._id === 'tongi-efir');
    // ep-3 is on the air and ep-4 to come: not published yet.
    expect(tongi?.items).toEqual(['ep-2', 'ep-1']);
    expect(tongi?.images_anons.map((p) => p.link)).toEqual([
      '/uploads/test/tongi-1.jpg',
      '/uploads/test/tongi-2.jpg',
    ]);
    expect(tongi).toMatchObject({ type: 'tv', channel: 'alpha', category: 'musiqa' });
  });

  it('filters by type, channel, category (with subcategories), ids and title', async () => {
    expect(ids(await list('?type=radio'))).toEqual(['radio-tong']);
    expect(ids(await list('?channel=beta'))).toEqual(['radio-tong']);
    expect(ids(await list('?category=kino'))).toEqual(['kino-zal', 'yangi-serial']);
    expect(ids(await list('?category=serial'))).toEqual(['yangi-serial']);
    expect(ids(await list('?items=sport-news,kino-zal,yashirin'))).toEqual(['kino-zal', 'sport-news']);
    // Any language, any case, trimmed.
    expect(ids(await list(`?title=${encodeURIComponent(' утренний ')}`))).toEqual(['tongi-efir']);
    expect(ids(await list('?title=morning'))).toEqual(['radio-tong', 'tongi-efir']);
    expect(ids(await list(`?title=${encodeURIComponent('ТОНГ')}`))).toEqual(['radio-tong', 'tongi-efir']);
    expect(ids(await list(`?title=${encodeURIComponent('РАДИО')}`))).toEqual(['radio-tong']);
  });

  it('pages with count (or `all`) and answers a page past the last with empty data and the real pages', async () => {
    const page2 = await list('?count=2&page=2');
    expect(ids(page2)).toEqual(['kino-zal', 'yangi-serial']);
    expect(page2.meta).toEqual({ total: 5, page: 2, count: 2, pages: 3 });
    const past = await list('?count=2&page=9');
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ total: 5, page: 9, count: 2, pages: 3 });
    expect((await list('?count=all')).meta).toEqual({ total: 5, page: 1, count: 5, pages: 1 });
    const none = await list('?channel=nowhere');
    expect(none).toEqual({ data: [], meta: { total: 0, page: 1, count: 100, pages: 0 } });
  });

  it('answers one broadcast with the titles of its channel and category (`with=title`)', async () => {
    const schema = itemOf(BroadcastSchema, BroadcastMetaSchema);
    const one = await answer<{ data: Broadcast; meta: { titles: object } }>(
      `${API}/broadcast/tongi-efir.json?with=title`,
      schema,
    );
    expect(one.data).toMatchObject({ _id: 'tongi-efir', items: ['ep-2', 'ep-1'] });
    expect(one.meta).toEqual({
      titles: { channel: { uz: 'Алфа', en: 'Alpha' }, category: { uz: 'Мусиқа', en: 'Music' } },
    });
    // spec §7 also names an `id` query parameter; it changes nothing.
    const same = await answer<{ data: Broadcast }>(`${API}/broadcast/tongi-efir.json?id=tongi-efir`, schema);
    expect(same.data._id).toBe('tongi-efir');
    const noCategory = await answer<{ meta: { titles: object } }>(`${API}/broadcast/radio-tong.json`, schema);
    expect(noCategory.meta).toMatchObject({ titles: { channel: { uz: 'Бета', en: 'Beta' } } });
  });

  it('answers 404 for an unknown or hidden broadcast', async () => {
    for (const id of ['nope', 'yashirin']) {
      const res = await get(`${API}/broadcast/${id}.json`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: `Broadcast "${id}" does not exist` });
    }
  });
});

describe('GET /{product}/archive.json and /archive/{id}.json', () => {
  const list = (q = '') => answer<List<ArchiveItem>>(`${API}/archive.json${q}`, listOf(ArchiveItemSchema));

  it('lists published TV recordings newest first by default, 100 a page', async () => {
    const all = await list();
    expect(ids(all)).toEqual(['kino-1', 'ep-2', 'ep-1', 'sport-1', 'serial-1']);
    expect(all.meta).toEqual({ total: 5, page: 1, count: 100, pages: 1 });
    const ep1 = all.data.find((a) => a._id === 'ep-1');
    expect(ep1).toEqual({
      _id: 'ep-1',
      type: 'tv',
      broadcast: 'tongi-efir',
      channel: 'alpha',
      category: 'musiqa',
      title: { uz: 'Тонги эфир 1-сон', en: 'Morning Air #1' },
      description: { uz: 'ep-1 ҳақида', en: 'About ep-1' },
      // No media of its own: the demo stream of the server.
      url: '/uz/api/efir/vod/ep-1/index.m3u8',
      poster: {
        title: 'ep-1',
        link: '/uploads/test/ep-1.jpg',
        thumb: '/uploads/test/ep-1-thumb.jpg',
        width: 1280,
        height: 720,
      },
      date: new Date(now - 3 * DAY).toISOString(),
      duration: 3600,
      aired: { channel: 'alpha', date: '2025-01-01', time: '07:00' },
    });
    expect(all.data.find((a) => a._id === 'ep-2')?.url).toBe('https://cdn.example/ep-2.m3u8');
  });

  it('filters by type, channel, category (the broadcast’s), broadcast, ids and title', async () => {
    expect(ids(await list('?type=radio'))).toEqual(['radio-1']);
    expect(ids(await list('?channel=alpha'))).toEqual(['kino-1', 'ep-2', 'ep-1', 'serial-1']);
    expect(ids(await list('?category=kino'))).toEqual(['kino-1', 'serial-1']);
    expect(ids(await list('?broadcast=tongi-efir'))).toEqual(['ep-2', 'ep-1']);
    // Naming the items lifts the `tv` default: a radio broadcast's episodes are listed as they are.
    expect(ids(await list('?broadcast=radio-tong'))).toEqual(['radio-1']);
    expect(ids(await list('?broadcast=radio-tong&type=tv'))).toEqual([]);
    expect(ids(await list('?items=radio-1,ep-1,ep-4'))).toEqual(['radio-1', 'ep-1']);
    expect(ids(await list(`?title=${encodeURIComponent('ўзбек')}`))).toEqual(['kino-1']);
    // LIKE wildcards are plain characters in a title filter.
    expect(ids(await list('?title=100%25'))).toEqual(['kino-1']);
    expect(ids(await list('?title=_'))).toEqual([]);
  });

  it('filters by the Tashkent day it aired, with channel and category (the archive’s filter form)', async () => {
    const dayOf = (offset: number) => broadcastClock(now + offset).date;
    expect(ids(await list(`?date=${dayOf(-3 * DAY)}`))).toEqual(['ep-1']);
    expect(ids(await list(`?date=${dayOf(-1 * DAY)}`))).toEqual(['kino-1']);
    expect(ids(await list(`?date=${dayOf(-1 * DAY)}&type=radio`))).toEqual(['radio-1']);
    expect(ids(await list(`?date=${dayOf(-5 * DAY)}&channel=alpha&category=kino`))).toEqual(['serial-1']);
    expect(ids(await list(`?date=${dayOf(-5 * DAY)}&channel=beta`))).toEqual([]);
    expect(ids(await list(`?date=${dayOf(-2 * DAY)}&category=kino`))).toEqual([]);
    // A day is Tashkent's: 00:00 there is 19:00 UTC the day before.
    const tashkentMidnight = Date.parse(`${dayOf(-3 * DAY)}T00:00:00+05:00`);
    const one = await list(`?date=${dayOf(-3 * DAY)}`);
    for (const item of one.data) {
      expect(Date.parse(item.date)).toBeGreaterThanOrEqual(tashkentMidnight);
      expect(Date.parse(item.date)).toBeLessThan(tashkentMidnight + DAY);
    }
  });

  it('refuses a date filter that is not a calendar day, naming `date`', async () => {
    for (const bad of ['2026-02-30', '2026-13-01', '27.11.2026', 'today', '2026-1-1', '']) {
      const res = await get(`${API}/archive.json?date=${encodeURIComponent(bad)}`);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json<{ message: string }>().message, bad).toContain('"date"');
    }
  });

  it('lists recordings like one (related): its broadcast’s other episodes, never itself', async () => {
    expect(ids(await list('?related=ep-1'))).toEqual(['ep-2']);
    expect(ids(await list('?related=ep-2'))).toEqual(['ep-1']);
    expect(ids(await list('?related=radio-1'))).toEqual([]);
    expect(ids(await list('?related=nope'))).toEqual([]);
    expect((await get(`${API}/archive.json?related=..%2Fx`)).statusCode).toBe(400);
  });

  it('pages newest first', async () => {
    const page = await list('?count=2&page=2');
    expect(ids(page)).toEqual(['ep-1', 'sport-1']);
    expect(page.meta).toEqual({ total: 5, page: 2, count: 2, pages: 3 });
    const past = await list('?count=2&page=4');
    expect(past).toEqual({ data: [], meta: { total: 5, page: 4, count: 2, pages: 3 } });
  });

  it('answers a published item; 404 while it is on the air or to come, and for unknown ids', async () => {
    const one = await answer<{ data: ArchiveItem }>(`${API}/archive/radio-1.json`, itemOf(ArchiveItemSchema));
    expect(one.data).toMatchObject({ _id: 'radio-1', type: 'radio', category: 'musiqa', aired: null });
    for (const id of ['ep-3', 'ep-4', 'nope']) {
      const res = await get(`${API}/archive/${id}.json`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: `Archive item "${id}" does not exist` });
    }
  });

  it('publishes a recording once it has aired, within the minute, without any write', async () => {
    expect(ids(await list('?broadcast=tongi-efir'))).not.toContain('ep-3');
    // ep-3 started 10 minutes before `now` and lasts an hour.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now + 51 * MINUTE);
    expect(ids(await list('?broadcast=tongi-efir'))).toEqual(['ep-3', 'ep-2', 'ep-1']);
    expect((await get(`${API}/archive/ep-3.json`)).statusCode).toBe(200);
    const tongi = await answer<{ data: Broadcast }>(
      `${API}/broadcast/tongi-efir.json`,
      itemOf(BroadcastSchema, BroadcastMetaSchema),
    );
    expect(tongi.data.items).toEqual(['ep-3', 'ep-2', 'ep-1']);
  });
});

describe('GET /{product}/anons/slide.json, /anons.json and /anons/{id}.json', () => {
  const slides = (q = '') =>
    answer<List<AnonsSlide>>(`${API}/anons/slide.json${q}`, listOf(AnonsSlideSchema));

  it('gives the slider upcoming and recent slides soonest first, filled up with the latest others (6)', async () => {
    const all = await slides();
    expect(ids(all)).toEqual(['s-recent', 's-beta', 's-soon', 's-later', 's-old-2', 's-old-1']);
    expect(all.meta).toEqual({ total: 6, page: 1, count: 6, pages: 1 });
    expect(ids(await slides('?count=2'))).toEqual(['s-recent', 's-beta']);
    expect(ids(await slides('?channel=alpha&count=4'))).toEqual(['s-recent', 's-soon', 's-later', 's-old-2']);
    const first = all.data[0];
    expect(first).toMatchObject({
      _id: 's-recent',
      type: 'auto',
      datetime: new Date(now - 12 * HOUR).toISOString(),
      broadcast: 'tongi-efir',
      channel: 'alpha',
      photo: { link: '/uploads/test/s-recent.jpg', width: 1280, height: 720 },
    });
  });

  it('shuffles the same slides with `rand`, never to be kept by a client', async () => {
    const orders = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const res = await get(`${API}/anons/slide.json?rand=true`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = res.json<List<AnonsSlide>>();
      expect([...ids(body)].sort()).toEqual([
        's-beta',
        's-later',
        's-old-1',
        's-old-2',
        's-recent',
        's-soon',
      ]);
      expect(body.meta.total).toBe(6);
      orders.add(ids(body).join());
    }
    // 12 draws of 720 orders: all the same would mean no shuffle (chance 720^-11).
    expect(orders.size).toBeGreaterThan(1);
    const plain = await slides('?rand=false');
    expect(ids(plain)[0]).toBe('s-recent');
  });

  it('lists announcements newest first, by channel, ids and title; answers one or 404', async () => {
    const list = await answer<List<AnonsSlide>>(`${API}/anons.json`, listOf(AnonsSlideSchema));
    expect(ids(list)).toEqual(['s-later', 's-soon', 's-beta', 's-recent', 's-old-2', 's-old-1']);
    expect(list.meta).toEqual({ total: 6, page: 1, count: 100, pages: 1 });
    const beta = await answer<List<AnonsSlide>>(`${API}/anons.json?channel=beta`, listOf(AnonsSlideSchema));
    expect(ids(beta)).toEqual(['s-beta']);
    const found = await answer<List<AnonsSlide>>(
      `${API}/anons.json?title=${encodeURIComponent('S-OLD-1 ANNOUNCEMENT')}`,
      listOf(AnonsSlideSchema),
    );
    expect(ids(found)).toEqual(['s-old-1']);
    const one = await answer<{ data: AnonsSlide }>(`${API}/anons/s-soon.json`, itemOf(AnonsSlideSchema));
    expect(one.data._id).toBe('s-soon');
    const res = await get(`${API}/anons/nope.json`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Announcement "nope" does not exist' });
  });
});

describe('GET /{product}/anchors.json and /anchors/{id}.json', () => {
  const list = (q = '') =>
    answer<List<Anchor, { broadcasts?: Record<string, object> }>>(
      `${API}/anchors.json${q}`,
      listOf(AnchorSchema, AnchorListMetaSchema),
    );

  it('pages anchors by title in the shown language, 4 by default, with their likes', async () => {
    const first = await list();
    expect(first.meta).toEqual({ total: 5, page: 1, count: 4, pages: 2 });
    // Uzbek order, not the database's code points (which would put Ў first).
    expect(ids(first).slice(0, 3)).toEqual(['aziz', 'barno', 'dilnoza']);
    const all = ids(await list('?count=all'));
    expect(all.indexOf('ulmas')).toBeGreaterThan(2);
    const likes = Object.fromEntries((await list('?count=all')).data.map((a) => [a._id, a.likes]));
    // Another collection's counter of the same id is not the anchor's.
    expect(likes).toEqual({ aziz: 0, barno: 3, dilnoza: 0, erkin: 7, ulmas: 10 });
    expect(first.data[0]).toEqual({
      _id: 'aziz',
      type: 'tv',
      title: { uz: 'Азиз Раҳимов', en: 'Aziz Rahimov' },
      photo: {
        title: 'aziz',
        link: '/uploads/test/aziz.jpg',
        thumb: '/uploads/test/aziz-thumb.jpg',
        width: 1280,
        height: 720,
      },
      channel: ['alpha'],
      broadcast: 'tongi-efir',
      category: 'musiqa',
      detail: { nation: 'uzbek', about: { uz: 'Бошловчи', en: 'Presenter' } },
      likes: 0,
    });
  });

  it('sorts by likes (most liked first) or by order', async () => {
    expect(ids(await list('?sort=likes&count=all'))).toEqual(['ulmas', 'erkin', 'barno', 'aziz', 'dilnoza']);
    expect(ids(await list('?sort=order&count=all'))).toEqual(['ulmas', 'barno', 'aziz', 'dilnoza', 'erkin']);
  });

  it('filters by type, channel (one of its channels), category, broadcast, ids and title', async () => {
    expect(ids(await list('?type=radio'))).toEqual(['barno']);
    expect(ids(await list('?channel=beta&sort=order'))).toEqual(['ulmas', 'barno']);
    expect(ids(await list('?category=kino&sort=order'))).toEqual(['ulmas', 'dilnoza']);
    expect(ids(await list('?broadcast=tongi-efir'))).toEqual(['aziz']);
    expect(ids(await list('?items=erkin,aziz&sort=order'))).toEqual(['aziz', 'erkin']);
    expect(ids(await list('?title=%20karimov%20'))).toEqual(['ulmas']);
  });

  it('gives the titles of the page’s broadcasts with `with=broadcast`', async () => {
    const page = await list('?sort=order&count=2&with=broadcast');
    expect(ids(page)).toEqual(['ulmas', 'barno']);
    expect(page.meta).toEqual({
      total: 5,
      page: 1,
      count: 2,
      pages: 3,
      broadcasts: {
        'kino-zal': { uz: 'Кинозал', en: 'Cinema Hall' },
        'radio-tong': { uz: 'Радио тонг', en: 'Radio Morning' },
      },
    });
    expect((await list('?sort=order&count=2')).meta).not.toHaveProperty('broadcasts');
  });

  it('answers one anchor with its likes; 404 for a person or an unknown id', async () => {
    const one = await answer<{ data: Anchor }>(`${API}/anchors/ulmas.json`, itemOf(AnchorSchema));
    expect(one.data).toMatchObject({ _id: 'ulmas', likes: 10, channel: ['alpha', 'beta'] });
    for (const id of ['p-olim', 'nope']) {
      const res = await get(`${API}/anchors/${id}.json`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: `Anchor "${id}" does not exist` });
    }
  });

  it('shows new like counts once the engagement API invalidates `like:anchors`', async () => {
    const before = await list('?sort=likes&count=1');
    expect(ids(before)).toEqual(['ulmas']);
    const res = await get(`${API}/anchors.json?sort=likes&count=1`);
    expect(res.headers['surrogate-key']?.toString().split(' ')).toEqual(
      expect.arrayContaining(['anchors', 'like:anchors']),
    );
    await t.database.db.insert(counters).values({ db: 'anchors', item: 'dilnoza', likes: 42, rating: 0 });
    // Cached until a write says otherwise.
    expect(ids(await list('?sort=likes&count=1'))).toEqual(['ulmas']);
    await t.cache.invalidate(['like:anchors']);
    const after = await list('?sort=likes&count=1');
    expect(after.data[0]).toMatchObject({ _id: 'dilnoza', likes: 42 });
    const item = await answer<{ data: Anchor }>(`${API}/anchors/dilnoza.json`, itemOf(AnchorSchema));
    expect(item.data.likes).toBe(42);
  });
});

describe('GET /{product}/person.json and /person/{id}.json', () => {
  const list = (q = '') => answer<List<Person>>(`${API}/person.json${q}`, listOf(PersonSchema));

  it('lists persons by order, 100 a page, filtered by type, channel, ids and title', async () => {
    const all = await list();
    expect(ids(all)).toEqual(['p-zarina', 'p-olim', 'p-nobody']);
    expect(all.meta).toEqual({ total: 3, page: 1, count: 100, pages: 1 });
    expect(all.data.find((p) => p._id === 'p-nobody')?.channel).toBeNull();
    expect(ids(await list('?type=tv'))).toEqual(['p-olim', 'p-nobody']);
    expect(ids(await list('?channel=beta'))).toEqual(['p-zarina']);
    expect(ids(await list('?items=p-olim'))).toEqual(['p-olim']);
    expect(ids(await list(`?title=${encodeURIComponent('носиров')}`))).toEqual(['p-olim']);
  });

  it('answers one person; 404 for an anchor or an unknown id', async () => {
    const one = await answer<{ data: Person }>(`${API}/person/p-olim.json`, itemOf(PersonSchema));
    expect(one.data).toEqual({
      _id: 'p-olim',
      type: 'tv',
      title: { uz: 'Олим Носиров', en: 'Olim Nosirov' },
      photo: {
        title: 'olim',
        link: '/uploads/test/olim.jpg',
        thumb: '/uploads/test/olim-thumb.jpg',
        width: 1280,
        height: 720,
      },
      channel: 'alpha',
      detail: { nation: 'uzbek', about: { uz: 'Бошловчи', en: 'Presenter' } },
    });
    for (const id of ['aziz', 'nope']) {
      const res = await get(`${API}/person/${id}.json`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json()).toEqual({ message: `Person "${id}" does not exist` });
    }
  });
});

describe('GET /news.json and /news/{id}.json (no product prefix)', () => {
  const list = (q = '') => answer<List<News>>(`/uz/api/news.json${q}`, listOf(NewsSchema));

  it('lists items like one (related): its category’s, else its channel’s, never itself', async () => {
    expect(ids(await list('?related=n-02'))).toEqual(['n-01', 'n-03']);
    expect(ids(await list('?related=n-02&count=1'))).toEqual(['n-01']);
    // No category: the channel's news (alpha), itself and beta's left out.
    expect(ids(await list('?related=n-06'))).toEqual([
      'n-01',
      'n-02',
      'n-03',
      'n-04',
      'n-07',
      'n-08',
      'n-09',
      'n-10',
    ]);
    expect(ids(await list('?related=nope'))).toEqual([]);
    expect((await get('/uz/api/news.json?related=Not%20A%20Slug')).statusCode).toBe(400);
  });

  it('pages news newest first, 8 by default, without their bodies', async () => {
    const first = await list();
    expect(ids(first)).toEqual(['n-01', 'n-02', 'n-03', 'n-04', 'n-05', 'n-06', 'n-07', 'n-08']);
    expect(first.meta).toEqual({ total: 10, page: 1, count: 8, pages: 2 });
    for (const n of first.data) expect(n.body).toEqual({});
    expect(first.data[0]).toMatchObject({
      summary: { uz: '1-янгилик қисқача', en: 'News 1 in short' },
      picture: { link: '/uploads/test/n-01.jpg' },
      date: new Date(now - HOUR).toISOString(),
    });
    expect(first.data[1]?.picture).toBeNull();
    expect(ids(await list('?page=2'))).toEqual(['n-09', 'n-10']);
  });

  it('filters by type, channel, category (with subcategories), ids and title', async () => {
    expect(ids(await list('?type=radio'))).toEqual(['n-09', 'n-10']);
    expect(ids(await list('?channel=beta'))).toEqual(['n-05']);
    expect(ids(await list('?category=sport'))).toEqual(['n-01', 'n-02', 'n-03']);
    expect(ids(await list('?category=kino'))).toEqual(['n-04']);
    expect(ids(await list('?items=n-10,n-02'))).toEqual(['n-02', 'n-10']);
    expect(ids(await list('?title=FOOTBALL'))).toEqual(['n-07']);
    expect(ids(await list(`?title=${encodeURIComponent('футбол')}`))).toEqual(['n-07']);
  });

  it('answers one news item with its body, 404 for an unknown one', async () => {
    const one = await answer<{ data: News }>('/uz/api/news/n-07.json', itemOf(NewsSchema));
    expect(one.data.body).toEqual({ uz: '<p>7-янгилик матни</p>', en: '<p>The text of news 7</p>' });
    expect(one.data.title.en).toBe('Football update');
    const res = await get('/uz/api/news/nope.json');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'News item "nope" does not exist' });
  });
});

describe('bad parameters', () => {
  const lists = [
    `${API}/category.json`,
    `${API}/broadcast.json`,
    `${API}/archive.json`,
    `${API}/anons/slide.json`,
    `${API}/anons.json`,
    `${API}/anchors.json`,
    `${API}/person.json`,
    '/uz/api/news.json',
  ];

  it('refuses a negative, zero or non-numeric page or count, and unknown parameters, naming them', async () => {
    const cases = [
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=abc', 'page'],
      ['page=1.5', 'page'],
      ['count=0', 'count'],
      ['count=-5', 'count'],
      ['count=abc', 'count'],
      ['count=1001', 'count'],
      ['items=Bad%20Id', 'items'],
      ['colour=red', 'colour'],
    ] as const;
    for (const url of lists) {
      for (const [query, name] of cases) {
        const res = await get(`${url}?${query}`);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        const body = res.json<{ message: string; field?: string }>();
        expect(body.message, `${url}?${query}`).toContain(`"${name}"`);
        expect(body.field).toBe(name);
      }
    }
  });

  it('refuses a blank or too long title filter (trimmed: 1..100 characters)', async () => {
    for (const url of lists.filter((u) => !u.endsWith('slide.json'))) {
      for (const title of ['%20%20%20', '', 'x'.repeat(101)]) {
        const res = await get(`${url}?title=${title}`);
        expect(res.statusCode, `${url}?title=${title}`).toBe(400);
        expect(res.json()).toEqual({
          message: 'Invalid query parameter "title": must be 1 to 100 characters once trimmed',
          field: 'title',
        });
      }
      const padded = await get(`${url}?title=${encodeURIComponent(`  ${'x'.repeat(100)}  `)}`);
      expect(padded.statusCode, url).toBe(200);
    }
  });

  it('refuses values outside a parameter’s choices', async () => {
    for (const [url, name] of [
      [`${API}/archive.json?type=cable`, 'type'],
      [`${API}/broadcast.json?channel=Not%20A%20Slug`, 'channel'],
      [`${API}/anchors.json?sort=rating`, 'sort'],
      [`${API}/anchors.json?with=channel`, 'with'],
      [`${API}/anons/slide.json?rand=maybe`, 'rand'],
      [`${API}/broadcast/tongi-efir.json?with=everything`, 'with'],
      [`${API}/category.json?parent=Root!`, 'parent'],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message, url).toContain(`"${name}"`);
    }
  });
});

describe('the list cache', () => {
  it('revalidates with ETags: 304 when the client has the answer', async () => {
    for (const url of [
      `${API}/archive.json?channel=alpha`,
      `${API}/broadcast.json`,
      `${API}/anchors.json`,
      '/uz/api/news.json',
      `${API}/category/kino.json`,
    ]) {
      const first = await get(url);
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/".+"$/);
      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode, url).toBe(304);
      expect(again.body).toBe('');
    }
  });

  it('tags answers with their collections and shows a write once its tags are invalidated', async () => {
    const tagsOf = async (url: string) => String((await get(url)).headers['surrogate-key']).split(' ');
    expect(await tagsOf(`${API}/archive.json`)).toEqual(['archive', 'broadcast']);
    expect(await tagsOf(`${API}/broadcast.json?category=kino`)).toEqual(['broadcast', 'archive', 'category']);
    expect(await tagsOf(`${API}/anons/slide.json`)).toEqual(['anons']);
    expect(await tagsOf(`${API}/person.json`)).toEqual(['person']);
    expect(await tagsOf('/uz/api/news.json')).toEqual(['news']);

    const url = `${API}/broadcast/kino-zal.json`;
    const title = async () => (await get(url)).json<{ data: Broadcast }>().data.title.uz;
    expect(await title()).toBe('Кинозал');
    await t.database.db
      .update(broadcasts)
      .set({ title: { uz: 'Янги кинозал', en: 'New Cinema Hall' } })
      .where(eq(broadcasts.id, 'kino-zal'));
    expect(await title()).toBe('Кинозал');
    await t.cache.invalidate(['broadcast']);
    expect(await title()).toBe('Янги кинозал');
    const list = (await get(`${API}/broadcast.json?title=new%20cinema`)).json<List<Broadcast>>();
    expect(ids(list)).toEqual(['kino-zal']);
  });
});
