import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@core/api-prefix';
import { LANGS, type Lang } from '@core/lang';
import { CHAT_HISTORY, CHAT_MAX_LENGTH, CHAT_RATE, CHAT_ROOM_PATTERN, GENERAL_ROOM } from '@core/live';
import type { ChatAck, ChatError, ChatMessage } from '@core/schemas/live';
import { canModerate } from '@core/schemas/moderation';
import { createAdapter } from '@socket.io/redis-adapter';
import { desc, eq } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { type Socket, Server as SocketServer } from 'socket.io';
import { sessionOfToken } from '../auth/session';
import type { App, AppContext } from '../context';
import { channels, chatMessages, users } from '../db/schema';
import { counter } from '../limits';
import { activeBan, audit, banMessage, closeReports, filterMatch, hold } from '../moderation/service';
import { text } from '../texts';

interface SocketData {
  userId: string;
  roles: string[];
  displayName: string;
  picture: string | null;
  lang: Lang;
  /** Token expiry (s since the epoch): a socket outliving its token is let go. */
  exp: number;
  rooms: Set<string>;
}

type ChatSocket = Socket<Record<string, never>, Record<string, never>, Record<string, never>, SocketData>;

export interface LiveHub {
  io: SocketServer;
  /** Sockets connected to this instance (for /metrics). */
  readonly connections: number;
  close(): Promise<void>;
}

const langOf = (value: unknown): Lang =>
  typeof value === 'string' && (LANGS as readonly string[]).includes(value) ? (value as Lang) : 'uz';

/** `main`, the general room's name before issue 25, as older pages still name it. */
const LEGACY_GENERAL = 'main';

/**
 * The live chat over socket.io at `/uz/api/socket.io` (spec §7 "Live socket", issues 7, 25). A
 * client connects with its session token in the handshake (`auth: {token, lang}`); anonymous and
 * invalid tokens are refused. Connected, it is in the general room (`general`, the chat/ page's)
 * without asking: `chatMessage` `{text}` (or a bare string) goes there and it gets everything sent
 * there, as spec §7 has it. As an extension it `join`s a channel's room (or `general`) to get the
 * last 50 messages, and names the room in `chatMessage` `{room, text}`. A message is checked
 * (a known room the socket is in, the writer not banned, trimmed, 1..1000 characters, 5 per 10 s
 * per user), held back for review when the word filter matches it, else stored and sent to the
 * room; moderators `chatDelete` `{_id}`. Every refusal is answered: by the acknowledgement when
 * the client asked for one, else by a `chatError` `{event, message}` event, so nothing is lost
 * silently. Sockets of a user whose sessions end are disconnected. With Redis, the Redis adapter
 * carries everything across instances, and the rate limit is shared.
 */
export function attachChat(app: App, ctx: AppContext, redis: Redis | null | undefined): LiveHub {
  const { db } = ctx.database;
  const io = new SocketServer(app.server, {
    path: `${API_PREFIX}/socket.io`,
    serveClient: false,
    // WebSocket only (decision 024): a connection stays on the instance that accepted it, so
    // several instances behind a balancer need no sticky sessions.
    transports: ['websocket'],
    // Same origin only: no CORS headers are sent, and the browser refuses a foreign page.
    maxHttpBufferSize: 16 * 1024,
  });
  let pub: Redis | null = null;
  let sub: Redis | null = null;
  if (redis) {
    pub = redis.duplicate();
    sub = redis.duplicate();
    io.adapter(createAdapter(pub, sub, { key: `${ctx.config.product}:socket.io` }));
  }
  const limiter = ctx.config.rateLimits
    ? counter(redis, `${ctx.config.product}:chat-rate`, CHAT_RATE.points, CHAT_RATE.seconds)
    : null;

  ctx.chat.attach({
    publish: (message) => io.to(`room:${message.room}`).emit('chatMessage' as never, message as never),
    deleted: (id, room) => io.to(`room:${room}`).emit('chatDeleted' as never, { _id: id, room } as never),
  });

  /** The room `name` stands for (`main` is the general room's old name), or null when there is none. */
  const knownRoom = async (name: unknown): Promise<string | null> => {
    if (typeof name !== 'string' || !CHAT_ROOM_PATTERN.test(name)) return null;
    if (name === GENERAL_ROOM || name === LEGACY_GENERAL) return GENERAL_ROOM;
    const [channel] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, name));
    return channel ? name : null;
  };

  io.use(async (socket: ChatSocket, next) => {
    const lang = langOf(socket.handshake.auth?.lang);
    const token = socket.handshake.auth?.token;
    const session =
      typeof token === 'string' && token ? await sessionOfToken(db, ctx.auth.keys, token) : null;
    if (!session?.user.roles.some((r) => r === 'user' || r === 'admin'))
      return next(new Error(text(lang, 'chat.signIn')));
    socket.data = {
      userId: session.user.id,
      roles: session.user.roles,
      displayName: session.user.displayName,
      picture: session.user.picture,
      lang,
      exp: session.claims.exp,
      rooms: new Set([GENERAL_ROOM]),
    };
    next();
  });

  const stopListening = ctx.sessions.on(async (userId) => {
    io.in(`user:${userId}`).disconnectSockets(true);
  });

  io.on('connection', (socket: ChatSocket) => {
    const data = socket.data;
    void socket.join([`user:${data.userId}`, `room:${GENERAL_ROOM}`]);
    /** A refusal, by the acknowledgement, else as a `chatError` event: never lost silently. */
    const tell = (error: ChatError) =>
      (socket.emit as unknown as (event: 'chatError', payload: ChatError) => boolean)('chatError', error);
    const refuse = (ack: unknown, message: string, event = 'chatMessage') => {
      if (typeof ack === 'function') ack({ ok: false, message } satisfies ChatAck);
      else tell({ event, message });
    };
    const expired = () => {
      if (data.exp * 1000 > Date.now()) return false;
      socket.disconnect(true);
      return true;
    };
    // A socket is let go when its token expires, even while it only listens (the client connects
    // again with its renewed token).
    const expiry = setTimeout(
      () => socket.disconnect(true),
      Math.min(data.exp * 1000 - Date.now(), 2 ** 31 - 1),
    );
    socket.on('disconnect', () => clearTimeout(expiry));
    /**
     * An event's handler with its failures answered: a database or Redis error refuses that one
     * request with a message and is logged, never ending the process or leaving the client waiting.
     */
    const handle =
      (event: string, handler: (payload: unknown, ack: unknown) => Promise<unknown>) =>
      (payload: unknown, ack: unknown) => {
        handler(payload, ack).catch((err: unknown) => {
          app.log.error({ err, event }, 'chat: a request failed');
          refuse(ack, text(data.lang, 'chat.failed'), event);
        });
      };

    socket.on(
      'join',
      handle('join', async (payload, ack) => {
        if (expired()) return;
        const room = await knownRoom((payload as { room?: unknown } | null)?.room);
        if (!room) return refuse(ack, text(data.lang, 'chat.badRoom'), 'join');
        await socket.join(`room:${room}`);
        data.rooms.add(room);
        const rows = await db
          .select({ message: chatMessages, user: users })
          .from(chatMessages)
          .innerJoin(users, eq(users.id, chatMessages.userId))
          .where(eq(chatMessages.room, room))
          .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
          .limit(CHAT_HISTORY);
        const history = rows.reverse().map(({ message, user }) => toApi(message, user));
        if (typeof ack === 'function') ack({ ok: true, data: history } satisfies ChatAck<ChatMessage[]>);
      }),
    );

    socket.on(
      'chatMessage',
      handle('chatMessage', async (payload, ack) => {
        // Spec §7: `chatMessage` carries text; `{text}`, or the text itself.
        const { room: named, text: sent } = (
          typeof payload === 'string' ? { text: payload } : (payload ?? {})
        ) as { room?: unknown; text?: unknown };
        if (expired()) return;
        const room = named === undefined || named === null ? GENERAL_ROOM : await knownRoom(named);
        if (!room) return refuse(ack, text(data.lang, 'chat.badRoom'));
        if (!data.rooms.has(room)) return refuse(ack, text(data.lang, 'chat.notJoined'));
        const ban = await activeBan(db, data.userId);
        if (ban) return refuse(ack, banMessage(data.lang, ban));
        const clean = typeof sent === 'string' ? sent.trim() : '';
        if (!clean) return refuse(ack, text(data.lang, 'chat.empty'));
        if ([...clean].length > CHAT_MAX_LENGTH)
          return refuse(ack, text(data.lang, 'chat.tooLong', { max: CHAT_MAX_LENGTH }));
        if (limiter) {
          try {
            await limiter.consume(data.userId);
          } catch (err) {
            if (!(err instanceof RateLimiterRes)) throw err;
            return refuse(
              ack,
              text(data.lang, 'chat.tooFast', { seconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)) }),
            );
          }
        }
        const matched = await filterMatch(db, clean);
        if (matched) {
          await hold(db, {
            kind: 'chat',
            context: { room },
            text: clean,
            userId: data.userId,
            authorName: data.displayName,
            matched,
          });
          const message = text(data.lang, 'moderation.held');
          if (typeof ack === 'function') ack({ ok: true, held: true, message } satisfies ChatAck);
          else tell({ event: 'chatMessage', message, held: true });
          return;
        }
        const [row] = await db
          .insert(chatMessages)
          .values({ id: randomUUID(), room, userId: data.userId, text: clean })
          .returning();
        if (!row) return refuse(ack, text(data.lang, 'chat.missing'));
        const message = toApi(row, { id: data.userId, displayName: data.displayName, picture: data.picture });
        io.to(`room:${room}`).emit('chatMessage' as never, message as never);
        if (typeof ack === 'function') ack({ ok: true, data: message } satisfies ChatAck<ChatMessage>);
      }),
    );

    socket.on(
      'chatDelete',
      handle('chatDelete', async (payload, ack) => {
        const id = (payload as { _id?: unknown } | null)?._id;
        if (expired()) return;
        // The roles as they are now, not as they were at connect: a demoted moderator deletes nothing.
        const [me] = await db
          .select({ roles: users.roles, displayName: users.displayName })
          .from(users)
          .where(eq(users.id, data.userId));
        if (!me || !canModerate(me.roles))
          return refuse(ack, text(data.lang, 'chat.forbidden'), 'chatDelete');
        if (typeof id !== 'string') return refuse(ack, text(data.lang, 'chat.missing'), 'chatDelete');
        const [row] = await db.delete(chatMessages).where(eq(chatMessages.id, id)).returning();
        if (!row) return refuse(ack, text(data.lang, 'chat.missing'), 'chatDelete');
        const [author] = await db
          .select({ displayName: users.displayName })
          .from(users)
          .where(eq(users.id, row.userId));
        await closeReports(db, 'chat', row.id, data.userId);
        await audit(db, {
          actor: { id: data.userId, name: me.displayName },
          action: 'delete',
          kind: 'chat',
          targetId: row.id,
          subject: { id: row.userId, name: author?.displayName ?? '' },
          detail: row.text.slice(0, 200),
        });
        io.to(`room:${row.room}`).emit('chatDeleted' as never, { _id: row.id, room: row.room } as never);
        if (typeof ack === 'function') ack({ ok: true } satisfies ChatAck);
      }),
    );
  });

  return {
    io,
    get connections() {
      return io.of('/').sockets.size;
    },
    async close() {
      stopListening();
      io.disconnectSockets(true);
      // Not io.close(): it would close Fastify's HTTP server, which Fastify closes itself.
      io.engine.close();
      await io.of('/').adapter.close?.();
      await Promise.all([pub?.quit().catch(() => {}), sub?.quit().catch(() => {})]);
    },
  };
}

export function toApi(
  row: typeof chatMessages.$inferSelect,
  user: { id: string; displayName: string; picture: string | null },
): ChatMessage {
  return {
    _id: row.id,
    room: row.room,
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    user: { _id: user.id, displayName: user.displayName, picture: user.picture },
  };
}
