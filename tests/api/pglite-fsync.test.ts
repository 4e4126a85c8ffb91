import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';
import { type Database, openDatabase } from '../../src/server/db/client';
import { countKernelSyncs, killCheck, makeTemplate } from '../bench/pglite-fsync';

/**
 * PGlite's durability (issue 22): PGLITE_FSYNC reaches PostgreSQL inside PGlite, turning it on
 * makes fsync calls reach the kernel (PGlite's own fsync=on does not: its NODEFS drops them), and a
 * killed process keeps every acknowledged commit with the default, fsync off.
 */

let template: Awaited<ReturnType<typeof makeTemplate>>;
const root = mkdtempSync(join(tmpdir(), 'efir-fsync-test-'));
beforeAll(async () => {
  template = await makeTemplate();
});
afterAll(() => {
  template?.remove();
  rmSync(root, { recursive: true, force: true });
});

let n = 0;
/** A DATA_DIR whose db/ is a copy of a fresh PGlite folder (initdb is slow under WebAssembly). */
function dataDir(): string {
  const dir = join(root, `data-${++n}`);
  cpSync(template.dir, join(dir, 'db'), { recursive: true });
  return dir;
}

async function show(database: Database, name: string): Promise<string | undefined> {
  const result = (await database.db.execute(sql.raw(`SHOW ${name}`))) as unknown as {
    rows: Record<string, string>[];
  };
  return result.rows[0]?.[name];
}

async function inserts(database: Database, count: number): Promise<number> {
  const syncs = countKernelSyncs();
  await database.db.execute(sql`CREATE TABLE t (id integer PRIMARY KEY)`);
  const before = syncs();
  for (let i = 0; i < count; i++) await database.db.execute(sql`INSERT INTO t VALUES (${i})`);
  return syncs() - before;
}

describe('PGLITE_FSYNC', () => {
  it('is read and checked with the configuration (default off)', () => {
    expect(loadConfig({}).pgliteFsync).toBe(false);
    expect(loadConfig({ PGLITE_FSYNC: 'on' }).pgliteFsync).toBe(true);
    expect(loadConfig({ PGLITE_FSYNC: 'off' }).pgliteFsync).toBe(false);
    expect(() => loadConfig({ PGLITE_FSYNC: 'sometimes' })).toThrow(ConfigError);
    expect(() => loadConfig({ PGLITE_FSYNC: 'sometimes' })).toThrow(/PGLITE_FSYNC/);
  });

  it('off: PostgreSQL runs with fsync off and no fsync reaches the kernel', async () => {
    const database = openDatabase({ databaseUrl: null, dataDir: dataDir(), pgliteFsync: false });
    try {
      expect(await show(database, 'fsync')).toBe('off');
      expect(await inserts(database, 10)).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('on: fsync on, the WAL flushed with fsync, one kernel fsync per commit at least', async () => {
    const database = openDatabase({ databaseUrl: null, dataDir: dataDir(), pgliteFsync: true });
    try {
      expect(await show(database, 'fsync')).toBe('on');
      expect(await show(database, 'wal_sync_method')).toBe('fsync');
      expect(await inserts(database, 10)).toBeGreaterThanOrEqual(10);
    } finally {
      await database.close();
    }
  });

  it('openDatabase follows PGLITE_FSYNC when not told', async () => {
    const saved = process.env.PGLITE_FSYNC;
    try {
      for (const [value, expected] of [
        ['on', 'on'],
        ['off', 'off'],
      ] as const) {
        process.env.PGLITE_FSYNC = value;
        const database = openDatabase({ databaseUrl: null, dataDir: dataDir() });
        try {
          expect(await show(database, 'fsync')).toBe(expected);
        } finally {
          await database.close();
        }
      }
    } finally {
      if (saved === undefined) delete process.env.PGLITE_FSYNC;
      else process.env.PGLITE_FSYNC = saved;
    }
  });

  it('a process killed (SIGKILL) while writing loses no acknowledged commit, fsync off', async () => {
    const result = await killCheck(template.dir, 'off', 100, root);
    expect(result.acknowledged).toBeGreaterThanOrEqual(100);
    expect(result.lost).toBe(0);
  });
});
