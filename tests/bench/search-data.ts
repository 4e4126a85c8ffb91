import { performance } from 'node:perf_hooks';
import type { I18nText } from '@core/lang';
import type { SearchHitType } from '@core/schemas/search';
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client';
import { searchDocuments } from '../../src/server/db/schema-search';
import { rebuildWords, type SearchDoc, searchDocument } from '../../src/server/search/index';

/**
 * The search bench's generated documents (tests/bench/search.ts): built with the indexer's own
 * `searchDocument` (same `key`, `body_key`, `exact` folding) from the demo's own titles and
 * summaries: each takes the first half of one demo title and the second half of another, in all
 * four languages (Uzbek Cyrillic and Latin words stay parallel), a summary from two demo
 * summaries, a type, channel and date drawn like the archive's (mostly recordings and news, over
 * three years). Made once per run and inserted 1,000 rows a statement with the text indexes
 * (trigram, word) dropped and rebuilt after.
 */

/** mulberry32: the same documents every run. */
function random(seedValue: number) {
  let a = seedValue >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPE_SHARE: [SearchHitType, number][] = [
  ['archive', 0.5],
  ['news', 0.3],
  ['broadcast', 0.08],
  ['anons', 0.05],
  ['person', 0.04],
  ['channel', 0.02],
  ['category', 0.01],
];
const DAY = 86_400_000;

let generated: { key: string; docs: SearchDoc[] } | null = null;

/** `count` documents from the demo's texts (cached for the run: both engines get the same ones). */
export function generate(
  demo: { title: I18nText; summary: I18nText }[],
  channels: string[],
  count: number,
  now: Date,
): SearchDoc[] {
  const key = `${count}:${demo.length}`;
  if (generated?.key === key) return generated.docs;
  const rnd = random(27);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)] as T;
  const half = (text: string | undefined, first: boolean) => {
    const words = (text ?? '').split(/\s+/).filter(Boolean);
    const cut = Math.ceil(words.length / 2);
    return (first ? words.slice(0, cut) : words.slice(cut)).join(' ');
  };
  const langs = ['uz', 'oz', 'ru', 'en'] as const;
  const docs: SearchDoc[] = [];
  for (let n = 0; n < count; n++) {
    let r = rnd();
    let type: SearchHitType = 'archive';
    for (const [t, share] of TYPE_SHARE) {
      if (r < share) {
        type = t;
        break;
      }
      r -= share;
    }
    const a = pick(demo);
    const b = pick(demo);
    const c = pick(demo);
    const episode = rnd() < 0.3 ? ` ${1 + Math.floor(rnd() * 300)}` : '';
    const title = Object.fromEntries(
      langs.map((l) => [l, `${half(a.title[l], true)} ${half(b.title[l], false)}`.trim() + episode]),
    ) as I18nText;
    const summary = Object.fromEntries(
      langs.map((l) => [l, `${b.summary[l] ?? ''} ${c.summary[l] ?? ''}`.trim()]),
    ) as I18nText;
    const channel = pick(channels);
    const id = `bench-${n}`;
    let extra: Partial<SearchDoc> = { channel };
    if (type === 'archive') {
      // Three years back; a few not aired yet (indexed, never found), a tenth out of their rights.
      const date = new Date(now.getTime() - (rnd() * 3 * 365 - 2) * DAY);
      extra = {
        channel,
        date,
        visibleFrom: new Date(date.getTime() + 1800_000),
        visibleUntil: rnd() < 0.1 ? new Date(date.getTime() + 30 * DAY) : null,
      };
    } else if (type === 'news') {
      const date = new Date(now.getTime() - rnd() * 2 * 365 * DAY);
      extra = { channel, date, visibleFrom: date };
    } else if (type === 'anons') {
      extra = { channel, date: new Date(now.getTime() + (rnd() * 60 - 30) * DAY) };
    } else if (type === 'category') {
      extra = {};
    }
    docs.push(searchDocument(type, id, title, summary, `${type}/${id}/`, extra));
  }
  generated = { key, docs };
  return docs;
}

/** Inserts `docs` into search_documents in bulk (text indexes dropped, rebuilt after; the titles' words rebuilt), then ANALYZE. */
export async function bulkInsert(database: Database, docs: SearchDoc[], log: (line: string) => void) {
  const start = performance.now();
  const { db } = database;
  // A bulk load: the text indexes (trigram GIN and GiST, word GIN) dropped and rebuilt after (from their own definitions),
  // as a restore would; row by row GIN upkeep makes 100,000 rows take many minutes on PGlite.
  const indexes = (
    (await db.execute(
      sql`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'search_documents' AND (indexdef LIKE '%USING gin%' OR indexdef LIKE '%USING gist%')`,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] }
  ).rows;
  for (const ix of indexes) await db.execute(sql.raw(`DROP INDEX "${ix.indexname}"`));
  for (let i = 0; i < docs.length; i += 1000) {
    await db.insert(searchDocuments).values(docs.slice(i, i + 1000));
    if (process.env.BENCH_SEARCH_VERBOSE && (i / 1000) % 10 === 9)
      log(`     ${i + 1000} inserted, ${((performance.now() - start) / 1000).toFixed(1)} s`);
  }
  await db.execute(sql`SET maintenance_work_mem = '256MB'`);
  for (const ix of indexes) await db.execute(sql.raw(ix.indexdef));
  await db.execute(sql`RESET maintenance_work_mem`);
  await rebuildWords(db);
  await db.execute(sql`ANALYZE search_documents`);
  await db.execute(sql`ANALYZE search_words`);
}
