import {
  SEARCH_PAGE_SIZE,
  type SearchFacets,
  type SearchHit,
  type SearchHitType,
} from '@core/schemas/search';
import { exactKey, foldKey } from '@core/translit';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The search's queries (decision 037), every value a parameter. Folded mode compares the folded
 * key of the query (@core/translit foldKey) with the documents' folded titles (`key`) and texts
 * (`body_key`) word by word: every word of the query starts a word of the document (the `simple`
 * tsvector GIN indexes of migration 0015); when that finds less than a page, it tries again with
 * substrings (LIKE on the trigram indexes) and title words similar to the query's (typos, through
 * the titles' lexicon `search_words`). Exact mode compares the query as typed (lower-case) with
 * `exact`. Ranking: relevance × the kind's weight × recency (news halve in a week, recordings
 * fade over months, the rest keep), and a programme on air now first among programmes; word
 * similarity, the costly part of the relevance, is computed for the best RANK_POOL by an upper
 * bound only. The suggestions are in ./suggest.ts.
 */

export interface SearchParams {
  q: string;
  exact?: boolean;
  type?: SearchHitType;
  channel?: string;
  from?: string;
  to?: string;
  page?: number;
  now: Date;
  /** Programmes on air at `now` (their ids). */
  onAir?: readonly string[];
}

/** `%`, `_` and `\` taken literally in a LIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface Parts {
  match: SQL;
  /** The relevance, costly (word similarity): computed for the ranked pool only. */
  relevance: SQL;
  /** A cheap upper bound of `relevance` (no word similarity): computed for every match. */
  upper: SQL;
}

/**
 * How a query matches. The keys (`key`, `body_key`, `exact`) are stored lower-case, so plain LIKE
 * (on the trigram indexes) does what ILIKE did at a fraction of its cost.
 *
 * - `words` (the first try): every word of the query's key starts a word of a title or, outside
 *   the suggestions (`titles`), of a text: `to_tsvector('simple', …) @@ 'w1:* & w2:*'` on the word
 *   indexes, which need no recheck of the row (the trigram indexes recheck every candidate's
 *   300-character text, the cost of a common word: decision 037, Measured). A title that
 *   holds the words is scored by word similarity, a text alone scores a fixed relevance below.
 * - `typos` (the second try, only when the first found less than a page; never in exact mode):
 *   the query's key anywhere inside a title or text (LIKE on the trigram indexes), and titles
 *   whose words start with the query's or with words similar to them (`similarWords`: the
 *   titles' words within pg_trgm's similarity), scored by word similarity.
 *
 * Query keys of one or two letters (no trigram of their own) match word starts of titles only.
 */
type Mode = 'words' | 'typos';

/** The `simple` tsquery of a folded key: every word a prefix (`w1:* & w2:*`). */
function wordsQuery(k: string): string {
  return k
    .split(' ')
    .filter(Boolean)
    .map((w) => `${w}:*`)
    .join(' & ');
}

/** Each word starts a word of the key: the word index's test made on the row, without parsing it. */
function keyHolds(alternatives: string[][]): SQL {
  return sql.join(
    alternatives.map(
      (alts) =>
        sql`(${sql.join(
          alts.map((w) => sql`d.key LIKE ${`${likeEscape(w)}%`} OR d.key LIKE ${`% ${likeEscape(w)}%`}`),
          sql` OR `,
        )})`,
    ),
    sql` AND `,
  );
}

/** The `simple` tsquery of words and their alternatives: `(w1:* | s1:*) & w2:*`. */
const tsAlternatives = (alternatives: string[][]) =>
  alternatives.map((alts) => `(${alts.map((w) => `${w}:*`).join(' | ')})`).join(' & ');

export function parts(
  q: string,
  exact: boolean,
  scope: 'all' | 'titles',
  mode: Mode,
  /** In `typos` mode: each word of the query's key with the titles' words similar to it. */
  similar?: string[][],
): Parts | null {
  if (exact) {
    const e = exactKey(q);
    if (!e) return null;
    const like = `%${likeEscape(e)}%`;
    return {
      match: sql`d.exact LIKE ${like}`,
      relevance: sql`(0.5 + 0.5 * word_similarity(${e}, d.exact))`,
      upper: sql`1.0`,
    };
  }
  const k = foldKey(q);
  if (!k) return null;
  const like = `%${likeEscape(k)}%`;
  const prefix = `${likeEscape(k)}%`;
  const bonus = sql`CASE WHEN d.key LIKE ${prefix} THEN 0.3 WHEN d.key LIKE ${like} THEN 0.15 ELSE 0 END`;
  const body = sql.raw(String(BODY_RELEVANCE));
  const title = sql`(word_similarity(${k}, d.key) + ${bonus})`;
  const words = k.split(' ').filter(Boolean);
  if (mode === 'words' || k.length < 3) {
    const query = wordsQuery(k);
    const inKey = sql`to_tsvector('simple', d.key) @@ to_tsquery('simple', ${query})`;
    const inBody = sql`to_tsvector('simple', d.body_key) @@ to_tsquery('simple', ${query})`;
    if (scope === 'titles' || k.length < 3)
      return { match: inKey, relevance: title, upper: sql`(1.0 + ${bonus})` };
    const holds = keyHolds(words.map((w) => [w]));
    return {
      match: sql`(${inKey} OR ${inBody})`,
      relevance: sql`CASE WHEN ${holds} THEN ${title} ELSE ${body} END`,
      upper: sql`CASE WHEN ${holds} THEN 1.0 + ${bonus} ELSE ${body} END`,
    };
  }
  const alternatives = similar ?? words.map((w) => [w]);
  const inTitle = sql`(d.key LIKE ${like} OR to_tsvector('simple', d.key) @@ to_tsquery('simple', ${tsAlternatives(alternatives)}))`;
  if (scope === 'titles') return { match: inTitle, relevance: title, upper: sql`(1.0 + ${bonus})` };
  const holds = sql`(d.key LIKE ${like} OR ${keyHolds(alternatives)})`;
  return {
    match: sql`(${inTitle} OR d.body_key LIKE ${like})`,
    relevance: sql`greatest(CASE WHEN ${holds} THEN ${title} ELSE 0 END, CASE WHEN d.body_key LIKE ${like} THEN ${body} ELSE 0 END)`,
    upper: sql`CASE WHEN ${holds} THEN 1.0 + ${bonus} ELSE ${body} END`,
  };
}

/** How many of the titles' words a word of the query may stand for (typos). */
const SIMILAR_WORDS = 16;
/** A typo changes a word's length by this much at most ("yangi" is no typo of "yangiliklar"). */
const SIMILAR_LENGTH = 2;

/**
 * Each word of a folded key with the titles' words similar to it (pg_trgm's similarity `%` ≥ 0.3,
 * or its word similarity `<%` ≥ 0.6, on the trigram index of `search_words`), the most similar
 * first, at most SIMILAR_WORDS, of a length within SIMILAR_LENGTH of it. One typo in a word of
 * six letters leaves it 4 of its 7 trigrams: similarity 0.4, word similarity 0.57 (the whole
 * title's `<%` caught it only with the other words of a phrase around it). Words of one or two
 * letters stand for themselves.
 */
export async function similarWords(db: Db, k: string): Promise<string[][]> {
  const words = k.split(' ').filter(Boolean);
  const long = words.filter((w) => w.length >= 3);
  const rows = long.length
    ? await rowsOf<{ w: string; similar: string[] | null }>(
        db,
        sql`SELECT q.w, (SELECT array_agg(s.word ORDER BY s.sim DESC, s.word) FROM (
            SELECT sw.word, greatest(similarity(q.w, sw.word), word_similarity(q.w, sw.word)) AS sim
            FROM search_words sw WHERE (q.w % sw.word OR q.w <% sw.word)
              AND abs(length(sw.word) - length(q.w)) <= ${SIMILAR_LENGTH}
            ORDER BY sim DESC, sw.word LIMIT ${SIMILAR_WORDS}) s) AS similar
          FROM unnest(${sql.param(long)}::text[]) AS q(w)`,
      )
    : [];
  return words.map((w) => [w, ...(rows.find((r) => r.w === w)?.similar ?? []).filter((s) => s !== w)]);
}

/** Whether a query may be tried again with typos (`parts`' second try). */
export const typosMayHelp = (q: string, exact: boolean) => !exact && foldKey(q).length >= 3;

/** The relevance of a match in a text alone: below any title's that holds the query. */
const BODY_RELEVANCE = 0.5;

export const visible = (now: Date) =>
  sql`(d.visible_from IS NULL OR d.visible_from <= ${now.toISOString()}::timestamptz)
    AND (d.visible_until IS NULL OR d.visible_until > ${now.toISOString()}::timestamptz)`;

/**
 * relevance × weight × recency + on air. In double precision: `extract` answers numeric, and a
 * numeric `power` per row cost more than the rest of the score (0.6 s over 100,000 rows).
 */
export function score(relevance: SQL, now: Date, onAir: readonly string[]): SQL {
  const age = sql`greatest(0, extract(epoch FROM (${now.toISOString()}::timestamptz - d.date))::float8 / 86400.0)`;
  return sql`(${relevance} * d.weight * CASE
      WHEN d.type = 'news' AND d.date IS NOT NULL THEN 0.4 + 0.6 * power(0.5::float8, ${age} / 7.0)
      WHEN d.type = 'archive' AND d.date IS NOT NULL THEN 0.7 + 0.3 * power(0.5::float8, ${age} / 90.0)
      ELSE 1 END
    + CASE WHEN d.type = 'broadcast' AND d.id = ANY(${sql.param([...onAir])}::text[]) THEN 1 ELSE 0 END)`;
}

/**
 * The ranking's pool: the best this many matches by the score's upper bound (no word similarity)
 * are ordered by their exact score; the matches past them follow in the order of the bound. A
 * multiple of the page, so a page is all from the pool or all past it.
 */
const RANK_POOL = 500;

export interface Row {
  type: SearchHitType;
  id: string;
  title: SearchHit['title'];
  summary: SearchHit['summary'];
  path: string;
  channel: string | null;
  date: string | Date | null;
  picture: string | null;
  score: number | string;
}

export const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

export function hit(row: Row, onAir: ReadonlySet<string>): SearchHit {
  const date = row.date === null ? null : new Date(row.date).toISOString();
  return {
    type: row.type,
    id: row.id,
    title: row.title,
    summary: row.summary ?? {},
    path: row.path,
    channel: row.channel,
    date,
    picture: row.picture,
    live: row.type === 'broadcast' && onAir.has(row.id),
    score: Math.round(Number(row.score) * 1000) / 1000,
  };
}

/** Tashkent day bounds of `from`/`to` (YYYY-MM-DD, UTC+5). */
const dayStart = (day: string) => `${day}T00:00:00+05:00`;

export async function search(
  db: Db,
  params: SearchParams,
): Promise<{
  data: SearchHit[];
  total: number;
  page: number;
  pages: number;
  count: number;
  facets: SearchFacets;
}> {
  const exact = params.exact ?? false;
  const found = await searchOnce(db, params, 'words');
  if (!found || found.total >= SEARCH_PAGE_SIZE || !typosMayHelp(params.q, exact)) {
    const page = params.page ?? 1;
    return (
      found ?? {
        data: [],
        total: 0,
        page,
        pages: 0,
        count: 0,
        facets: { type: [], channel: [], dates: { from: null, to: null } },
      }
    );
  }
  return (await searchOnce(db, params, 'typos', await similarWords(db, foldKey(params.q)))) ?? found;
}

interface Found {
  hits: Row[] | null;
  types: { value: string; count: number | string }[] | null;
  channels: { value: string; count: number | string }[] | null;
  from: string | null;
  to: string | null;
}

/**
 * One statement: the matches' keys and the upper bounds of their scores once (`m`, no wide
 * columns, nothing costly per row), the facets from them, the ranking's pool (RANK_POOL best by
 * the bound) joined back for the exact score, and only the page's rows with their titles and texts.
 */
async function searchOnce(db: Db, params: SearchParams, mode: Mode, similar?: string[][]) {
  const page = params.page ?? 1;
  const onAir = params.onAir ?? [];
  const p = parts(params.q, params.exact ?? false, 'all', mode, similar);
  if (!p) return null;
  const dated = [
    params.from ? sql`AND d.date >= ${dayStart(params.from)}::timestamptz` : sql``,
    params.to ? sql`AND d.date < ${dayStart(params.to)}::timestamptz + interval '1 day'` : sql``,
  ];
  const byType = params.type ? sql`AND m.type = ${params.type}` : sql``;
  const byChannel = params.channel ? sql`AND m.channel = ${params.channel}` : sql``;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const exactScore = score(p.relevance, params.now, onAir);
  const byBound = sql`m.upper DESC, m.date DESC NULLS LAST, m.type, m.id`;
  // Inside the pool: the exact score orders the page; past it, the bound does (RANK_POOL).
  const top =
    offset < RANK_POOL
      ? sql`pool AS (
          SELECT m.type, m.id FROM m WHERE true ${byType} ${byChannel} ORDER BY ${byBound} LIMIT ${RANK_POOL}
        ),
        top AS (
          SELECT d.type, d.id, ${exactScore} AS score, row_number() OVER (
              ORDER BY ${exactScore} DESC, d.date DESC NULLS LAST, d.type, d.id) AS n
          FROM pool JOIN search_documents d ON d.type = pool.type AND d.id = pool.id
          ORDER BY n LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}
        )`
      : sql`page AS (
          SELECT m.type, m.id, row_number() OVER (ORDER BY ${byBound}) AS n
          FROM m WHERE true ${byType} ${byChannel} ORDER BY ${byBound} LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}
        ),
        top AS (
          SELECT d.type, d.id, ${exactScore} AS score, page.n
          FROM page JOIN search_documents d ON d.type = page.type AND d.id = page.id
        )`;
  const [found] = await rowsOf<{ found: Found }>(
    db,
    sql`WITH m AS MATERIALIZED (
        SELECT d.type, d.id, d.channel, d.date, ${score(p.upper, params.now, onAir)} AS upper
        FROM search_documents d
        WHERE ${p.match} AND ${visible(params.now)} ${sql.join(dated, sql` `)}
      ),
      ${top}
      SELECT json_build_object(
        'hits', (SELECT json_agg(json_build_object('type', d.type, 'id', d.id, 'title', d.title,
            'summary', d.summary, 'path', d.path, 'channel', d.channel, 'date', d.date,
            'picture', d.picture, 'score', top.score) ORDER BY top.n)
          FROM top JOIN search_documents d ON d.type = top.type AND d.id = top.id),
        'types', (SELECT json_agg(json_build_object('value', f.type, 'count', f.n))
          FROM (SELECT m.type, count(*) AS n FROM m WHERE true ${byChannel} GROUP BY m.type) f),
        'channels', (SELECT json_agg(json_build_object('value', f.channel, 'count', f.n))
          FROM (SELECT m.channel, count(*) AS n FROM m WHERE m.channel IS NOT NULL ${byType} GROUP BY m.channel) f),
        'from', (SELECT to_char(min(m.date) AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD') FROM m),
        'to', (SELECT to_char(max(m.date) AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD') FROM m)
      ) AS found`,
  );
  const rows = found?.found.hits ?? [];
  const facets: SearchFacets = {
    type: (found?.found.types ?? []).map((f) => ({ value: f.value, count: Number(f.count) })),
    channel: (found?.found.channels ?? []).map((f) => ({ value: f.value, count: Number(f.count) })),
    dates: { from: found?.found.from ?? null, to: found?.found.to ?? null },
  };
  facets.type.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  facets.channel.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  // The matches of the chosen type (and channel: the type facet is counted within it).
  const total = facets.type
    .filter((t) => !params.type || t.value === params.type)
    .reduce((sum, t) => sum + t.count, 0);
  const live = new Set(onAir);
  return {
    data: rows.map((r) => hit(r, live)),
    total,
    page,
    pages: Math.ceil(total / SEARCH_PAGE_SIZE),
    count: rows.length,
    facets,
  };
}
