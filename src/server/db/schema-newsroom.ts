import type { I18nText } from '@core/lang';
import type { ItemStatus } from '@core/newsroom';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

import { users } from './schema-accounts';

// --- The newsroom (issue 26; docs/decisions/033-newsroom.md) -------------------------------------

/**
 * What editors work on: one row per content item the newsroom has touched. The public tables
 * (channels, news, …) hold exactly what visitors see; a publish copies `document` there, an
 * unpublish takes the item out of them (the document stays here). `version` counts saves: it is
 * the item's ETag, and a write that does not carry it is refused (428) or stale (409).
 */
export const newsroomItems = pgTable(
  'newsroom_items',
  {
    type: text('type').notNull(),
    id: text('id').notNull(),
    document: jsonb('document').$type<Record<string, unknown>>().notNull(),
    version: integer('version').notNull().default(1),
    status: text('status').$type<ItemStatus>().notNull(),
    /** When a scheduled item goes public (Tashkent time shown; stored as an instant). */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When a published item is taken down again (null: never). */
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /**
     * A live item whose latest saved document differs from the published one (a draft or a
     * scheduled change saved since the last publish): the newsroom says "unpublished changes".
     */
    pending: boolean('pending').notNull().default(false),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('newsroom_items_updated_idx').on(t.type, t.updatedAt),
  ],
);

/**
 * The audit log: every content, schedule and role write, who made it, when, and what changed (a
 * jsondiffpatch delta of before → after). Append-only: a trigger (migration 0009) refuses UPDATE
 * and DELETE, so not even the application can edit it.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    type: text('type').notNull(),
    itemId: text('item_id').notNull(),
    /** The item's version after the write (null where the item has none: a schedule day). */
    version: integer('version'),
    diff: jsonb('diff'),
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
    index('audit_log_type_idx').on(t.type, t.at),
  ],
);

/**
 * Work due at a time (scheduled publishing, unpublishing): claimed by one instance with
 * `FOR UPDATE SKIP LOCKED` and a lease, as the mail outbox is; `key` makes a job unique (a new
 * schedule of the same item replaces the old one).
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx').on(t.runAt).where(sql`done_at is null`),
  ],
);

/** The breaking-news banner (issue 26): shown on every page until `until`. */
export const breakingNews = pgTable('breaking_news', {
  id: text('id').primaryKey(),
  text: jsonb('text').$type<I18nText>().notNull(),
  link: text('link'),
  until: timestamp('until', { withTimezone: true }).notNull(),
  active: boolean('active').notNull().default(true),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One stored size of a picture in the media library. */
export interface MediaVariant {
  format: 'webp' | 'avif' | 'jpeg' | 'png';
  width: number;
  height: number;
  url: string;
  bytes: number;
}

/** The media library: pictures uploaded once, stored in several sizes and formats, picked for any item. */
export const mediaAssets = pgTable(
  'media_assets',
  {
    id: text('id').primaryKey(),
    /** Alt text per language (required in the language the picture is used in). */
    alt: jsonb('alt').$type<I18nText>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('media_assets_created_idx').on(t.createdAt)],
);

/** Sign-ins of accounts that work in the newsroom or administer (issue 26: "their sign-ins are logged"). */
export const signInLog = pgTable(
  'sign_in_log',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** `password`, `oidc`, `totp`, `recovery`. */
    method: text('method').notNull(),
    ok: boolean('ok').notNull(),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sign_in_log_user_idx').on(t.userId, t.at)],
);
