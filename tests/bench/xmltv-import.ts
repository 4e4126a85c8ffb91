import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { schedules, users } from '../../src/server/db/schema';
import { seed, seedLists } from '../../src/server/db/seed';
import { multipart } from '../api/multipart';

/**
 * The XMLTV import (issue 26, `BENCH_ONLY=import`): the demo's own export (every channel, 14 TV and
 * 4 radio, × 15 Tashkent days) imported back, on the app in this process over an in-memory PGlite
 * (`inject`, no build). Each run empties the schedules, previews the file (parse, map, diff: every
 * day added) and commits it (every day written in one transaction, audited); then the same file
 * is previewed once more against the stored days (nothing to change: the idempotent case).
 */
export interface ImportFigures {
  bytes: number;
  days: number;
  added: number;
  previewMs: number[];
  commitMs: number[];
  unchangedMs: number;
}

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

export async function measureXmltvImport(runs: number): Promise<ImportFigures> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/bench-import',
    STATIC_DIR: '',
    RATE_LIMITS: '0',
  });
  const database = openDatabase({ databaseUrl: null, dataDir: null });
  await database.migrate();
  await seedLists(database.db);
  await seed(database.db, { product: config.product, uploadsDir: null });
  const app = await buildApp({
    config: { ...config, staticDir: null },
    database,
    cache: new ResponseCache(),
    logger: false,
  });
  await app.ready();
  try {
    const account = {
      username: 'benchEditor',
      email: 'bench-editor@example.uz',
      password: 'kuchli parol bench',
    };
    const signup = await app.inject({ method: 'POST', url: '/uz/api/auth/signup.json', payload: account });
    const { token, data } = signup.json<{ token: string; data: { _id: string } }>();
    await database.db
      .update(users)
      .set({ roles: ['user', 'editor'] })
      .where(eq(users.id, data._id));
    const file = (await app.inject({ method: 'GET', url: '/uz/api/efir/epg.xml' })).body;
    const post = async (step: 'preview' | 'commit', fields: Record<string, string> = {}) => {
      const body = multipart([
        ...Object.entries(fields).map(([field, value]) => ({ field, data: value })),
        { field: 'file', name: 'epg.xml', type: 'application/xml', data: file },
      ]);
      const start = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/uz/api/newsroom/import/xmltv/${step}.json`,
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.payload,
      });
      const ms = performance.now() - start;
      if (res.statusCode !== 200)
        throw new Error(`${step} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      return {
        ms,
        json: res.json<{ data: { token: string; base: string; totals: { days: number; added: number } } }>(),
      };
    };
    const previewMs: number[] = [];
    const commitMs: number[] = [];
    let days = 0;
    let added = 0;
    for (let i = 0; i < runs; i++) {
      await database.db.delete(schedules);
      const preview = await post('preview');
      previewMs.push(preview.ms);
      days = preview.json.data.totals.days;
      added = preview.json.data.totals.added;
      const commit = await post('commit', { token: preview.json.data.token, base: preview.json.data.base });
      commitMs.push(commit.ms);
    }
    const unchanged = await post('preview');
    return { bytes: Buffer.byteLength(file), days, added, previewMs, commitMs, unchangedMs: unchanged.ms };
  } finally {
    await app.close();
    await database.close();
  }
}

export function importReport(f: ImportFigures, out: (line: string) => void): void {
  const list = (values: number[]) => values.map((t) => t.toFixed(0)).join(', ');
  out(`   file: ${(f.bytes / 1024 / 1024).toFixed(2)} MB, ${f.days} channel-days, ${f.added} entries`);
  out(
    `   preview (upload, parse, map, diff against empty days): median ${median(f.previewMs).toFixed(0)} ms (${list(f.previewMs)} ms)`,
  );
  out(
    `   commit (upload, parse again, diff under lock, ${f.days} days written + audited in one transaction): median ${median(f.commitMs).toFixed(0)} ms (${list(f.commitMs)} ms)`,
  );
  out(`   preview of the same file once imported (0 changes): ${f.unchangedMs.toFixed(0)} ms`);
}
