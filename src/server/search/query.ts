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
 * key of the query (@core/translit foldKey) with the documents' folded titles (`key`): a
 * substring (ILIKE on the trigram index) or a word similar enough (pg_trgm `<%`, typos), and texts
 * (`body_key`): a substring; exact mode compares the query as typed with `exact`. Ranking: relevance × the kind's
 * weight × recency (news halve in a week, recordings fade over months, the rest keep), and a
 * programme on air now first among programmes.
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

/** `%`, `_` and `\` taken literally in an ILIKE pattern. */
const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

interface Parts {
  match: SQL;
  relevance: SQL;
}

/**
 * `titles`: the suggestions' scope, titles only. Typos are tolerated in titles (`<%`, pg_trgm's
 * word similarity); texts (descriptions, summaries) match by substring only, at a fixed relevance:
 * a word similarity over 300-character texts of every candidate was what made 100,000 documents
 * take seconds (decision 037, Measured).
 */
function parts(q: string, exact: boolean, scope: 'all' | 'titles' = 'all'): Parts | null {
  if (exact) {
    const e = exactKey(q);
    if (!e) return null;
    const like = `%${likeEscape(e)}%`;
    return {
      match: sql`d.exact ILIKE ${like}`,
      relevance: sql`(0.5 + 0.5 * word_similarity(${e}, d.exact))`,
    };
  }
  const k = foldKey(q);
  if (!k) return null;
  const like = `%${likeEscape(k)}%`;
  const prefix = `${likeEscape(k)}%`;
  const short = k.length < 3;
  const inTitle = sql`(d.key ILIKE ${like} OR ${k} <% d.key)`;
  // Two letters have no trigram of their own: a prefix of a word only.
  const match = short
    ? sql`(d.key ILIKE ${prefix} OR d.key ILIKE ${`% ${likeEscape(k)}%`})`
    : scope === 'titles'
      ? inTitle
      : sql`(${inTitle} OR d.body_key ILIKE ${like})`;
  const title = sql`word_similarity(${k}, d.key)
        + CASE WHEN d.key ILIKE ${prefix} THEN 0.3 WHEN d.key ILIKE ${like} THEN 0.15 ELSE 0 END`;
  const relevance =
    scope === 'titles' || short
      ? sql`(${title})`
      : sql`greatest(${title}, CASE WHEN d.body_key ILIKE ${like} THEN ${sql.raw(String(BODY_RELEVANCE))} ELSE 0 END)`;
  return { match, relevance };
}

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
  total?: number | string;
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
  const page = params.page ?? 1;
  const onAir = params.onAir ?? [];
  const empty = { type: [], channel: [], dates: { from: null, to: null } };
  const p = parts(params.q, params.exact ?? false);
  if (!p) return { data: [], total: 0, page, pages: 0, count: 0, facets: empty };
  const dated = [
    params.from ? sql`AND d.date >= ${dayStart(params.from)}::timestamptz` : sql``,
    params.to ? sql`AND d.date < ${dayStart(params.to)}::timestamptz + interval '1 day'` : sql``,
  ];
  const base = sql`${p.match} AND ${visible(params.now)} ${sql.join(dated, sql` `)}`;
  const byType = params.type ? sql`AND d.type = ${params.type}` : sql``;
  const byChannel = params.channel ? sql`AND d.channel = ${params.channel}` : sql``;
  const offset = (page - 1) * SEARCH_PAGE_SIZE;
  const [rows, facetRows] = await Promise.all([
    rowsOf<Row>(
      db,
      sql`SELECT d.type, d.id, d.title, d.summary, d.path, d.channel, d.date, d.picture,
          ${score(p, params.now, onAir)} AS score, count(*) OVER () AS total
        FROM search_documents d
        WHERE ${base} ${byType} ${byChannel}
        ORDER BY score DESC, d.date DESC NULLS LAST, d.type, d.id
        LIMIT ${SEARCH_PAGE_SIZE} OFFSET ${offset}`,
    ),
    rowsOf<{ facet: string; value: string | null; count: number | string }>(
      db,
      sql`WITH m AS (SELECT d.type, d.channel, d.date FROM search_documents d WHERE ${base})
        SELECT 'type' AS facet, m.type AS value, count(*) AS count FROM m
          WHERE true ${params.channel ? sql`AND m.channel = ${params.channel}` : sql``} GROUP BY m.type
        UNION ALL
        SELECT 'channel', m.channel, count(*) FROM m
          WHERE m.channel IS NOT NULL ${params.type ? sql`AND m.type = ${params.type}` : sql``} GROUP BY m.channel
        UNION ALL
        SELECT 'from', to_char(min(m.date) AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD'), 0 FROM m
        UNION ALL
        SELECT 'to', to_char(max(m.date) AT TIME ZONE 'Asia/Tashkent', 'YYYY-MM-DD'), 0 FROM m`,
    ),
  ]);
  // Without a match on this page (a page past the end) the total comes from the facets.
  const facets: SearchFacets = { type: [], channel: [], dates: { from: null, to: null } };
  for (const f of facetRows) {
    if (f.facet === 'type' && f.value) facets.type.push({ value: f.value, count: Number(f.count) });
    else if (f.facet === 'channel' && f.value)
      facets.channel.push({ value: f.value, count: Number(f.count) });
    else if (f.facet === 'from') facets.dates.from = f.value;
    else if (f.facet === 'to') facets.dates.to = f.value;
  }
  facets.type.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  facets.channel.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));
  const total = rows[0]
    ? Number(rows[0].total)
    : facets.type.filter((t) => !params.type || t.value === params.type).reduce((sum, t) => sum + t.count, 0);
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
  const onAir = params.onAir ?? [];
  const p = parts(params.q, params.exact ?? false, 'titles');
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
