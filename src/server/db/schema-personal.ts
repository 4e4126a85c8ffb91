import { boolean, index, integer, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

/**
 * "My Efir" (issue 28, decision 042): what a signed-in viewer keeps for themselves. A visitor
 * without an account keeps the same on the device (local storage); on signing in it is merged
 * here. Every row belongs to one account and goes with it (`on delete cascade`).
 */

/** My list: channels, broadcasts, archive recordings and people, with a title to show. */
export const personalList = pgTable(
  'personal_list',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['channel', 'broadcast', 'archive', 'person'] }).notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    picture: text('picture'),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index('personal_list_user_idx').on(t.userId, t.addedAt),
  ],
);

/**
 * Continue watching: the position in an archive recording (seconds), finished at 95 %; `hidden`
 * takes it off the row without marking it watched (playing it again brings it back).
 */
export const personalProgress = pgTable(
  'personal_progress',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    picture: text('picture'),
    position: real('position').notNull(),
    duration: real('duration').notNull(),
    finished: boolean('finished').notNull().default(false),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.itemId] }),
    index('personal_progress_user_idx').on(t.userId, t.updatedAt),
  ],
);

/** History: what was watched or listened to (a recording, a live channel), latest time per item. */
export const personalHistory = pgTable(
  'personal_history',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['archive', 'channel'] }).notNull(),
    itemId: text('item_id').notNull(),
    title: text('title').notNull(),
    watchedAt: timestamp('watched_at', { withTimezone: true }).notNull().defaultNow(),
    /** How many times it was opened (a repeat moves it to the top and counts). */
    times: integer('times').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.itemId] }),
    index('personal_history_user_idx').on(t.userId, t.watchedAt),
  ],
);

/** The viewer's choices about history: asked once (`historyConsent`), paused at will. */
export const personalSettings = pgTable('personal_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  historyConsent: boolean('history_consent'),
  historyPaused: boolean('history_paused').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
