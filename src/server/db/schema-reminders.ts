import type { I18nText, Lang } from '@core/lang';
import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

/**
 * Reminders of "My Efir" (issue 28, decision 043). A reminder belongs to an account (`user_id`)
 * or, without one, to a device: `device_hash` is the SHA-256 of the random key the browser keeps
 * in local storage and sends as `x-efir-device`. On sign-in a device's reminders move to the
 * account (`mergeDevice`), a duplicate (same channel and start) dropped. Each reminder has a
 * `reminder:{id}` job (src/server/jobs/runner.ts) due at its start that sends the Web Push.
 */
export const reminders = pgTable(
  'reminders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash'),
    channel: text('channel').notNull(),
    /** The schedule's Tashkent date (YYYY-MM-DD) and the entry's start (HH:mm): the entry's key. */
    date: text('date').notNull(),
    time: text('time').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    broadcast: text('broadcast'),
    title: jsonb('title').$type<I18nText>().notNull(),
    channelTitle: jsonb('channel_title').$type<I18nText>().notNull(),
    /** The language the reminder was set in: its notification's. */
    lang: text('lang').$type<Lang>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reminders_user_entry_idx')
      .on(t.userId, t.channel, t.startAt)
      .where(sql`user_id is not null`),
    uniqueIndex('reminders_device_entry_idx')
      .on(t.deviceHash, t.channel, t.startAt)
      .where(sql`user_id is null`),
    index('reminders_start_idx').on(t.startAt),
    check('reminders_owner_check', sql`user_id is not null or device_hash is not null`),
  ],
);

/**
 * Web Push subscriptions (the browser's PushSubscription): of a device (`device_hash`) and, once
 * its owner signs in, of the account too. A subscription the push service answers 404 or 410 for
 * is deleted.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceHash: text('device_hash').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_device_idx').on(t.deviceHash),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);
