import {
  SEARCH_PAGE_SIZE,
  type SearchFacets,
  type SearchHit,
  type SearchHitType,
  SUGGEST_COUNT,
} from '@core/schemas/search';
import { exactKey, foldKey } from '@core/translit';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The search's queries (decision 037), every value a parameter. Folded mode compares the folded
 * key of the query (@core/translit foldKey) with the documents' folded titles (`key`) and texts
 * (`body_key`) as a substring (LIKE on the trigram indexes); when that finds less than a page,
 * it tries again with titles similar word by word (pg_trgm `<%`, typos). Exact mode compares the
 * query as typed (lower-case) with `exact`. Ranking: relevance × the kind's weight × recency
 * (news halve in a week, recordings fade over months, the rest keep), and a programme on air now
 * first among programmes.
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

interface Parts {
  match: SQL;
  relevance: SQL;
}

/**
 * How a query matches. The keys (`key`, `body_key`, `exact`) are stored lower-case, so plain LIKE
 * (on the trigram indexes) does what ILIKE did at a fraction of its cost.
 *
 * - `substring` (the first try): the query's key inside a title or, outside the suggestions
 *   (`titles`), a text. Only a title that holds it is scored by word similarity; a text alone
 *   scores a fixed relevance below any such title.
 * - `typos` (the second try, only when the first found less than a page; never in exact mode):
 *   titles similar enough word by word (pg_trgm `<%`) too, scored by word similarity.
 *
 * Computing `<%` and `word_similarity` for every candidate of a common word (a fifth of 100,000
 * documents hold "yosh") was what made a query take seconds (decision 037, Measured).
 */
type Mode = 'substring' | 'typos';

function parts(q: string, exact: boolean, scope: 'all' | 'titles', mode: Mode): Parts | null {
  if (exact) {
    const e = exactKey(q);
    if (!e) return null;
    const like = `%${likeEscape(e)}%`;
    return {
      match: sql`d.exact LIKE ${like}`,
      relevance: sql`(0.5 + 0.5 * word_similarity(${e}, d.exact))`,
    };
  }
  const k = foldKey(q);
  if (!k) return null;
  const like = `%${likeEscape(k)}%`;
  const prefix = `${likeEscape(k)}%`;
  const bonus = sql`CASE WHEN d.key LIKE ${prefix} THEN 0.3 WHEN d.key LIKE ${like} THEN 0.15 ELSE 0 END`;
  // Two letters have no trigram of their own: a prefix of a word only.
  if (k.length < 3) {
    return {
      match: sql`(d.key LIKE ${prefix} OR d.key LIKE ${`% ${likeEscape(k)}%`})`,
      relevance: sql`(word_similarity(${k}, d.key) + ${bonus})`,
    };
  }
  const body = BODY_RELEVANCE;
  if (mode === 'typos') {
    const inTitle = sql`(d.key LIKE ${like} OR ${k} <% d.key)`;
    const title = sql`(word_similarity(${k}, d.key) + ${bonus})`;
    return scope === 'titles'
      ? { match: inTitle, relevance: title }
      : {
          match: sql`(${inTitle} OR d.body_key LIKE ${like})`,
          relevance: sql`greatest(${title}, CASE WHEN d.body_key LIKE ${like} THEN ${sql.raw(String(body))} ELSE 0 END)`,
        };
  }
  const title = sql`CASE WHEN d.key LIKE ${like} THEN word_similarity(${k}, d.key) + ${bonus} ELSE ${sql.raw(String(body))} END`;
  return scope === 'titles'
    ? { match: sql`d.key LIKE ${like}`, relevance: title }
    : { match: sql`(d.key LIKE ${like} OR d.body_key LIKE ${like})`, relevance: title };
}

/** Whether a query may be tried again with typos (`parts`' second try). */
const typosMayHelp = (q: string, exact: boolean) => !exact && foldKey(q).length >= 3;

/** The relevance of a match in a text alone: below any title's that holds the query. */
const BODY_RELEVANCE = 0.5;

const visible = (now: Date) =>
  sql`(d.visible_from IS NULL OR d.visible_from <= ${now.toISOString()}::timestamptz)
    AND (d.visible_until IS NULL OR d.visible_until > ${now.toISOString()}::timestamptz)`;

function score(p: Parts, now: Date, onAir: readonly string[]): SQL {
  const age = sql`greatest(0, extract(epoch FROM (${now.toISOString()}::timestamptz - d.date)) / 86400.0)`;
  return sql`(${p.relevance} * d.weight * CASE
      WHEN d.type = 'news' AND d.date IS NOT NULL THEN 0.4 + 0.6 * power(0.5, ${age} / 7.0)
      WHEN d.type = 'archive' AND d.date IS NOT NULL THEN 0.7 + 0.3 * power(0.5, ${age} / 90.0)
      ELSE 1 END
    + CASE WHEN d.type = 'broadcast' AND d.id = ANY(${sql.param([...onAir])}::text[]) THEN 1 ELSE 0 END)`;
}

interface Row {
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

const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

function hit(row: Row, onAir: ReadonlySet<string>): SearchHit {
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
  const found = await searchOnce(db, params, 'substring');
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
  return (await searchOnce(db, params, 'typos')) ?? found;
}

interface Found {
  hits: Row[] | null;
  types: { value: string; count: number | string }[] | null;
  channels: { value: string; count: number | string }[] | null;
  from: string | null;
  to: string | null;
}

/**
 * One statement: the matches' keys and scores once (`m`, no wide columns), the facets from them,
 * and only the page's rows joined back for their titles and texts.
 */
async function searchOnce(db: Db, params: SearchParams, mode: Mode) {
  const page = params.page ?? 1;
  const onAir = params.onAir ?? [];
  const p = parts(params.q, params.exact ?? false, 'all', mode);
  if (!p) return null;
  const dated = [
    params.from ? sql`AND d.date >= ${dayStart(params.from)}::timestamptz` : sql``,
    params.to ? sql`AND d.date < ${dayStart(params.to)}::timestamptz + interval '1 day'` : sql``,
  ];
  const byType = params.type ? sql`AND m.type = ${params.type}` : sql``;
  const byChannel = params.channel ? sql`AND m.channel = ${params.channel}` : sql``;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const [found] = await rowsOf<{ found: Found }>(
    db,
    sql`WITH m AS MATERIALIZED (
        SELECT d.type, d.id, d.channel, d.date, ${score(p, params.now, onAir)} AS score
        FROM search_documents d
        WHERE ${p.match} AND ${visible(params.now)} ${sql.join(dated, sql` `)}
      ),
      top AS (
        SELECT m.type, m.id, m.score FROM m WHERE true ${byType} ${byChannel}
        ORDER BY m.score DESC, m.date DESC NULLS LAST, m.type, m.id
        LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}
      )
      SELECT json_build_object(
        'hits', (SELECT json_agg(json_build_object('type', d.type, 'id', d.id, 'title', d.title,
            'summary', d.summary, 'path', d.path, 'channel', d.channel, 'date', d.date,
            'picture', d.picture, 'score', top.score)
            ORDER BY top.score DESC, d.date DESC NULLS LAST, d.type, d.id)
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

/** The few best matches for the header's suggestions: titles only, across kinds. */
export async function suggest(
  db: Db,
  params: { q: string; exact?: boolean; now: Date; onAir?: readonly string[] },
): Promise<SearchHit[]> {
  const exact = params.exact ?? false;
  const found = await suggestOnce(db, params, 'substring');
  if (found.length >= SUGGEST_COUNT || !typosMayHelp(params.q, exact)) return found;
  return suggestOnce(db, params, 'typos');
}

async function suggestOnce(
  db: Db,
  params: { q: string; exact?: boolean; now: Date; onAir?: readonly string[] },
  mode: Mode,
): Promise<SearchHit[]> {
  const onAir = params.onAir ?? [];
  const p = parts(params.q, params.exact ?? false, 'titles', mode);
  if (!p) return [];
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT d.type, d.id, d.title, '{}'::jsonb AS summary, d.path, d.channel, d.date, d.picture,
        ${score(p, params.now, onAir)} AS score
      FROM search_documents d
      WHERE ${p.match} AND ${visible(params.now)}
      ORDER BY score DESC, d.date DESC NULLS LAST, d.type, d.id
      LIMIT ${SUGGEST_COUNT}`,
  );
  const live = new Set(onAir);
  return rows.map((r) => hit(r, live));
}
