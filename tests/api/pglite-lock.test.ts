import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/client';
import { DatabaseInUseError, lockDatabaseDir, lockPath } from '../../src/server/db/pglite-lock';

/**
 * The embedded database's folder is one process's at a time (src/server/db/pglite-lock.ts): two
 * processes on one PGlite folder each write their copy over the other's and one side's rows are
 * lost without an error.
 */
const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'efir-lock-'));
  dirs.push(dir);
  return dir;
};

/** A process that lives until killed: it stands for another server holding the folder. */
async function otherProcess(): Promise<number> {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  children.push(child);
  await new Promise((r) => child.once('spawn', r));
  return child.pid as number;
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder lock', () => {
  it('is taken with this process id and given back', () => {
    const dir = tempDir();
    const release = lockDatabaseDir(dir);
    expect(readFileSync(lockPath(dir), 'utf8').trim()).toBe(String(process.pid));
    expect(() => lockDatabaseDir(dir)).toThrow(DatabaseInUseError);
    release();
    expect(existsSync(lockPath(dir))).toBe(false);
    lockDatabaseDir(dir)();
  });

  it('refuses a folder a live process holds, naming it', async () => {
    const dir = tempDir();
    const pid = await otherProcess();
    writeFileSync(lockPath(dir), `${pid}\n`);
    expect(() => lockDatabaseDir(dir)).toThrow(new RegExp(`open in process ${pid}.*DATABASE_URL`));
    // Nothing taken over: the holder's lock stays.
    expect(readFileSync(lockPath(dir), 'utf8').trim()).toBe(String(pid));
  });

  it('takes over a lock left by a process that has ended (a crash) or a half-written one', async () => {
    const dir = tempDir();
    const pid = await otherProcess();
    const child = children.at(-1) as ChildProcess;
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    writeFileSync(lockPath(dir), `${pid}\n`);
    lockDatabaseDir(dir)();
    writeFileSync(lockPath(dir), '');
    lockDatabaseDir(dir)();
  });

  it('keeps a second open of the same data folder out while the first is open; free once closed', async () => {
    const dataDir = tempDir();
    const first = openDatabase({ databaseUrl: null, dataDir });
    await first.db.execute(sql`SELECT 1`);
    expect(() => openDatabase({ databaseUrl: null, dataDir })).toThrow(DatabaseInUseError);
    await first.close();
    const again = openDatabase({ databaseUrl: null, dataDir });
    await again.db.execute(sql`SELECT 1`);
    await again.close();
    expect(existsSync(join(dataDir, 'db.lock'))).toBe(false);
    // Beside the folder, not in it: PGlite's dump of the folder (a backup) does not carry it.
    expect(existsSync(join(dataDir, 'db', 'db.lock'))).toBe(false);
  });
});
