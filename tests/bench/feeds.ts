import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants } from 'node:zlib';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seed, seedLists } from '../../src/server/db/seed';

/**
 * The XMLTV export (issue 26, `BENCH_ONLY=feeds`): `GET /uz/api/efir/epg.xml` of every demo channel
 * (14 TV, 4 radio) × 15 Tashkent days, on the app in this process over an in-memory PGlite seeded
 * with the demo content (no build, no HTTP socket: `inject`). A miss reads the database and writes
 * the document (the cache dropped before each run); a hit sends the cached body; the `.gz` file
 * is made once per cached document.
 */
export interface FeedsFigures {
  channels: number;
  programmes: number;
  bytes: number;
  gzipBytes: number;
  brotliBytes: number;
  missMs: number[];
  hitMs: number[];
  gzipMs: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function measureXmltvExport(runs: number): Promise<FeedsFigures> {
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/bench-feeds', STATIC_DIR: '' });
  const database = openDatabase({ databaseUrl: null, dataDir: null });
  await database.migrate();
  await seedLists(database.db);
  await seed(database.db, { product: config.product, uploadsDir: null });
  const cache = new ResponseCache();
  const app = await buildApp({ config: { ...config, staticDir: null }, database, cache, logger: false });
  await app.ready();
  try {
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ method: 'GET', url, headers });
    await get('/uz/api/efir/epg.xml'); // warm the code paths
    const missMs: number[] = [];
    let body = '';
    for (let i = 0; i < runs; i++) {
      await cache.invalidate(['schedule']);
      const start = performance.now();
      const res = await get('/uz/api/efir/epg.xml');
      missMs.push(performance.now() - start);
      if (res.statusCode !== 200) throw new Error(`epg.xml answered ${res.statusCode}`);
      body = res.body;
    }
    const hitMs: number[] = [];
    for (let i = 0; i < runs; i++) {
      const start = performance.now();
      await get('/uz/api/efir/epg.xml', { 'accept-encoding': 'gzip' });
      hitMs.push(performance.now() - start);
    }
    const gzipStart = performance.now();
    const gz = await get('/uz/api/efir/epg.xml.gz');
    const gzipMs = performance.now() - gzipStart;
    const brotli = brotliCompressSync(Buffer.from(body), { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return {
      channels: (body.match(/<channel id=/g) ?? []).length,
      programmes: (body.match(/<programme /g) ?? []).length,
      bytes: Buffer.byteLength(body),
      gzipBytes: gz.rawPayload.length,
      brotliBytes: brotli.length,
      missMs,
      hitMs,
      gzipMs,
    };
  } finally {
    await app.close();
    await database.close();
  }
}

export function feedsReport(f: FeedsFigures, out: (line: string) => void): void {
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  out(
    `   ${f.channels} channels × 15 days: ${f.programmes} programmes, ${mb(f.bytes)} (${Math.round(f.bytes / f.programmes)} bytes a programme)`,
  );
  out(
    `   export (cache miss: database read + XMLTV written): median ${median(f.missMs).toFixed(0)} ms over ${f.missMs.length} runs (${f.missMs.map((t) => t.toFixed(0)).join(', ')} ms)`,
  );
  out(
    `   cached (hit, Accept-Encoding gzip, the compressed body kept with the entry): median ${median(f.hitMs).toFixed(1)} ms`,
  );
  out(
    `   epg.xml.gz: ${mb(f.gzipBytes)} (${((100 * f.gzipBytes) / f.bytes).toFixed(1)} %), gzip -9 made once per export in ${f.gzipMs.toFixed(0)} ms; brotli 5 on the wire: ${mb(f.brotliBytes)}`,
  );
}
