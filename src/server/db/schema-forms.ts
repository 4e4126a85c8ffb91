import type { FormPayload } from '@core/schemas/forms';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { Letter } from '../mail/mailer';
import { users } from './schema-accounts';

/**
 * Request forms (issue 10): a submission keeps its sender (null for an anonymous qabulxona), the
 * form, what was sent, the sender's language (the answer's letter is in it) and where it stands.
 * Its files are rows of `form_files`; its history, rows of `form_events`.
 */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: text('id').primaryKey(),
    form: text('form').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    lang: text('lang').notNull(),
    /** Where answers go: the address given in the form, else the account's. */
    email: text('email'),
    payload: jsonb('payload').$type<FormPayload>().notNull(),
    channel: text('channel'),
    status: text('status', { enum: ['received', 'in_work', 'done', 'declined'] }).notNull(),
    answer: text('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_form_idx').on(t.form, t.createdAt),
    index('form_submissions_user_idx').on(t.userId, t.form, t.createdAt),
  ],
);

/** An attached file, stored outside the public uploads (only its sender and admins read it). */
export const formFiles = pgTable(
  'form_files',
  {
    id: text('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    field: text('field').notNull(),
    title: text('title').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    /** Path under `DATA_DIR/private/`. */
    path: text('path').notNull(),
    thumbPath: text('thumb_path'),
    width: integer('width'),
    height: integer('height'),
    order: integer('order').notNull(),
  },
  (t) => [index('form_files_submission_idx').on(t.submissionId)],
);

/** Each status a submission went through, with the answer written then and who did it. */
export const formEvents = pgTable(
  'form_events',
  {
    id: serial('id').primaryKey(),
    submissionId: text('submission_id')
      .notNull()
      .references(() => formSubmissions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['received', 'in_work', 'done', 'declined'] }).notNull(),
    answer: text('answer'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('form_events_submission_idx').on(t.submissionId, t.id)],
);

/**
 * Letters to send (mail/outbox.ts): written in the same transaction as what they tell about, sent
 * after, retried with a growing delay when the transport fails; `sent_at` or `failed_at` ends one.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    letter: jsonb('letter').$type<Letter>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_due_idx').on(t.nextAttemptAt)],
);
