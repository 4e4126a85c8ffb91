import type { ListMeta } from '@core/schemas/common';
import type { PollSummary } from '@core/schemas/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { polls } from '../../src/server/db/schema';
import { SHARED_CACHE_CONTROL } from '../../src/server/http';
import { POLL_PAGE_SIZE } from '../../src/server/routes/engagement/polls';
import { LIST_DEFAULT_COUNT } from '../../src/server/routes/paging';
import { nextClient } from './accounts';
import { startTestApp, type TestApp } from './harness';

/**
 * The poll list (spec §2 `poll/`: a list plus a view at {id}/): `GET /uz/api/poll.json`, newest
 * first, paged, filtered, its ballots counted and dropped from the cache by a vote. On PGlite, and
 * on PostgreSQL when DATABASE_URL is set.
 */

const HOUR = 3600_000;
const BULK = 100;
let t: TestApp;

const title = (uz: string, en: string) => ({ uz, en, ru: en, oz: en });
const answer = (id: string, en: string) => ({ id, title: title(en, en) });
const yesNo = [answer('yes', 'Yes'), answer('no', 'No')];
/** The instant the named polls are dated from; the bulk ones are older. */
const now = Date.now();

beforeAll(async () => {
  t = await startTestApp({ seedDemo: false, pages: true });
  await t.database.db.insert(polls).values([
    {
      id: 'newest-closed',
      type: 'radio',
      title: title('Ёпиқ', 'Closed one'),
      answers: yesNo,
      date: new Date(now),
      isClosed: true,
    },
    {
      id: 'genres',
      type: 'checkbox',
      title: title('Жанрлар', 'Genres'),
      answers: [answer('drama', 'Drama'), answer('comedy', 'Comedy'), answer('music', 'Music')],
      date: new Date(now - HOUR),
    },
    // Two polls of one instant: the greater id first.
    {
      id: 'tie-b',
      type: 'radio',
      title: title('Тенг Б', 'Tie B'),
      answers: yesNo,
      date: new Date(now - 2 * HOUR),
    },
    {
      id: 'tie-a',
      // A type other than checkbox: single choice (spec §3).
      type: 'single',
      title: title('Тенг А', 'Tie A'),
      answers: [...yesNo, answer('maybe', 'Maybe')],
      date: new Date(now - 2 * HOUR),
    },
    {
      id: 'colours',
      type: 'checkbox',
      title: title('Ранглар', 'Favourite colours'),
      answers: [answer('red', 'Red'), answer('blue', 'Blue')],
      date: new Date(now - 3 * HOUR),
    },
    // More than a page of older polls (the default page is spec §9's generic 100).
    ...Array.from({ length: BULK }, (_, i) => ({
      id: `bulk-${String(i).padStart(3, '0')}`,
      type: 'radio',
      title: title(`Сўровнома ${i}`, `Poll ${i}`),
      answers: yesNo,
      date: new Date(now - (10 + i) * HOUR),
    })),
  ]);
});

afterAll(async () => {
  await t?.close();
});

const NAMED = 5;
const TOTAL = NAMED + BULK;

type ListAnswer = { data: PollSummary[]; meta: ListMeta };

function get(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url: `/uz/api${url}`, remoteAddress: nextClient(), headers });
}

async function list(query = ''): Promise<ListAnswer> {
  const res = await get(`/poll.json${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ListAnswer>();
}

const ids = (answer: ListAnswer) => answer.data.map((p) => p._id);

function vote(poll: string, choice: string | string[]) {
  return t.app.inject({
    method: 'POST',
    url: `/uz/api/poll/${poll}.json`,
    remoteAddress: nextClient(),
    payload: { _id: poll, answer: choice },
  });
}

describe('GET /poll.json', () => {
  it('lists every poll newest first: id, title per language, type, date, closed, options and ballots', async () => {
    const { data, meta } = await list('?count=5');
    expect(meta).toEqual({ total: TOTAL, page: 1, count: 5, pages: Math.ceil(TOTAL / 5) });
    expect(data[0]).toEqual({
      _id: 'newest-closed',
      type: 'radio',
      title: { uz: 'Ёпиқ', en: 'Closed one', ru: 'Closed one', oz: 'Closed one' },
      date: new Date(now).toISOString(),
      is_closed: true,
      answer_count: 2,
      votes: 0,
    });
    expect(ids({ data, meta })).toEqual(['newest-closed', 'genres', 'tie-b', 'tie-a', 'colours']);
    expect(data.map((p) => [p.type, p.is_closed, p.answer_count])).toEqual([
      ['radio', true, 2],
      ['checkbox', false, 3],
      ['radio', false, 2],
      ['single', false, 3],
      ['checkbox', false, 2],
    ]);
  });

  it('holds spec §9’s generic page size by default, pages on, and takes count=all', async () => {
    expect(POLL_PAGE_SIZE).toBe(LIST_DEFAULT_COUNT);
    expect(POLL_PAGE_SIZE).toBe(100);
    const first = await list();
    expect(first.meta).toEqual({ total: TOTAL, page: 1, count: 100, pages: 2 });
    expect(first.data).toHaveLength(100);
    const second = await list('?page=2');
    expect(second.meta).toEqual({ total: TOTAL, page: 2, count: 100, pages: 2 });
    expect(ids(second)).toEqual(['bulk-095', 'bulk-096', 'bulk-097', 'bulk-098', 'bulk-099']);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(TOTAL);
    const some = await list('?count=2&page=2');
    expect(ids(some)).toEqual(['tie-b', 'tie-a']);
    const all = await list('?count=all');
    expect(all.meta).toEqual({ total: TOTAL, page: 1, count: TOTAL, pages: 1 });
    expect(ids(all)).toEqual([...ids(first), ...ids(second)]);
    // Past the last page: no items, the real number of pages (the client goes to bad request).
    expect(await list('?page=9')).toEqual({
      data: [],
      meta: { total: TOTAL, page: 9, count: 100, pages: 2 },
    });
  });

  it('is newest first by date, then by id (greater first)', async () => {
    const all = (await list('?count=all')).data;
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1] as PollSummary, all[i] as PollSummary];
      const order = Date.parse(a.date) - Date.parse(b.date) || (a._id > b._id ? 1 : -1);
      expect(order, `${a._id} before ${b._id}`).toBeGreaterThan(0);
    }
  });

  it('filters by type: checkbox polls, or single-choice ones (radio: every other type)', async () => {
    const multi = await list('?type=checkbox');
    expect(ids(multi)).toEqual(['genres', 'colours']);
    expect(multi.meta.total).toBe(2);
    const single = await list('?type=radio&count=4');
    expect(ids(single)).toEqual(['newest-closed', 'tie-b', 'tie-a', 'bulk-000']);
    expect(single.meta.total).toBe(TOTAL - 2);
    expect(single.data.every((p) => p.type !== 'checkbox')).toBe(true);
  });

  it('filters by ids and by a trimmed title in any language', async () => {
    expect(ids(await list('?items=colours,tie-a,nope'))).toEqual(['tie-a', 'colours']);
    expect(ids(await list(`?title=${encodeURIComponent('  жанр ')}`))).toEqual(['genres']);
    expect(ids(await list('?title=COLOURS&type=checkbox'))).toEqual(['colours']);
    expect(await list('?title=nothing-like-it')).toEqual({
      data: [],
      meta: { total: 0, page: 1, count: 100, pages: 0 },
    });
  });

  it.each([
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=abc', 'page'],
    ['page=1.5', 'page'],
    ['count=0', 'count'],
    ['count=-5', 'count'],
    ['count=abc', 'count'],
    ['count=1001', 'count'],
    ['type=tv', 'type'],
    ['type=', 'type'],
    ['items=Bad%20Id', 'items'],
    ['colour=red', 'colour'],
  ])('refuses %s with 400 naming the parameter', async (query, name) => {
    const res = await get(`/poll.json?${query}`);
    expect(res.statusCode, res.body).toBe(400);
    const body = res.json<{ message: string; field?: string }>();
    expect(body.message).toContain(`"${name}"`);
    expect(body.field).toBe(name);
  });

  it('refuses a blank or too long title filter', async () => {
    for (const text of ['%20%20', 'x'.repeat(101)]) {
      const res = await get(`/poll.json?title=${text}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'Invalid query parameter "title": must be 1 to 100 characters once trimmed',
        field: 'title',
      });
    }
  });

  it('is cached and revalidated with an ETag under the poll tag', async () => {
    const res = await get('/poll.json?type=checkbox');
    expect(res.headers['cache-control']).toBe(SHARED_CACHE_CONTROL);
    expect(res.headers['surrogate-key']).toBe('poll');
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get('/poll.json?type=checkbox', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });

  it('counts a vote at once: the vote drops the cached list', async () => {
    const before = await get('/poll.json?type=checkbox');
    const etag = String(before.headers.etag);
    const count = (answer: ListAnswer, id: string) => answer.data.find((p) => p._id === id)?.votes;
    expect(count(before.json<ListAnswer>(), 'genres')).toBe(0);
    // Cached: the same answer again.
    expect((await get('/poll.json?type=checkbox', { 'if-none-match': etag })).statusCode).toBe(304);

    const cast = await vote('genres', ['drama', 'music']);
    expect(cast.statusCode, cast.body).toBe(200);
    expect((await vote('genres', 'comedy')).statusCode).toBe(200);

    const after = await get('/poll.json?type=checkbox', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    // Ballots, not answers: two voters chose three answers.
    expect(count(after.json<ListAnswer>(), 'genres')).toBe(2);
    expect(count(after.json<ListAnswer>(), 'colours')).toBe(0);
    // The poll's own read agrees.
    const view = await get('/poll/genres.json');
    expect(view.json<{ data: { votes: number } }>().data.votes).toBe(2);
    // A vote refused (closed poll) changes nothing.
    expect((await vote('newest-closed', 'yes')).statusCode).toBe(409);
    expect((await list('?count=1')).data[0]?.votes).toBe(0);
  });

  it('is what the poll section’s page shows, rendered on the server and dropped with a vote', async () => {
    const page = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/uz/poll/?type=checkbox' });
      expect(res.statusCode).toBe(200);
      return res.body;
    };
    const before = await page();
    expect(before).toContain('data-widget="pollList"');
    expect(before).toMatch(/<a[^>]+href="\/uz\/poll\/colours\/"[^>]*>Ранглар<\/a>/);
    const votesOf = (html: string) =>
      /href="\/uz\/poll\/colours\/"[\s\S]*?class="c-card__meta w-pollList__facts">([\s\S]*?)<\/p>/
        .exec(html)?.[1]
        ?.replace(/<[^>]+>/g, '');
    expect(votesOf(before)).toMatch(/ Овоз йўқ$/);
    expect(await page()).toBe(before);
    expect((await vote('colours', ['red', 'blue'])).statusCode).toBe(200);
    expect(votesOf(await page())).toMatch(/ 1 та овоз$/);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await get('/openapi.json')).json<{ paths: Record<string, { get?: unknown }> }>();
    expect(doc.paths['/uz/api/poll.json']?.get).toBeDefined();
  });
});
