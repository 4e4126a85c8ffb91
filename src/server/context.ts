import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { Redis } from 'ioredis';
import type { SessionEvents } from './auth/session-events';
import type { TokenKeys } from './auth/tokens';
import type { TicketKeys } from './auth/two-factor';
import type { ResponseCache } from './cache';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Broadcast } from './live/public';
import type { ChatRelay } from './live/relay';
import type { Mailer } from './mail/mailer';
import type { MailOutbox } from './mail/outbox';
import type { SmsTransport } from './sms/transport';

/** What every route plugin is given. */
export interface AppContext {
  config: Config;
  database: Database;
  cache: ResponseCache;
  auth: AuthContext;
  /** The mail transport; send through `outbox`, which stores each letter first and retries. */
  mail: Mailer;
  /** Letters stored before they are sent, retried until the transport takes them (issue 10). */
  outbox: MailOutbox;
  sms: SmsTransport;
  /** Folder of uploaded files (`DATA_DIR/uploads`), served at `/uploads/`. */
  uploadsDir: string;
  /** Folder of files only their owners and admins read (`DATA_DIR/private`), never served as it is. */
  privateDir: string;
  /** Raised when every session of a user ends (the chat disconnects the user's sockets). */
  sessions: SessionEvents;
  /** The chat's rooms, for routes that change them (moderation: deleting, approving a held message). */
  chat: ChatRelay;
  /** Every open page, on every instance (the public socket.io namespace: the breaking-news banner). */
  broadcast: Broadcast;
  /** Redis shared by the instances (rate limits, the chat, cache invalidation); null: one instance. */
  redis: Redis | null;
  /** Whether this instance is draining: it still answers, but tells the balancer it is not ready. */
  lifecycle: { draining: boolean };
}

/** Accounts: the token keys and the OpenID Connect providers offered. */
export interface AuthContext {
  keys: TokenKeys;
  /** Tickets between the password and the code of a two-step sign-in (auth/two-factor.ts). */
  tickets: TicketKeys;
  /** Secret of one-time code HMACs, derived from the token secret. */
  pepper: string;
  providers: { id: string; title: string }[];
}

export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;
