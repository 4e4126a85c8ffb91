import type { StateLayout } from '@core/schemas/layout';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlSnapshots, stateLayouts, stateRevisions, users } from '../../src/server/db/schema';
import channelListV1 from '../fixtures/layouts/channel-list-v1.json';
import { auth, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let admin: string;
let adminId: string;
let user: string;

beforeAll(async () => {
  t = await startTestApp({ pages: true });
  const a = await signUp(t);
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'admin'] })
    .where(eq(users.id, a.user._id));
  admin = a.token;
  adminId = a.user._id;
  user = (await signUp(t)).token;
});
afterAll(async () => {
  await t?.close();
});

const API = '/uz/api';
type Layout = StateLayout & { _id?: string };

async function read(state: string, headers: Record<string, string> = {}, query = '') {
  const res = await t.app.inject({ method: 'GET', url: `${API}/state/${state}.json${query}`, headers });
  return {
    res,
    etag: String(res.headers.etag),
    body: res.json() as { data: Layout; meta: Record<string, unknown> },
  };
}

/** The document as it is sent back by an editor: the read data without `_id`. */
function doc(data: Layout): StateLayout {
  const { _id, ...rest } = data;
  return structuredClone(rest);
}

const put = (state: string, payload: unknown, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({
    method: 'PUT',
    url: `${API}/state/${state}.json${query}`,
    payload: payload as object,
    headers,
  });

const post = (payload: unknown, headers: Record<string, string> = {}, query = '') =>
  t.app.inject({ method: 'POST', url: `${API}/state.json${query}`, payload: payload as object, headers });

async function stored(state: string) {
  const [row] = await t.database.db.select().from(stateLayouts).where(eq(stateLayouts.state, state));
  return row;
}

const heading = (text: string) => ({
  id: 'heading',
  component: 'title',
  version: 1,
  params: { text: { uz: text, ru: text, en: text, oz: text }, level: 1 },
  container: 'top',
});

describe('PUT /state/{id}.json', () => {
  it('saves as admin with If-Match, answers "Сохранен", and the next read shows it at once', async () => {
    const before = await read('app.sitemap');
    expect(before.etag).toMatch(/^W\/"r1\./);
    const layout = doc(before.body.data);
    layout.layout.params.components.unshift({
      ...heading('Сайт харитаси янги'),
      id: 'map-title',
      container: 'main',
    });
    const res = await put('app.sitemap', layout, { ...auth(admin), 'if-match': before.etag });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Сохранен');
    expect(body.meta).toMatchObject({ revision: 2, draft: false });
    expect(body.meta.summary.text).toBe('added map-title (title) to main');
    expect(res.headers.etag).toMatch(/^W\/"r2\./);
    const after = await read('app.sitemap');
    expect(after.body.meta.revision).toBe(2);
    expect(after.etag).toMatch(/^W\/"r2\./);
    expect(after.body.data.layout.params.components[0]).toMatchObject({ id: 'map-title', container: 'main' });
    // The ETag the write answered is good for the next save too.
    const again = await put('app.sitemap', layout, { ...auth(admin), 'if-match': String(res.headers.etag) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().meta.summary.text).toBe('no changes');
  });

  it('answers in the requester’s language', async () => {
    const { body, etag } = await read('app.forbidden');
    const headers = { ...auth(admin), 'if-match': etag };
    const en = await put('app.forbidden', doc(body.data), headers, '?lang=en');
    expect(en.json().message).toBe('Saved');
    const oz = await put(
      'app.forbidden',
      doc(body.data),
      { ...headers, 'if-match': String(en.headers.etag) },
      '?lang=oz',
    );
    expect(oz.json().message).toBe('Saqlandi');
  });

  it('is for admins only: 401 anonymous, 403 a user; nothing changes', async () => {
    const { body, etag } = await read('app.index');
    const before = await stored('app.index');
    const anonymous = await put('app.index', doc(body.data), { 'if-match': etag });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBeTruthy();
    const forbidden = await put('app.index', doc(body.data), { ...auth(user), 'if-match': etag });
    expect(forbidden.statusCode).toBe(403);
    expect(await stored('app.index')).toEqual(before);
  });

  it('requires If-Match (428) and refuses a stale one with 409 and the current layout', async () => {
    const first = await read('app.notFound');
    const layout = doc(first.body.data);
    const missing = await put('app.notFound', layout, auth(admin));
    expect(missing.statusCode).toBe(428);
    expect(missing.json().message).toContain('If-Match');
    // Admin A saves; admin B, who read the same version, is told of the conflict.
    const a = structuredClone(layout);
    a.title = { ...a.title, en: 'Lost (A)' };
    expect((await put('app.notFound', a, { ...auth(admin), 'if-match': first.etag })).statusCode).toBe(200);
    const b = structuredClone(layout);
    b.title = { ...b.title, en: 'Lost (B)' };
    const stale = await put('app.notFound', b, { ...auth(admin), 'if-match': first.etag });
    expect(stale.statusCode).toBe(409);
    const conflict = stale.json();
    expect(conflict.data.title.en).toBe('Lost (A)');
    expect(conflict.meta.revision).toBe(2);
    expect(conflict.meta.updated_at).toBeTruthy();
    expect(conflict.meta.updated_by).toMatchObject({ _id: adminId });
    expect((await stored('app.notFound'))?.title.en).toBe('Lost (A)');
    // Overwriting knowingly: B sends again with the current ETag.
    const overwrite = await put('app.notFound', b, { ...auth(admin), 'if-match': conflict.meta.etag });
    expect(overwrite.statusCode, overwrite.body).toBe(200);
    expect((await stored('app.notFound'))?.title.en).toBe('Lost (B)');
    // An If-Match that is not a layout ETag matches nothing.
    expect((await put('app.notFound', b, { ...auth(admin), 'if-match': '"abc"' })).statusCode).toBe(409);
  });

  it('a page’s read in one language (?lang=) cuts the texts, and cannot be the base of a save', async () => {
    const whole = await read('app.search');
    const layout = doc(whole.body.data);
    layout.title = { uz: 'Қидирув', oz: 'Qidiruv', ru: 'Поиск', en: 'Search' };
    layout.layout.params.components.unshift({
      ...heading('Топилганлар'),
      id: 'found',
      container: 'main',
      params: { text: { uz: 'Топилганлар', oz: 'Topilganlar', ru: 'Найдено', en: 'Found' }, level: 1 },
    });
    const saved = await put('app.search', layout, { ...auth(admin), 'if-match': whole.etag });
    expect(saved.statusCode, saved.body).toBe(200);

    const ru = await read('app.search', {}, '?lang=ru');
    expect(ru.res.statusCode).toBe(200);
    expect(ru.body.data.title).toEqual({ ru: 'Поиск' });
    expect(ru.body.data.layout.params.components[0]).toMatchObject({
      id: 'found',
      params: { text: { ru: 'Найдено' }, level: 1 },
    });
    expect(ru.body.meta).toMatchObject({ source: 'stored', revision: 2 });
    // Cached per language: the Uzbek read is its own.
    expect((await read('app.search', {}, '?lang=uz')).body.data.title).toEqual({ uz: 'Қидирув' });
    expect((await read('app.search')).body.data.title).toEqual(layout.title);
    // Its ETag names no revision: a save from it (three languages lost) is refused, nothing changes.
    expect(ru.etag).not.toMatch(/^W\/"r\d/);
    const cut = doc(ru.body.data);
    const refused = await put('app.search', cut, { ...auth(admin), 'if-match': ru.etag });
    expect(refused.statusCode).toBe(409);
    expect((await stored('app.search'))?.title).toEqual(layout.title);
    // A language the site does not have is refused.
    expect((await read('app.search', {}, '?lang=de')).res.statusCode).toBe(400);
  });

  it('refuses a body whose state differs from the path (400) and an unknown state (404)', async () => {
    const { body, etag } = await read('app.index');
    const headers = { ...auth(admin), 'if-match': etag };
    const mismatch = await put('app.sitemap', doc(body.data), headers);
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().field).toBe('state');
    const unknown = await put('app.nothing', { ...doc(body.data), state: 'app.nothing' }, headers);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('a refused layout names the widget and field, and changes nothing', () => {
  let base: StateLayout;
  let etag: string;
  beforeAll(async () => {
    const r = await read('app.index');
    base = doc(r.body.data);
    etag = r.etag;
  });

  async function refused(mutate: (l: StateLayout) => void) {
    const before = await stored('app.index');
    const revisions = await t.database.db
      .select()
      .from(stateRevisions)
      .where(eq(stateRevisions.state, 'app.index'));
    const layout = structuredClone(base);
    mutate(layout);
    const res = await put('app.index', layout, { ...auth(admin), 'if-match': etag });
    expect(res.statusCode, res.body).toBe(400);
    expect(await stored('app.index')).toEqual(before);
    expect(
      await t.database.db.select().from(stateRevisions).where(eq(stateRevisions.state, 'app.index')),
    ).toEqual(revisions);
    return res.json() as {
      message: string;
      issues: { componentId?: string; component?: string; field?: string; message: string }[];
    };
  }

  it('params that fail the widget’s schema', async () => {
    const body = await refused((l) => {
      const h = l.layout.params.components.find((c) => c.id === 'heading');
      if (h) h.params.level = 9;
    });
    expect(body.message).toContain('heading');
    expect(body.issues).toContainEqual(
      expect.objectContaining({ componentId: 'heading', component: 'title', field: 'params.level' }),
    );
  });

  it('an unknown widget', async () => {
    const body = await refused((l) => {
      l.layout.params.components.push({
        id: 'x1',
        component: 'marquee',
        version: 1,
        params: {},
        container: 'main',
      });
    });
    expect(body.issues).toContainEqual(
      expect.objectContaining({ componentId: 'x1', component: 'marquee', field: 'component' }),
    );
  });

  it('duplicate ids', async () => {
    const body = await refused((l) => {
      l.layout.params.components.push({ ...heading('twice'), container: 'main' });
    });
    expect(body.issues).toContainEqual(expect.objectContaining({ componentId: 'heading', field: 'id' }));
  });

  it('a version newer than the widget’s, and a malformed one', async () => {
    const newer = await refused((l) => {
      const h = l.layout.params.components.find((c) => c.id === 'heading');
      if (h) h.version = 7;
    });
    expect(newer.issues).toContainEqual(
      expect.objectContaining({ componentId: 'heading', field: 'version' }),
    );
    const zero = await refused((l) => {
      const h = l.layout.params.components.find((c) => c.id === 'heading');
      if (h) h.version = 0;
    });
    expect(zero.issues.length).toBeGreaterThan(0);
  });

  it('a region the template lacks, and an unknown template', async () => {
    const region = await refused((l) => {
      const h = l.layout.params.components.find((c) => c.id === 'heading');
      if (h) h.container = 'footer';
    });
    expect(region.issues).toContainEqual(
      expect.objectContaining({ componentId: 'heading', field: 'container' }),
    );
    const template = await refused((l) => {
      l.layout.params.layout = 'three-columns';
    });
    expect(template.issues).toContainEqual(expect.objectContaining({ field: 'layout' }));
  });

  it('an unknown field and a missing title', async () => {
    const extra = await refused((l) => {
      (l as unknown as Record<string, unknown>).owner = 'me';
    });
    expect(extra.issues.length).toBeGreaterThan(0);
    const missing = await refused((l) => {
      delete (l as Partial<StateLayout>).title;
    });
    expect(missing.issues).toContainEqual(expect.objectContaining({ field: 'title' }));
  });

  it('too many widgets (400) and a body over 2 MB (413)', async () => {
    const many = await refused((l) => {
      l.layout.params.components = Array.from({ length: 2001 }, (_, i) => ({
        ...heading(`h${i}`),
        id: `h${i}`,
      }));
    });
    expect(many.message).toContain('1000');
    const huge = structuredClone(base);
    huge.title = { ...huge.title, en: 'x'.repeat(2 * 1024 * 1024 + 10) };
    const res = await put('app.index', huge, { ...auth(admin), 'if-match': etag });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toContain('2048 KB');
  });
});

describe('POST /state.json', () => {
  it('creates a layout where none is stored: 201 "Добавлен"; a second POST is a 409', async () => {
    await t.database.db.delete(stateLayouts).where(eq(stateLayouts.state, 'app.badRequest'));
    const { body, etag } = await read('app.badRequest');
    expect(body.meta.source).toBe('default');
    expect(etag).toMatch(/^W\/"r0\./);
    const layout = doc(body.data);
    expect((await post(layout, { ...auth(user), 'if-match': etag })).statusCode).toBe(403);
    expect((await post(layout, { 'if-match': etag })).statusCode).toBe(401);
    expect((await post(layout, auth(admin))).statusCode).toBe(428);
    const res = await post(layout, { ...auth(admin), 'if-match': etag });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Добавлен');
    expect((await read('app.badRequest')).body.meta).toMatchObject({ source: 'stored', revision: 1 });
    const again = await post(layout, { ...auth(admin), 'if-match': etag });
    expect(again.statusCode).toBe(409);
    expect(again.json().meta.revision).toBe(1);
    // PUT of a state with no stored layout is a 404 (POST creates).
    await t.database.db.delete(stateLayouts).where(eq(stateLayouts.state, 'app.badRequest'));
    const put404 = await put('app.badRequest', layout, { ...auth(admin), 'if-match': etag });
    expect(put404.statusCode).toBe(404);
    const en = await post(layout, { ...auth(admin), 'if-match': '*' }, '?lang=en');
    expect(en.statusCode).toBe(201);
    expect(en.json().message).toBe('Added');
    expect(en.json().meta.revision).toBe(2);
  });

  it('refuses an unknown state', async () => {
    const { body, etag } = await read('app.index');
    const res = await post({ ...doc(body.data), state: 'app.nothing' }, { ...auth(admin), 'if-match': etag });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('state');
  });
});

describe('drafts and revisions', () => {
  it('a draft is seen by admins with ?draft=1 only; visitors keep the published page', async () => {
    const { body, etag } = await read('app.user.registration');
    const layout = doc(body.data);
    layout.title = { ...layout.title, en: 'Draft title' };
    const saved = await put(
      'app.user.registration',
      layout,
      { ...auth(admin), 'if-match': etag },
      '?draft=1',
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().meta).toMatchObject({ draft: true, revision: 1 });
    expect(saved.json().message).toBe('Қоралама сақланди');
    const visitor = await read('app.user.registration');
    expect(visitor.body.data.title.en).not.toBe('Draft title');
    expect(visitor.etag).toBe(etag);
    const revalidated = await t.app.inject({
      method: 'GET',
      url: `${API}/state/app.user.registration.json`,
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    const anonymousDraft = await t.app.inject({
      method: 'GET',
      url: `${API}/state/app.user.registration.json?draft=1`,
    });
    expect(anonymousDraft.statusCode).toBe(401);
    const userDraft = await t.app.inject({
      method: 'GET',
      url: `${API}/state/app.user.registration.json?draft=1`,
      headers: auth(user),
    });
    expect(userDraft.statusCode).toBe(403);
    // Who before what: the draft's caller is refused before its query is checked.
    for (const [headers, status] of [
      [{}, 401],
      [auth(user), 403],
    ] as const) {
      const bad = await t.app.inject({
        method: 'GET',
        url: `${API}/state/app.user.registration.json?draft=1&lang=de`,
        headers,
      });
      expect(bad.statusCode).toBe(status);
    }
    const adminDraft = await t.app.inject({
      method: 'GET',
      url: `${API}/state/app.user.registration.json?draft=1`,
      headers: auth(admin),
    });
    expect(adminDraft.statusCode).toBe(200);
    expect(adminDraft.headers['cache-control']).toBe('no-store');
    expect(adminDraft.json().data.title.en).toBe('Draft title');
    expect(adminDraft.json().meta.source).toBe('draft');
    // Publishing the draft with the draft's ETag (same base revision) works.
    const published = await put('app.user.registration', layout, {
      ...auth(admin),
      'if-match': String(adminDraft.headers.etag),
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await read('app.user.registration')).body.data.title.en).toBe('Draft title');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `${API}/state/app.index.json?draft=1`,
          headers: auth(admin),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('lists revisions newest first with author and summary; restore publishes an old one as a new revision', async () => {
    const state = 'app.password.forgot';
    const r1 = await read(state);
    const v1 = doc(r1.body.data);
    const v2 = structuredClone(v1);
    v2.layout.params.components.push({ ...heading('Parol'), id: 'extra', container: 'main' });
    v2.layout.params.layout = v2.layout.params.layout === 'one-column' ? 'main-sidebar' : 'one-column';
    const s2 = await put(state, v2, { ...auth(admin), 'if-match': r1.etag });
    expect(s2.statusCode, s2.body).toBe(200);
    const v3 = structuredClone(v2);
    const extra = v3.layout.params.components.find((c) => c.id === 'extra');
    if (extra) extra.params = { ...extra.params, level: 3 };
    const s3 = await put(state, v3, { ...auth(admin), 'if-match': String(s2.headers.etag) });
    expect(s3.statusCode, s3.body).toBe(200);

    const anonymous = await t.app.inject({ method: 'GET', url: `${API}/state/${state}/revisions.json` });
    expect(anonymous.statusCode).toBe(401);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: `${API}/state/${state}/revisions.json`,
      headers: auth(user),
    });
    expect(forbidden.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: `${API}/state/${state}/revisions.json`,
      headers: auth(admin),
    });
    expect(list.statusCode).toBe(200);
    const { data, meta } = list.json();
    expect(meta).toMatchObject({ total: 2, page: 1 });
    expect(data.map((r: { revision: number }) => r.revision)).toEqual([3, 2]);
    expect(data[0]).toMatchObject({ status: 'published', author: { _id: adminId } });
    expect(data[0].author.username).toBeTruthy();
    expect(data[0].summary.text).toBe('changed params of extra');
    expect(data[1].summary.text).toMatch(/^template .+ → .+, added extra \(title\) to main$/);
    const paged = await t.app.inject({
      method: 'GET',
      url: `${API}/state/${state}/revisions.json?count=1&page=2`,
      headers: auth(admin),
    });
    expect(paged.json().data.map((r: { revision: number }) => r.revision)).toEqual([2]);
    expect(paged.json().meta).toMatchObject({ total: 2, page: 2, count: 1, pages: 2 });

    const one = await t.app.inject({
      method: 'GET',
      url: `${API}/state/${state}/revisions/${data[1]._id}.json`,
      headers: auth(admin),
    });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.layout.params.layout).toBe(v2.layout.params.layout);

    const url = `${API}/state/${state}/revisions/${data[1]._id}/restore.json`;
    expect((await t.app.inject({ method: 'POST', url, headers: auth(user) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url, headers: auth(admin) })).statusCode).toBe(428);
    const stale = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...auth(admin), 'if-match': r1.etag },
    });
    expect(stale.statusCode).toBe(409);
    const restored = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...auth(admin), 'if-match': String(s3.headers.etag) },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().message).toBe('Тикланди');
    expect(restored.json().meta.revision).toBe(4);
    expect(restored.json().meta.summary.text).toBe('restored revision 2: changed params of extra');
    const visitor = await read(state);
    expect(visitor.body.meta.revision).toBe(4);
    expect(visitor.body.data.layout.params.components.find((c) => c.id === 'extra')?.params.level).toBe(1);
    const missing = await t.app.inject({
      method: 'POST',
      url: `${API}/state/${state}/revisions/999999/restore.json`,
      headers: { ...auth(admin), 'if-match': '*' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('visitors see a published change at once', () => {
  it('drops the cached API read, the rendered page and the anonymous snapshots of the state', async () => {
    const page1 = await t.app.inject({ method: 'GET', url: '/uz/' });
    expect(page1.statusCode).toBe(200);
    expect(page1.headers['surrogate-key'] ?? '').toBe(''); // pages are tagged in the cache, not on the wire
    const { body, etag, res } = await read('app.index');
    expect(String(res.headers['surrogate-key'])).toContain('state:app.index');
    await t.database.db
      .insert(htmlSnapshots)
      .values({ state: 'app.index', lang: 'uz', html: '<p>old</p>', bytes: 10 });
    const layout = doc(body.data);
    const h = layout.layout.params.components.find((c) => c.id === 'heading');
    if (!h) throw new Error('no heading on the home page');
    h.params = { ...h.params, text: { uz: 'Янги сарлавҳа 42', ru: 'x', en: 'x', oz: 'x' } };
    const res2 = await put('app.index', layout, { ...auth(admin), 'if-match': etag });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(
      (await read('app.index')).body.data.layout.params.components.find((c) => c.id === 'heading')?.params,
    ).toMatchObject({ text: { uz: 'Янги сарлавҳа 42' } });
    const page2 = await t.app.inject({ method: 'GET', url: '/uz/' });
    expect(page2.body).toContain('Янги сарлавҳа 42');
    expect(
      await t.database.db.select().from(htmlSnapshots).where(eq(htmlSnapshots.state, 'app.index')),
    ).toEqual([]);
  });

  it('a draft save invalidates nothing visitors see', async () => {
    const { body, etag } = await read('app.index');
    const before = await t.app.inject({ method: 'GET', url: '/uz/' });
    const layout = doc(body.data);
    const h = layout.layout.params.components.find((c) => c.id === 'heading');
    if (h) h.params = { ...h.params, text: { uz: 'Қоралама сарлавҳа', ru: 'x', en: 'x', oz: 'x' } };
    expect(
      (await put('app.index', layout, { ...auth(admin), 'if-match': etag }, '?draft=1')).statusCode,
    ).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/uz/' });
    expect(after.body).not.toContain('Қоралама сарлавҳа');
    expect(after.headers.etag).toBe(before.headers.etag);
    const [{ n } = { n: 0 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(stateRevisions)
      .where(eq(stateRevisions.status, 'draft'));
    expect(n).toBeGreaterThan(0);
  });
});

describe('layouts stored with older widget versions (tests/fixtures/layouts)', () => {
  it('are migrated on load: a v1 channelList stored before the upgrade is served as v2', async () => {
    const v1 = structuredClone(channelListV1) as StateLayout;
    // As a deploy before the upgrade stored it: straight into the table, not through the API.
    await t.database.db
      .insert(stateLayouts)
      .values({
        state: 'app.channel.list',
        title: v1.title,
        order: v1.order,
        layout: v1.layout,
        isNew: v1.is_new,
        regeneration: v1.regeneration,
        revision: 1,
      })
      .onConflictDoUpdate({ target: stateLayouts.state, set: { layout: v1.layout, revision: 1 } });
    await t.cache.invalidate(['state']);
    const { res, body, etag } = await read('app.channel.list');
    expect(res.statusCode).toBe(200);
    expect(body.meta.invalid).toEqual({});
    const [regional, every] = body.data.layout.params.components;
    expect(regional).toMatchObject({ version: 2, params: { scope: 'regional', type: 'radio' } });
    expect(every).toMatchObject({ version: 2, params: { count: 8 } });
    expect(every?.params).not.toHaveProperty('regional');

    // ...and on save: an editor still holding v1 params sends them; v2 is what is stored.
    const res2 = await put('app.channel.list', v1, { ...auth(admin), 'if-match': etag });
    expect(res2.statusCode, res2.body).toBe(200);
    const row = await stored('app.channel.list');
    const saved = row?.layout.params.components ?? [];
    expect(saved.map((c) => c.version)).toEqual([2, 2]);
    expect(saved[0]?.params).toEqual({ type: 'radio', scope: 'regional', count: 4 });
    expect(saved[1]?.params).toEqual({ count: 8 });
  });
});
