import type { I18nText } from '@core/lang';
import { SEARCH_TYPES, type SearchHitType } from '@core/schemas/search';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, real, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The search index (issue 27, decision 037): one row per thing a visitor can find (a channel, a
 * programme, an archive recording, a news item, a person, a category, an announcement), written
 * by src/server/search/index.ts from the public content tables. `key` and `body_key` are the
 * folded texts (@core/translit foldKey) of the titles and of the descriptions in every language,
 * `exact` the texts as written (lower case) for the "exact script" switch; each has a pg_trgm GIN
 * index (the migration creates the extension); `key` and `body_key` also a word index (a `simple`
 * tsvector GIN) and `key` of the timeless kinds a trigram GiST index for the suggestions' nearest titles. Time-bound visibility (an archive recording is
 * published once it has aired and inside its rights window) is `visible_from`/`visible_until`,
 * compared with the request's instant; hidden items are not stored at all.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    type: text('type', { enum: SEARCH_TYPES }).notNull(),
    id: text('id').notNull(),
    title: jsonb('title').$type<I18nText>().notNull(),
    summary: jsonb('summary').$type<I18nText>().notNull().default({}),
    key: text('key').notNull(),
    bodyKey: text('body_key').notNull().default(''),
    exact: text('exact').notNull(),
    channel: text('channel'),
    /** When it aired or was published (news, archive, announcements); null for the timeless. */
    date: timestamp('date', { withTimezone: true }),
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    visibleUntil: timestamp('visible_until', { withTimezone: true }),
    /** A static boost of the kind (channels above people above categories…), 1 by default. */
    weight: real('weight').notNull().default(1),
    /** The page, relative to `/{lang}/`: `channel/uzbekistan/`. */
    path: text('path').notNull(),
    picture: text('picture'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('search_documents_key_trgm').using('gin', sql`${t.key} gin_trgm_ops`),
    index('search_documents_body_trgm').using('gin', sql`${t.bodyKey} gin_trgm_ops`),
    index('search_documents_exact_trgm').using('gin', sql`${t.exact} gin_trgm_ops`),
    // Word starts (migration 0015, decision 037): `simple` tsvectors of the folded keys, matched
    // with prefix tsqueries without rechecking the row; the GiST trigram index serves the
    // suggestions' nearest timeless titles (`<<->`).
    index('search_documents_key_words').using('gin', sql`to_tsvector('simple'::regconfig, ${t.key})`),
    index('search_documents_body_words').using('gin', sql`to_tsvector('simple'::regconfig, ${t.bodyKey})`),
    index('search_documents_timeless_gist')
      .using('gist', sql`${t.key} gist_trgm_ops(siglen=128)`)
      .where(sql`${t.type} IN ('channel', 'broadcast', 'person', 'category')`),
    index('search_documents_channel_idx').on(t.channel),
    index('search_documents_date_idx').on(t.date),
  ],
);

export type SearchType = SearchHitType;
export { SEARCH_TYPES };

/**
 * The titles' words (decision 037): every distinct word of the folded titles (`key`), trigram
 * indexed, so a typo'd word of a query is expanded to the few words it is similar to (pg_trgm
 * `<%`) before the word index is asked, instead of comparing it with every title. Written with
 * the documents (src/server/search/index.ts); a word no title holds any more stays until the next
 * full reindex and only expands to nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm').using('gin', sql`${t.word} gin_trgm_ops`),
]);
