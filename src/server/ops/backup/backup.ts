import { cpSync, existsSync, mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { pgliteExtensions } from '../../db/pglite-extensions';
import { pgliteFileOptions } from '../../db/pglite-fsync';
import {
  appInfo,
  assertPgliteFree,
  BACKUP_FORMAT,
  BACKUP_VERSION,
  BackupError,
  type BackupManifest,
  type BackupOptions,
  connection,
  FILE_DIRS,
  type FileDir,
  type FileTally,
  fsyncFile,
  holdPglite,
  isEmptyDir,
  type Log,
  type MigrationLevel,
  migrationLevel,
  pgliteSql,
  pgliteVersion,
  pgSql,
  run,
  serverMajor,
  sha256,
  tableCounts,
  tallyFiles,
  timestamp,
  toolMajor,
} from './common';

/** Backing up: the database, then the files, into one folder with a manifest (see ./common.ts). */

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
  const release = holdPglite(dbDir);
  const db = await PGlite.create({ ...pgliteFileOptions(dbDir, false), extensions: pgliteExtensions }).catch(
    (err: unknown) => {
      release();
      throw err;
    },
  );
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
    release();
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
