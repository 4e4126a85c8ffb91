import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import { loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { searchDocuments } from '../../src/server/db/schema-search';
import { seed, seedLists } from '../../src/server/db/seed';
import { onAirNow } from '../../src/server/routes/search';
import { type SearchParams, search } from '../../src/server/search/query';
import { suggest } from '../../src/server/search/suggest';
import { throwawayPostgres } from './common';
import { bulkInsert, generate } from './search-data';

/**
 * The search (issue 27, decision 037; `BENCH_ONLY=search`, no build): `suggest()` and `search()`
 * called directly on the database, p50/p95 over a mix of queries, first on the demo content, then
 * with BENCH_SEARCH_DOCS (100,000) generated documents added; on an in-memory PGlite and on a
 * throwaway database of the PostgreSQL at BENCH_SEARCH_PG (default
 * postgres://postgres@127.0.0.1:5432/postgres; `off` to skip), dropped afterwards. Then the same
 * queries once each through the app's routes (`inject`, the response cache emptied before each),
 * for the route's own cost (the on-air lookup, validation, serialisation).
 * The generated documents are made and inserted by tests/bench/search-data.ts.
 */

export const SEARCH_SUGGEST_P95_MS = 50;
export const SEARCH_RESULTS_P95_MS = 150;

/** As typed in the header: prefixes of 2 letters, Cyrillic, Latin, Russian spellings, typos. */
export const SUGGEST_QUERIES = [
  'yo',
  'Ёш',
  'та',
  'sa',
  'yosh',
  'yoshlar',
  'Ёшлар',
  'Toshkent',
  'Ташкент',
  'Узбекистан 24',
  'O‘zbekiston 24',
  'ozbekiston',
  'Самарканд',
  'Samarqand',
  'Superlgia',
  'Kinoteatir',
  'Axborot',
  'Дунё бўйлаб',
  'Новости',
  'konsert',
];

type Case = Omit<SearchParams, 'now' | 'onAir'>;
/** The results page: every suggestion query's page 1, then pages 2–3 and facet filters. */
export const RESULT_CASES: Case[] = [
  ...SUGGEST_QUERIES.map((q) => ({ q })),
  { q: 'yoshlar', page: 2 },
  { q: 'yoshlar', page: 3 },
  { q: 'Ташкент', page: 2 },
  { q: 'Toshkent', page: 3 },
  { q: 'yoshlar', type: 'news' },
  { q: 'konsert', type: 'archive' },
  { q: 'Самарканд', type: 'archive', page: 2 },
  { q: 'Ахборот', channel: 'uzbekistan' },
  { q: 'sport', channel: 'sport', type: 'archive' },
  { q: 'kino', channel: 'kinoteatr', page: 3 },
  { q: 'Superlgia', type: 'broadcast' },
  { q: 'ta', type: 'news', page: 2 },
];

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
}
export interface SearchRow {
  docs: number;
  label: string;
  suggest: Stats;
  results: Stats;
  /** Through the routes (inject), one sample per query, cache emptied. */
  route?: { suggest: Stats; results: Stats };
}
export interface SearchEngineFigures {
  engine: string;
  rows: SearchRow[];
  insertMs?: number;
  error?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(sorted.length * p) - 1))] ?? Number.NaN;
function stats(times: number[]): Stats {
  const s = [...times].sort((a, b) => a - b);
  return { n: s.length, p50: percentile(s, 0.5), p95: percentile(s, 0.95), max: s.at(-1) ?? Number.NaN };
}

async function timeQueries(database: Database, rounds: number, now: Date, budgetMs: number) {
  const { db } = database;
  const onAir = await onAirNow(db, now);
  const s: number[] = [];
  const r: number[] = [];
  const time = async (run: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await run();
    into.push(performance.now() - start);
  };
  // A short warm-up (plans, caches), then `rounds` timed passes, suggest and results
  // interleaved; the passes stop at the time budget (the samples taken are the `n` printed).
  for (let i = 0; i < 3; i++) {
    await suggest(db, { q: SUGGEST_QUERIES[i] ?? 'yo', now, onAir });
    await search(db, { ...RESULT_CASES[i], q: RESULT_CASES[i]?.q ?? 'yo', now, onAir });
  }
  const began = performance.now();
  const passes = Math.max(SUGGEST_QUERIES.length, RESULT_CASES.length);
  for (let round = 0; round < rounds; round++)
    for (let i = 0; i < passes; i++) {
      if (performance.now() - began > budgetMs) break;
      const q = SUGGEST_QUERIES[i];
      const c = RESULT_CASES[i];
      if (q) await time(() => suggest(db, { q, now, onAir }), s);
      if (c) await time(() => search(db, { ...c, now, onAir }), r);
    }
  return { suggest: stats(s), results: stats(r) };
}

async function timeRoutes(database: Database, budgetMs: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'efir-bench-search-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, STATIC_DIR: '', RATE_LIMITS: '0' });
  const cache = new ResponseCache();
  const app = await buildApp({ config: { ...config, staticDir: null }, database, cache, logger: false });
  await app.ready();
  try {
    const inject = async (url: string, into: number[]) => {
      await cache.invalidate(['search']);
      const start = performance.now();
      const res = await app.inject({ method: 'GET', url });
      into.push(performance.now() - start);
      if (res.statusCode !== 200)
        throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    };
    const s: number[] = [];
    const r: number[] = [];
    const began = performance.now();
    const over = () => performance.now() - began > budgetMs / 2;
    for (const q of SUGGEST_QUERIES) {
      if (over()) break;
      await inject(`/uz/api/search/suggest.json?q=${encodeURIComponent(q)}`, s);
    }
    const half = performance.now();
    for (const c of RESULT_CASES) {
      if (performance.now() - half > budgetMs / 2) break;
      const qs = new URLSearchParams(
        Object.entries(c).map(([k, v]) => [k, String(v)]) as [string, string][],
      ).toString();
      await inject(`/uz/api/search.json?${qs}`, r);
    }
    return { suggest: stats(s), results: stats(r) };
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function measureEngine(
  engine: 'PGlite' | 'PostgreSQL',
  databaseUrl: string | null,
  opts: { docs: number; rounds: number; budgetMs: number; log: (line: string) => void },
): Promise<SearchEngineFigures> {
  const now = new Date();
  const database = openDatabase({ databaseUrl, dataDir: null });
  const figures: SearchEngineFigures = { engine, rows: [] };
  try {
    await database.migrate();
    await seedLists(database.db);
    await seed(database.db, { product: 'efir', uploadsDir: null, now });
    const { db } = database;
    const demo = await db
      .select({
        title: searchDocuments.title,
        summary: searchDocuments.summary,
        channel: searchDocuments.channel,
      })
      .from(searchDocuments);
    const count = () =>
      db.execute(sql`SELECT count(*)::int AS n FROM search_documents`) as unknown as Promise<{
        rows: { n: number }[];
      }>;
    const demoDocs = (await count()).rows[0]?.n ?? 0;
    opts.log(`   ${engine}: demo seeded (${demoDocs} documents), timing…`);
    figures.rows.push({
      docs: demoDocs,
      label: 'demo',
      ...(await timeQueries(database, opts.rounds, now, opts.budgetMs)),
    });
    if (opts.docs > 0) {
      const channels = [...new Set(demo.map((d) => d.channel).filter((c): c is string => !!c))];
      const docs = generate(
        demo.filter((d) => Object.keys(d.summary).length > 0),
        channels,
        opts.docs,
        now,
      );
      const start = performance.now();
      await bulkInsert(database, docs, opts.log);
      figures.insertMs = performance.now() - start;
      const total = (await count()).rows[0]?.n ?? 0;
      opts.log(
        `   ${engine}: ${docs.length} documents inserted in ${(figures.insertMs / 1000).toFixed(1)} s (text indexes dropped, 1,000 rows a statement, indexes rebuilt, ANALYZE), timing…`,
      );
      const row: SearchRow = {
        docs: total,
        label: `demo + ${docs.length}`,
        ...(await timeQueries(database, opts.rounds, now, opts.budgetMs)),
      };
      row.route = await timeRoutes(database, opts.budgetMs);
      figures.rows.push(row);
    }
  } catch (err) {
    figures.error = err instanceof Error ? err.message : String(err);
  } finally {
    await database.close();
  }
  return figures;
}

export async function measureSearch(opts: {
  docs: number;
  rounds: number;
  /** Time budget of each set of timed passes (the demo's, the generated documents'). */
  budgetMs: number;
  postgres: string | null;
  pglite?: boolean;
  log: (line: string) => void;
}): Promise<SearchEngineFigures[]> {
  const all: SearchEngineFigures[] = [];
  if (opts.pglite !== false) all.push(await measureEngine('PGlite', null, opts));
  if (opts.postgres) {
    let pgDb: Awaited<ReturnType<typeof throwawayPostgres>> | null = null;
    try {
      pgDb = await throwawayPostgres(opts.postgres, 'search');
      all.push(await measureEngine('PostgreSQL', pgDb.url, opts));
    } catch (err) {
      all.push({ engine: 'PostgreSQL', rows: [], error: err instanceof Error ? err.message : String(err) });
    } finally {
      await pgDb?.drop();
    }
  }
  return all;
}

export function searchReport(figures: SearchEngineFigures[], out: (line: string) => void): void {
  const ms = (v: number) => v.toFixed(1).padStart(7);
  const verdict = (v: number, target: number) => (v <= target ? 'ok' : 'OVER');
  out(
    `   ${SUGGEST_QUERIES.length} suggest queries, ${RESULT_CASES.length} results queries (pages 1–3, type/channel facets) per pass; p50/p95/max in ms`,
  );
  out(
    `   targets on PostgreSQL at 100,000 documents: suggest p95 ≤ ${SEARCH_SUGGEST_P95_MS} ms, results p95 ≤ ${SEARCH_RESULTS_P95_MS} ms`,
  );
  out('   engine      documents            suggest p50    p95    max     results p50    p95    max');
  for (const f of figures) {
    if (f.error) out(`   ${f.engine.padEnd(11)} skipped: ${f.error}`);
    for (const r of f.rows) {
      const big = r.docs >= 100_000;
      const tag = (v: number, target: number) => (big ? ` ${verdict(v, target)}` : '');
      out(
        `   ${f.engine.padEnd(11)} ${`${r.docs} (${r.label})`.padEnd(20)} ${ms(r.suggest.p50)}${ms(r.suggest.p95)}${ms(r.suggest.max)}${tag(r.suggest.p95, SEARCH_SUGGEST_P95_MS).padEnd(5)}  ${ms(r.results.p50)}${ms(r.results.p95)}${ms(r.results.max)}${tag(r.results.p95, SEARCH_RESULTS_P95_MS)}  (n ${r.suggest.n}/${r.results.n})`,
      );
      if (r.route)
        out(
          `   ${''.padEnd(11)} ${'  through the route'.padEnd(20)} ${ms(r.route.suggest.p50)}${ms(r.route.suggest.p95)}${ms(r.route.suggest.max)}       ${ms(r.route.results.p50)}${ms(r.route.results.p95)}${ms(r.route.results.max)}  (n ${r.route.suggest.n}/${r.route.results.n})`,
        );
    }
  }
}
