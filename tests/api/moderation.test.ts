import { randomBytes } from 'node:crypto';
import type { ChatAck, ChatMessage } from '@core/schemas/live';
import type { ModerationOverview } from '@core/schemas/moderation';
import { and, eq } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { comments, moderationAudit, moderationBans, moderationHeld, users } from '../../src/server/db/schema';
import { auth, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/** Moderation of the chat and the comments over the real API and a real socket (issue 25). */

const API = '/uz/api';
const ITEM = 'comment/news/metro-stations-open.json';
let t: TestApp;
let origin: string;
let admin: Awaited<ReturnType<typeof signUp>>;
const sockets: Socket[] = [];

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
afterEach(async () => {
  for (const s of sockets.splice(0)) s.disconnect();
  await call('PUT', 'moderation/words.json', admin.token, { words: [] });
});
afterAll(async () => {
  await t?.close();
});

async function call(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  token?: string,
  payload?: unknown,
) {
  const res = await t.app.inject({
    method,
    url: `${API}/${path}`,
    remoteAddress: nextClient(),
    headers: token ? auth(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> & { message?: string } };
}

const overview = async () => {
  const res = await call('GET', 'moderation.json', admin.token);
  expect(res.status).toBe(200);
  return res.body.data as ModerationOverview;
};

const comment = async (token: string, content: string) => call('POST', ITEM, token, { content });
const listed = async () =>
  ((await call('GET', `${ITEM}?count=all`)).body.data as { _id: string; content: string }[]).map(
    (c) => c.content,
  );

async function chatter(token: string) {
  const socket = connectSocket(origin, {
    path: '/uz/api/socket.io',
    auth: { token, lang: 'en' },
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}
const say = (socket: Socket, text: string) =>
  socket.timeout(5000).emitWithAck('chatMessage', { text }) as Promise<ChatAck<ChatMessage>>;

describe('who may moderate', () => {
  it('anonymous callers get 401 and visitors 403, before their input is looked at', async () => {
    const visitor = await signUp(t);
    for (const [method, path, body] of [
      ['GET', 'moderation.json', undefined],
      ['PUT', 'moderation/words.json', { words: 'not a list' }],
      ['POST', 'moderation/bans.json', { nonsense: true }],
      ['POST', 'moderation/reports/x/remove.json', {}],
      ['POST', 'moderation/held/x/approve.json', {}],
      ['DELETE', 'moderation/bans/x.json', undefined],
    ] as const) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, visitor.token, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
    }
    // Reporting needs an account, not a moderator.
    expect((await call('POST', 'moderation/report.json', undefined, { bad: 1 })).status).toBe(401);
    expect((await call('POST', 'moderation/report.json', visitor.token, { bad: 1 })).status).toBe(400);
  });
});

describe('reports', () => {
  it('a user reports a comment once; the moderator sees it, deletes the comment; the audit log has both', async () => {
    const [writer, reader] = [await signUp(t), await signUp(t)];
    const text = `Arzon kvartira ${randomBytes(3).toString('hex')}`;
    const posted = await comment(writer.token, text);
    expect(posted.status).toBe(201);
    const id = (posted.body.data as { _id: string })._id;

    const body = { kind: 'comment', id, reason: 'spam', note: 'advert' };
    expect(await call('POST', 'moderation/report.json', reader.token, body)).toMatchObject({
      status: 201,
      body: { message: 'Раҳмат: модератор буни текширади' },
    });
    expect((await call('POST', 'moderation/report.json', reader.token, body)).status).toBe(200);
    expect((await call('POST', 'moderation/report.json', reader.token, { ...body, id: 'nope' })).status).toBe(
      404,
    );

    const report = (await overview()).reports.find((r) => r.targetId === id);
    expect(report).toMatchObject({
      kind: 'comment',
      excerpt: text,
      reason: 'spam',
      note: 'advert',
      count: 1,
      author: { _id: writer.user._id },
      context: { db: 'news', item: 'metro-stations-open' },
    });
    const removed = await call('POST', `moderation/reports/${report?._id}/remove.json`, admin.token, {
      reason: 'advertising',
    });
    expect(removed.status).toBe(200);
    expect(await listed()).not.toContain(text);
    expect((await overview()).reports.find((r) => r.targetId === id)).toBeUndefined();
    // Done once: the report is closed.
    expect(
      (await call('POST', `moderation/reports/${report?._id}/remove.json`, admin.token, {})).status,
    ).toBe(404);

    const log = await t.database.db.select().from(moderationAudit).where(eq(moderationAudit.targetId, id));
    expect(log.map((l) => [l.action, l.actorId, l.reason])).toEqual([
      ['report', reader.user._id, 'spam'],
      ['delete', admin.user._id, 'advertising'],
    ]);
    const shown = (await overview()).audit.filter((a) => a.targetId === id).map((a) => a.action);
    expect(shown).toEqual(['delete', 'report']);
  });

  it('a dismissed report leaves the chat message; a deleted one is gone for the room', async () => {
    const [writer, reader] = [await signUp(t), await signUp(t)];
    const socket = await chatter(writer.token);
    const sent = await say(socket, `kept ${randomBytes(3).toString('hex')}`);
    if (!sent.ok || !sent.data) throw new Error('not sent');
    await call('POST', 'moderation/report.json', reader.token, {
      kind: 'chat',
      id: sent.data._id,
      reason: 'other',
    });
    const first = (await overview()).reports.find((r) => r.targetId === sent.data?._id);
    expect(
      (await call('POST', `moderation/reports/${first?._id}/dismiss.json`, admin.token, {})).status,
    ).toBe(200);

    const second = await say(socket, `gone ${randomBytes(3).toString('hex')}`);
    if (!second.ok || !second.data) throw new Error('not sent');
    await call('POST', 'moderation/report.json', reader.token, {
      kind: 'chat',
      id: second.data._id,
      reason: 'abuse',
    });
    const report = (await overview()).reports.find((r) => r.targetId === second.data?._id);
    const watcher = await chatter(reader.token);
    const gone = new Promise((resolve) => watcher.once('chatDeleted', resolve));
    expect(
      (await call('POST', `moderation/reports/${report?._id}/remove.json`, admin.token, {})).status,
    ).toBe(200);
    expect(await gone).toEqual({ _id: second.data._id, room: 'general' });
    const actions = (await overview()).audit.map((a) => `${a.action}:${a.targetId}`);
    expect(actions).toContain(`dismiss:${sent.data._id}`);
    expect(actions).toContain(`delete:${second.data._id}`);
  });
});

describe('bans', () => {
  it('a banned user’s comment and chat message are refused with a message until the ban ends', async () => {
    const user = await signUp(t);
    const banned = await call('POST', 'moderation/bans.json', admin.token, {
      userId: user.user._id,
      duration: '1h',
      reason: 'insults',
    });
    expect(banned.status).toBe(201);
    const refused = await comment(user.token, 'hello');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/^Сизга .+ гача чат ва изоҳларда ёзиш тақиқланган: insults$/);
    const socket = await chatter(user.token);
    const answer = await say(socket, 'hello');
    expect(answer.ok).toBe(false);
    expect(answer.ok ? '' : answer.message).toMatch(
      /^You may not write in the chat or comments until .+: insults$/,
    );
    const ban = (await overview()).bans.find((b) => b.userId === user.user._id);
    expect(ban).toMatchObject({ reason: 'insults', name: user.user.displayName });
    expect(Date.parse(ban?.until ?? '') - Date.now()).toBeGreaterThan(59 * 60_000);

    // The hour passes.
    await t.database.db
      .update(moderationBans)
      .set({ until: new Date(Date.now() - 1000) })
      .where(eq(moderationBans.userId, user.user._id));
    expect((await comment(user.token, `back ${randomBytes(3).toString('hex')}`)).status).toBe(201);
    expect((await say(socket, 'back')).ok).toBe(true);
    expect((await overview()).bans.find((b) => b.userId === user.user._id)).toBeUndefined();
  });

  it('a permanent ban lasts until lifted; a moderator cannot be banned; every step is logged', async () => {
    const user = await signUp(t);
    await call('POST', 'moderation/bans.json', admin.token, {
      userId: user.user._id,
      duration: 'permanent',
      reason: 'spam bot',
    });
    expect((await comment(user.token, 'hi')).status).toBe(403);
    expect((await overview()).bans.find((b) => b.userId === user.user._id)?.until).toBeNull();
    expect((await call('DELETE', `moderation/bans/${user.user._id}.json`, admin.token)).status).toBe(200);
    expect((await comment(user.token, `free ${randomBytes(3).toString('hex')}`)).status).toBe(201);
    expect((await call('DELETE', `moderation/bans/${user.user._id}.json`, admin.token)).status).toBe(404);

    const self = await call('POST', 'moderation/bans.json', admin.token, {
      userId: admin.user._id,
      duration: '1d',
      reason: 'x',
    });
    expect(self.status).toBe(400);
    expect(
      (
        await call('POST', 'moderation/bans.json', admin.token, {
          userId: 'nobody',
          duration: '1d',
          reason: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call('POST', 'moderation/bans.json', admin.token, {
          userId: user.user._id,
          duration: '2y',
          reason: 'x',
        })
      ).status,
    ).toBe(400);

    const log = await t.database.db
      .select()
      .from(moderationAudit)
      .where(eq(moderationAudit.subjectId, user.user._id));
    expect(log.map((l) => [l.action, l.reason, l.detail, l.actorName])).toEqual([
      ['ban', 'spam bot', 'permanent', admin.user.displayName],
      ['unban', '', '', admin.user.displayName],
    ]);
  });
});

describe('the word filter', () => {
  it('holds a matching comment back (the writer is told), and the moderator approves or rejects it', async () => {
    const words = await call('PUT', 'moderation/words.json', admin.token, {
      words: ['казино', ' ', 'KAZINO'],
    });
    expect(words.body.data).toEqual(['казино']);
    const user = await signUp(t);
    const text = `Eng zo‘r KAZINO ${randomBytes(3).toString('hex')}`;
    const held = await comment(user.token, text);
    expect(held.status).toBe(202);
    expect(held.body).toEqual({
      held: true,
      message: 'Матнингиз модератор текширганидан кейин эълон қилинади',
    });
    expect(await listed()).not.toContain(text);
    const item = (await overview()).held.find((h) => h.text === text);
    expect(item).toMatchObject({ kind: 'comment', matched: 'казино', author: { _id: user.user._id } });

    expect((await call('POST', `moderation/held/${item?._id}/approve.json`, admin.token, {})).status).toBe(
      200,
    );
    expect(await listed()).toContain(text);
    expect((await call('POST', `moderation/held/${item?._id}/reject.json`, admin.token, {})).status).toBe(
      404,
    );

    const second = `Казино ${randomBytes(3).toString('hex')}`;
    expect((await comment(user.token, second)).status).toBe(202);
    const other = (await overview()).held.find((h) => h.text === second);
    expect(
      (await call('POST', `moderation/held/${other?._id}/reject.json`, admin.token, { reason: 'gambling' }))
        .status,
    ).toBe(200);
    expect(await listed()).not.toContain(second);
    const [row] = await t.database.db
      .select()
      .from(moderationHeld)
      .where(eq(moderationHeld.id, other?._id ?? ''));
    expect(row?.status).toBe('rejected');

    const actions = (await overview()).audit.slice(0, 3).map((a) => [a.action, a.reason]);
    expect(actions).toEqual([
      ['reject', 'gambling'],
      ['approve', ''],
      ['words', ''],
    ]);
    expect(
      (
        await t.database.db
          .select()
          .from(comments)
          .where(and(eq(comments.content, second)))
      ).length,
    ).toBe(0);
  });

  it('holds a matching chat message back; approved, it reaches the room', async () => {
    await call('PUT', 'moderation/words.json', admin.token, { words: ['reklama'] });
    const [writer, reader] = [await signUp(t), await signUp(t)];
    const socket = await chatter(writer.token);
    const watcher = await chatter(reader.token);
    const text = `Bizda РЕКЛАМА ${randomBytes(3).toString('hex')}`;
    let early = false;
    watcher.on('chatMessage', (m: ChatMessage) => {
      if (m.text === text && !approved) early = true;
    });
    let approved = false;
    expect(await say(socket, text)).toEqual({
      ok: true,
      held: true,
      message: 'Your text awaits a moderator’s review before it is published',
    });
    const item = (await overview()).held.find((h) => h.text === text);
    expect(item).toMatchObject({ kind: 'chat', context: { room: 'general' }, matched: 'reklama' });
    const arrives = new Promise<ChatMessage>((resolve) =>
      watcher.on('chatMessage', (m: ChatMessage) => m.text === text && resolve(m)),
    );
    approved = true;
    expect((await call('POST', `moderation/held/${item?._id}/approve.json`, admin.token, {})).status).toBe(
      200,
    );
    expect(await arrives).toMatchObject({ room: 'general', user: { _id: writer.user._id } });
    expect(early).toBe(false);
  });
});
