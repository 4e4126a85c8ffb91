import { randomBytes, randomUUID } from 'node:crypto';
import { CHAT_HISTORY, CHAT_MAX_LENGTH, CHAT_RATE } from '@core/live';
import type { ChatAck, ChatMessage } from '@core/schemas/live';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import type { App } from '../../src/server/context';
import { channels, chatMessages, users } from '../../src/server/db/schema';
import { auth, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/** The chat over a real socket.io client against the app listening on a port (issue 7). */

let t: TestApp;
let origin: string;
const sockets: Socket[] = [];

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

beforeAll(async () => {
  t = await startTestApp({ seedDemo: false });
  origin = await listen(t.app);
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await t.close();
});

/** A connected socket, or the connection error's message. */
function connect(at: string, authData: Record<string, unknown>): Promise<Socket> {
  const socket = connectSocket(at, {
    path: '/uz/api/socket.io',
    auth: authData,
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => reject(err));
  });
}

const ask = <T>(socket: Socket, event: string, payload: unknown) =>
  socket.timeout(5000).emitWithAck(event, payload) as Promise<ChatAck<T>>;

async function joined(token: string, room: string, at = origin) {
  const socket = await connect(at, { token, lang: 'en' });
  const ack = await ask<ChatMessage[]>(socket, 'join', { room });
  expect(ack.ok).toBe(true);
  return { socket, history: ack.ok ? (ack.data ?? []) : [] };
}

const next = <T>(socket: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} in 5 s`)), 5000);
    socket.once(event, (value: T) => {
      clearTimeout(timer);
      resolve(value);
    });
  });

/** A channel of its own, whose room a test joins (a room is `general` or a channel's id). */
async function channelRoom(prefix: string): Promise<string> {
  const id = `${prefix}-${randomBytes(3).toString('hex')}`;
  await t.database.db.insert(channels).values({ id, type: 'tv', title: { uz: id, oz: id, ru: id, en: id } });
  return id;
}

const stored = async (room: string) =>
  (await t.database.db.select().from(chatMessages).where(eq(chatMessages.room, room))).length;

describe('connecting', () => {
  it('refuses a connection without a token, with a bad one, with a message in the language asked', async () => {
    await expect(connect(origin, { lang: 'en' })).rejects.toThrow('Sign in to write in the chat');
    await expect(connect(origin, { token: 'not.a.token', lang: 'ru' })).rejects.toThrow(
      'Войдите, чтобы писать в чат',
    );
    const { token } = await signUp(t);
    await expect(connect(origin, { token })).resolves.toBeTruthy();
  });

  it('refuses a malformed room', async () => {
    const { token } = await signUp(t);
    const socket = await connect(origin, { token, lang: 'en' });
    expect(await ask(socket, 'join', { room: '../x' })).toEqual({
      ok: false,
      message: 'There is no such chat',
    });
    // A well-formed name that is neither `general` nor a channel: no such room either.
    expect(await ask(socket, 'join', { room: 'no-such-channel' })).toEqual({
      ok: false,
      message: 'There is no such chat',
    });
    expect(await ask(socket, 'chatMessage', { room: 'no-such-channel', text: 'hi' })).toEqual({
      ok: false,
      message: 'There is no such chat',
    });
    // A channel's room is an extension: joined first.
    expect(await ask(socket, 'chatMessage', { room: await channelRoom('unjoined'), text: 'hi' })).toEqual({
      ok: false,
      message: 'Join the chat first',
    });
  });
});

describe('messages', () => {
  it('on joining, the last 50 messages of the room, oldest first', async () => {
    const { user, token } = await signUp(t);
    const room = await channelRoom('history');
    const base = Date.parse('2026-11-23T09:00:00Z');
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: CHAT_HISTORY + 5 }, (_, i) => ({
        id: randomUUID(),
        room,
        userId: user._id,
        text: `message ${i}`,
        createdAt: new Date(base + i * 1000),
      })),
    );
    const { history } = await joined(token, room);
    expect(history).toHaveLength(CHAT_HISTORY);
    expect(history[0]?.text).toBe('message 5');
    expect(history.at(-1)?.text).toBe(`message ${CHAT_HISTORY + 4}`);
    expect(history[0]?.user).toEqual({ _id: user._id, displayName: user.displayName, picture: null });
  });

  it('a message reaches everyone in the room, trimmed, as text', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const room = await channelRoom('room');
    const alice = await joined(a.token, room);
    const bob = await joined(b.token, room);
    const other = await joined(b.token, await channelRoom('other'));
    let leaked = false;
    other.socket.on('chatMessage', () => {
      leaked = true;
    });
    const arrives = next<ChatMessage>(bob.socket, 'chatMessage');
    const ack = await ask<ChatMessage>(alice.socket, 'chatMessage', { room, text: '  <b>salom</b>  ' });
    expect(ack.ok).toBe(true);
    const got = await arrives;
    expect(got).toMatchObject({ room, text: '<b>salom</b>', user: { _id: a.user._id } });
    expect(leaked).toBe(false);
    expect(await stored(room)).toBe(1);
  });

  it('refuses empty, blank and too long messages, storing nothing', async () => {
    const { token } = await signUp(t);
    const room = await channelRoom('bad');
    const { socket } = await joined(token, room);
    for (const text of ['', '   \n\t ', 'x'.repeat(CHAT_MAX_LENGTH + 1), 42, null]) {
      const ack = await ask(socket, 'chatMessage', { room, text });
      expect(ack.ok, String(text).slice(0, 20)).toBe(false);
    }
    expect(await ask(socket, 'chatMessage', { room, text: '' })).toEqual({
      ok: false,
      message: 'The message is empty',
    });
    expect(await ask(socket, 'chatMessage', { room, text: 'x'.repeat(CHAT_MAX_LENGTH + 1) })).toEqual({
      ok: false,
      message: `The message is longer than ${CHAT_MAX_LENGTH} characters`,
    });
    expect(await stored(room)).toBe(0);
    // Exactly the limit is fine.
    expect((await ask(socket, 'chatMessage', { room, text: 'я'.repeat(CHAT_MAX_LENGTH) })).ok).toBe(true);
  });

  it('limits each user to 5 messages in 10 s, with a message saying how long to wait', async () => {
    const { token } = await signUp(t);
    const room = await channelRoom('fast');
    const { socket } = await joined(token, room);
    for (let i = 0; i < CHAT_RATE.points; i++)
      expect((await ask(socket, 'chatMessage', { room, text: `m${i}` })).ok).toBe(true);
    const refused = await ask(socket, 'chatMessage', { room, text: 'one more' });
    expect(refused).toMatchObject({ ok: false });
    expect(refused.ok ? '' : refused.message).toMatch(/^Too fast: write again in \d+ s$/);
    expect(await stored(room)).toBe(CHAT_RATE.points);
    // Another user is not slowed down.
    const other = await signUp(t);
    const second = await joined(other.token, room);
    expect((await ask(second.socket, 'chatMessage', { room, text: 'hello' })).ok).toBe(true);
  });

  it('an admin deletes a message for everyone; a user cannot', async () => {
    const admin = await signUp(t);
    await t.database.db
      .update(users)
      .set({ roles: ['user', 'admin'] })
      .where(eq(users.id, admin.user._id));
    const writer = await signUp(t);
    const room = await channelRoom('del');
    const a = await joined(admin.token, room);
    const w = await joined(writer.token, room);
    const sent = await ask<ChatMessage>(w.socket, 'chatMessage', { room, text: 'to be removed' });
    if (!sent.ok || !sent.data) throw new Error('not sent');
    expect(await ask(w.socket, 'chatDelete', { _id: sent.data._id })).toEqual({
      ok: false,
      message: 'Only an administrator can delete messages',
    });
    const gone = next<{ _id: string; room: string }>(w.socket, 'chatDeleted');
    expect(await ask(a.socket, 'chatDelete', { _id: sent.data._id })).toEqual({ ok: true });
    expect(await gone).toEqual({ _id: sent.data._id, room });
    expect(await stored(room)).toBe(0);
    expect((await joined(writer.token, room)).history).toEqual([]);

    // Demoted while connected: the roles are read at the delete, not kept from the connect.
    const again = await ask<ChatMessage>(w.socket, 'chatMessage', { room, text: 'stays' });
    if (!again.ok || !again.data) throw new Error('not sent');
    await t.database.db
      .update(users)
      .set({ roles: ['user'] })
      .where(eq(users.id, admin.user._id));
    expect(await ask(a.socket, 'chatDelete', { _id: again.data._id })).toEqual({
      ok: false,
      message: 'Only an administrator can delete messages',
    });
    expect(await stored(room)).toBe(1);
  });

  it('a failing database refuses that one message with a message; the socket and the server go on', async () => {
    const { token } = await signUp(t);
    const room = await channelRoom('fail');
    const { socket } = await joined(token, room);
    const insert = vi.spyOn(t.database.db, 'insert').mockImplementationOnce(() => {
      throw new Error('the database is down');
    });
    try {
      expect(await ask(socket, 'chatMessage', { room, text: 'lost?' })).toEqual({
        ok: false,
        message: 'The chat could not answer just now, try again',
      });
    } finally {
      insert.mockRestore();
    }
    expect(await stored(room)).toBe(0);
    expect(socket.connected).toBe(true);
    expect((await ask<ChatMessage>(socket, 'chatMessage', { room, text: 'after' })).ok).toBe(true);
    expect(await stored(room)).toBe(1);
  });
});

describe('spec §7: a client that does only what the spec says', () => {
  /** Connects with the token in the handshake's `auth` and nothing else: no language, no join. */
  const specClient = (token: string) => connect(origin, { token });
  /** The next `chatMessage` whose text is `text` (the general room is shared by every test). */
  const arrival = (socket: Socket, text: string) =>
    new Promise<ChatMessage>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`"${text}" did not arrive in 5 s`)), 5000);
      socket.on('chatMessage', (message: ChatMessage) => {
        if (message.text !== text) return;
        clearTimeout(timer);
        resolve(message);
      });
    });

  it('two bare clients emitting `chatMessage` `{text}` reach each other and the chat/ page in `general`', async () => {
    const [a, b, page] = [await signUp(t), await signUp(t), await signUp(t)];
    const alice = await specClient(a.token);
    const bob = await specClient(b.token);
    // The chat/ page's widget joins `general` for its history, as it does (src/widgets/chat).
    const widget = await joined(page.token, 'general');

    const hello = `salom ${randomBytes(4).toString('hex')}`;
    const toBob = arrival(bob, hello);
    const toAlice = arrival(alice, hello);
    const toPage = arrival(widget.socket, hello);
    // No acknowledgement asked for, no room named: exactly spec §7.
    alice.emit('chatMessage', { text: hello });
    expect(await toBob).toMatchObject({ room: 'general', text: hello, user: { _id: a.user._id } });
    await toAlice;
    await toPage;

    const back = `va alaykum ${randomBytes(4).toString('hex')}`;
    const fromPage = arrival(alice, back);
    expect((await ask(widget.socket, 'chatMessage', { room: 'general', text: back })).ok).toBe(true);
    expect((await fromPage).user._id).toBe(page.user._id);

    // Stored in the general room: a newcomer's history has both.
    const newcomer = await joined((await signUp(t)).token, 'general');
    expect(newcomer.history.map((m) => m.text)).toEqual(expect.arrayContaining([hello, back]));
  });

  it('a message without a room goes to `general`; an unknown room is refused, by ack or by a `chatError` event', async () => {
    const { token } = await signUp(t);
    const socket = await specClient(token);
    const plain = `plain ${randomBytes(4).toString('hex')}`;
    const sent = await ask<ChatMessage>(socket, 'chatMessage', { text: plain });
    expect(sent).toMatchObject({ ok: true, data: { room: 'general', text: plain } });
    // A bare string is the text too.
    const bare = `bare ${randomBytes(4).toString('hex')}`;
    expect(await ask<ChatMessage>(socket, 'chatMessage', bare)).toMatchObject({
      ok: true,
      data: { room: 'general' },
    });

    const before = await stored('nowhere');
    expect(await ask(socket, 'chatMessage', { room: 'nowhere', text: 'lost?' })).toEqual({
      ok: false,
      message: 'Бундай чат йўқ',
    });
    // Without an acknowledgement the refusal comes as an event: never lost silently.
    const told = next<{ event: string; message: string }>(socket, 'chatError');
    socket.emit('chatMessage', { room: 'nowhere', text: 'lost?' });
    expect(await told).toEqual({ event: 'chatMessage', message: 'Бундай чат йўқ' });
    const empty = next<{ event: string; message: string }>(socket, 'chatError');
    socket.emit('chatMessage', { text: '   ' });
    expect((await empty).event).toBe('chatMessage');
    expect(await stored('nowhere')).toBe(before);
  });

  it('rooms remain an extension: a channel room is only for those who join it', async () => {
    const [a, b] = [await signUp(t), await signUp(t)];
    const room = await channelRoom('extension');
    const inRoom = await joined(a.token, room);
    const generalOnly = await specClient(b.token);
    let leaked = false;
    generalOnly.on('chatMessage', (m: ChatMessage) => {
      if (m.room === room) leaked = true;
    });
    const text = `in the channel ${randomBytes(4).toString('hex')}`;
    const echo = arrival(inRoom.socket, text);
    expect((await ask(inRoom.socket, 'chatMessage', { room, text })).ok).toBe(true);
    await echo;
    // The sender is still in general too: a roomless message of another reaches it.
    const general = `general ${randomBytes(4).toString('hex')}`;
    const reaches = arrival(inRoom.socket, general);
    generalOnly.emit('chatMessage', { text: general });
    await reaches;
    expect(leaked).toBe(false);
    expect(await stored(room)).toBe(1);
  });
});

describe('sessions', () => {
  it('a user who signs out is disconnected', async () => {
    const { token } = await signUp(t);
    const { socket } = await joined(token, 'general');
    const dropped = next<string>(socket, 'disconnect');
    const res = await t.app.inject({ method: 'GET', url: '/uz/api/auth/signout.json', headers: auth(token) });
    expect(res.statusCode).toBe(200);
    expect(await dropped).toBe('io server disconnect');
    // The old token no longer connects.
    await expect(connect(origin, { token, lang: 'en' })).rejects.toThrow('Sign in');
  });

  it('a user whose password changes is disconnected', async () => {
    const { token, account } = await signUp(t);
    const { socket } = await joined(token, 'general');
    const dropped = next<string>(socket, 'disconnect');
    const res = await t.app.inject({
      method: 'POST',
      url: '/uz/api/users/password.json',
      headers: auth(token),
      payload: {
        currentPassword: account.password,
        newPassword: `${account.password} new`,
        verifyPassword: `${account.password} new`,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await dropped).toBe('io server disconnect');
  });
});

describe('several instances', () => {
  const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const product = `chat${randomBytes(4).toString('hex')}`;
  const apps: App[] = [];
  const redises: Redis[] = [];

  afterAll(async () => {
    for (const app of apps) await app.close();
    const keys = await redises[0]?.keys(`${product}:*`);
    if (keys?.length) await redises[0]?.del(...keys);
    for (const r of redises) await r.quit();
  });

  async function instance(): Promise<string> {
    const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
    redises.push(redis);
    const app = await buildApp({
      config: { ...t.config, product, staticDir: null },
      database: t.database,
      cache: new ResponseCache(),
      logger: false,
      redis,
    });
    apps.push(app);
    return listen(app);
  }

  it('two instances sharing Redis: a message sent on one reaches a client of the other; sign-out on one disconnects on the other', async () => {
    const [one, two] = [await instance(), await instance()];
    // Accounts made on these instances: their tokens name this product as issuer.
    const on = { ...t, app: apps[0] as App };
    const a = await signUp(on);
    const b = await signUp(on);
    const room = await channelRoom('shared');
    const alice = await joined(a.token, room, one);
    const bob = await joined(b.token, room, two);
    const arrives = next<ChatMessage>(bob.socket, 'chatMessage');
    expect((await ask(alice.socket, 'chatMessage', { room, text: 'across instances' })).ok).toBe(true);
    expect((await arrives).text).toBe('across instances');

    const dropped = next<string>(bob.socket, 'disconnect');
    const first = apps[0] as App;
    await first.inject({ method: 'GET', url: '/uz/api/auth/signout.json', headers: auth(b.token) });
    expect(await dropped).toBe('io server disconnect');
  });
});
