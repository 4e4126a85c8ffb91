import { CONTENT_DBS, type ContentDb } from '@core/schemas/content';
import { createDemoApi, CAPTIONED_CHANNELS as DEMO_CAPTIONED, DEMO_PRODUCT } from '@demo/api';
import { demoSchedule } from '@demo/content';
import {
  DEMO_ANCHOR_SORTS,
  DEMO_PAGE_SIZE,
  DEMO_SLIDE_RECENT_MS,
  demoCounter,
  demoItemIds,
  svgDataUrl,
} from '@demo/content-api';
import { demoArchive, demoPictureFiles } from '@demo/library';
import { DEMO_TITLE_MAX } from '@demo/query';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  anonsSlides,
  archiveItems,
  broadcasts,
  categories,
  channels,
  counters,
  news,
  people,
} from '../../src/server/db/schema';
import { SLIDE_RECENT_MS } from '../../src/server/routes/content/anons';
import { ANCHOR_SORTS } from '../../src/server/routes/content/people';
import { PAGE_SIZE, TITLE_FILTER_MAX } from '../../src/server/routes/content/query';
import { COMMENT_PAGE_SIZE } from '../../src/server/routes/engagement/comments';
import { POLL_PAGE_SIZE } from '../../src/server/routes/engagement/polls';
import { CAPTIONED_CHANNELS } from '../../src/server/routes/watch';
import { startTestApp, type TestApp } from './harness';

/**
 * The demo API of Storybook and the server-rendering contract test (src/demo/api.ts) answers
 * as the server does: the same requests sent to both — the server on a database seeded with the
 * demo as of the same instant, its counters holding the demo's counts — get the same status and,
 * when found, the same body (the server's `/uploads/demo/` pictures being the demo's inlined SVGs).
 */

/** 14:30 in Tashkent: the archive holds yesterday's recordings, today's morning's, none of tomorrow's. */
const NOW = new Date(Date.UTC(2026, 10, 22, 9, 30));
const IDS = demoItemIds(NOW);
/** A recording of tonight (Tashkent): not published at NOW. */
const UNPUBLISHED =
  demoArchive({ id: 'uzbekistan', type: 'tv' }, '2026-11-22', demoSchedule('uzbekistan', '2026-11-22')).find(
    (r) => r.date.getTime() > NOW.getTime(),
  )?.id ?? 'none';

let t: TestApp;
const demo = createDemoApi({ now: () => NOW });

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  t = await startTestApp({ now: NOW });
  // The seed counts nothing; the demo makes its counts up: the server gets the same ones.
  const { db } = t.database;
  const items: [ContentDb, { id: string }[]][] = [
    ['anchors', await db.select({ id: people.id }).from(people)],
    ['person', await db.select({ id: people.id }).from(people)],
    ['archive', await db.select({ id: archiveItems.id }).from(archiveItems)],
    ['broadcast', await db.select({ id: broadcasts.id }).from(broadcasts)],
    ['channel', await db.select({ id: channels.id }).from(channels)],
    ['news', await db.select({ id: news.id }).from(news)],
    ['anons', await db.select({ id: anonsSlides.id }).from(anonsSlides)],
  ];
  const rows = items.flatMap(([collection, ids]) =>
    ids.map(({ id }) => ({ db: collection, item: id, ...demoCounter(collection, id) })),
  );
  for (let i = 0; i < rows.length; i += 500) await db.insert(counters).values(rows.slice(i, i + 500));
}, 120_000);

afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

/** The server's picture addresses as the demo inlines them. */
const INLINED = new Map<string, string>([
  ...demoPictureFiles().map((f): [string, string] => [`/uploads/demo/${f.file}`, svgDataUrl(f.svg)]),
]);

interface Answer {
  status: number;
  body: unknown;
}

async function fromServer(url: string): Promise<Answer> {
  const res = await t.app.inject({ method: 'GET', url: `/uz/api/${url}` });
  const body = JSON.parse(res.body, (_key, value) =>
    typeof value === 'string' ? (INLINED.get(value) ?? value) : value,
  );
  return { status: res.statusCode, body };
}

function fromDemo(url: string): Answer {
  const [path = '', search = ''] = url.split('?');
  try {
    return { status: 200, body: demo.get(path, Object.fromEntries(new URLSearchParams(search))) };
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === undefined) throw error;
    return { status, body: { message: (error as Error).message } };
  }
}

/**
 * Both answers of `url`: equal statuses; equal bodies for a 200, messages for a 404 (a 400's
 * message is the server validator's wording, not compared). Top lists are ordered maps: their
 * key order is compared too.
 */
async function same(url: string, expected: number) {
  const [server, mock] = [await fromServer(url), fromDemo(url)];
  expect(server.status, `${url} on the server: ${JSON.stringify(server.body).slice(0, 300)}`).toBe(expected);
  expect(mock.status, `${url} in the demo: ${JSON.stringify(mock.body).slice(0, 300)}`).toBe(expected);
  if (expected === 400) return;
  expect(mock.body, url).toEqual(server.body);
  if (url.startsWith('stats.')) {
    const keys = (a: Answer) => Object.keys((a.body as { data: object }).data);
    expect(keys(mock), url).toEqual(keys(server));
  }
}

const P = DEMO_PRODUCT;

describe('the demo API answers content calls as the server does', () => {
  it('keeps the server’s constants', () => {
    expect(DEMO_PAGE_SIZE).toEqual({ ...PAGE_SIZE, comments: COMMENT_PAGE_SIZE, poll: POLL_PAGE_SIZE });
    expect(DEMO_TITLE_MAX).toBe(TITLE_FILTER_MAX);
    expect(DEMO_SLIDE_RECENT_MS).toBe(SLIDE_RECENT_MS);
    expect(DEMO_ANCHOR_SORTS).toEqual(ANCHOR_SORTS);
    expect([...DEMO_CAPTIONED]).toEqual([...CAPTIONED_CHANNELS]);
  });

  it('compares real content, not empty answers', () => {
    const body = (url: string) => fromDemo(url).body as { data: unknown; meta: { total?: number } };
    expect(body(`${P}/archive.json`).meta.total).toBeGreaterThan(100);
    expect(body(`${P}/archive.json?type=radio`).meta.total).toBeGreaterThan(10);
    expect((body(`${P}/broadcast/axborot.json`).data as { items: string[] }).items.length).toBeGreaterThan(1);
    expect(body(`${P}/anons/slide.json`).data).toHaveLength(DEMO_PAGE_SIZE.slides);
    expect(body(`${P}/anchors.json?count=all`).meta.total).toBeGreaterThan(10);
    expect(body(`${P}/person.json`).meta.total).toBeGreaterThan(5);
    expect(body('news.json').meta.total).toBeGreaterThan(DEMO_PAGE_SIZE.news);
    expect(Object.keys(body('stats.rating?db=channel&limit=5').data as object)).toHaveLength(5);
    expect(body(`comment/anchors/${IDS.anchors}.json`).meta.total).toBeGreaterThan(0);
    expect(body('poll.json').meta.total).toBeGreaterThanOrEqual(2);
    expect(body('poll.json?type=checkbox').meta.total).toBeGreaterThan(0);
    expect(body('poll.json?type=radio').meta.total).toBeGreaterThan(0);
    expect(UNPUBLISHED).not.toBe('none');
  });

  it('counts the seeded categories as the category list shows them: 12, 4 a page, 3 pages (issue 24)', async () => {
    const all = (await t.database.db.select({ id: categories.id }).from(categories)).length;
    const pages: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const answer = await fromServer(`${P}/category.json?below=root&page=${page}`);
      const body = answer.body as { data: { _id: string }[]; meta: Record<string, number> };
      expect(body.meta).toEqual({ total: all, page, count: 4, pages: Math.ceil(all / 4) });
      pages.push(...body.data.map((c) => c._id));
    }
    expect(all).toBe(12);
    expect(new Set(pages).size).toBe(all);
  });

  it('names a published recording as the archive’s first item, and an unpublished one', async () => {
    await same(`${P}/archive/${IDS.archive}.json`, 200);
    await same(`${P}/archive/${UNPUBLISHED}.json`, 404);
  });

  it.each([
    [`${P}/category.json`, 200],
    [`${P}/category.json?parent=root`, 200],
    [`${P}/category.json?below=root`, 200],
    [`${P}/category.json?below=root&page=3`, 200],
    [`${P}/category.json?below=news&count=all`, 200],
    [`${P}/category.json?parent=news&count=all`, 200],
    [`${P}/category.json?count=2&page=3`, 200],
    [`${P}/category.json?page=99`, 200],
    [`${P}/category.json?items=sport,news,nope`, 200],
    [`${P}/category.json?title=${encodeURIComponent('  SPORT ')}`, 200],
    [`${P}/category.json?title=${encodeURIComponent('мусиқа')}`, 200],
    [`${P}/category.json?title=%20%20`, 400],
    [`${P}/category.json?count=0`, 400],
    [`${P}/category.json?parent=Not-a-slug`, 400],
    [`${P}/category.json?colour=red`, 400],
    [`${P}/category/news.json`, 200],
    [`${P}/category/nope.json`, 404],
  ])('categories: %s', async (url, status) => same(url, status));

  it.each([
    [`${P}/broadcast.json`, 200],
    [`${P}/broadcast.json?type=radio`, 200],
    [`${P}/broadcast.json?channel=uzbekistan`, 200],
    [`${P}/broadcast.json?category=news`, 200],
    [`${P}/broadcast.json?count=all`, 200],
    [`${P}/broadcast.json?count=7&page=2`, 200],
    [`${P}/broadcast.json?items=meros,axborot`, 200],
    [`${P}/broadcast.json?title=${encodeURIComponent('АХБОРОТ')}`, 200],
    [`${P}/broadcast.json?title=news`, 200],
    [`${P}/broadcast.json?type=film`, 400],
    [`${P}/broadcast.json?count=1001`, 400],
    [`${P}/broadcast/axborot.json?with=title`, 200],
    [`${P}/broadcast/${IDS.broadcast}.json?id=${IDS.broadcast}`, 200],
    [`${P}/broadcast/meros.json`, 200],
    [`${P}/broadcast/axborot.json?with=everything`, 400],
    [`${P}/broadcast/nope.json`, 404],
  ])('broadcasts: %s', async (url, status) => same(url, status));

  it.each([
    [`${P}/archive.json`, 200],
    [`${P}/archive.json?type=radio`, 200],
    [`${P}/archive.json?broadcast=axborot`, 200],
    [`${P}/archive.json?channel=sport&count=5&page=2`, 200],
    [`${P}/archive.json?category=news&count=10`, 200],
    [`${P}/archive.json?items=${IDS.archive},${UNPUBLISHED}`, 200],
    [`${P}/archive.json?title=${encodeURIComponent('ахборот')}&count=3`, 200],
    [`${P}/archive.json?page=1000`, 200],
    [`${P}/archive.json?broadcast=Nope!`, 400],
    [`${P}/archive.json?date=2026-11-21`, 200],
    [`${P}/archive.json?date=2026-11-21&channel=sport&category=sport`, 200],
    [`${P}/archive.json?date=2026-02-30`, 400],
    [`${P}/archive.json?related=${IDS.archive}&count=4`, 200],
    [`${P}/archive.json?related=nope`, 200],
    [`${P}/vod/${IDS.archive}.json`, 200],
    [`${P}/vod/${IDS.archive}.json?lang=ru`, 200],
    [`${P}/vod/${UNPUBLISHED}.json`, 404],
    [`${P}/vod/nope.json`, 404],
  ])('the archive: %s', async (url, status) => same(url, status));

  it.each([
    [`${P}/anons/slide.json`, 200],
    [`${P}/anons/slide.json?count=3`, 200],
    [`${P}/anons/slide.json?count=all`, 200],
    [`${P}/anons/slide.json?channel=uzbekistan`, 200],
    [`${P}/anons/slide.json?rand=maybe`, 400],
    [`${P}/anons/slide.json?title=concert`, 400],
    [`${P}/anons.json`, 200],
    [`${P}/anons.json?channel=sport`, 200],
    [`${P}/anons.json?count=2&page=2`, 200],
    [`${P}/anons.json?title=${encodeURIComponent('концерт')}`, 200],
    [`${P}/anons/${IDS.anons}.json`, 200],
    [`${P}/anons/nope.json`, 404],
  ])('announcements: %s', async (url, status) => same(url, status));

  it('shuffles the slides with `rand`, the same slides as without', async () => {
    const server = (await fromServer(`${P}/anons/slide.json?count=4&rand=true`)).body as {
      data: { _id: string }[];
    };
    const mock = fromDemo(`${P}/anons/slide.json?count=4&rand=true`).body as typeof server;
    const byId = (a: { _id: string }, b: { _id: string }) => a._id.localeCompare(b._id);
    expect([...mock.data].sort(byId)).toEqual([...server.data].sort(byId));
    expect(mock).toEqual({ ...server, data: mock.data });
  });

  it.each([
    [`${P}/anchors.json`, 200],
    [`${P}/anchors.json?sort=likes&count=20`, 200],
    [`${P}/anchors.json?sort=order&count=all`, 200],
    [`${P}/anchors.json?with=broadcast&page=2`, 200],
    [`${P}/anchors.json?type=radio&count=all&with=broadcast`, 200],
    [`${P}/anchors.json?channel=yoshlar&count=all`, 200],
    [`${P}/anchors.json?category=news&count=all`, 200],
    [`${P}/anchors.json?broadcast=axborot`, 200],
    [`${P}/anchors.json?items=${IDS.anchors}&with=broadcast`, 200],
    [`${P}/anchors.json?title=rahim`, 200],
    [`${P}/anchors.json?sort=age`, 400],
    [`${P}/anchors.json?with=title`, 400],
    [`${P}/anchors/${IDS.anchors}.json`, 200],
    [`${P}/anchors/${IDS.person}.json`, 404],
    [`${P}/person.json`, 200],
    [`${P}/person.json?type=radio&count=3&page=2`, 200],
    [`${P}/person.json?channel=uzbekistan`, 200],
    [`${P}/person.json?sort=likes`, 400],
    [`${P}/person/${IDS.person}.json`, 200],
    [`${P}/person/${IDS.anchors}.json`, 404],
  ])('anchors and persons: %s', async (url, status) => same(url, status));

  it.each([
    ['news.json', 200],
    ['news.json?count=all', 200],
    ['news.json?category=news&count=20', 200],
    ['news.json?type=radio', 200],
    ['news.json?channel=uzbekistan24&page=2&count=3', 200],
    [`news.json?title=${encodeURIComponent('метро')}`, 200],
    ['news.json?count=all&page=2', 200],
    ['news.json?category=Nope!', 400],
    [`news.json?related=${IDS.news}&count=4`, 200],
    ['news.json?related=nope', 200],
    [`news/${IDS.news}.json`, 200],
    ['news/nope.json', 404],
  ])('news: %s', async (url, status) => same(url, status));

  it.each([
    ['poll.json', 200],
    ['poll.json?count=1&page=2', 200],
    ['poll.json?count=all', 200],
    ['poll.json?type=checkbox', 200],
    ['poll.json?type=radio', 200],
    [`poll.json?items=${IDS.poll},nope`, 200],
    [`poll.json?title=${encodeURIComponent('КЎРСАТУВ')}`, 200],
    ['poll.json?page=9', 200],
    ['poll.json?type=tv', 400],
    ['poll.json?page=0', 400],
    ['poll.json?count=0', 400],
    ['poll.json?title=%20', 400],
    ['poll.json?colour=red', 400],
    ['poll/last.json', 200],
    [`poll/${IDS.poll}.json`, 200],
    ['poll/nope.json', 404],
    ['poll/Not-a-slug.json', 404],
    [`like/anchors/${IDS.anchors}.json`, 200],
    ['like/channel/uzbekistan.json', 200],
    [`like/archive/${IDS.archive}.json`, 200],
    [`like/archive/${UNPUBLISHED}.json`, 404],
    [`like/anchors/${IDS.person}.json`, 404],
    ['like/films/one.json', 400],
    [`rating/news/${IDS.news}.json`, 200],
    ['rating/broadcast/axborot.json', 200],
    ['rating/person/nope.json', 404],
    ['stats.rating?db=channel&limit=5&return=assoc&sort=desc', 200],
    ['stats.like?db=anchors&limit=20&return=assoc', 200],
    ['stats.rating?db=archive', 200],
    ['stats.like?db=news&sort=asc&limit=100', 200],
    ['stats.rating?db=channel&items=uzbekistan,sport,nope', 200],
    ['stats.rating', 400],
    ['stats.rating?db=channel&limit=0', 400],
    ['stats.like?db=channel&page=2', 400],
    [`comment/anchors/${IDS.anchors}.json`, 200],
    ['comment/news/metro-stations-open.json?count=1&page=2', 200],
    ['comment/broadcast/axborot.json?count=all', 200],
    [`comment/archive/${IDS.archive}.json`, 200],
    ['comment/news/nope.json', 404],
    ['comment/films/one.json', 400],
    ['comment/news/metro-stations-open.json?sort=asc', 400],
  ])('engagement: %s', async (url, status) => same(url, status));

  it.each([
    [`${P}/channel.json?type=radio&count=3&page=2`, 200],
    [`${P}/channel/uzbekistan.json`, 200],
    [`${P}/watch/uzbekistan.json`, 200],
    [`${P}/watch/yoshlar.json?lang=en`, 200],
    [`${P}/watch/nope.json`, 404],
    ['list/nation/all.json?count=all', 200],
    ['list/nation/uzbek.json', 200],
    ['list/nope/all.json', 404],
    [`menu/${P}_struct.json`, 200],
  ])('what the views read besides: %s', async (url, status) => same(url, status));

  it('counts the same likes and ratings for every visible item of every collection', async () => {
    for (const db of CONTENT_DBS) await same(`stats.like?db=${db}&limit=100`, 200);
  });
});
