import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  closeSync,
  cpSync,
  createReadStream,
  existsSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { migrationsFolder } from '../db/client';
import { pgliteFileOptions } from '../db/pglite-fsync';

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
const FILE_DIRS = ['uploads', 'private'] as const;
type FileDir = (typeof FILE_DIRS)[number];

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

type Log = (line: string) => void;

interface Sql {
  rows<T>(text: string, params?: unknown[]): Promise<T[]>;
}

const pgliteSql = (db: PGlite): Sql => ({
  rows: async <T>(text: string, params?: unknown[]) => (await db.query<T>(text, params)).rows,
});
const pgSql = (client: pg.Client | pg.PoolClient): Sql => ({
  rows: async <T>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as T[],
});

/* ---------------------------------------------------------------- facts */

function appInfo(): { name: string; version: string } {
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

function pgliteVersion(): string {
  try {
    let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    return (JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The committed migrations' journal: tag per `when`. */
function journal(): { tag: string; when: number }[] {
  const file = join(migrationsFolder(), 'meta', '_journal.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { entries: { tag: string; when: number }[] }).entries;
}

async function migrationLevel(sql: Sql): Promise<MigrationLevel> {
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
async function tableCounts(sql: Sql): Promise<Record<string, number>> {
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

async function sha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

function fsyncFile(file: string) {
  const fd = openSync(file, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

const isEmptyDir = (dir: string) => !existsSync(dir) || readdirSync(dir).length === 0;

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

/** Refuses a PGlite folder another process has open: PGlite is one process's database. */
function assertPgliteFree(dbDir: string, force: boolean) {
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
function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (url.password) {
    env.PGPASSWORD = decodeURIComponent(url.password);
    url.password = '';
  }
  return { url: url.toString(), env };
}

function run(bin: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
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

async function serverMajor(client: pg.Client): Promise<number> {
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

export async function backup(opts: BackupOptions): Promise<{ dir: string; manifest: BackupManifest }> {
  const log = opts.log ?? (() => {});
  const now = opts.now ?? new Date();
  const dir = resolve(opts.out ?? join(opts.dataDir, 'backups', `efir-${timestamp(now)}`));
  if (!isEmptyDir(dir)) throw new BackupError(`${dir} exists and is not empty: choose another --out`);
  // Written beside, renamed at the end: a folder without `.partial` is a complete backup.
  const work = `${dir}.partial`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  try {
    const db = opts.databaseUrl
      ? await dumpPostgres(opts.databaseUrl, work, opts.pgDump ?? process.env.PG_DUMP ?? 'pg_dump', log)
      : await dumpPglite(join(opts.dataDir, 'db'), work, opts.force ?? false, log);
    const files = {} as Record<FileDir, FileTally>;
    for (const name of FILE_DIRS) {
      const from = join(opts.dataDir, name);
      const to = join(work, 'files', name);
      mkdirSync(to, { recursive: true });
      if (existsSync(from)) cpSync(from, to, { recursive: true });
      files[name] = tallyFiles(to);
      log(`${name}: ${files[name].files} files, ${(files[name].bytes / 1e6).toFixed(1)} MB`);
    }
    const file = join(work, db.database.file);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      kind: opts.databaseUrl ? 'postgres' : 'pglite',
      createdAt: now.toISOString(),
      app: appInfo(),
      migrations: db.migrations,
      tables: db.tables,
      database: { ...db.database, bytes: statSync(file).size, sha256: await sha256(file) },
      files,
    };
    fsyncFile(file);
    const manifestFile = join(work, 'manifest.json');
    writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    fsyncFile(manifestFile);
    rmSync(dir, { recursive: true, force: true });
    renameSync(work, dir);
    log(`backup written: ${dir}`);
    return { dir, manifest };
  } catch (err) {
    rmSync(work, { recursive: true, force: true });
    throw err;
  }
}

interface DumpResult {
  migrations: MigrationLevel;
  tables: Record<string, number>;
  database: Pick<BackupManifest['database'], 'file' | 'serverMajor' | 'toolMajor' | 'pglite'>;
}

async function dumpPglite(dbDir: string, work: string, force: boolean, log: Log): Promise<DumpResult> {
  if (!existsSync(join(dbDir, 'PG_VERSION')))
    throw new BackupError(`no embedded database in ${dbDir} (DATA_DIR/db); with PostgreSQL set DATABASE_URL`);
  assertPgliteFree(dbDir, force);
  const db = await PGlite.create(pgliteFileOptions(dbDir, false));
  try {
    const sql = pgliteSql(db);
    // Everything in the data files: the copy needs no WAL replay when it is opened.
    await db.exec('CHECKPOINT');
    const migrations = await migrationLevel(sql);
    const tables = await tableCounts(sql);
    const tarball = await db.dumpDataDir('gzip');
    const file = 'pglite-data.tar.gz';
    writeFileSync(join(work, file), Buffer.from(await tarball.arrayBuffer()));
    log(
      `database: PGlite ${dbDir}, ${Object.keys(tables).length} tables, migration ${migrations.last ?? 'none'}`,
    );
    return { migrations, tables, database: { file, pglite: pgliteVersion() } };
  } finally {
    await db.close();
  }
}

async function dumpPostgres(
  databaseUrl: string,
  work: string,
  pgDump: string,
  log: Log,
): Promise<DumpResult> {
  const tool = toolMajor(pgDump, 'pg_dump');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const server = await serverMajor(client);
    if (tool < server)
      throw new BackupError(
        `pg_dump ${tool} is older than the server (PostgreSQL ${server}): pg_dump can only dump servers of ` +
          `its own major version or older. Install pg_dump ${server} or newer (postgresql-client-${server}), or name it with PG_DUMP.`,
      );
    // The counts and the dump read the same snapshot: the manifest says what the dump holds even
    // while the server writes.
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const [snap] = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows;
    const sql = pgSql(client);
    const migrations = await migrationLevel(sql);
    const tables = await tableCounts(sql);
    const file = 'database.pgdump';
    const { url, env } = connection(databaseUrl);
    await run(
      pgDump,
      [
        '--format=custom',
        `--snapshot=${snap?.id ?? ''}`,
        '--no-password',
        `--file=${join(work, file)}`,
        `--dbname=${url}`,
      ],
      env,
    );
    await client.query('COMMIT');
    log(
      `database: PostgreSQL ${server} with pg_dump ${tool}, ${Object.keys(tables).length} tables, migration ${migrations.last ?? 'none'}`,
    );
    return { migrations, tables, database: { file, serverMajor: server, toolMajor: tool } };
  } finally {
    await client.end();
  }
}

/* ----------------------------------------------------------------- restore */

export interface RestoreOptions {
  /** The backup folder (with manifest.json). */
  from: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Replace a database or files already there (PGlite's folder and the files are moved aside). */
  force?: boolean;
  pgRestore?: string;
  now?: Date;
  log?: Log;
}

export interface RestoreResult {
  manifest: BackupManifest;
  /** Folders moved aside by `force`. */
  movedAside: string[];
}

/** Reads and checks a backup folder: its manifest, the database file's checksum, the files. */
export async function readBackup(from: string): Promise<BackupManifest> {
  const file = join(from, 'manifest.json');
  if (!existsSync(file)) throw new BackupError(`${from} is not an Efir backup (no manifest.json)`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION)
    throw new BackupError(
      `${file}: not an ${BACKUP_FORMAT} version ${BACKUP_VERSION} manifest (${manifest.format} ${manifest.version})`,
    );
  const dbFile = join(from, manifest.database.file);
  if (!existsSync(dbFile)) throw new BackupError(`${dbFile} is missing`);
  if ((await sha256(dbFile)) !== manifest.database.sha256)
    throw new BackupError(`${dbFile} does not match its checksum in the manifest: the backup is damaged`);
  for (const name of FILE_DIRS) {
    const tally = tallyFiles(join(from, 'files', name));
    const want = manifest.files[name];
    if (tally.files !== want.files || tally.bytes !== want.bytes)
      throw new BackupError(
        `${join(from, 'files', name)} holds ${tally.files} files (${tally.bytes} bytes), the manifest says ${want.files} (${want.bytes})`,
      );
  }
  return manifest;
}

export async function restore(opts: RestoreOptions): Promise<RestoreResult> {
  const log = opts.log ?? (() => {});
  const force = opts.force ?? false;
  const from = resolve(opts.from);
  const manifest = await readBackup(from);
  log(
    `backup of ${manifest.createdAt}: ${manifest.kind}, Efir ${manifest.app.version}, migration ${manifest.migrations.last ?? 'none'}`,
  );

  // This code must know the backup's migrations: a newer Efir's database would not fit it.
  const newest = journal().at(-1)?.when ?? 0;
  if ((manifest.migrations.lastWhen ?? 0) > newest && !force)
    throw new BackupError(
      `the backup's database is at a migration this version of Efir does not have (made by Efir ${manifest.app.version}): ` +
        'restore it with that version, or pass --force',
    );
  if (manifest.kind === 'postgres' && !opts.databaseUrl)
    throw new BackupError('this is a PostgreSQL backup: set DATABASE_URL to the database to restore into');
  if (manifest.kind === 'pglite' && opts.databaseUrl)
    throw new BackupError(
      'this is a backup of the embedded database (PGlite): unset DATABASE_URL to restore it into DATA_DIR/db',
    );

  // Every refusal before anything is written.
  const stamp = timestamp(opts.now ?? new Date());
  const aside = (dir: string) => `${dir}.before-restore-${stamp}`;
  const filesThere = FILE_DIRS.map((name) => join(opts.dataDir, name)).filter((d) => !isEmptyDir(d));
  const dbDir = join(opts.dataDir, 'db');
  let pgRestore = '';
  if (manifest.kind === 'pglite') {
    if (!isEmptyDir(dbDir)) {
      assertPgliteFree(dbDir, force);
      if (!force)
        throw new BackupError(
          `${dbDir} already holds a database: restore into a fresh DATA_DIR, or pass --force (it is moved to ${aside(dbDir)})`,
        );
    }
  } else {
    pgRestore = opts.pgRestore ?? process.env.PG_RESTORE ?? 'pg_restore';
    const tool = toolMajor(pgRestore, 'pg_restore');
    const made = manifest.database.toolMajor ?? 0;
    if (tool < made)
      throw new BackupError(
        `pg_restore ${tool} cannot read a dump of pg_dump ${made}: install pg_restore ${made} or newer, or name it with PG_RESTORE`,
      );
    const tables = await withPg(opts.databaseUrl ?? '', (c) =>
      c.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
      ),
    );
    const n = tables.rows[0]?.n ?? 0;
    if (n > 0 && !force)
      throw new BackupError(
        `the database of DATABASE_URL has ${n} tables: restore into an empty database, or pass --force (its objects are replaced)`,
      );
  }
  if (filesThere.length && !force)
    throw new BackupError(
      `${filesThere.join(' and ')} already hold files: restore into a fresh DATA_DIR, or pass --force (they are moved aside as *.before-restore-${stamp})`,
    );

  const movedAside: string[] = [];
  const moveAside = (dir: string) => {
    if (isEmptyDir(dir)) {
      rmSync(dir, { recursive: true, force: true });
      return;
    }
    renameSync(dir, aside(dir));
    movedAside.push(aside(dir));
    log(`moved ${dir} to ${aside(dir)}`);
  };

  mkdirSync(opts.dataDir, { recursive: true });
  const dbFile = join(from, manifest.database.file);
  if (manifest.kind === 'pglite') {
    moveAside(dbDir);
    mkdirSync(dbDir, { recursive: true });
    const db = await PGlite.create({
      ...pgliteFileOptions(dbDir, false),
      loadDataDir: new Blob([readFileSync(dbFile)]),
    });
    await db.close();
    log(`database: PGlite restored into ${dbDir}`);
  } else {
    const { url, env } = connection(opts.databaseUrl ?? '');
    await run(
      pgRestore,
      [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--single-transaction',
        '--exit-on-error',
        '--no-password',
        `--dbname=${url}`,
        dbFile,
      ],
      env,
    );
    log('database: pg_restore done');
  }
  for (const name of FILE_DIRS) {
    const to = join(opts.dataDir, name);
    moveAside(to);
    mkdirSync(to, { recursive: true });
    const src = join(from, 'files', name);
    if (existsSync(src)) cpSync(src, to, { recursive: true });
  }

  await verify(manifest, opts);
  log('verified: rows of every table, migration level and files as in the manifest');
  return { manifest, movedAside };
}

async function withPg<T>(databaseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The restored database and files against the manifest; throws with every difference. */
async function verify(manifest: BackupManifest, opts: RestoreOptions) {
  const read = async (sql: Sql) => ({
    migrations: await migrationLevel(sql),
    tables: await tableCounts(sql),
  });
  let found: { migrations: MigrationLevel; tables: Record<string, number> };
  if (manifest.kind === 'pglite') {
    const db = await PGlite.create(pgliteFileOptions(join(opts.dataDir, 'db'), false));
    try {
      found = await read(pgliteSql(db));
    } finally {
      await db.close();
    }
  } else {
    found = await withPg(opts.databaseUrl ?? '', (c) => read(pgSql(c)));
  }
  const problems: string[] = [];
  if (
    found.migrations.applied !== manifest.migrations.applied ||
    found.migrations.lastWhen !== manifest.migrations.lastWhen
  )
    problems.push(
      `migrations: ${found.migrations.applied} up to ${found.migrations.last}, the manifest says ${manifest.migrations.applied} up to ${manifest.migrations.last}`,
    );
  for (const name of new Set([...Object.keys(manifest.tables), ...Object.keys(found.tables)])) {
    if (found.tables[name] !== manifest.tables[name])
      problems.push(
        `${name}: ${found.tables[name] ?? 'no table'} rows, the manifest says ${manifest.tables[name] ?? 'no table'}`,
      );
  }
  for (const name of FILE_DIRS) {
    const tally = tallyFiles(join(opts.dataDir, name));
    const want = manifest.files[name];
    if (tally.files !== want.files || tally.bytes !== want.bytes)
      problems.push(
        `${name}: ${tally.files} files (${tally.bytes} bytes), the manifest says ${want.files} (${want.bytes})`,
      );
  }
  if (problems.length)
    throw new BackupError(`the restored installation differs from the backup:\n  ${problems.join('\n  ')}`);
}
