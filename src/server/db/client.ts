import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteFsync } from '../config';
import { pgliteExtensions } from './pglite-extensions';
import { pgliteFileOptions } from './pglite-fsync';
import { lockDatabaseDir } from './pglite-lock';
import * as tables from './schema';
import * as formTables from './schema-forms';

/** Every table: schema.ts and the request forms' schema-forms.ts (which references users). */
const schema = { ...tables, ...formTables };
export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations that have not run yet. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The PostgreSQL pool's connections now (for /metrics); PGlite, one connection in process, has none. */
  poolStats?(): { total: number; idle: number; waiting: number; max: number };
}

/** PGlite's extensions the migrations create (./pglite-extensions.ts). */
const extensions = pgliteExtensions;

/** The committed migrations: beside this file in the source tree, copied beside the bundle in dist. */
export function migrationsFolder(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), resolve(here, '../../src/server/db/migrations')];
  const found = candidates.find((dir) => existsSync(join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`migrations not found in ${candidates.join(' or ')}`);
  return found;
}

/**
 * Opens the database: PostgreSQL when `databaseUrl` is given, else the embedded PGlite in
 * `dataDir` (or in memory when `dataDir` is null, for tests). A file-backed PGlite fsyncs when
 * `pgliteFsync` says so (default: PGLITE_FSYNC, off; see ./pglite-fsync.ts).
 */
export function openDatabase(opts: {
  databaseUrl: string | null;
  dataDir: string | null;
  pgliteFsync?: boolean;
}): Database {
  const folder = migrationsFolder();
  if (opts.databaseUrl) {
    const max = 10;
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max });
    // An idle client the server drops (a restart, a failover, a test's DROP DATABASE … FORCE)
    // errors on the pool; without a listener that error would end the process. The pool discards
    // the client and the next query opens a new one.
    pool.on('error', (err) => {
      console.warn(`PostgreSQL: an idle connection ended: ${err.message}`);
    });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder: folder }),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max }),
    };
  }
  let client: PGlite;
  let unlock = () => {};
  if (opts.dataDir) {
    const dir = join(opts.dataDir, 'db');
    mkdirSync(dir, { recursive: true });
    // One process at a time: two would each write their copy over the other's (./pglite-lock.ts).
    unlock = lockDatabaseDir(dir);
    client = new PGlite({ ...pgliteFileOptions(dir, opts.pgliteFsync ?? pgliteFsync()), extensions });
  } else {
    client = new PGlite({ extensions });
  }
  const db = drizzlePglite(client, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder: folder }),
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
