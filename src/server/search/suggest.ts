import { type SearchHit, SUGGEST_COUNT } from '@core/schemas/search';
import { foldKey } from '@core/translit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  hit,
  type Parts,
  parts,
  type Row,
  rowsOf,
  score,
  similarWords,
  typosMayHelp,
  visible,
} from './query';

/*
 * The header box's suggestions (decision 037): titles only, across kinds, on the search's own
 * matching and score (./query.ts).
 */

/**
 * The suggestions (titles only) rank every title whose words start with the query's when there
 * are at most this many; past that (a common word, one or two letters) they rank only the newest
 * dated matches (a walk down the date index, short since matches are common: recency is part of
 * the score), the timeless titles (channels, programmes, people, categories: they outweigh the
 * dated ones) nearest the query by word-similarity distance (`<<->`, in that order from the
 * GiST index on their keys) and the programmes on air, instead of visiting thousands of rows.
 */
const SUGGEST_ALL_UP_TO = 2000;
const SUGGEST_NEWEST = 64;
const SUGGEST_NEAREST_TIMELESS = 32;
/** The suggestions' ranking pool (the best by the score's bound, then by the exact score). */
const SUGGEST_POOL = 64;

type SuggestParams = { q: string; exact?: boolean; now: Date; onAir?: readonly string[] };

/** The few best matches for the header's suggestions: titles only, across kinds. */
export async function suggest(db: Db, params: SuggestParams): Promise<SearchHit[]> {
  const exact = params.exact ?? false;
  const live = new Set(params.onAir ?? []);
  let rows: Row[];
  if (exact) rows = await suggestAll(db, params, parts(params.q, true, 'titles', 'words'));
  else {
    const words = parts(params.q, false, 'titles', 'words');
    if (!words) return [];
    rows = (await suggestWords(db, params, words)) ?? (await suggestNearest(db, params, words));
    if (rows.length < SUGGEST_COUNT && typosMayHelp(params.q, false)) {
      const k = foldKey(params.q);
      const typos = parts(params.q, false, 'titles', 'typos', await similarWords(db, k)) as Parts;
      rows = (await suggestWords(db, params, typos)) ?? (await suggestNearest(db, params, typos));
    }
  }
  return rows.map((r) => hit(r, live));
}

const suggestColumns = sql`d.type, d.id, d.title, '{}'::jsonb AS summary, d.path, d.channel, d.date, d.picture`;

/** Every match ranked (exact mode). */
async function suggestAll(db: Db, params: SuggestParams, p: Parts | null): Promise<Row[]> {
  if (!p) return [];
  return rowsOf<Row>(
    db,
    sql`SELECT ${suggestColumns}, ${score(p.relevance, params.now, params.onAir ?? [])} AS score
      FROM search_documents d
      WHERE ${p.match} AND ${visible(params.now)}
      ORDER BY score DESC, d.date DESC NULLS LAST, d.type, d.id
      LIMIT ${SUGGEST_COUNT}`,
  );
}

/** The titles whose words start with the query's, ranked; null when there are too many. */
async function suggestWords(db: Db, params: SuggestParams, p: Parts): Promise<Row[] | null> {
  const onAir = params.onAir ?? [];
  const rows = await rowsOf<Row & { n: number | string }>(
    db,
    sql`WITH m AS MATERIALIZED (
        SELECT d.type, d.id, d.date, ${score(p.upper, params.now, onAir)} AS upper
        FROM search_documents d WHERE ${p.match} AND ${visible(params.now)}
        LIMIT ${SUGGEST_ALL_UP_TO + 1}
      ),
      pool AS (SELECT m.type, m.id FROM m ORDER BY m.upper DESC, m.date DESC NULLS LAST, m.type, m.id LIMIT ${SUGGEST_POOL})
      SELECT ${suggestColumns}, ${score(p.relevance, params.now, onAir)} AS score, (SELECT count(*) FROM m) AS n
      FROM pool JOIN search_documents d ON d.type = pool.type AND d.id = pool.id
      ORDER BY score DESC, d.date DESC NULLS LAST, d.type, d.id
      LIMIT ${SUGGEST_COUNT}`,
  );
  return Number(rows[0]?.n ?? 0) > SUGGEST_ALL_UP_TO ? null : rows;
}

/** A common word's suggestions: the matches among the newest, the nearest timeless and those on air. */
async function suggestNearest(db: Db, params: SuggestParams, p: Parts): Promise<Row[]> {
  const onAir = params.onAir ?? [];
  return rowsOf<Row>(
    db,
    sql`WITH c AS (
        (SELECT d.type, d.id FROM search_documents d
          WHERE d.date IS NOT NULL AND ${p.match} AND ${visible(params.now)}
          ORDER BY d.date DESC LIMIT ${SUGGEST_NEWEST})
        UNION
        (SELECT d.type, d.id FROM search_documents d
          WHERE d.type IN ('channel', 'broadcast', 'person', 'category') AND ${visible(params.now)}
          ORDER BY ${foldKey(params.q)} <<-> d.key LIMIT ${SUGGEST_NEAREST_TIMELESS})
        UNION
        SELECT 'broadcast', unnest(${sql.param([...onAir])}::text[])
      )
      SELECT ${suggestColumns}, ${score(p.relevance, params.now, onAir)} AS score
      FROM c JOIN search_documents d ON d.type = c.type AND d.id = c.id
      WHERE ${p.match} AND ${visible(params.now)}
      ORDER BY score DESC, d.date DESC NULLS LAST, d.type, d.id
      LIMIT ${SUGGEST_COUNT}`,
  );
}
