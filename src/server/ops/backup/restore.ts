import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { pgliteFileOptions } from '../../db/pglite-fsync';
import {
  assertPgliteFree,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupManifest,
  connection,
  FILE_DIRS,
  holdPglite,
  isEmptyDir,
  journal,
  type Log,
  type MigrationLevel,
  migrationLevel,
  pgliteSql,
  pgSql,
  run,
  type Sql,
  sha256,
  tableCounts,
  tallyFiles,
  timestamp,
  toolMajor,
} from './common';

/** Restoring a backup folder into a fresh DATA_DIR or an empty database, verified (see ./common.ts). */

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
  // The embedded database's folder is this process's until the restore is verified: a server
  // started meanwhile stops at its start (../../db/pglite-lock.ts).
  const release = manifest.kind === 'pglite' ? holdPglite(dbDir) : () => {};
  try {
    const dbFile = join(from, manifest.database.file);
    if (manifest.kind === 'pglite') {
      moveAside(dbDir);
      mkdirSync(dbDir, { recursive: true });
      const db = await PGlite.create({
        ...pgliteFileOptions(dbDir, false),
        extensions: pgliteExtensions,
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
  } finally {
    release();
  }
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
    const db = await PGlite.create({
      ...pgliteFileOptions(join(opts.dataDir, 'db'), false),
      extensions: pgliteExtensions,
    });
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
