import { type I18nText, LANGS } from '@core/lang';
import type { MenuItem, ScheduleItem } from '@core/schemas/entities';
import type { RevisionSummary, StateLayout } from '@core/schemas/layout';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const channels = pgTable('channels', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['tv', 'radio'] }).notNull(),
  title: jsonb('title').$type<I18nText>().notNull(),
  photo: text('photo'),
  about: jsonb('about').$type<I18nText>().notNull().default({}),
  isHidden: boolean('is_hidden').notNull().default(false),
  order: integer('order').notNull().default(999),
  regional: boolean('regional').notNull().default(false),
  /**
   * The live stream of a real deployment (an HLS or MP4 URL on an origin allowed by
   * STREAM_ORIGINS); null plays the demo stream the server makes itself (src/server/live/).
   */
  online: text('online'),
});

/** The schedule of one channel for one Tashkent date. */
export const schedules = pgTable(
  'schedules',
  {
    channel: text('channel')
      .notNull()
      .references(() => channels.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    items: jsonb('items').$type<ScheduleItem[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.date] }), index('schedules_date_idx').on(t.date)],
);

/** Page layouts by state id (spec §3 State layout). `revision` counts saves. */
export const stateLayouts = pgTable('state_layouts', {
  state: text('state').primaryKey(),
  title: jsonb('title').$type<I18nText>().notNull(),
  order: integer('order').notNull().default(999),
  layout: jsonb('layout').$type<StateLayout['layout']>().notNull(),
  isNew: boolean('is_new').notNull().default(false),
  regeneration: boolean('regeneration').notNull().default(false),
  revision: integer('revision').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every saved version of a page layout (issue 9): drafts (seen by admins only) and published
 * revisions (the one in `state_layouts` is the latest published). `revision` numbers the published
 * versions of a state (the one `state_layouts.revision` holds); a draft carries the published
 * revision it was based on. `summary` says what changed against the previous published version.
 */
export const stateRevisions = pgTable(
  'state_revisions',
  {
    /** Increasing: orders the versions of a state (newest first) without ties. */
    id: serial('id').primaryKey(),
    state: text('state').notNull(),
    revision: integer('revision').notNull(),
    status: text('status', { enum: ['draft', 'published'] }).notNull(),
    document: jsonb('document').$type<StateLayout>().notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    summary: jsonb('summary').$type<RevisionSummary>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('state_revisions_state_idx').on(t.state, t.id),
    // One published row per revision number of a state.
    uniqueIndex('state_revisions_published_idx').on(t.state, t.revision).where(sql`status = 'published'`),
  ],
);

export const menus = pgTable('menus', {
  id: text('id').primaryKey(),
  title: jsonb('title').$type<I18nText>().notNull(),
  items: jsonb('items').$type<MenuItem[]>().notNull(),
});

export const weather = pgTable('weather', {
  city: text('city').primaryKey(),
  title: jsonb('title').$type<I18nText>().notNull(),
  temperature: real('temperature').notNull(),
  condition: text('condition', { enum: ['clear', 'cloudy', 'rain', 'snow', 'fog'] }).notNull(),
  observedAt: timestamp('observed_at', { withTimezone: true }).notNull(),
  order: integer('order').notNull().default(999),
});

/** Key-value facts about the installation (e.g. that demo content was seeded). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/**
 * The latest anonymous page HTML per state and language (spec §6, §7 `PUT /html/{state}.json`),
 * sanitised on arrival. Only admins will read it; it is never served to visitors.
 */
export const htmlSnapshots = pgTable(
  'html_snapshots',
  {
    state: text('state').notNull(),
    lang: text('lang', { enum: LANGS }).notNull(),
    html: text('html').notNull(),
    /** UTF-8 size of `html`. */
    bytes: integer('bytes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.state, t.lang] })],
);

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

/** The profile of spec §3 (one per user); `filled` once title, sex and nation are given. */
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

// --- Content (spec §3; issue 8) -----------------------------------------------------------------

/** A picture of content (spec §3 Uploaded file: title, link, thumb, width, height). */
export interface StoredPicture {
  title: string;
  link: string;
  thumb: string | null;
  width: number | null;
  height: number | null;
}

/** Categories of broadcasts, news and the archive; `parent` makes a tree. */
export const categories = pgTable(
  'categories',
  {
    id: text('id').primaryKey(),
    title: jsonb('title').$type<I18nText>().notNull(),
    parent: text('parent'),
    order: integer('order').notNull().default(999),
  },
  (t) => [index('categories_parent_idx').on(t.parent)],
);

/** A broadcast (a programme): what schedule entries and archive episodes belong to. */
export const broadcasts = pgTable(
  'broadcasts',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['tv', 'radio'] }).notNull(),
    title: jsonb('title').$type<I18nText>().notNull(),
    description: jsonb('description').$type<I18nText>().notNull().default({}),
    channel: text('channel').references(() => channels.id, { onDelete: 'set null' }),
    category: text('category').references(() => categories.id, { onDelete: 'set null' }),
    imagesAnons: jsonb('images_anons').$type<StoredPicture[]>().notNull().default([]),
    order: integer('order').notNull().default(999),
    isHidden: boolean('is_hidden').notNull().default(false),
  },
  (t) => [index('broadcasts_channel_idx').on(t.channel), index('broadcasts_category_idx').on(t.category)],
);

/** Archive items (video and audio on demand). `url` null plays the demo media the server makes. */
export const archiveItems = pgTable(
  'archive_items',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['tv', 'radio'] }).notNull(),
    broadcast: text('broadcast').references(() => broadcasts.id, { onDelete: 'set null' }),
    channel: text('channel').references(() => channels.id, { onDelete: 'set null' }),
    title: jsonb('title').$type<I18nText>().notNull(),
    description: jsonb('description').$type<I18nText>().notNull().default({}),
    url: text('url'),
    poster: jsonb('poster').$type<StoredPicture | null>(),
    /** When it aired (or was published); it is listed from `date + duration` on. */
    date: timestamp('date', { withTimezone: true }).notNull(),
    /** Seconds. */
    duration: integer('duration').notNull(),
    /** The schedule entry it records (catch-up): channel, Tashkent date and HH:mm. */
    airedChannel: text('aired_channel'),
    airedDate: date('aired_date', { mode: 'string' }),
    airedTime: text('aired_time'),
  },
  (t) => [
    index('archive_items_date_idx').on(t.date),
    index('archive_items_broadcast_idx').on(t.broadcast, t.date),
    index('archive_items_aired_idx').on(t.airedChannel, t.airedDate),
  ],
);

/** Announcement slides (spec §3 Anons slide). */
export const anonsSlides = pgTable(
  'anons_slides',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull().default('auto'),
    datetime: timestamp('datetime', { withTimezone: true }).notNull(),
    title: jsonb('title').$type<I18nText>().notNull(),
    description: jsonb('description').$type<I18nText>().notNull().default({}),
    photo: jsonb('photo').$type<StoredPicture | null>(),
    broadcast: text('broadcast').references(() => broadcasts.id, { onDelete: 'set null' }),
    channel: text('channel').references(() => channels.id, { onDelete: 'set null' }),
  },
  (t) => [index('anons_slides_datetime_idx').on(t.datetime)],
);

/** Anchors (presenters) and persons (guests, staff): `kind` tells them apart. */
export const people = pgTable(
  'people',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['anchor', 'person'] }).notNull(),
    type: text('type', { enum: ['tv', 'radio'] }).notNull(),
    title: jsonb('title').$type<I18nText>().notNull(),
    photo: jsonb('photo').$type<StoredPicture | null>(),
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    broadcast: text('broadcast').references(() => broadcasts.id, { onDelete: 'set null' }),
    category: text('category').references(() => categories.id, { onDelete: 'set null' }),
    /** `nation` (an id of the nation list) and `about` per language. */
    detail: jsonb('detail').$type<{ nation: string | null; about: I18nText }>().notNull(),
    order: integer('order').notNull().default(999),
  },
  (t) => [index('people_kind_idx').on(t.kind, t.order)],
);

/** News. `body` is sanitised HTML per language. */
export const news = pgTable(
  'news',
  {
    id: text('id').primaryKey(),
    type: text('type', { enum: ['tv', 'radio'] }).notNull(),
    title: jsonb('title').$type<I18nText>().notNull(),
    summary: jsonb('summary').$type<I18nText>().notNull().default({}),
    body: jsonb('body').$type<I18nText>().notNull().default({}),
    picture: jsonb('picture').$type<StoredPicture | null>(),
    channel: text('channel').references(() => channels.id, { onDelete: 'set null' }),
    category: text('category').references(() => categories.id, { onDelete: 'set null' }),
    date: timestamp('date', { withTimezone: true }).notNull(),
  },
  (t) => [index('news_date_idx').on(t.date)],
);

/** Polls: `type` `checkbox` takes several answers, anything else one. */
export const polls = pgTable('polls', {
  id: text('id').primaryKey(),
  type: text('type').notNull().default('radio'),
  title: jsonb('title').$type<I18nText>().notNull(),
  answers: jsonb('answers').$type<{ id: string; title: I18nText }[]>().notNull(),
  date: timestamp('date', { withTimezone: true }).notNull(),
  isClosed: boolean('is_closed').notNull().default(false),
});

/** One ballot per poll and voter (a user id, or an anonymous client key: decision 016). */
export const pollVotes = pgTable(
  'poll_votes',
  {
    poll: text('poll')
      .notNull()
      .references(() => polls.id, { onDelete: 'cascade' }),
    voter: text('voter').notNull(),
    answers: jsonb('answers').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.poll, t.voter] })],
);

/** One like per item (of collection `db`) and liker (a user id or an anonymous client key). */
export const likes = pgTable(
  'likes',
  {
    db: text('db').notNull(),
    item: text('item').notNull(),
    liker: text('liker').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.db, t.item, t.liker] })],
);

/** Counters per item of a collection: likes and the rating (views counted once per client and hour). */
export const counters = pgTable(
  'counters',
  {
    db: text('db').notNull(),
    item: text('item').notNull(),
    likes: integer('likes').notNull().default(0),
    rating: integer('rating').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.db, t.item] }), index('counters_rating_idx').on(t.db, t.rating)],
);

/** Views already counted: one per item, client and hour. */
export const views = pgTable(
  'views',
  {
    db: text('db').notNull(),
    item: text('item').notNull(),
    viewer: text('viewer').notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.db, t.item, t.viewer, t.hour] })],
);

/** Comments on an item of a collection (spec §3 Comment). */
export const comments = pgTable(
  'comments',
  {
    id: text('id').primaryKey(),
    db: text('db').notNull(),
    item: text('item').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    content: text('content').notNull(),
    datetime: timestamp('datetime', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('comments_item_idx').on(t.db, t.item, t.datetime)],
);
