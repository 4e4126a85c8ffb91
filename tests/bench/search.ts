/**
 * Search bench (decision 037): suggest and results p50/p95 on the demo data, then with
 * SEARCH_BENCH_DOCS (100,000) generated documents added; PGlite in memory, or PostgreSQL when
 * DATABASE_URL is set (a database it may fill). `npx tsx tests/bench/search.ts`.
 * Not yet a step of `npm run bench` (tests/bench/run.ts): the lead wires it in.
 */
import { foldKey } from '@core/translit';
import { openDatabase } from '../../src/server/db/client';
import { searchDocuments } from '../../src/server/db/schema-search';
import { seed, seedLists } from '../../src/server/db/seed';
import { search, suggest } from '../../src/server/search/query';

const QUERIES = ['yoshlar', 'Ёшлар', 'ozbekiston', 'Ташкент', 'superliga', 'axborot', 'konsert', 'Samarqand'];
const ROUNDS = 5;
const WORDS = ['yangi', 'dastur', 'kino', 'sport', 'musiqa', 'tarix', 'shahar', 'bozor', 'maktab', 'ilm'];

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))];

async function measure(label: string, run: (q: string) => Promise<unknown>) {
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++)
    for (const q of QUERIES) {
      const start = performance.now();
      await run(q);
      times.push(performance.now() - start);
    }
  console.log(`${label}: p50 ${pct(times, 0.5)?.toFixed(1)} ms, p95 ${pct(times, 0.95)?.toFixed(1)} ms`);
}

async function main() {
  const database = openDatabase({ databaseUrl: process.env.DATABASE_URL ?? null, dataDir: null });
  await database.migrate();
  await seedLists(database.db);
  await seed(database.db, { product: 'efir', uploadsDir: null });
  const { db } = database;
  const now = new Date();
  const bench = async (size: string) => {
    await measure(`${database.kind} ${size} suggest`, (q) => suggest(db, { q, now }));
    await measure(`${database.kind} ${size} results`, (q) => search(db, { q, now }));
  };
  await bench('demo');
  const total = Number(process.env.SEARCH_BENCH_DOCS ?? 100_000);
  for (let i = 0; i < total; i += 1000) {
    const rows = Array.from({ length: Math.min(1000, total - i) }, (_, j) => {
      const n = i + j;
      const title = `${WORDS[n % 10]} ${WORDS[Math.floor(n / 10) % 10]} ${WORDS[Math.floor(n / 100) % 10]} ${n}`;
      return {
        type: 'news' as const,
        id: `bench-${n}`,
        title: { oz: title },
        key: foldKey(title),
        bodyKey: foldKey(`${title} ${WORDS[(n * 7) % 10]}`),
        exact: title,
        date: new Date(now.getTime() - (n % 365) * 86_400_000),
        path: `news/bench-${n}/`,
      };
    });
    await db.insert(searchDocuments).values(rows).onConflictDoNothing();
  }
  await bench(`+${total}`);
  await database.close();
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
