import { type I18nText, LANGS } from '@core/lang';
import type { MenuItem } from '@core/schemas/entities';
import type { RevisionSummary, StateLayout } from '@core/schemas/layout';
import { sql } from 'drizzle-orm';
import {
  boolean,
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

import { users } from './schema-accounts';

/*
 * The database's tables, by area: this file holds the site's own (page layouts and their revisions,
 * menus, weather, settings, HTML snapshots); schema-accounts.ts the accounts, schema-content.ts the
 * channels, schedules and content with its engagement, schema-forms.ts the request forms. Code
 * imports the tables it uses from here (or from schema-forms.ts).
 */
export * from './schema-accounts';
export * from './schema-content';
export * from './schema-moderation';
export * from './schema-newsroom';

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
