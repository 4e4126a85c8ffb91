import { type I18nText, LANGS } from '@core/lang';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// --- Accounts (spec §3 User, Profile; issues 6, 7) ----------------------------------------------

/**
 * Accounts (spec §3 User). `username` and `email` are stored lowercased. `passwordHash` is an
 * argon2id PHC string, null for accounts created through OpenID Connect until a password is set.
 * `tokenVersion` is in every token: raising it ends every session of the user (sign-out, a
 * password change or reset).
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email'),
    displayName: text('display_name').notNull(),
    passwordHash: text('password_hash'),
    roles: jsonb('roles').$type<string[]>().notNull(),
    phone: text('phone'),
    picture: text('picture'),
    /** `local` or the OpenID Connect provider the account was created with. */
    provider: text('provider').notNull().default('local'),
    tokenVersion: integer('token_version').notNull().default(1),
    lang: text('lang', { enum: LANGS }).notNull().default('uz'),
    /**
     * The second factor (issue 26): a TOTP secret (base32), set once confirmed with a code
     * (`totpEnabledAt`); `recoveryCodes` holds SHA-256 hashes of the unused recovery codes.
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    recoveryCodes: jsonb('recovery_codes').$type<string[]>().notNull().default([]),
    /** The last 30-second step whose code was accepted: a code works once (no replay). */
    totpLastStep: integer('totp_last_step'),
    /** The id of the one open sign-in ticket (password done, code awaited); cleared when used. */
    totpTicket: text('totp_ticket'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_idx').on(t.username),
    uniqueIndex('users_email_idx').on(t.email),
    // A confirmed phone belongs to one account.
    uniqueIndex('users_phone_idx').on(t.phone),
  ],
);

/** The profile of spec §3 (one per user); `filled` once it has a title (nation and fax are optional). */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  title: text('title').notNull().default(''),
  sex: text('sex', { enum: ['man', 'woman'] }),
  nation: text('nation'),
  fax: text('fax').notNull().default(''),
  address: text('address').notNull().default(''),
  note: text('note').notNull().default(''),
  filled: boolean('filled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** OpenID Connect identities linked to a user (`additionalProvidersData`). */
export const identities = pgTable(
  'identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    name: text('name'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.subject] }),
    uniqueIndex('identities_user_provider_idx').on(t.userId, t.provider),
  ],
);

/** Password reset tokens: only the SHA-256 of the token is kept; single use, valid one hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/**
 * A phone number awaiting confirmation by SMS code (spec §4): one per user. The code is kept as
 * an HMAC; `checks` counts the attempts on the current code.
 */
export const phoneCodes = pgTable('phone_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  phone: text('phone').notNull(),
  codeHash: text('code_hash'),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  checks: integer('checks').notNull().default(0),
});

/** Every SMS sent, for the daily caps per phone and per client address. */
export const smsSends = pgTable(
  'sms_sends',
  {
    id: text('id').primaryKey(),
    phone: text('phone').notNull(),
    client: text('client').notNull(),
    userId: text('user_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sms_sends_phone_idx').on(t.phone, t.sentAt),
    index('sms_sends_client_idx').on(t.client, t.sentAt),
  ],
);

/** Attribute lists of `GET /list/{attr}/{id}.json` (nation and the enumerations of spec §3). */
export const listEntries = pgTable(
  'list_entries',
  {
    attr: text('attr').notNull(),
    id: text('id').notNull(),
    title: jsonb('title').$type<I18nText>().notNull(),
    order: integer('order').notNull().default(999),
  },
  (t) => [primaryKey({ columns: [t.attr, t.id] })],
);

/**
 * Chat messages (spec §2 chat/, §7 live socket): one room per chat (`main`, or a channel id for
 * the chat beside its player). Text is stored as typed and always rendered as text.
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: text('id').primaryKey(),
    room: text('room').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chat_messages_room_idx').on(t.room, t.createdAt)],
);
