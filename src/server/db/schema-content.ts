import type { I18nText } from '@core/lang';
import type { ScheduleItem } from '@core/schemas/entities';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

import { users } from './schema-accounts';

// --- Channels and their schedules (spec §3) ------------------------------------------------------

export const channels = pgTable('channels', {
  id: text('id').primaryKey(),
  type: text('type', { enum: ['tv', 'radio'] }).notNull(),
  title: jsonb('title').$type<I18nText>().notNull(),
  photo: text('photo'),
  /** The channel's brand colour (`#rrggbb`); null: the page draws one from the channel's id. */
  color: text('color'),
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

// --- Content (spec §3; issue 8) -----------------------------------------------------------------

/**
 * A picture of content (spec §3 Uploaded file: title, link, thumb, width, height); one of the media
 * library also keeps its `<picture>` sources, alt text per language and library id.
 */
export interface StoredPicture {
  title: string;
  link: string;
  thumb: string | null;
  width: number | null;
  height: number | null;
  sources?: { type: string; srcset: string }[];
  alt?: I18nText;
  media?: string;
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
    /** Age rating (`0+` … `18+`, @core/newsroom AGE_RATINGS); null: not rated. */
    rating: text('rating'),
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
    /** Age rating (`0+` … `18+`); null: the broadcast's. */
    rating: text('rating'),
    /**
     * The rights window (issue 26): outside it the recording leaves lists, search, the sitemap
     * and the feeds, and its page says when it was or will be available. Null: open on that side.
     */
    availableFrom: timestamp('available_from', { withTimezone: true }),
    availableUntil: timestamp('available_until', { withTimezone: true }),
    /** Subtitle tracks (WebVTT files checked on upload) by language. */
    subtitles: jsonb('subtitles').$type<{ lang: string; url: string }[]>().notNull().default([]),
    /** A version with sign language, and one with audio description (URLs of the same kind as `url`). */
    signLanguageUrl: text('sign_language_url'),
    audioDescriptionUrl: text('audio_description_url'),
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
