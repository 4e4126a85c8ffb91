import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/**
 * One process at a time in an embedded database's folder. PGlite keeps the database in memory and
 * writes it back to its folder: two processes on one folder (a second `npm start`, the seed or
 * create-admin scripts beside a running server, a restart that begins before the old process has
 * drained) each write their own copy over the other's, and one side's writes are lost without an
 * error (tried: two processes inserting 200 rows each, 200 remained). So the folder holds a lock
 * file naming its process: opening it while that process lives fails with a message saying what to
 * do; a lock left by a process that has ended (a crash, a kill -9) is taken over. The lock is beside
 * the folder (`DATA_DIR/db.lock`), not in it: PGlite's dump of its folder (the backup) must not
 * carry it to another place.
 */
export const lockPath = (dir: string) => `${dir.replace(/[\\/]+$/, '')}.lock`;

export class DatabaseInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(
      `the embedded database in ${dir} is open in process ${pid}: stop that process first ` +
        '(or run several instances on PostgreSQL with DATABASE_URL)',
    );
    this.name = 'DatabaseInUseError';
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holder(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Takes the folder's lock for this process; returns its release. Throws DatabaseInUseError when a
 * live process (this one included: a second open in one process is as harmful) holds it.
 */
export function lockDatabaseDir(dir: string): () => void {
  const path = lockPath(dir);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        if (holder(path) === process.pid) unlinkSync(path);
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = holder(path);
      if (pid !== null && alive(pid)) throw new DatabaseInUseError(dir, pid);
      // Left by a process that has ended (or half written by one that died writing it).
      unlinkSync(path);
    }
  }
  throw new Error(`could not take the lock ${path}`);
}
