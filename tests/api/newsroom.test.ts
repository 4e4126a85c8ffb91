import type { NewsroomType } from '@core/newsroom';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, newsroomItems, users } from '../../src/server/db/schema';
import { JobRunner } from '../../src/server/jobs/runner';
import { Newsroom } from '../../src/server/newsroom/service';
import { auth, newAccount, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let editor: string;
let editorId: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp({ env: { STREAM_ORIGINS: 'https://live.example.uz' } });
  const e = await signUp(t, newAccount('editor'));
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'editor'] })
    .where(eq(users.id, e.user._id));
  editor = e.token;
  editorId = e.user._id;
  user = (await signUp(t)).token;
  // The demo seed on a busy two-core machine.
}, 180_000);
afterAll(async () => {
  await t?.close();
});

const API = '/uz/api';
const NR = `${API}/newsroom`;
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  opts: { token?: string; payload?: unknown; ifMatch?: string; lang?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.token) Object.assign(headers, auth(opts.token));
  if (opts.ifMatch !== undefined) headers['if-match'] = opts.ifMatch;
  if (opts.lang) headers['accept-language'] = opts.lang;
  return t.app.inject({
    method,
    url,
    headers,
    ...(opts.payload !== undefined ? { payload: opts.payload as Record<string, unknown> } : {}),
  });
}

/** A document of each type (its references point at nothing, or at the items made before it). */
const DOCS: Record<NewsroomType, (id: string) => Record<string, unknown>> = {
  channel: (id) => ({ _id: id, type: 'tv', title: { uz: 'Синов канали', ru: 'Тестовый канал' }, order: 1 }),
  category: (id) => ({ _id: id, title: { uz: 'Синов туркуми', en: 'Test category' } }),
  broadcast: (id) => ({
    _id: id,
    type: 'tv',
    title: { uz: 'Синов кўрсатуви', en: 'Test show' },
    rating: '12+',
  }),
  archive: (id) => ({
    _id: id,
    type: 'tv',
    title: { uz: 'Синов ёзуви' },
    date: iso(Date.now() - 3 * HOUR),
    duration: 1800,
    rating: '6+',
    available_from: iso(Date.now() - 4 * HOUR),
    available_until: iso(Date.now() + 48 * HOUR),
  }),
  anons: (id) => ({ _id: id, title: { uz: 'Синов эълони' }, datetime: iso(Date.now() + 5 * HOUR) }),
  news: (id) => ({
    _id: id,
    type: 'tv',
    title: { uz: 'Синов янгилиги' },
    body: { uz: '<p>Матн<script>alert(1)</script><img src="x" onerror="alert(2)"></p>' },
    date: iso(Date.now() - HOUR),
  }),
  person: (id) => ({ _id: id, kind: 'person', type: 'tv', title: { uz: 'Синов Шахс' }, nation: 'uzbek' }),
  poll: (id) => ({
    _id: id,
    title: { uz: 'Синов сўровномаси' },
    multiple: false,
    options: [
      { _id: 'ha', title: { uz: 'Ҳа' } },
      { _id: 'yoq', title: { uz: 'Йўқ' } },
    ],
    date: iso(Date.now() - HOUR),
  }),
  menu: (id) => ({
    _id: id,
    title: { uz: 'Синов менюси' },
    items: [
      {
        title: { uz: 'Бош саҳифа' },
        state: 'app.index',
        children: [{ title: { uz: 'Янгиликлар' }, url: '/uz/news/' }],
      },
    ],
  }),
};

/** Where visitors read one item of each type. */
const PUBLIC: Record<NewsroomType, (id: string) => string> = {
  channel: (id) => `${API}/efir/channel/${id}.json`,
  category: (id) => `${API}/efir/category/${id}.json`,
  broadcast: (id) => `${API}/efir/broadcast/${id}.json`,
  archive: (id) => `${API}/efir/archive/${id}.json`,
  anons: (id) => `${API}/efir/anons/${id}.json`,
  news: (id) => `${API}/news/${id}.json`,
  person: (id) => `${API}/efir/person/${id}.json`,
  poll: (id) => `${API}/poll/${id}.json`,
  menu: (id) => `${API}/menu/${id}.json`,
};

describe('newsroom: who may use it', () => {
  it('answers 401 to visitors and 403 to users before reading the input, and admits editors', async () => {
    for (const [method, url] of [
      ['GET', `${NR}/news.json`],
      ['GET', `${NR}/news/x.json`],
      ['POST', `${NR}/news.json`],
      ['PUT', `${NR}/news/x.json`],
      ['DELETE', `${NR}/news/x.json`],
      ['GET', `${NR}/audit.json`],
    ] as const) {
      expect(
        (
          await call(method, url, {
            payload: method === 'POST' || method === 'PUT' ? { junk: 1 } : undefined,
          })
        ).statusCode,
      ).toBe(401);
      expect(
        (
          await call(method, url, {
            token: user,
            payload: method === 'POST' || method === 'PUT' ? { junk: 1 } : undefined,
          })
        ).statusCode,
      ).toBe(403);
    }
    const ok = await call('GET', `${NR}/news.json`, { token: editor });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().meta.total).toBeGreaterThan(0);
  });
});

describe('newsroom: every type, create and publish', () => {
  for (const type of Object.keys(DOCS) as NewsroomType[]) {
    it(`${type}: a draft stays hidden, a publish shows it, an unpublish takes it down`, async () => {
      const id = `nr-${type}-1`;
      const draft = await call('POST', `${NR}/${type}.json`, {
        token: editor,
        payload: { document: DOCS[type](id), action: 'draft' },
      });
      expect(draft.statusCode, draft.body).toBe(201);
      expect(draft.headers.etag).toBe('"1"');
      expect(draft.json().meta).toMatchObject({ status: 'draft', version: 1, live: false });
      expect((await call('GET', PUBLIC[type](id))).statusCode).toBe(404);

      const published = await call('PUT', `${NR}/${type}/${id}.json`, {
        token: editor,
        ifMatch: '"1"',
        payload: { document: DOCS[type](id), action: 'publish' },
      });
      expect(published.statusCode, published.body).toBe(200);
      expect(published.json().meta).toMatchObject({ status: 'published', version: 2, live: true });
      const seen = await call('GET', PUBLIC[type](id));
      expect(seen.statusCode, seen.body).toBe(200);
      expect(seen.json().data.title.uz).toBe((DOCS[type](id).title as { uz: string }).uz);

      const read = await call('GET', `${NR}/${type}/${id}.json`, { token: editor });
      expect(read.headers.etag).toBe('"2"');
      const down = await call('PUT', `${NR}/${type}/${id}.json`, {
        token: editor,
        ifMatch: read.headers.etag as string,
        payload: { document: read.json().data, action: 'unpublish' },
      });
      expect(down.statusCode, down.body).toBe(200);
      expect(down.json().meta).toMatchObject({ status: 'unpublished', live: false });
      expect((await call('GET', PUBLIC[type](id))).statusCode).toBe(404);
      // The document stays in the newsroom.
      expect((await call('GET', `${NR}/${type}/${id}.json`, { token: editor })).json().data._id).toBe(id);
    });
  }

  it('stores the rating and the availability window of a recording, and sanitises news bodies', async () => {
    const [archive] = await t.database.db
      .select()
      .from(newsroomItems)
      .where(eq(newsroomItems.id, 'nr-archive-1'));
    expect(archive?.document.rating).toBe('6+');
    const [news] = await t.database.db.select().from(newsroomItems).where(eq(newsroomItems.id, 'nr-news-1'));
    const body = (news?.document.body as { uz: string } | undefined)?.uz;
    expect(body).toContain('<p>Матн');
    expect(body).not.toContain('script');
    expect(body).not.toContain('onerror');
  });
});

describe('newsroom: versions', () => {
  it('refuses a write without If-Match (428), and a stale one with the current item (409)', async () => {
    const id = 'nr-conflict';
    const made = await call('POST', `${NR}/category.json`, {
      token: editor,
      payload: { document: DOCS.category(id), action: 'draft' },
    });
    expect(made.statusCode).toBe(201);
    const none = await call('PUT', `${NR}/category/${id}.json`, {
      token: editor,
      payload: { document: DOCS.category(id), action: 'draft' },
    });
    expect(none.statusCode).toBe(428);
    expect(none.json().message).toMatch(/If-Match/);
    const first = await call('PUT', `${NR}/category/${id}.json`, {
      token: editor,
      ifMatch: '"1"',
      payload: { document: { ...DOCS.category(id), title: { uz: 'Биринчи' } }, action: 'draft' },
    });
    expect(first.statusCode).toBe(200);
    const stale = await call('PUT', `${NR}/category/${id}.json`, {
      token: editor,
      ifMatch: '"1"',
      lang: 'en',
      payload: { document: { ...DOCS.category(id), title: { uz: 'Иккинчи' } }, action: 'draft' },
    });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body.message).toMatch(/бошқа муҳаррир/);
    expect(body.data.title.uz).toBe('Биринчи');
    expect(body.meta.version).toBe(2);
    expect(body.meta.updated_by).toBeTruthy();
    expect(stale.headers.etag).toBe('"2"');
    const taken = await call('POST', `${NR}/category.json`, {
      token: editor,
      payload: { document: DOCS.category(id), action: 'draft' },
    });
    expect(taken.statusCode).toBe(409);
    expect((await call('DELETE', `${NR}/category/${id}.json`, { token: editor })).statusCode).toBe(428);
    expect(
      (await call('DELETE', `${NR}/category/${id}.json`, { token: editor, ifMatch: '"1"' })).statusCode,
    ).toBe(409);
    expect(
      (await call('DELETE', `${NR}/category/${id}.json`, { token: editor, ifMatch: '"2"' })).statusCode,
    ).toBe(200);
    expect((await call('GET', `${NR}/category/${id}.json`, { token: editor })).statusCode).toBe(404);
  });

  it('shows a seeded item at version 0 and makes its newsroom row on the first write', async () => {
    const list = await call('GET', `${NR}/channel.json?count=200`, { token: editor });
    const seeded = (list.json().data as { id: string; version: number; live: boolean }[]).find(
      (r) => r.version === 0,
    );
    expect(seeded?.live).toBe(true);
    const id = seeded?.id as string;
    const read = await call('GET', `${NR}/channel/${id}.json`, { token: editor });
    expect(read.headers.etag).toBe('"0"');
    const doc = read.json().data;
    const saved = await call('PUT', `${NR}/channel/${id}.json`, {
      token: editor,
      ifMatch: '"0"',
      payload: { document: { ...doc, title: { ...doc.title, en: 'Renamed' } }, action: 'publish' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().meta.version).toBe(1);
    const seen = await call('GET', `${API}/efir/channel/${id}.json`);
    expect(seen.json().data.title.en).toBe('Renamed');
  });

  it('says when a live item has unpublished changes, until the next publish', async () => {
    const id = `pending-${Date.now().toString(36)}`;
    const doc = { _id: id, title: { uz: 'Чоп этилган' } };
    const flag = async () => {
      const read = await call('GET', `${NR}/category/${id}.json`, { token: editor });
      const listed = await call('GET', `${NR}/category.json?title=${id}`, { token: editor });
      const row = (listed.json().data as { id: string; unpublished_changes: boolean }[]).find(
        (r) => r.id === id,
      );
      expect(row?.unpublished_changes).toBe(read.json().meta.unpublished_changes);
      return { changes: read.json().meta.unpublished_changes as boolean, etag: read.headers.etag as string };
    };
    const write = async (document: Record<string, unknown>, action: string) => {
      const res = await call('PUT', `${NR}/category/${id}.json`, {
        token: editor,
        ifMatch: (await flag()).etag,
        payload: { document, action },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // A draft that was never published has nothing "unpublished": it is all unpublished.
    const made = await call('POST', `${NR}/category.json`, {
      token: editor,
      payload: { document: doc, action: 'draft' },
    });
    expect(made.json().meta.unpublished_changes).toBe(false);
    await write(doc, 'publish');
    expect((await flag()).changes).toBe(false);
    // The same document saved again changes nothing visitors see.
    await write(doc, 'draft');
    expect((await flag()).changes).toBe(false);
    await write({ ...doc, title: { uz: 'Қоралама' } }, 'draft');
    expect((await flag()).changes).toBe(true);
    // Saving the published text back as a draft still leaves the draft unpublished (a later save).
    await write({ ...doc, title: { uz: 'Қоралама 2' } }, 'draft');
    expect((await flag()).changes).toBe(true);
    expect((await call('GET', `${API}/efir/category/${id}.json`)).json().data.title.uz).toBe('Чоп этилган');
    await write({ ...doc, title: { uz: 'Қоралама 2' } }, 'publish');
    expect((await flag()).changes).toBe(false);
    await write({ ...doc, title: { uz: 'Яна' } }, 'draft');
    await write({ ...doc, title: { uz: 'Яна' } }, 'unpublish');
    expect((await flag()).changes).toBe(false);
  });

  it("edits the chrome's menus, whose ids hold an underscore (efir_main, the header's)", async () => {
    // The seeded header menu opens in the newsroom and saves.
    const read = await call('GET', `${NR}/menu/efir_main.json`, { token: editor });
    expect(read.statusCode, read.body).toBe(200);
    const doc = read.json().data;
    const items = [...doc.items, { title: { uz: 'Синов ҳаволаси' }, url: '/uz/channel/' }];
    const saved = await call('PUT', `${NR}/menu/efir_main.json`, {
      token: editor,
      ifMatch: read.headers.etag as string,
      payload: { document: { ...doc, items }, action: 'publish' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const seen = await call('GET', `${API}/menu/efir_main.json`);
    expect(seen.json().data.items.at(-1).title.uz).toBe('Синов ҳаволаси');
    // A new one of the chrome's places is created by its id; other types keep plain slugs.
    const made = await call('POST', `${NR}/menu.json`, {
      token: editor,
      payload: {
        document: { _id: 'efir_extra_links', title: { uz: 'Қўшимча' }, items: [] },
        action: 'draft',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    // Taken ids are refused with the id in the message.
    const again = await call('POST', `${NR}/menu.json`, {
      token: editor,
      lang: 'en',
      payload: {
        document: { _id: 'efir_extra_links', title: { uz: 'Қўшимча' }, items: [] },
        action: 'draft',
      },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('efir_extra_links');
    const slug = await call('POST', `${NR}/category.json`, {
      token: editor,
      payload: { document: { _id: 'no_underscore', title: { uz: 'Йўқ' } }, action: 'draft' },
    });
    expect(slug.statusCode).toBe(400);
  });
});

describe('newsroom: validation', () => {
  it('names the field at fault', async () => {
    const missing = await call('POST', `${NR}/news.json`, {
      token: editor,
      payload: { document: { ...DOCS.news('nr-bad'), title: {} }, action: 'publish' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().field).toBe('document.title.uz');
    const rating = await call('POST', `${NR}/broadcast.json`, {
      token: editor,
      payload: { document: { ...DOCS.broadcast('nr-bad'), rating: '21+' }, action: 'draft' },
    });
    expect(rating.statusCode).toBe(400);
    expect(rating.json().field).toBe('document.rating');
    const unknown = await call('POST', `${NR}/category.json`, {
      token: editor,
      payload: { document: { ...DOCS.category('nr-bad'), colour: 'red' }, action: 'draft' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/colour/);
    const stream = await call('POST', `${NR}/channel.json`, {
      token: editor,
      lang: 'en',
      payload: {
        document: { ...DOCS.channel('nr-bad'), online: 'https://evil.example.com/live.m3u8' },
        action: 'draft',
      },
    });
    expect(stream.statusCode).toBe(400);
    expect(stream.json()).toMatchObject({ field: 'document.online' });
    expect(stream.json().message).toMatch(/STREAM_ORIGINS/);
    const allowed = await call('POST', `${NR}/channel.json`, {
      token: editor,
      payload: {
        document: { ...DOCS.channel('nr-stream'), online: 'https://live.example.uz/a/index.m3u8' },
        action: 'draft',
      },
    });
    expect(allowed.statusCode, allowed.body).toBe(201);
    const reference = await call('POST', `${NR}/broadcast.json`, {
      token: editor,
      payload: { document: { ...DOCS.broadcast('nr-ref'), channel: 'no-such-channel' }, action: 'publish' },
    });
    expect(reference.statusCode).toBe(400);
    expect(reference.json().field).toBe('document.channel');
    const past = await call('POST', `${NR}/news.json`, {
      token: editor,
      payload: { document: DOCS.news('nr-past'), action: 'schedule', publish_at: iso(Date.now() - HOUR) },
    });
    expect(past.statusCode).toBe(400);
    expect(past.json().field).toBe('publish_at');
    const mismatch = await call('POST', `${NR}/category.json`, {
      token: editor,
      payload: { document: DOCS.category('nr-a'), action: 'draft' },
    });
    expect(mismatch.statusCode).toBe(201);
    const other = await call('PUT', `${NR}/category/nr-a.json`, {
      token: editor,
      ifMatch: '"1"',
      payload: { document: DOCS.category('nr-b'), action: 'draft' },
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().field).toBe('document._id');
  });
});

describe('newsroom: audit and cache', () => {
  it('records every write with its actor and a diff, and lists it with filters', async () => {
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'news'), eq(auditLog.itemId, 'nr-news-1')));
    expect(rows.map((r) => r.action)).toEqual(['create', 'publish', 'unpublish']);
    expect(rows[0]?.actorId).toBe(editorId);
    expect(rows[2]?.diff).toMatchObject({ status: ['published', 'unpublished'] });
    const listed = await call('GET', `${NR}/audit.json?type=news&user=${editorId}&item=nr-news-1`, {
      token: editor,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().meta.total).toBe(3);
    expect(listed.json().data[0].action).toBe('unpublish');
    const today = new Date(Date.now() + 5 * HOUR).toISOString().slice(0, 10);
    const dated = await call('GET', `${NR}/audit.json?from=${today}&to=${today}&count=1`, { token: editor });
    expect(dated.json().meta.total).toBeGreaterThan(3);
    expect(dated.json().data).toHaveLength(1);
    const none = await call('GET', `${NR}/audit.json?from=2000-01-01&to=2000-01-02`, { token: editor });
    expect(none.json().meta.total).toBe(0);
    const bad = await call('GET', `${NR}/audit.json?from=yesterday`, { token: editor });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('from');
    // Read-only: there is no write route, and the table refuses changes.
    expect((await call('DELETE', `${NR}/audit.json`, { token: editor })).statusCode).toBe(404);
    await expect(t.database.db.delete(auditLog)).rejects.toThrow();
  });

  it('drops the cached public list on a write, so the next read shows it', async () => {
    const before = await call('GET', `${API}/news.json?count=all`);
    expect(before.statusCode).toBe(200);
    const again = await call('GET', `${API}/news.json?count=all`, {});
    expect(again.headers.etag).toBe(before.headers.etag);
    const made = await call('POST', `${NR}/news.json`, {
      token: editor,
      payload: { document: DOCS.news('nr-cache'), action: 'publish' },
    });
    expect(made.statusCode).toBe(201);
    const after = await call('GET', `${API}/news.json?count=all`);
    expect(after.json().meta.total).toBe(before.json().meta.total + 1);
    expect((after.json().data as { _id: string }[]).some((n) => n._id === 'nr-cache')).toBe(true);
  });

  it('schedules a publish as a job and replaces it on a new schedule', async () => {
    const at = iso(Date.now() + 2 * HOUR);
    const made = await call('POST', `${NR}/news.json`, {
      token: editor,
      payload: {
        document: DOCS.news('nr-later'),
        action: 'schedule',
        publish_at: at,
        unpublish_at: iso(Date.now() + 5 * HOUR),
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().meta).toMatchObject({ status: 'scheduled', publish_at: at, live: false });
    const later = iso(Date.now() + 3 * HOUR);
    const moved = await call('PUT', `${NR}/news/nr-later.json`, {
      token: editor,
      ifMatch: '"1"',
      payload: { document: DOCS.news('nr-later'), action: 'schedule', publish_at: later },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const rows = await t.database.db.select().from(jobs).where(eq(jobs.key, 'publish:news:nr-later'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.runAt.toISOString()).toBe(later);
    // The second schedule gave no unpublish time: that job is gone.
    expect(
      await t.database.db.select().from(jobs).where(eq(jobs.key, 'unpublish:news:nr-later')),
    ).toHaveLength(0);
  });
});

describe('newsroom: a poll closes by the jobs runner', () => {
  const quiet = { warn: () => {}, error: () => {} };
  /** A runner as main.ts makes it, its clock `skewMs` off the database's, dropping tags from the app's cache. */
  const runner = (skewMs = 0) =>
    new JobRunner(
      t.database.db,
      new Newsroom(t.database.db, {
        streamOrigins: [],
        now: () => new Date(Date.now() + skewMs),
      }).jobHandlers(),
      { log: quiet, invalidate: (tags) => t.cache.invalidate(tags) },
    );
  const vote = (id: string, answer: string) =>
    call('POST', `${API}/poll/${id}.json`, { payload: { _id: id, answer } });
  /** Whether visitors' poll list (cached, tagged `poll`) says the poll is closed, and its ballots. */
  const listed = async (id: string) => {
    const res = await call('GET', `${API}/poll.json?items=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = res.json().data as { is_closed: boolean; votes: number }[];
    return row;
  };
  const done = async (key: string) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.key, key)))[0]?.doneAt ?? null;

  /** Publishes a poll closing `inMs` from now; it takes votes until then. */
  async function closingPoll(id: string, inMs: number) {
    const closesAt = new Date(Date.now() + inMs);
    const made = await call('POST', `${NR}/poll.json`, {
      token: editor,
      payload: { document: { ...DOCS.poll(id), closes_at: closesAt.toISOString() }, action: 'publish' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `close:poll:${id}`));
    expect(job?.runAt.toISOString()).toBe(closesAt.toISOString());
    // Read (and so cached) open, and it takes a vote.
    expect((await listed(id))?.is_closed).toBe(false);
    expect((await vote(id, 'ha')).statusCode).toBe(200);
    return closesAt;
  }

  /** Ticks `r` until the close job is done (bounded), as the instances' timers do. */
  async function runUntilClosed(r: JobRunner, id: string, closesAt: Date) {
    // Not before its time.
    await r.tick();
    expect(await done(`close:poll:${id}`)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, closesAt.getTime() - Date.now() + 50)));
    const deadline = Date.now() + 10_000;
    while (!(await done(`close:poll:${id}`)) && Date.now() < deadline) await r.tick();
    expect(await done(`close:poll:${id}`)).not.toBeNull();
  }

  it('closes at its closing time: the cached poll list shows it closed, and a vote is refused after', async () => {
    const id = 'nr-closing';
    const closesAt = await closingPoll(id, 1_500);
    await runUntilClosed(runner(), id, closesAt);
    expect(await listed(id)).toMatchObject({ is_closed: true, votes: 1 });
    const refused = await vote(id, 'yoq');
    expect(refused.statusCode).toBe(409);
    // Results stay readable, the refused vote not in them.
    expect((await call('GET', PUBLIC.poll(id))).json().data.votes).toBe(1);
  });

  // The job is due by the database's clock (`run_at <= now()`); the instance that runs it may read
  // its own clock a little behind. The poll closes all the same, rather than the job being marked
  // done with the poll left open for good.
  it('closes even when the instance that runs the job has a clock behind the database', async () => {
    const id = 'nr-closing-skew';
    const closesAt = await closingPoll(id, 1_500);
    await runUntilClosed(runner(-5_000), id, closesAt);
    expect((await listed(id))?.is_closed).toBe(true);
    expect((await vote(id, 'yoq')).statusCode).toBe(409);
  });
});
