import type { Breaking } from '@core/schemas/breaking';
import { and, eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, breakingNews, users } from '../../src/server/db/schema';
import { auth, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/** The breaking-news banner (issue 26): roles, validation, expiry, audit, cache, the public socket. */

const API = '/uz/api';
let t: TestApp;
let origin: string;
let editor: Awaited<ReturnType<typeof signUp>>;
let reader: Awaited<ReturnType<typeof signUp>>;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await startTestApp({ seedDemo: false });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
  editor = await signUp(t);
  reader = await signUp(t);
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'editor'] })
    .where(eq(users.id, editor.user._id));
}, 120_000);
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  await call('DELETE', 'newsroom/breaking.json', editor.token);
});
afterAll(async () => {
  await t?.close();
});

async function call(method: 'GET' | 'PUT' | 'DELETE', path: string, token?: string, payload?: unknown) {
  const res = await t.app.inject({
    method,
    url: `${API}/${path}`,
    remoteAddress: nextClient(),
    headers: { ...(token ? auth(token) : {}), cookie: 'efir_lang=en' },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return {
    status: res.statusCode,
    headers: res.headers,
    body: res.json() as { data?: Breaking | null; message?: string },
  };
}

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();
const banner = (over: Record<string, unknown> = {}) => ({
  text: { uz: 'Шошилинч хабар', oz: 'Shoshilinch xabar', ru: 'Срочная новость', en: 'Breaking news' },
  link: '/uz/news/',
  until: inHours(2),
  ...over,
});

describe('breaking news API', () => {
  it('is null when none is up', async () => {
    const res = await call('GET', 'breaking.json');
    expect(res.status).toBe(200);
    expect(res.body.data).toBeNull();
    expect(res.headers['surrogate-key']).toBe('breaking');
  });

  it('asks who before what: anonymous 401, a reader 403, even with a bad body', async () => {
    expect((await call('PUT', 'newsroom/breaking.json', undefined, { bad: 1 })).status).toBe(401);
    expect((await call('PUT', 'newsroom/breaking.json', reader.token, { bad: 1 })).status).toBe(403);
    expect((await call('DELETE', 'newsroom/breaking.json')).status).toBe(401);
    expect((await call('DELETE', 'newsroom/breaking.json', reader.token)).status).toBe(403);
  });

  it('refuses bad input with a message', async () => {
    const put = (over: Record<string, unknown>) =>
      call('PUT', 'newsroom/breaking.json', editor.token, banner(over));
    expect((await put({ text: { ru: 'только русский' } })).status).toBe(400);
    const blank = await put({ text: { uz: '   ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/Uzbek/);
    expect((await put({ link: 'javascript:alert(1)' })).status).toBe(400);
    expect((await put({ link: '//evil.example/' })).status).toBe(400);
    expect((await put({ link: 'http://plain.example/' })).status).toBe(400);
    const past = await put({ until: inHours(-1) });
    expect(past.status).toBe(400);
    expect(past.body.message).toMatch(/future/);
    const far = await put({ until: inHours(24 * 8) });
    expect(far.status).toBe(400);
    expect(far.body.message).toMatch(/7 days/);
    expect((await put({ until: 'tomorrow' })).status).toBe(400);
    expect((await call('GET', 'breaking.json')).body.data).toBeNull();
  });

  it('raises, replaces and lowers, each with an audit row, and the cached answer follows', async () => {
    expect((await call('GET', 'breaking.json')).body.data).toBeNull(); // cached null
    const first = await call('PUT', 'newsroom/breaking.json', editor.token, banner());
    expect(first.status).toBe(200);
    expect(first.body.data?.text.en).toBe('Breaking news');
    const shown = await call('GET', 'breaking.json');
    expect(shown.body.data?._id).toBe(first.body.data?._id);
    expect(shown.body.data?.link).toBe('/uz/news/');

    const second = await call(
      'PUT',
      'newsroom/breaking.json',
      editor.token,
      banner({ text: { uz: 'Янги' }, link: 'https://example.uz/a' }),
    );
    expect(second.status).toBe(200);
    const now = await call('GET', 'breaking.json');
    expect(now.body.data?._id).toBe(second.body.data?._id);
    expect(now.body.data?.text).toEqual({ uz: 'Янги' });
    const active = await t.database.db.select().from(breakingNews).where(eq(breakingNews.active, true));
    expect(active).toHaveLength(1);

    const down = await call('DELETE', 'newsroom/breaking.json', editor.token);
    expect(down.status).toBe(200);
    expect((await call('GET', 'breaking.json')).body.data).toBeNull();

    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'breaking'), eq(auditLog.actorId, editor.user._id)));
    const actions = rows.map((r) => `${r.action}:${r.itemId}`);
    expect(actions).toContain(`create:${first.body.data?._id}`);
    expect(actions).toContain(`update:${second.body.data?._id}`);
    expect(actions).toContain(`delete:${second.body.data?._id}`);
  });

  it('does not show an expired banner, from the database or the cache', async () => {
    const up = await call('PUT', 'newsroom/breaking.json', editor.token, banner({ until: inHours(1) }));
    const id = up.body.data?._id ?? '';
    expect((await call('GET', 'breaking.json')).body.data?._id).toBe(id);
    // Its time runs out (moved into the past behind the API's back, as time would).
    await t.database.db
      .update(breakingNews)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(breakingNews.id, id));
    await t.cache.invalidate(['breaking']);
    expect((await call('GET', 'breaking.json')).body.data).toBeNull();
  });

  it('tells an anonymous socket on the public namespace, and the chat still refuses it', async () => {
    const listener = connectSocket(`${origin}/public`, {
      path: '/uz/api/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(listener);
    await new Promise<void>((resolve, reject) => {
      listener.on('connect', resolve);
      listener.on('connect_error', reject);
    });
    const heard = new Promise<{ data: Breaking | null }>((resolve) => listener.once('breaking', resolve));
    const up = await call('PUT', 'newsroom/breaking.json', editor.token, banner());
    expect((await heard).data?._id).toBe(up.body.data?._id);
    const lowered = new Promise<{ data: Breaking | null }>((resolve) => listener.once('breaking', resolve));
    await call('DELETE', 'newsroom/breaking.json', editor.token);
    expect((await lowered).data).toBeNull();

    const chat = connectSocket(origin, {
      path: '/uz/api/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(chat);
    const refused = await new Promise<string>((resolve) => {
      chat.on('connect', () => resolve('connected'));
      chat.on('connect_error', (err) => resolve(`refused: ${err.message}`));
    });
    expect(refused).toMatch(/^refused/);
  });

  it('lets go of a public socket that talks', async () => {
    const listener = connectSocket(`${origin}/public`, {
      path: '/uz/api/socket.io',
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    sockets.push(listener);
    await new Promise<void>((resolve) => listener.on('connect', resolve));
    const gone = new Promise<string>((resolve) => listener.on('disconnect', resolve));
    listener.emit('chatMessage', { text: 'hello' });
    expect(await gone).toBe('io server disconnect');
  });
});
