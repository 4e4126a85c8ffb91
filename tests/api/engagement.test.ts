import type { Comment, Counter, Liked, Poll } from '@core/schemas/content';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  anonsSlides,
  archiveItems,
  broadcasts,
  channels,
  comments,
  counters,
  likes,
  news,
  people,
  polls,
  pollVotes,
  users,
} from '../../src/server/db/schema';
import { ENGAGE_LIMITS } from '../../src/server/routes/engagement/common';
import { VOTER_COOKIE, VOTER_IDS_PER_CLIENT } from '../../src/server/voter';
import { auth, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/** Polls, likes, ratings, top lists and comments (issue 8) on the real app and database. */

const HOUR = 3600_000;
let t: TestApp;

const title = (uz: string, en: string) => ({ uz, en, ru: en, oz: en });
const answer = (id: string, en: string) => ({ id, title: title(en, en) });

beforeAll(async () => {
  t = await startTestApp({ seedDemo: false });
  const { db } = t.database;
  const now = Date.now();
  await db.insert(channels).values([
    { id: 'alpha', type: 'tv', title: title('Алфа', 'Alpha'), order: 1 },
    { id: 'beta', type: 'radio', title: title('Бета', 'Beta'), order: 2 },
    { id: 'gamma', type: 'tv', title: title('Гамма', 'Gamma'), order: 3 },
    { id: 'hidden', type: 'tv', title: title('Яширин', 'Hidden'), isHidden: true },
    // An id that looks like a number: JSON objects would move it ahead of the others.
    { id: '2024', type: 'tv', title: title('2024', '2024'), order: 4 },
  ]);
  await db.insert(broadcasts).values([{ id: 'show', type: 'tv', title: title('Кўрсатув', 'Show') }]);
  await db.insert(people).values([
    {
      id: 'anvar',
      kind: 'anchor',
      type: 'tv',
      title: title('Анвар', 'Anvar'),
      detail: { nation: null, about: {} },
    },
    {
      id: 'dilnoza',
      kind: 'anchor',
      type: 'tv',
      title: title('Дилноза', 'Dilnoza'),
      detail: { nation: null, about: {} },
    },
    {
      id: 'guest',
      kind: 'person',
      type: 'tv',
      title: title('Меҳмон', 'Guest'),
      detail: { nation: null, about: {} },
    },
  ]);
  await db.insert(archiveItems).values([
    {
      id: 'aired',
      type: 'tv',
      title: title('Эфир', 'Aired'),
      date: new Date(now - 2 * HOUR),
      duration: 1800,
    },
    {
      id: 'coming',
      type: 'tv',
      title: title('Келади', 'Coming'),
      date: new Date(now + HOUR),
      duration: 1800,
    },
  ]);
  await db
    .insert(news)
    .values([{ id: 'story', type: 'tv', title: title('Хабар', 'Story'), date: new Date(now) }]);
  await db
    .insert(anonsSlides)
    .values([{ id: 'soon', title: title('Тез орада', 'Soon'), datetime: new Date(now) }]);
  await db.insert(polls).values([
    {
      id: 'favourite',
      type: 'radio',
      title: title('Севимли', 'Favourite show'),
      answers: [answer('news', 'News'), answer('films', 'Films'), answer('sport', 'Sport')],
      date: new Date(now - HOUR),
    },
    {
      id: 'genres',
      type: 'checkbox',
      title: title('Жанрлар', 'Genres'),
      answers: [answer('drama', 'Drama'), answer('comedy', 'Comedy'), answer('music', 'Music')],
      date: new Date(now - 2 * HOUR),
    },
    {
      id: 'closed',
      type: 'radio',
      title: title('Ёпиқ', 'Closed'),
      answers: [answer('yes', 'Yes'), answer('no', 'No')],
      // The newest of all, but closed: `last` passes it by.
      date: new Date(now),
      isClosed: true,
    },
    {
      id: 'spare',
      type: 'radio',
      title: title('Заҳира', 'Spare'),
      answers: [answer('yes', 'Yes'), answer('no', 'No')],
      date: new Date(now - 3 * HOUR),
    },
  ]);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

interface Call {
  /** The voter cookie (`efir_voter=…`) or any other Cookie header. */
  cookie?: string;
  token?: string;
  payload?: unknown;
  /** The client address: a fresh one unless given, so per-address limits stay apart. */
  ip?: string;
  headers?: Record<string, string>;
}

function call(method: 'GET' | 'POST' | 'DELETE', url: string, c: Call = {}) {
  return t.app.inject({
    method,
    url: `/uz/api${url}`,
    remoteAddress: c.ip ?? nextClient(),
    headers: {
      ...(c.cookie ? { cookie: c.cookie } : {}),
      ...(c.token ? auth(c.token) : {}),
      ...c.headers,
    },
    ...(c.payload !== undefined ? { payload: c.payload as object } : {}),
  });
}

/** The voter cookie a response set, as a Cookie header, with its attributes. */
function voterCookie(res: LightMyRequestResponse): { cookie: string; attributes: string } | null {
  for (const line of [res.headers['set-cookie'] ?? []].flat()) {
    const [pair = '', ...attributes] = line.split(';');
    if (pair.startsWith(`${VOTER_COOKIE}=`)) return { cookie: pair, attributes: attributes.join(';') };
  }
  return null;
}

/** A new anonymous voter: the cookie issued with a first view of an item. */
async function anonymousVoter(): Promise<string> {
  const res = await call('POST', '/rating/news/story.json');
  expect(res.statusCode, res.body).toBe(200);
  const issued = voterCookie(res);
  if (!issued) throw new Error('no voter cookie');
  return issued.cookie;
}

type PollAnswer = { data: Poll; meta: { voted: string[] | null }; message?: string };
const votes = (poll: Poll) => Object.fromEntries(poll.answers.map((a) => [a._id, a.votes]));

describe('polls', () => {
  it('GET /poll/last.json is the newest open poll, with counts and no ballot for a new visitor', async () => {
    const res = await call('GET', '/poll/last.json');
    expect(res.statusCode).toBe(200);
    const body = res.json<PollAnswer>();
    expect(body.data).toMatchObject({ _id: 'favourite', type: 'radio', votes: 0 });
    expect(body.data.answers.map((a) => a._id)).toEqual(['news', 'films', 'sport']);
    expect(body.data.title.en).toBe('Favourite show');
    expect(body.meta).toEqual({ voted: null });
    expect(res.headers['surrogate-key']).toContain('poll');
    const again = await call('GET', '/poll/last.json', {
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await call('GET', '/poll/genres.json')).json<PollAnswer>().data.type).toBe('checkbox');
    expect((await call('GET', '/poll/nope.json')).statusCode).toBe(404);
    // Not an id at all: refused by the id schema (issue 11), naming the parameter.
    expect((await call('GET', '/poll/NOPE!.json')).statusCode).toBe(400);
  });

  it('takes one ballot per anonymous voter (cookie), counts it, and refuses a second with 409', async () => {
    const before = votes((await call('GET', '/poll/favourite.json')).json<PollAnswer>().data);
    const first = await call('POST', '/poll/last.json', { payload: { _id: 'favourite', answer: 'films' } });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json<PollAnswer>();
    expect(body.data.answers.find((a) => a._id === 'films')?.votes).toBe((before.films ?? 0) + 1);
    expect(body.data.votes).toBe(Object.values(before).reduce((a, b) => a + b, 0) + 1);
    expect(body.meta).toEqual({ voted: ['films'] });
    expect(body.message).toBe('Овозингиз қабул қилинди');
    const issued = voterCookie(first);
    expect(issued).not.toBeNull();
    expect(issued?.attributes).toMatch(/HttpOnly/i);
    expect(issued?.attributes).toMatch(/SameSite=Lax/i);
    expect(issued?.attributes).toMatch(/Path=\/uz\/api/);
    const cookie = `${issued?.cookie}; efir_lang=ru`;

    // The voter sees their ballot; everyone else sees the new counts and no ballot.
    const mine = (await call('GET', '/poll/favourite.json', { cookie })).json<PollAnswer>();
    expect(mine.meta.voted).toEqual(['films']);
    const theirs = await call('GET', '/poll/favourite.json');
    expect(theirs.json<PollAnswer>().meta.voted).toBeNull();
    expect(votes(theirs.json<PollAnswer>().data).films).toBe((before.films ?? 0) + 1);
    expect(theirs.headers['cache-control']).toBe('no-cache');
    const personal = await call('GET', '/poll/favourite.json', { cookie });
    expect(personal.headers['cache-control']).toBe('private, no-cache');
    expect(String(personal.headers.vary)).toMatch(/cookie/);

    const second = await call('POST', '/poll/favourite.json', {
      cookie,
      payload: { _id: 'favourite', answer: 'news' },
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'Вы уже голосовали в этом опросе' });
    const [stored] = await t.database.db
      .select()
      .from(pollVotes)
      .where(
        and(
          eq(pollVotes.poll, 'favourite'),
          eq(pollVotes.voter, `a:${issued?.cookie.split('=')[1]?.split('.')[0]}`),
        ),
      );
    expect(stored?.answers).toEqual(['films']);
  });

  it('takes one ballot per signed-in user, whatever cookie they bring', async () => {
    const { token } = await signUp(t);
    const first = await call('POST', '/poll/spare.json', { token, payload: { _id: 'spare', answer: 'yes' } });
    expect(first.statusCode, first.body).toBe(200);
    expect(voterCookie(first)).toBeNull(); // a user needs no anonymous id
    const cookie = await anonymousVoter();
    const again = await call('POST', '/poll/spare.json', {
      token,
      cookie: `${cookie}; efir_lang=en`,
      payload: { _id: 'spare', answer: 'no' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'You have already voted in this poll' });
    const seen = (await call('GET', '/poll/spare.json', { token })).json<PollAnswer>();
    expect(seen.meta.voted).toEqual(['yes']);
    expect(votes(seen.data)).toEqual({ yes: 1, no: 0 });
    // The same person without signing in is another voter (decision 016).
    const anonymous = await call('POST', '/poll/spare.json', {
      cookie,
      payload: { _id: 'spare', answer: 'no' },
    });
    expect(anonymous.statusCode).toBe(200);
    expect(votes(anonymous.json<PollAnswer>().data)).toEqual({ yes: 1, no: 1 });
  });

  it('refuses answers that are missing, unknown, several in a single-choice poll or repeated (400 naming answer)', async () => {
    const refused = async (payload: unknown, lang = 'en', poll = 'favourite') => {
      const res = await call('POST', `/poll/${poll}.json`, { cookie: `efir_lang=${lang}`, payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(voterCookie(res), 'no voter id for a refused ballot').toBeNull();
      return res.json<{ message: string; field?: string }>();
    };
    const before = (await call('GET', '/poll/favourite.json')).json<PollAnswer>().data.votes;
    expect(await refused({ _id: 'favourite', answer: '' })).toEqual({
      message: 'Choice answer',
      field: 'answer',
    });
    expect(await refused({ _id: 'favourite' }, 'ru')).toEqual({ message: 'Выберите ответ', field: 'answer' });
    expect(await refused({ _id: 'favourite', answer: [] }, 'uz')).toEqual({
      message: 'Жавобни белгиланг',
      field: 'answer',
    });
    expect(await refused({ _id: 'favourite', answer: [] }, 'oz')).toEqual({
      message: 'Javobni belgilang',
      field: 'answer',
    });
    expect(await refused({ _id: 'favourite', answer: 'cartoons' })).toMatchObject({ field: 'answer' });
    expect(await refused({ _id: 'favourite', answer: 'Not An Id!' })).toMatchObject({ field: 'answer' });
    expect(await refused({ _id: 'favourite', answer: ['news', 'films'] })).toEqual({
      message: 'This poll takes one answer only',
      field: 'answer',
    });
    expect(await refused({ _id: 'genres', answer: ['drama', 'drama'] }, 'en', 'genres')).toEqual({
      message: 'The answers must not repeat',
      field: 'answer',
    });
    expect(await refused({ _id: 'genres', answer: ['drama', 'opera'] }, 'en', 'genres')).toMatchObject({
      field: 'answer',
    });
    expect(await refused({ _id: 'spare', answer: 'yes' })).toMatchObject({ field: '_id' });
    expect(await refused({ _id: 'favourite', answer: 'news', extra: 1 })).toMatchObject({ field: 'extra' });
    expect((await call('GET', '/poll/favourite.json')).json<PollAnswer>().data.votes).toBe(before);
  });

  it('takes several distinct answers in a checkbox poll, and one answer as an array in a single one', async () => {
    const res = await call('POST', '/poll/genres.json', {
      payload: { _id: 'genres', answer: ['music', 'drama'] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<PollAnswer>();
    expect(body.meta.voted).toEqual(['drama', 'music']); // in the options' order
    expect(votes(body.data)).toMatchObject({ drama: 1, comedy: 0, music: 1 });
    expect(body.data.votes).toBe(1); // ballots, not answers
    const single = await call('POST', '/poll/favourite.json', {
      payload: { _id: 'favourite', answer: ['sport'] },
    });
    expect(single.statusCode).toBe(200);
    expect(single.json<PollAnswer>().meta.voted).toEqual(['sport']);
  });

  it('answers 409 for a closed poll and 404 for an unknown one', async () => {
    const closed = await call('POST', '/poll/closed.json', {
      cookie: 'efir_lang=en',
      payload: { _id: 'closed', answer: 'yes' },
    });
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({ message: 'This poll is closed' });
    expect((await call('GET', '/poll/closed.json')).statusCode).toBe(200); // results stay readable
    const unknown = await call('POST', '/poll/last.json', { payload: { _id: 'nope', answer: 'yes' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('treats a cookie it did not sign as no voter and issues a new one', async () => {
    const forged = `${VOTER_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA.${'x'.repeat(43)}`;
    const seen = (await call('GET', '/poll/favourite.json', { cookie: forged })).json<PollAnswer>();
    expect(seen.meta.voted).toBeNull();
    const res = await call('POST', '/poll/genres.json', {
      cookie: forged,
      payload: { _id: 'genres', answer: ['comedy'] },
    });
    expect(res.statusCode).toBe(200);
    expect(voterCookie(res)?.cookie).not.toBe(forged);
  });
});

type CounterAnswer = { data: Counter; meta: Record<string, never> };

describe('likes', () => {
  it('GET /like/{db}/{id}.json: the count and whether this voter liked it', async () => {
    const res = await call('GET', '/like/anchors/dilnoza.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { _id: 'dilnoza', db: 'anchors', count: 0, mine: false }, meta: {} });
    expect(res.headers['surrogate-key']).toContain('like:anchors');
  });

  it('adds one like per voter, updates the counter with it, and refuses a second with 409', async () => {
    // Cached first: the answer after the like must not be this one.
    expect((await call('GET', '/like/anchors/anvar.json')).json<CounterAnswer>().data.count).toBe(0);
    const cookie = await anonymousVoter();
    const first = await call('POST', '/like/anchors/anvar.json', { cookie });
    expect(first.statusCode, first.body).toBe(200);
    // Spec §7: "POST adds a like and returns a list with count" (decision 041).
    expect(first.json()).toEqual({
      data: [{ _id: 'anvar', db: 'anchors', count: 1, mine: true }],
      meta: { count: 1 },
    });
    expect(
      (await call('GET', '/like/anchors/anvar.json', { cookie })).json<CounterAnswer>().data,
    ).toMatchObject({
      count: 1,
      mine: true,
    });
    expect((await call('GET', '/like/anchors/anvar.json')).json<CounterAnswer>().data).toMatchObject({
      count: 1,
      mine: false,
    });
    const second = await call('POST', '/like/anchors/anvar.json', { cookie: `${cookie}; efir_lang=oz` });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ message: 'Siz buni allaqachon yoqtirgansiz' });

    const { token } = await signUp(t);
    expect((await call('POST', '/like/anchors/anvar.json', { token })).json<Liked>()).toEqual({
      data: [{ _id: 'anvar', db: 'anchors', count: 2, mine: true }],
      meta: { count: 2 },
    });
    expect((await call('POST', '/like/anchors/anvar.json', { token })).statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(counters)
      .where(and(eq(counters.db, 'anchors'), eq(counters.item, 'anvar')));
    const rows = await t.database.db
      .select()
      .from(likes)
      .where(and(eq(likes.db, 'anchors'), eq(likes.item, 'anvar')));
    expect(row?.likes).toBe(2);
    expect(rows).toHaveLength(2);
  });

  it('a first like issues the voter cookie', async () => {
    const res = await call('POST', '/like/news/story.json');
    expect(res.statusCode).toBe(200);
    const issued = voterCookie(res);
    expect(issued).not.toBeNull();
    expect((await call('POST', '/like/news/story.json', { cookie: issued?.cookie })).statusCode).toBe(409);
  });

  it('opens likes and comments of an archive item when it is published, not a cache time later', async () => {
    // Recorded, listed 1.5 s from now (its entry ends then).
    await t.database.db.insert(archiveItems).values({
      id: 'airing',
      type: 'tv',
      title: title('Эфирда', 'On air'),
      date: new Date(Date.now() - 1800_000 + 1500),
      duration: 1800,
    });
    for (const url of ['/like/archive/airing.json', '/comment/archive/airing.json'])
      expect((await call('GET', url)).statusCode, url).toBe(404);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    for (const url of ['/like/archive/airing.json', '/comment/archive/airing.json'])
      expect((await call('GET', url)).statusCode, url).toBe(200);
  });

  it('answers 404 for an item missing from its collection, 400 for an unknown collection', async () => {
    for (const url of [
      '/like/anchors/guest.json', // a person, not an anchor
      '/like/person/anvar.json', // an anchor, not a person
      '/like/channel/hidden.json',
      '/like/channel/nowhere.json',
      '/like/archive/coming.json', // not published yet
      '/like/broadcast/nope.json',
      '/like/anons/nope.json',
      '/like/news/Not-A-Slug.json',
    ]) {
      expect((await call('GET', url)).statusCode, `GET ${url}`).toBe(404);
      expect((await call('POST', url)).statusCode, `POST ${url}`).toBe(404);
    }
    for (const url of [
      '/like/person/guest.json',
      '/like/archive/aired.json',
      '/like/broadcast/show.json',
      '/like/anons/soon.json',
      '/like/channel/beta.json',
    ])
      expect((await call('GET', url)).statusCode, url).toBe(200);
    const bad = await call('POST', '/like/users/anvar.json');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toContain('"db"');
  });
});

describe('ratings (views)', () => {
  it('counts a view once per voter, item and hour', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-05-01T10:05:00Z'));
    const view = (cookie?: string) => call('POST', '/rating/channel/gamma.json', { cookie });
    const first = await view();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ data: { _id: 'gamma', db: 'channel', count: 1, mine: true }, meta: {} });
    const cookie = voterCookie(first)?.cookie;
    expect(cookie).toBeDefined();
    expect((await view(cookie)).json<CounterAnswer>().data.count).toBe(1);
    vi.setSystemTime(new Date('2031-05-01T10:59:59Z'));
    expect((await view(cookie)).json<CounterAnswer>().data.count).toBe(1);
    expect((await call('GET', '/rating/channel/gamma.json', { cookie })).json<CounterAnswer>().data).toEqual({
      _id: 'gamma',
      db: 'channel',
      count: 1,
      mine: true,
    });
    vi.setSystemTime(new Date('2031-05-01T11:00:00Z'));
    expect(
      (await call('GET', '/rating/channel/gamma.json', { cookie })).json<CounterAnswer>().data.mine,
    ).toBe(false);
    expect((await view(cookie)).json<CounterAnswer>().data.count).toBe(2);
    expect((await view()).json<CounterAnswer>().data.count).toBe(3); // another voter
    const anonymous = await call('GET', '/rating/channel/gamma.json');
    expect(anonymous.json<CounterAnswer>().data).toEqual({
      _id: 'gamma',
      db: 'channel',
      count: 3,
      mine: false,
    });
    expect(anonymous.headers['surrogate-key']).toContain('rating:channel');
  });

  it('answers 404 for unknown items', async () => {
    expect((await call('POST', '/rating/channel/hidden.json')).statusCode).toBe(404);
    expect((await call('GET', '/rating/archive/coming.json')).statusCode).toBe(404);
  });
});

describe('top lists', () => {
  beforeAll(async () => {
    const { db } = t.database;
    const set = async (collection: string, item: string, values: { rating?: number; likes?: number }) =>
      db
        .insert(counters)
        .values({ db: collection, item, ...values })
        .onConflictDoUpdate({ target: [counters.db, counters.item], set: values });
    await set('channel', 'alpha', { rating: 50 });
    await set('channel', 'beta', { rating: 20 });
    await set('channel', 'gamma', { rating: 80 });
    await set('channel', '2024', { rating: 10 });
    await set('channel', 'hidden', { rating: 1000 }); // hidden channels are no one's favourite
    await set('channel', 'deleted', { rating: 900 });
    await set('anchors', 'dilnoza', { likes: 7 });
  });

  it('GET /stats.rating: a map of id to rating, highest first, 10 by default', async () => {
    const res = await call('GET', '/stats.rating?db=channel&return=assoc&sort=desc');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { gamma: 80, alpha: 50, beta: 20, 2024: 10 }, meta: {} });
    // The order is in the text, even for an id that looks like a number.
    expect(res.body).toBe('{"data":{"gamma":80,"alpha":50,"beta":20,"2024":10},"meta":{}}');
    expect(res.headers['surrogate-key']).toContain('rating:channel');
    expect((await call('GET', '/stats.rating?db=channel&limit=2')).body).toBe(
      '{"data":{"gamma":80,"alpha":50},"meta":{}}',
    );
    expect((await call('GET', '/stats.rating?db=channel&sort=asc&limit=2')).body).toBe(
      '{"data":{"2024":10,"beta":20},"meta":{}}',
    );
    expect((await call('GET', '/stats.rating?db=channel&items=alpha,beta')).body).toBe(
      '{"data":{"alpha":50,"beta":20},"meta":{}}',
    );
  });

  it('GET /stats.like ranks by likes, and shows a new like', async () => {
    const before = (await call('GET', '/stats.like?db=anchors')).json<{ data: Record<string, number> }>()
      .data;
    expect(Object.keys(before)[0]).toBe('dilnoza');
    expect(before.dilnoza).toBe(7);
    await call('POST', '/like/anchors/dilnoza.json');
    const after = (await call('GET', '/stats.like?db=anchors')).json<{ data: Record<string, number> }>().data;
    expect(after.dilnoza).toBe(8);
  });

  it('refuses a missing or unknown db and bad limit, sort or return (400 naming it)', async () => {
    for (const [query, name] of [
      ['', 'db'],
      ['db=users', 'db'],
      ['db=channel&limit=0', 'limit'],
      ['db=channel&limit=101', 'limit'],
      ['db=channel&limit=ten', 'limit'],
      ['db=channel&sort=up', 'sort'],
      ['db=channel&return=list', 'return'],
    ] as const) {
      const res = await call('GET', `/stats.rating?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json<{ message: string }>().message, query).toContain(`"${name}"`);
    }
  });
});

type CommentList = { data: Comment[]; meta: { total: number; page: number; count: number; pages: number } };

describe('comments', () => {
  it('lists newest first with paging, answers 404 for unknown items', async () => {
    const empty = await call('GET', '/comment/news/story.json');
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ data: [], meta: { total: 0, page: 1, count: 100, pages: 0 } });
    expect(empty.headers['surrogate-key']).toContain('comment:news:story');
    expect((await call('GET', '/comment/news/nope.json')).statusCode).toBe(404);
    expect((await call('GET', '/comment/news/story.json?page=0')).statusCode).toBe(400);
  });

  it('takes a signed-in user’s comment, trimmed, as plain text, under their display name', async () => {
    const { token, user } = await signUp(t);
    await t.database.db.update(users).set({ displayName: 'Zarina T.' }).where(eq(users.id, user._id));
    // Within the token's life: a minute apart, so that the order is the time's, not the insert's.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    const posted: string[] = [];
    for (const [i, text] of ['  First!  ', '<b>not bold</b> & "quoted"', 'line one\r\nline two'].entries()) {
      vi.setSystemTime(new Date(start + i * 60_000));
      const res = await call('POST', '/comment/archive/aired.json', { token, payload: { content: text } });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json<{ data: Comment; message: string }>();
      expect(body.message).toBe('Изоҳингиз қўшилди');
      expect(body.data.username).toBe('Zarina T.');
      expect(body.data.datetime).toBe(new Date(start + i * 60_000).toISOString());
      posted.push(body.data.content);
    }
    expect(posted).toEqual(['First!', '<b>not bold</b> & "quoted"', 'line one\nline two']);
    const list = (await call('GET', '/comment/archive/aired.json')).json<CommentList>();
    expect(list.data.map((c) => c.content)).toEqual([...posted].reverse());
    expect(list.meta).toEqual({ total: 3, page: 1, count: 100, pages: 1 });
    const page2 = (await call('GET', '/comment/archive/aired.json?count=2&page=2')).json<CommentList>();
    expect(page2.data.map((c) => c.content)).toEqual(['First!']);
    expect(page2.meta).toEqual({ total: 3, page: 2, count: 2, pages: 2 });
  });

  it('shows a new comment in a list read (and cached) before it', async () => {
    const { token } = await signUp(t);
    expect((await call('GET', '/comment/channel/alpha.json')).json<CommentList>().meta.total).toBe(0);
    await call('POST', '/comment/channel/alpha.json', { token, payload: { content: 'Salom!' } });
    const after = (await call('GET', '/comment/channel/alpha.json')).json<CommentList>();
    expect(after.data.map((c) => c.content)).toEqual(['Salom!']);
  });

  it('refuses empty and overlong content (400 naming content, in the writer’s language)', async () => {
    const { token } = await signUp(t);
    const post = (content: unknown, lang = 'en') =>
      call('POST', '/comment/news/story.json', { token, cookie: `efir_lang=${lang}`, payload: { content } });
    for (const content of ['', '   \n\t ']) {
      const res = await post(content);
      expect(res.statusCode, JSON.stringify(content)).toBe(400);
      expect(res.json()).toEqual({ message: 'The comment must not be empty', field: 'content' });
    }
    // A NUL is refused before the route, as in every body (issue 11), naming the field.
    const nul = await post('a\u0000b');
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ message: expect.stringContaining('NUL'), field: 'content' });
    expect((await call('POST', '/comment/news/story.json', { token, payload: {} })).json()).toMatchObject({
      field: 'content',
    });
    expect((await post('', 'ru')).json<{ message: string }>().message).toBe(
      'Комментарий не должен быть пустым',
    );
    const long = await post('я'.repeat(2001), 'uz');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ message: 'Изоҳ 2000 белгидан узун бўлмасин', field: 'content' });
    expect((await post(`  ${'я'.repeat(2000)}  `)).statusCode).toBe(201); // trimmed first
    expect((await post('a'.repeat(50_000))).json()).toMatchObject({ field: 'content' });
    expect((await post('ok', 'en')).statusCode).toBe(201);
    // Refused comments count against the writer's limit too: go on as another writer.
    const other = (await signUp(t)).token;
    expect(
      (
        await call('POST', '/comment/news/story.json', {
          token: other,
          payload: { content: 'x', user: 'admin' },
        })
      ).json(),
    ).toMatchObject({ field: 'user' });
    const nowhere = await call('POST', '/comment/news/nope.json', {
      token: other,
      payload: { content: 'x' },
    });
    expect(nowhere.statusCode).toBe(404);
  });

  it('needs a registered user: 401 without a session, 403 for a guest-only account', async () => {
    const anonymous = await call('POST', '/comment/news/story.json', {
      cookie: 'efir_lang=en',
      payload: { content: 'hello' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Sign in to continue' });
    const expired = await call('POST', '/comment/news/story.json', {
      token: 'not.a.token',
      payload: { content: 'x' },
    });
    expect(expired.statusCode).toBe(401);
    const { token, user } = await signUp(t);
    await t.database.db
      .update(users)
      .set({ roles: ['guest'] })
      .where(eq(users.id, user._id));
    const guest = await call('POST', '/comment/news/story.json', { token, payload: { content: 'hello' } });
    expect(guest.statusCode).toBe(403);
  });

  it('lets an admin delete a comment; others get 401 or 403', async () => {
    const writer = await signUp(t);
    const posted = await call('POST', '/comment/broadcast/show.json', {
      token: writer.token,
      payload: { content: 'spam' },
    });
    const id = posted.json<{ data: Comment }>().data._id;
    const url = `/comment/broadcast/show/${id}.json`;
    expect((await call('DELETE', url)).statusCode).toBe(401);
    expect((await call('DELETE', url, { token: writer.token })).statusCode).toBe(403);
    const admin = await signUp(t);
    await t.database.db
      .update(users)
      .set({ roles: ['user', 'admin'] })
      .where(eq(users.id, admin.user._id));
    expect((await call('GET', '/comment/broadcast/show.json')).json<CommentList>().meta.total).toBe(1);
    const removed = await call('DELETE', url, { token: admin.token, cookie: 'efir_lang=en' });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: 'The comment was deleted' });
    expect((await call('GET', '/comment/broadcast/show.json')).json<CommentList>().meta.total).toBe(0);
    expect((await call('DELETE', url, { token: admin.token })).statusCode).toBe(404);
    expect((await call('DELETE', `/comment/news/story/${id}.json`, { token: admin.token })).statusCode).toBe(
      404,
    );
    const [gone] = await t.database.db.select().from(comments).where(eq(comments.id, id));
    expect(gone).toBeUndefined();
  });
});

describe('rate limits', () => {
  it('refuses a burst of votes, likes and comments from one address with 429 and a message', async () => {
    expect(t.config.rateLimits).toBe(true);
    const ip = '198.51.100.7';
    const cookie = await anonymousVoter();
    const { max } = ENGAGE_LIMITS.writesPerClient;
    // Refused likes count too: the budget is of requests, not of likes that counted.
    for (let i = 0; i < max; i++) {
      const res = await call('POST', '/like/channel/alpha.json', { ip, cookie });
      expect([200, 409], res.body).toContain(res.statusCode);
    }
    const refused = await call('POST', '/poll/genres.json', {
      ip,
      cookie: `${cookie}; efir_lang=en`,
      payload: { _id: 'genres', answer: ['drama'] },
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(/^Too many requests\. Try again in \d+ s\.$/);
    expect(refused.headers['retry-after']).toBeDefined();
    const ru = await call('POST', '/like/channel/beta.json', { ip, cookie: 'efir_lang=ru' });
    expect(ru.json<{ message: string }>().message).toMatch(/^Слишком много запросов/);
    // Another address is not held back.
    expect((await call('POST', '/like/channel/beta.json', { cookie })).statusCode).toBe(200);
  });

  it('limits comments per user across addresses', async () => {
    const { token } = await signUp(t);
    const { max } = ENGAGE_LIMITS.commentsPerUser;
    for (let i = 0; i < max; i++) {
      const res = await call('POST', '/comment/news/story.json', { token, payload: { content: `n${i}` } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await call('POST', '/comment/news/story.json', {
      token,
      payload: { content: 'one more' },
    });
    expect(refused.statusCode).toBe(429);
  });

  it('limits new anonymous voters per address, so clearing cookies does not buy endless votes', async () => {
    const ip = '198.51.100.9';
    for (let i = 0; i < VOTER_IDS_PER_CLIENT.max; i++) {
      const res = await call('POST', '/rating/anons/soon.json', { ip });
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await call('POST', '/poll/genres.json', {
      ip,
      payload: { _id: 'genres', answer: ['music'] },
    });
    expect(refused.statusCode).toBe(429);
    expect(voterCookie(refused)).toBeNull();
    // A voter who kept their cookie, or signs in, still votes from that address.
    const { token } = await signUp(t);
    const user = await call('POST', '/poll/genres.json', {
      ip,
      token,
      payload: { _id: 'genres', answer: ['music'] },
    });
    expect(user.statusCode).toBe(200);
  });
});
