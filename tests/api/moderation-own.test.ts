import { randomBytes } from 'node:crypto';
import type { ChatAck, ChatMessage } from '@core/schemas/live';
import type { AuditPage } from '@core/schemas/moderation';
import { count, eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderationAudit, moderationReports, users } from '../../src/server/db/schema';
import { auth, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/** Moderation: no report of one's own item, and the audit log paged (issue 25). */

const API = '/uz/api';
const ITEM = 'comment/news/metro-stations-open.json';
let t: TestApp;
let origin: string;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
  admin = await signUp(t);
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'admin'] })
    .where(eq(users.id, admin.user._id));
}, 120_000);
afterAll(async () => {
  await t?.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  token?: string,
  payload?: unknown,
  lang = 'uz',
) {
  const res = await t.app.inject({
    method,
    url: `${API}/${path}`,
    remoteAddress: nextClient(),
    headers: { ...(token ? auth(token) : {}), cookie: `efir_lang=${lang}` },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { message?: string } };
}

const rows = async () => {
  const [reports] = await t.database.db.select({ n: count() }).from(moderationReports);
  const [lines] = await t.database.db.select({ n: count() }).from(moderationAudit);
  return { reports: reports?.n, audit: lines?.n };
};

async function chatMessage(token: string, text: string): Promise<string> {
  const socket: Socket = connectSocket(origin, {
    path: '/uz/api/socket.io',
    auth: { token, lang: 'en' },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    const ack = (await socket.timeout(5000).emitWithAck('chatMessage', { text })) as ChatAck<ChatMessage>;
    if (!ack.ok || !ack.data) throw new Error('not sent');
    return ack.data._id;
  } finally {
    socket.disconnect();
  }
}

describe('a reader’s own message or comment', () => {
  it('is refused (409, in the caller’s language) before anything is stored or audited', async () => {
    const writer = await signUp(t);
    const posted = await call('POST', ITEM, writer.token, {
      content: `Mine ${randomBytes(3).toString('hex')}`,
    });
    expect(posted.status).toBe(201);
    const commentId = (posted.body.data as { _id: string })._id;
    const chatId = await chatMessage(writer.token, `mine ${randomBytes(3).toString('hex')}`);

    const before = await rows();
    const messages = {
      uz: 'Ўз хабарингиз ёки изоҳингиз устидан шикоят қилиб бўлмайди',
      oz: 'Oʻz xabaringiz yoki izohingiz ustidan shikoyat qilib boʻlmaydi',
      ru: 'Нельзя пожаловаться на собственное сообщение или комментарий',
      en: 'You cannot report your own message or comment',
    };
    for (const [lang, message] of Object.entries(messages))
      for (const [kind, id] of [
        ['comment', commentId],
        ['chat', chatId],
      ] as const) {
        const refused = await call(
          'POST',
          'moderation/report.json',
          writer.token,
          { kind, id, reason: 'spam' },
          lang,
        );
        expect(refused, `${lang} ${kind}`).toMatchObject({ status: 409, body: { message, field: 'id' } });
      }
    expect(await rows()).toEqual(before);

    // Another reader may report them.
    const reader = await signUp(t);
    for (const [kind, id] of [
      ['comment', commentId],
      ['chat', chatId],
    ] as const)
      expect(
        (await call('POST', 'moderation/report.json', reader.token, { kind, id, reason: 'spam' })).status,
      ).toBe(201);
  });

  it('the thread names the reader’s own comments on an item (signed-in only), for the widget to offer no report', async () => {
    const [writer, other] = [await signUp(t), await signUp(t)];
    const posted = await call('POST', ITEM, writer.token, {
      content: `Own ${randomBytes(3).toString('hex')}`,
    });
    await call('POST', ITEM, other.token, { content: `Other ${randomBytes(3).toString('hex')}` });
    const id = (posted.body.data as { _id: string })._id;
    const mine = 'comment/news/metro-stations-open/mine.json';
    expect(await call('GET', mine, writer.token)).toMatchObject({ status: 200, body: { data: [id] } });
    expect((await call('GET', 'comment/news/another-item/mine.json', writer.token)).body).toEqual({
      data: [],
    });
    expect((await call('GET', mine)).status).toBe(401);
  });
});

describe('the audit log, paged', () => {
  it('pages newest first with an exact total; page 2 differs from page 1; a visitor is refused before the query is read', async () => {
    for (let i = 0; i < 5; i++)
      expect((await call('PUT', 'moderation/words.json', admin.token, { words: [`w${i}`] })).status).toBe(
        200,
      );
    const [total] = await t.database.db.select({ n: count() }).from(moderationAudit);
    const n = total?.n ?? 0;
    expect(n).toBeGreaterThanOrEqual(5);

    const first = await call('GET', 'moderation/audit.json?count=2', admin.token);
    expect(first.status).toBe(200);
    const one = first.body as unknown as AuditPage;
    expect(one.meta).toEqual({ total: n, page: 1, count: 2, pages: Math.ceil(n / 2) });
    const two = (await call('GET', 'moderation/audit.json?count=2&page=2', admin.token))
      .body as unknown as AuditPage;
    expect(two.meta).toMatchObject({ total: n, page: 2 });
    expect(one.data).toHaveLength(2);
    expect(two.data).toHaveLength(2);
    const ids = [...one.data, ...two.data].map((e) => e._id);
    expect(new Set(ids).size).toBe(4);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(one.data[0]).toMatchObject({ action: 'words', detail: expect.stringContaining('w4') });
    // Default page size, and past the end: empty data with the real pages.
    const all = (await call('GET', 'moderation/audit.json', admin.token)).body as unknown as AuditPage;
    expect(all.meta).toEqual({ total: n, page: 1, count: 50, pages: Math.ceil(n / 50) });
    const past = (await call('GET', 'moderation/audit.json?page=999', admin.token))
      .body as unknown as AuditPage;
    expect(past).toEqual({ data: [], meta: { total: n, page: 999, count: 50, pages: Math.ceil(n / 50) } });
    // Bad input: a clear 400 for a moderator...
    const bad = await call('GET', 'moderation/audit.json?count=0', admin.token);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/count/);
    expect((await call('GET', 'moderation/audit.json?count=201', admin.token)).status).toBe(400);
    // ...while access comes first: anonymous 401, a reader 403, whatever the query.
    const reader = await signUp(t);
    expect((await call('GET', 'moderation/audit.json?count=nonsense')).status).toBe(401);
    expect((await call('GET', 'moderation/audit.json?count=nonsense', reader.token)).status).toBe(403);
    expect((await call('GET', 'moderation/audit.json?page=2', reader.token)).status).toBe(403);
  });
});
