import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  createReadStream,
  existsSync,
  fsyncSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import { migrationsFolder } from '../../db/client';
import { DatabaseInUseError, lockDatabaseDir } from '../../db/pglite-lock';

/**
 * Backup and restore of an Efir installation (issue 22): the database and the files in DATA_DIR
 * (`uploads/`, public, and `private/`, the request forms' files) in one folder:
 *
 *   efir-20250101T120000Z/
 *     manifest.json         kind, time, app version, migration level, rows per table, files, checksum
 *     database.pgdump       PostgreSQL: `pg_dump --format=custom`, taken in the snapshot of the counts
 *     pglite-data.tar.gz    PGlite: its own `dumpDataDir('gzip')` after a CHECKPOINT
 *     files/uploads/…       copies of DATA_DIR/uploads
 *     files/private/…       copies of DATA_DIR/private
 *
 * PostgreSQL is backed up while the server runs (pg_dump reads one snapshot). The embedded PGlite
 * is one process's folder: a backup opens it itself, so the server must be stopped first; a
 * running server is found by its open files (Linux /proc) and refused. The files are copied after
 * the database, so that every file the database names is there (a file uploaded in between is an
 * extra, harmless one). The mail and SMS outboxes (DATA_DIR/outbox) are not part of a backup.
 *
 * A restore goes into a fresh DATA_DIR (or an empty PostgreSQL database): a database or files
 * already there are refused unless `force`, when PGlite's folder and the files are moved aside
 * (`db.before-restore-<time>`) and PostgreSQL's objects are replaced (`pg_restore --clean
 * --if-exists`, in one transaction). Afterwards the rows of every table, the migration level and the
 * files are compared with the manifest.
 */

export const BACKUP_FORMAT = 'efir-backup';
export const BACKUP_VERSION = 1;
export const FILE_DIRS = ['uploads', 'private'] as const;
export type FileDir = (typeof FILE_DIRS)[number];

export interface MigrationLevel {
  /** Migrations applied (rows of drizzle.__drizzle_migrations). */
  applied: number;
  /** The last one's tag in the journal (`0006_forms`), null when none or unknown to this code. */
  last: string | null;
  /** Its `created_at` (the journal's `when`), null when none. */
  lastWhen: number | null;
}

export interface FileTally {
  files: number;
  bytes: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  kind: 'pglite' | 'postgres';
  createdAt: string;
  app: { name: string; version: string };
  migrations: MigrationLevel;
  /** Rows of every table of the public schema. */
  tables: Record<string, number>;
  database: {
    file: string;
    bytes: number;
    sha256: string;
    /** PostgreSQL: the server's and pg_dump's major versions; PGlite: its package version. */
    serverMajor?: number;
    toolMajor?: number;
    pglite?: string;
  };
  files: Record<FileDir, FileTally>;
}

/** A refusal or a failure with a message for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

export type Log = (line: string) => void;

export interface Sql {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
}

export const pgliteSql = (db: PGlite): Sql => ({
  rows: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
});
export const pgSql = (client: pg.Client | pg.PoolClient): Sql => ({
  rows: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
});

/* ---------------------------------------------------------------- facts */

export function appInfo(): { name: string; version: string } {
  const here = dirname(fileURLToPath(import.meta.url));
  for (const file of [resolve(here, '../../../package.json'), resolve(here, '../../package.json')]) {
    try {
      const pkg = JSON.parse(readFileSync(file, 'utf8')) as { name?: string; version?: string };
      if (pkg.name === 'efir' && pkg.version) return { name: pkg.name, version: pkg.version };
    } catch {
      // next
    }
  }
  return { name: 'efir', version: process.env.npm_package_version ?? 'unknown' };
}

export function pgliteVersion(): string {
  try {
    let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The committed migrations' journal: tag per `when`. */
export function journal(): { tag: string; when: number }[] {
  const file = join(migrationsFolder(), 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

export async function migrationLevel(sql: Sql): Promise<MigrationLevel> {
  const [exists] = await sql.rows<{ t: string | null }>(
    `SELECT to_regclass('drizzle.__drizzle_migrations')::text AS t`,
  );
  if (!exists?.t) return { applied: 0, last: null, lastWhen: null };
  const [row] = await sql.rows<{ n: number; last: string | null }>(
    'SELECT count(*)::int AS n, max(created_at)::text AS last FROM drizzle.__drizzle_migrations',
  );
  const lastWhen = row?.last ? Number(row.last) : null;
  const last = journal().find((e) => e.when === lastWhen)?.tag ?? null;
  return { applied: row?.n ?? 0, last, lastWhen };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Rows of every table of the public schema, by name. */
export async function tableCounts(sql: Sql): Promise<Record<string, number>> {
  const tables = await sql.rows<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  if (tables.length === 0) return {};
  const rows = await sql.rows<{ name: string; n: string }>(
    tables
      .map(
        ({ name }) =>
          `SELECT ${`'${name.replace(/'/g, "''")}'`} AS name, count(*)::text AS n FROM public.${quoteIdent(name)}`,
      )
      .join(' UNION ALL '),
  );
  return Object.fromEntries(rows.map((r) => [r.name, Number(r.n)]));
}

/** Files and bytes under a folder (absent: none). */
export function tallyFiles(dir: string): FileTally {
  const tally = { files: 0, bytes: 0 };
  if (!existsSync(dir)) return tally;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    tally.files++;
    tally.bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return tally;
}

export async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export function fsyncFile(file: string) {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

export const timestamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/* ------------------------------------------------------- the embedded PGlite */

/**
 * Processes holding files in `dir` open (Linux /proc; processes of other users are not readable
 * and not seen). Null where /proc is not there.
 */
export function processesHolding(dir: string): number[] | null {
  if (!existsSync('/proc/self/fd')) return null;
  const root = resolve(dir) + sep;
  const found: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${name}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${name}/fd/${fd}`);
      } catch {
        continue;
      }
      if (target.startsWith(root)) {
        found.push(Number(name));
        break;
      }
    }
  }
  return found;
}

/**
 * Holds the embedded database's folder for this process while a backup or a restore works on it
 * (the lock every opening takes, ../../db/pglite-lock.ts): a server started meanwhile stops at its
 * start instead of writing its copy over the restored one. Returns the release.
 */
export function holdPglite(dbDir: string): () => void {
  try {
    return lockDatabaseDir(dbDir);
  } catch (err) {
    if (err instanceof DatabaseInUseError) throw new BackupError(err.message);
    throw err;
  }
}

/** Refuses a PGlite folder another process has open: PGlite is one process's database. */
export function assertPgliteFree(dbDir: string, force: boolean) {
  const holders = processesHolding(dbDir);
  if (holders?.length)
    throw new BackupError(
      `the embedded database ${dbDir} is open in process ${holders.join(', ')} (a running Efir?). ` +
        'PGlite is one process’s database: stop the server, then back up or restore ' +
        '(with PostgreSQL, DATABASE_URL, backups run beside a running server).',
    );
  if (holders === null && existsSync(join(dbDir, 'postmaster.pid')) && !force)
    throw new BackupError(
      `${join(dbDir, 'postmaster.pid')} is there: a server may have the embedded database open ` +
        '(this system has no /proc to tell). Stop it, or pass --force if none runs.',
    );
}

/* ------------------------------------------------------------ PostgreSQL tools */

/** `pg_dump (PostgreSQL) 15.8 …` → 15; a clear error when the tool is not there. */
export function toolMajor(bin: string, name: 'pg_dump' | 'pg_restore'): number {
  const r = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  if (r.error || r.status !== 0) {
    const why =
      (r.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT' ? 'not found' : 'not working';
    throw new BackupError(
      `${name} ${why} (${bin}): install the PostgreSQL client tools of the server's major version or newer ` +
        `(e.g. apt-get install postgresql-client-15), or name the program with ${name === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'}.`,
    );
  }
  const m = /\b(\d+)(?:\.\d+)?/.exec(r.stdout.replace(/^[^)]*\)/, ''));
  if (!m?.[1]) throw new BackupError(`${name}: cannot read a version in "${r.stdout.trim()}"`);
  return Number(m[1]);
}

/** The URL without its password, and the environment that carries it (not seen in `ps`). */
export function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

export function run(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(bin, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', fail);
    child.on('close', (code) =>
      code === 0
        ? done()
        : fail(new BackupError(`${bin} ${args[0] ?? ''} … failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}

export async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ v: string }>(`SELECT current_setting('server_version_num') AS v`);
  return Math.floor(Number(rows[0]?.v ?? 0) / 10000);
}

/* ------------------------------------------------------------------ backup */

export interface BackupOptions {
  dataDir: string;
  databaseUrl: string | null;
  /** The backup folder (default DATA_DIR/backups/efir-<UTC time>); must not exist or be empty. */
  out?: string;
  now?: Date;
  /** PGlite: back up although postmaster.pid says a server may run (no /proc to check). */
  force?: boolean;
  pgDump?: string;
  log?: Log;
}
