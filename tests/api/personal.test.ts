import { randomUUID } from 'node:crypto';
import type { MineData } from '@core/schemas/personal';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { formSubmissions } from '../../src/server/db/schema-forms';
import { personalList, personalProgress } from '../../src/server/db/schema-personal';
import { registerPersonalSection } from '../../src/server/personal/registry';
import { auth, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/** "My Efir" (issue 28, decision 042): my list, continue watching, history, merge, export, delete. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { RATE_LIMITS: 'off' } });
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const API = '/uz/api/my';
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();
const call = (
  token: string | null,
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  payload?: object | string,
) =>
  t.app.inject({
    method,
    url: `${API}${url}`,
    headers: token ? auth(token) : {},
    ...(payload !== undefined ? { payload } : {}),
  });
const mine = async (token: string) => {
  const res = await call(token, 'GET', '/efir.json');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: MineData }).data;
};
const progress = (position: number, duration: number, minutesAgo = 0) => ({
  title: 'Axborot',
  picture: null,
  position,
  duration,
  finished: false,
  hidden: false,
  at: at(minutesAgo),
});

describe('access', () => {
  it('refuses visitors before reading the input (401), every route', async () => {
    for (const [method, url] of [
      ['GET', '/efir.json'],
      ['POST', '/merge.json'],
      ['PUT', '/list/channel/x.json'],
      ['DELETE', '/list/channel/x.json'],
      ['PUT', '/progress/x.json'],
      ['DELETE', '/progress/x.json'],
      ['PUT', '/history/archive/x.json'],
      ['DELETE', '/history.json'],
      ['GET', '/export.json'],
      ['DELETE', '/account.json'],
    ] as const) {
      const res = await call(null, method, url, method === 'GET' ? undefined : '{bad');
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("keeps each person's lists their own: another account sees nothing and cannot remove them (404)", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    expect(
      (
        await call(a.token, 'PUT', '/list/channel/uzbekistan.json', {
          title: 'Ўзбекистон',
          picture: null,
          at: at(0),
        })
      ).statusCode,
    ).toBe(200);
    expect((await call(a.token, 'PUT', '/progress/rec-1.json', progress(60, 600))).statusCode).toBe(204);
    await call(a.token, 'PUT', '/history/settings.json', { historyConsent: true });
    expect(
      (await call(a.token, 'PUT', '/history/archive/rec-1.json', { title: 'Axborot', at: at(0) })).json(),
    ).toEqual({ recorded: true });

    const theirs = await mine(b.token);
    expect(theirs.list).toEqual([]);
    expect(theirs.progress).toEqual([]);
    expect(theirs.history).toEqual([]);
    expect((await call(b.token, 'DELETE', '/list/channel/uzbekistan.json')).statusCode).toBe(404);
    expect((await call(b.token, 'DELETE', '/progress/rec-1.json')).statusCode).toBe(404);
    expect((await call(b.token, 'DELETE', '/history/archive/rec-1.json')).statusCode).toBe(404);
    const own = await mine(a.token);
    expect(own.list.map((e) => e.id)).toEqual(['uzbekistan']);
    expect(own.progress.map((p) => p.id)).toEqual(['rec-1']);
    expect(own.history.map((h) => h.id)).toEqual(['rec-1']);
  });
});

describe('my list, continue watching, history', () => {
  it('adds and removes list entries; adding twice keeps one', async () => {
    const { token } = await signUp(t);
    for (let i = 0; i < 2; i++)
      await call(token, 'PUT', '/list/person/dilnoza-rahimova.json', {
        title: 'Dilnoza',
        picture: null,
        at: at(0),
      });
    expect((await mine(token)).list).toHaveLength(1);
    expect((await call(token, 'DELETE', '/list/person/dilnoza-rahimova.json')).statusCode).toBe(200);
    expect((await mine(token)).list).toEqual([]);
  });

  it('marks a recording finished at 95 %, and a hidden one keeps its position', async () => {
    const { token } = await signUp(t);
    await call(token, 'PUT', '/progress/a.json', progress(569, 600));
    await call(token, 'PUT', '/progress/b.json', progress(570, 600));
    const before = await mine(token);
    expect(before.progress.find((p) => p.id === 'a')?.finished).toBe(false);
    expect(before.progress.find((p) => p.id === 'b')?.finished).toBe(true);
    expect((await call(token, 'DELETE', '/progress/a.json')).statusCode).toBe(200);
    const after = (await mine(token)).progress.find((p) => p.id === 'a');
    expect(after).toMatchObject({ hidden: true, finished: false, position: 569 });
  });

  it('never lets an older position replace a newer one', async () => {
    const { token } = await signUp(t);
    await call(token, 'PUT', '/progress/a.json', progress(300, 600, 0));
    await call(token, 'PUT', '/progress/a.json', progress(100, 600, 5));
    expect((await mine(token)).progress[0]?.position).toBe(300);
  });

  it('records history only after consent and not while paused; removes one or all', async () => {
    const { token } = await signUp(t);
    const watch = (id: string) => call(token, 'PUT', `/history/archive/${id}.json`, { title: id, at: at(0) });
    expect((await watch('a')).json()).toEqual({ recorded: false });
    await call(token, 'PUT', '/history/settings.json', { historyConsent: true });
    expect((await watch('a')).json()).toEqual({ recorded: true });
    await call(token, 'PUT', '/history/settings.json', { historyPaused: true });
    expect((await watch('b')).json()).toEqual({ recorded: false });
    await call(token, 'PUT', '/history/settings.json', { historyPaused: false });
    await watch('b');
    expect((await mine(token)).history.map((h) => h.id).sort()).toEqual(['a', 'b']);
    await call(token, 'DELETE', '/history/archive/a.json');
    expect((await mine(token)).history.map((h) => h.id)).toEqual(['b']);
    expect((await call(token, 'DELETE', '/history.json')).statusCode).toBe(200);
    expect((await mine(token)).history).toEqual([]);
  });
});

describe('merge on sign-in', () => {
  it("adds the device's entries without duplicates; the newest position wins", async () => {
    const { token } = await signUp(t);
    await call(token, 'PUT', '/list/channel/uzbekistan.json', {
      title: 'Ўзбекистон',
      picture: null,
      at: at(10),
    });
    await call(token, 'PUT', '/progress/old.json', progress(100, 600, 10));
    await call(token, 'PUT', '/progress/new.json', progress(400, 600, 0));
    const device: MineData = {
      list: [
        { kind: 'channel', id: 'uzbekistan', title: 'Ўзбекистон', picture: null, at: at(1) },
        { kind: 'broadcast', id: 'axborot', title: 'Ахборот', picture: null, at: at(1) },
      ],
      progress: [
        { ...progress(200, 600, 1), id: 'old' },
        { ...progress(50, 600, 5), id: 'new' },
      ],
      history: [{ kind: 'archive', id: 'old', title: 'Old', at: at(1) }],
      historyConsent: true,
      historyPaused: false,
    };
    const res = await call(token, 'POST', '/merge.json', device);
    expect(res.statusCode, res.body).toBe(200);
    await call(token, 'POST', '/merge.json', device); // twice: still no duplicates
    const merged = await mine(token);
    expect(merged.list.map((e) => `${e.kind}/${e.id}`).sort()).toEqual([
      'broadcast/axborot',
      'channel/uzbekistan',
    ]);
    expect(Object.fromEntries(merged.progress.map((p) => [p.id, p.position]))).toEqual({
      old: 200,
      new: 400,
    });
    expect(merged.history.map((h) => h.id)).toEqual(['old']);
    expect(merged.historyConsent).toBe(true);
    const rows = await t.database.db
      .select()
      .from(personalList)
      .where(eq(personalList.userId, (await signUpUser(token)) ?? ''));
    expect(rows).toHaveLength(2);
  });
});

describe('history of live channels', () => {
  it('keeps a live channel and a recording of the same id apart; merging keeps the newest time once', async () => {
    const { token } = await signUp(t);
    await call(token, 'PUT', '/history/settings.json', { historyConsent: true });
    const live = await call(token, 'PUT', '/history/channel/yoshlar.json', { title: 'Ёшлар', at: at(10) });
    expect(live.json()).toEqual({ recorded: true });
    const device: MineData = {
      list: [],
      progress: [],
      history: [
        { kind: 'channel', id: 'yoshlar', title: 'Ёшлар', at: at(1) },
        { kind: 'archive', id: 'yoshlar', title: 'Ёшлар ёзуви', at: at(2) },
        { kind: 'channel', id: 'sport', title: 'Спорт', at: at(3) },
      ],
      historyConsent: true,
      historyPaused: false,
    };
    for (let i = 0; i < 2; i++)
      expect((await call(token, 'POST', '/merge.json', device)).statusCode).toBe(200);
    const { history } = await mine(token);
    expect(history.map((h) => `${h.kind}/${h.id}`)).toEqual([
      'channel/yoshlar',
      'archive/yoshlar',
      'channel/sport',
    ]);
    expect(Date.parse(history[0]?.at ?? '')).toBe(Date.parse(device.history[0]?.at ?? ''));
    await call(token, 'DELETE', '/history/channel/yoshlar.json');
    expect((await mine(token)).history.map((h) => `${h.kind}/${h.id}`)).toEqual([
      'archive/yoshlar',
      'channel/sport',
    ]);
  });
});

/** The user id of a token (from /auth/me.json). */
async function signUpUser(token: string): Promise<string | undefined> {
  const res = await t.app.inject({ method: 'GET', url: '/uz/api/auth/me.json', headers: auth(token) });
  return (res.json() as { data?: { _id: string } }).data?._id;
}

describe('their data', () => {
  it('exports every registered section, a section added later included', async () => {
    registerPersonalSection({ name: 'testSection', read: async (_db, userId) => ({ userId }) });
    const { token, user } = await signUp(t);
    await call(token, 'PUT', '/list/channel/uzbekistan.json', {
      title: 'Ўзбекистон',
      picture: null,
      at: at(0),
    });
    const res = await call(token, 'GET', '/export.json');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment/);
    const { data } = res.json() as { data: Record<string, unknown> };
    for (const name of [
      'account',
      'profile',
      'linkedAccounts',
      'requests',
      'comments',
      'chatMessages',
      'signIns',
      'myEfir',
      'testSection',
    ])
      expect(data, name).toHaveProperty(name);
    expect(data.account).toMatchObject({ username: user.username });
    expect(JSON.stringify(data)).not.toContain('password');
    expect((data.myEfir as MineData).list).toHaveLength(1);
    expect(data.testSection).toEqual({ userId: user._id });
  });

  it('deletes the account and its data; an answered request is kept without the person', async () => {
    const { token, user } = await signUp(t);
    await call(token, 'PUT', '/progress/a.json', progress(10, 600));
    const answered = randomUUID();
    const open = randomUUID();
    const base = {
      form: 'feedback',
      userId: user._id,
      lang: 'uz',
      email: 'me@example.uz',
      channel: 'uzbekistan',
    };
    await t.database.db.insert(formSubmissions).values([
      {
        ...base,
        id: answered,
        status: 'done',
        answer: 'Rahmat',
        payload: { title: 'My name', message: 'Secret', channel: 'uzbekistan' },
      },
      { ...base, id: open, status: 'received', payload: { title: 'Open', message: 'Secret' } },
    ]);
    expect((await call(token, 'DELETE', '/account.json', { confirm: 'someone-else' })).statusCode).toBe(400);
    const res = await call(token, 'DELETE', '/account.json', { confirm: user.username });
    expect(res.statusCode, res.body).toBe(200);

    expect(await t.database.db.select().from(users).where(eq(users.id, user._id))).toEqual([]);
    expect(
      await t.database.db.select().from(personalProgress).where(eq(personalProgress.userId, user._id)),
    ).toEqual([]);
    const kept = await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, answered));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({
      userId: null,
      email: null,
      status: 'done',
      payload: { channel: 'uzbekistan' },
    });
    expect(JSON.stringify(kept[0]?.payload)).not.toContain('Secret');
    expect(await t.database.db.select().from(formSubmissions).where(eq(formSubmissions.id, open))).toEqual(
      [],
    );
    // The old token no longer opens anything.
    expect((await call(token, 'GET', '/efir.json')).statusCode).toBe(401);
  });
});
