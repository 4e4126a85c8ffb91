import type { HeldContext, ModerationKind, ReportReason } from '@core/schemas/moderation';
import { index, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema-accounts';

// --- Moderation of the chat and the comments (issue 25) -----------------------------------------

/**
 * A visitor's report of a chat message or a comment. What was reported is copied (`excerpt`,
 * the author), so the screen still shows it once the item is gone. One report per reporter and
 * item; `status` is `open` until a moderator dismisses it or removes the item.
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['chat', 'comment'] })
      .$type<ModerationKind>()
      .notNull(),
    targetId: text('target_id').notNull(),
    /** Where the item lives: `{room}` for a chat message, `{db, item}` for a comment. */
    context: jsonb('context').$type<HeldContext>().notNull(),
    excerpt: text('excerpt').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    reporterId: text('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').$type<ReportReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: ['open', 'dismissed', 'removed'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('moderation_reports_once_idx').on(t.kind, t.targetId, t.reporterId),
    index('moderation_reports_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * A user barred from the chat and the comments until `until` (null: for good). One row per user:
 * a new ban replaces the last; lifting deletes it; an expired row no longer refuses anything.
 */
export const moderationBans = pgTable('moderation_bans', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  until: timestamp('until', { withTimezone: true }),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The word filter's list, as the moderators wrote it (matching normalises it: moderation/filter.ts). */
export const moderationWords = pgTable('moderation_words', {
  word: text('word').primaryKey(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A chat message or a comment the word filter held back, until a moderator approves or rejects it. */
export const moderationHeld = pgTable(
  'moderation_held',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['chat', 'comment'] })
      .$type<ModerationKind>()
      .notNull(),
    context: jsonb('context').$type<HeldContext>().notNull(),
    text: text('text').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    matched: text('matched').notNull(),
    status: text('status', { enum: ['held', 'approved', 'rejected'] })
      .notNull()
      .default('held'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('moderation_held_status_idx').on(t.status, t.createdAt)],
);

/** Every moderation action: who, what, when, why. Kept when the actor's account is deleted. */
export const moderationAudit = pgTable(
  'moderation_audit',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    kind: text('kind'),
    targetId: text('target_id'),
    subjectId: text('subject_id'),
    subjectName: text('subject_name').notNull().default(''),
    reason: text('reason').notNull().default(''),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('moderation_audit_created_idx').on(t.createdAt)],
);
