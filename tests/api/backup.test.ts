import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  appendFileSync,
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, migrationsFolder, openDatabase } from '../../src/server/db/client';
import { lockPath } from '../../src/server/db/pglite-lock';
import { comments, users } from '../../src/server/db/schema';
import { seed, seedLists } from '../../src/server/db/seed';
import { backup } from '../../src/server/ops/backup/backup';
import { restore } from '../../src/server/ops/backup/restore';

/**
 * `npm run backup` / `npm run restore` (issue 22): an installation with content, an upload and a
 * private file, changed after the seed, backed up, restored into a fresh DATA_DIR (and a fresh
 * PostgreSQL database), and found again there.
 */

const root = mkdtempSync(join(tmpdir(), 'efir-backup-test-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const lastMigration = () =>
  (
    JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    }
  ).entries.at(-1)?.tag;

const upload = randomBytes(4096);
const privateFile = Buffer.from('%PDF-1.4 a request form’s attachment');
const UPLOAD = join('users', 'u-backup', 'photo.jpg');
const PRIVATE = join('forms', 'f-backup', 'cv.pdf');

/** Migrated, seeded, then a user, a comment, an upload and a private file added. */
async function makeInstallation(database: Database, dataDir: string) {
  await database.migrate();
  await seedLists(database.db);
  await seed(database.db, {
    product: 'efir',
    uploadsDir: join(dataDir, 'uploads'),
    now: new Date('2025-03-01T09:00:00Z'),
  });
  await database.db.insert(users).values({
    id: 'u-backup',
    username: 'backup-user',
    email: 'backup@efir.uz',
    displayName: 'Backup User',
    roles: ['user'],
  });
  await database.db.insert(comments).values({
    id: 'c-backup',
    db: 'archive',
    item: 'x1',
    userId: 'u-backup',
    username: 'backup-user',
    content: 'Written before the backup',
  });
  mkdirSync(join(dataDir, 'uploads', 'users', 'u-backup'), { recursive: true });
  writeFileSync(join(dataDir, 'uploads', UPLOAD), upload);
  mkdirSync(join(dataDir, 'private', 'forms', 'f-backup'), { recursive: true });
  writeFileSync(join(dataDir, 'private', PRIVATE), privateFile);
}

/** The restored installation has the changed content and the files. */
async function expectRestored(database: Database, dataDir: string) {
  const [user] = await database.db.select().from(users).where(eq(users.id, 'u-backup'));
  expect(user?.email).toBe('backup@efir.uz');
  const [comment] = await database.db.select().from(comments).where(eq(comments.id, 'c-backup'));
  expect(comment?.content).toBe('Written before the backup');
  expect(readFileSync(join(dataDir, 'uploads', UPLOAD)).equals(upload)).toBe(true);
  expect(readFileSync(join(dataDir, 'private', PRIVATE)).equals(privateFile)).toBe(true);
  // The demo pictures the seed wrote.
  expect(readdirSync(join(dataDir, 'uploads', 'demo')).length).toBeGreaterThan(10);
}

describe('backup and restore of the embedded database (PGlite)', () => {
  const source = join(root, 'pglite-source');
  const target = join(root, 'pglite-target');
  const archive = join(root, 'pglite-backup');

  beforeAll(async () => {
    const database = openDatabase({ databaseUrl: null, dataDir: source, pgliteFsync: false });
    try {
      await makeInstallation(database, source);
    } finally {
      await database.close();
    }
  });

  it('refuses while another process has the database folder open (a running server)', async () => {
    const holder: ChildProcess = spawn('tail', ['-f', join(source, 'db', 'PG_VERSION')], { stdio: 'ignore' });
    try {
      await new Promise((r) => setTimeout(r, 300));
      await expect(backup({ dataDir: source, databaseUrl: null, out: archive })).rejects.toThrow(
        new RegExp(`is open in process ${holder.pid}`),
      );
      expect(existsSync(archive)).toBe(false);
      expect(existsSync(`${archive}.partial`)).toBe(false);
    } finally {
      holder.kill();
    }
  });

  it('refuses a folder whose lock a live process holds (a server between two reads), and gives its own back', async () => {
    const holder: ChildProcess = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      stdio: 'ignore',
    });
    try {
      await new Promise((r) => holder.once('spawn', r));
      writeFileSync(lockPath(join(source, 'db')), `${holder.pid}\n`);
      await expect(backup({ dataDir: source, databaseUrl: null, out: archive })).rejects.toThrow(
        new RegExp(`open in process ${holder.pid}`),
      );
      expect(existsSync(archive)).toBe(false);
    } finally {
      holder.kill();
      rmSync(lockPath(join(source, 'db')), { force: true });
    }
  });

  it('backs up, restores into a fresh DATA_DIR and finds the content and the files', async () => {
    const { dir, manifest } = await backup({ dataDir: source, databaseUrl: null, out: archive });
    expect(dir).toBe(archive);
    expect(manifest.kind).toBe('pglite');
    expect(manifest.migrations.last).toBe(lastMigration());
    expect(manifest.tables.users).toBe(1);
    expect(manifest.tables.comments).toBeGreaterThanOrEqual(1);
    expect(manifest.tables.archive_items).toBeGreaterThan(100);
    expect(manifest.files.private).toEqual({ files: 1, bytes: privateFile.length });
    expect(manifest.files.uploads.files).toBeGreaterThan(10);
    expect(existsSync(join(archive, 'pglite-data.tar.gz'))).toBe(true);
    // The backup held the folder while it read it, and gave it back.
    expect(existsSync(lockPath(join(source, 'db')))).toBe(false);

    await restore({ from: archive, dataDir: target, databaseUrl: null });
    const database = openDatabase({ databaseUrl: null, dataDir: target, pgliteFsync: false });
    try {
      await expectRestored(database, target);
    } finally {
      await database.close();
    }
  });

  it('refuses to overwrite a database unless forced, then keeps the old one aside', async () => {
    await expect(restore({ from: archive, dataDir: target, databaseUrl: null })).rejects.toThrow(
      /already holds a database/,
    );
    const { movedAside } = await restore({
      from: archive,
      dataDir: target,
      databaseUrl: null,
      force: true,
      now: new Date('2030-01-01T00:00:00Z'),
    });
    expect(movedAside.map((d) => d.slice(target.length + 1)).sort()).toEqual([
      'db.before-restore-20300101T000000Z',
      'private.before-restore-20300101T000000Z',
      'uploads.before-restore-20300101T000000Z',
    ]);
  });

  it('refuses a damaged backup, and one of the other kind', async () => {
    const damaged = join(root, 'pglite-damaged');
    cpSync(archive, damaged, { recursive: true });
    appendFileSync(join(damaged, 'pglite-data.tar.gz'), 'x');
    await expect(
      restore({ from: damaged, dataDir: join(root, 'fresh-1'), databaseUrl: null }),
    ).rejects.toThrow(/damaged/);
    await expect(
      restore({
        from: archive,
        dataDir: join(root, 'fresh-2'),
        databaseUrl: 'postgres://nobody@127.0.0.1:1/x',
      }),
    ).rejects.toThrow(/unset DATABASE_URL/);
  });
});

const SERVER = process.env.BACKUP_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function serverAnswers(): Promise<boolean> {
  const client = new pg.Client({ connectionString: SERVER, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

describe('backup and restore with PostgreSQL (pg_dump, pg_restore)', () => {
  const name = `efir_backup_${randomBytes(4).toString('hex')}`;
  const urlOf = (db: string) => {
    const url = new URL(SERVER);
    url.pathname = `/${db}`;
    return url.toString();
  };
  const sourceUrl = urlOf(`${name}_a`);
  const targetUrl = urlOf(`${name}_b`);
  const source = join(root, 'pg-source');
  const target = join(root, 'pg-target');
  const archive = join(root, 'pg-backup');
  let available = false;

  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: SERVER });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    available = await serverAnswers();
    if (!available) return;
    await admin(`CREATE DATABASE ${name}_a`);
    await admin(`CREATE DATABASE ${name}_b`);
    const database = openDatabase({ databaseUrl: sourceUrl, dataDir: source });
    try {
      await makeInstallation(database, source);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    if (!available) return;
    await admin(`DROP DATABASE IF EXISTS ${name}_a WITH (FORCE)`);
    await admin(`DROP DATABASE IF EXISTS ${name}_b WITH (FORCE)`);
  });

  it('backs up, restores into a fresh database and DATA_DIR and finds the content and the files', async (ctx) => {
    if (!available) ctx.skip(`no PostgreSQL server answers at ${SERVER} (BACKUP_TEST_PG)`);
    const { manifest } = await backup({ dataDir: source, databaseUrl: sourceUrl, out: archive });
    expect(manifest.kind).toBe('postgres');
    expect(manifest.database.serverMajor).toBeGreaterThanOrEqual(12);
    expect(manifest.migrations.last).toBe(lastMigration());
    expect(manifest.tables.users).toBe(1);
    expect(existsSync(join(archive, 'database.pgdump'))).toBe(true);

    await restore({ from: archive, dataDir: target, databaseUrl: targetUrl });
    const database = openDatabase({ databaseUrl: targetUrl, dataDir: target });
    try {
      await expectRestored(database, target);
      // The restored database is at the same migration level: migrating again applies nothing.
      await database.migrate();
    } finally {
      await database.close();
    }
    // A second restore into the now full database is refused, and --force replaces it.
    await expect(
      restore({ from: archive, dataDir: join(root, 'pg-fresh'), databaseUrl: targetUrl }),
    ).rejects.toThrow(/has \d+ tables/);
    await restore({ from: archive, dataDir: join(root, 'pg-fresh'), databaseUrl: targetUrl, force: true });
  });

  it('says so when pg_dump is missing or older than the server', async (ctx) => {
    if (!available) ctx.skip(`no PostgreSQL server answers at ${SERVER} (BACKUP_TEST_PG)`);
    await expect(
      backup({
        dataDir: source,
        databaseUrl: sourceUrl,
        out: join(root, 'pg-none'),
        pgDump: join(root, 'no-such-pg_dump'),
      }),
    ).rejects.toThrow(/pg_dump not found .*install the PostgreSQL client tools/);
    const old = join(root, 'old-pg_dump');
    writeFileSync(old, '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n');
    chmodSync(old, 0o755);
    await expect(
      backup({ dataDir: source, databaseUrl: sourceUrl, out: join(root, 'pg-old'), pgDump: old }),
    ).rejects.toThrow(/pg_dump 9 is older than the server \(PostgreSQL \d+\)/);
    expect(existsSync(join(root, 'pg-old'))).toBe(false);
  });
});
