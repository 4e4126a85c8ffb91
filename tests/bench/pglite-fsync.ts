import { fork } from 'node:child_process';
import fs, { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pgliteFileOptions, pgliteStartParams } from '../../src/server/db/pglite-fsync';

/**
 * PGlite's durability, measured (issue 22): acknowledged single-row INSERT transactions per second
 * on a file-backed PGlite with fsync off (PGlite's default) and on, on disk and on a RAM disk, with
 * the fsync calls that reached the kernel counted (Node's fs.fsyncSync/fdatasyncSync wrapped, which
 * is the only way Emscripten's NODEFS reaches the disk); and a process kill in the middle of the
 * writes, after which every acknowledged commit must still be there.
 *
 *   npx tsx tests/bench/pglite-fsync.ts        (or BENCH_ONLY=pglite npm run bench)
 *
 * Configurations:
 *   off                 PGlite's start parameters (`-F`): fsync off. Efir's default.
 *   on (start param)    fsync=on as a start parameter only: `SHOW fsync` says on, but NODEFS has no
 *                       fsync and its fdatasync is a no-op: the kernel sees none.
 *   on (PGLITE_FSYNC)   Efir's PGLITE_FSYNC=on: the start parameter, wal_sync_method=fsync and a NODEFS
 *                       fsync that calls the kernel's (src/server/db/pglite-fsync.ts).
 *   on, sync_commit off the same with synchronous_commit=off (commits answered before the WAL flush).
 *
 * Environment: BENCH_PGLITE_COMMITS=500 per round, BENCH_PGLITE_ROUNDS=5 (configurations alternate
 * within a round), BENCH_PGLITE_DIRS (comma-separated parent folders; default the temp folder and
 * /dev/shm when present).
 */

const SCRIPT = fileURLToPath(import.meta.url);

export type FsyncMode = 'off' | 'param' | 'on' | 'on-async';

export const MODES: { mode: FsyncMode; label: string }[] = [
  { mode: 'off', label: 'off (default)' },
  { mode: 'param', label: 'on (start param only)' },
  { mode: 'on', label: 'on (PGLITE_FSYNC=on)' },
  { mode: 'on-async', label: 'on, synchronous_commit=off' },
];

/** Kernel fsync/fdatasync calls made through Node's fs since the start of the process. */
let kernelSyncs = 0;
let wrapped = false;
export function countKernelSyncs(): () => number {
  if (!wrapped) {
    wrapped = true;
    const fsyncSync = fs.fsyncSync;
    const fdatasyncSync = fs.fdatasyncSync;
    fs.fsyncSync = (fd) => {
      kernelSyncs++;
      fsyncSync(fd);
    };
    fs.fdatasyncSync = (fd) => {
      kernelSyncs++;
      fdatasyncSync(fd);
    };
    syncBuiltinESMExports();
  }
  return () => kernelSyncs;
}

export function modeOptions(dir: string, mode: FsyncMode): PGliteOptions {
  switch (mode) {
    case 'off':
      return pgliteFileOptions(dir, false);
    case 'param':
      return {
        dataDir: dir,
        startParams: [...PGlite.defaultStartParams.filter((p) => p !== '-F'), '-c', 'fsync=on'],
      };
    case 'on':
      return pgliteFileOptions(dir, true);
    case 'on-async': {
      const options = pgliteFileOptions(dir, true);
      return { ...options, startParams: [...pgliteStartParams(true), '-c', 'synchronous_commit=off'] };
    }
  }
}

/**
 * A fresh data folder made once (initdb under WebAssembly takes 5–15 s) and copied for each round:
 * the copy starts like any closed PGlite folder.
 */
export async function makeTemplate(): Promise<{ dir: string; remove(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'efir-pglite-template-'));
  const db = await PGlite.create(pgliteFileOptions(dir, false));
  await db.close();
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

function copyOf(template: string, parent: string): string {
  const dir = mkdtempSync(join(parent, 'efir-pglite-bench-'));
  cpSync(template, dir, { recursive: true });
  return dir;
}

export interface RoundResult {
  txPerSec: number;
  syncsPerCommit: number;
}

/** One round: a copy of the template under `parent`, a table, `commits` acknowledged single-row inserts. */
export async function measureRound(
  template: string,
  parent: string,
  mode: FsyncMode,
  commits: number,
): Promise<RoundResult> {
  const syncs = countKernelSyncs();
  const dir = copyOf(template, parent);
  try {
    const db = await PGlite.create(modeOptions(dir, mode));
    try {
      await db.exec('CREATE TABLE t (id integer PRIMARY KEY, v text NOT NULL)');
      for (let i = 0; i < 20; i++) await db.query('INSERT INTO t VALUES ($1, $2)', [-1 - i, 'warm']);
      const before = syncs();
      const start = performance.now();
      for (let i = 0; i < commits; i++) await db.query('INSERT INTO t VALUES ($1, $2)', [i, `row ${i}`]);
      const ms = performance.now() - start;
      return { txPerSec: (commits / ms) * 1000, syncsPerCommit: (syncs() - before) / commits };
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What PostgreSQL inside PGlite says of its settings in a mode. */
export async function showSettings(template: string, mode: FsyncMode): Promise<Record<string, string>> {
  const dir = copyOf(template, tmpdir());
  try {
    const db = await PGlite.create(modeOptions(dir, mode));
    try {
      const out: Record<string, string> = {};
      for (const name of ['fsync', 'wal_sync_method', 'synchronous_commit']) {
        const { rows } = await db.query<Record<string, string>>(`SHOW ${name}`);
        out[name] = rows[0]?.[name] ?? '?';
      }
      return out;
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export interface KillResult {
  acknowledged: number;
  found: number;
  lost: number;
}

/**
 * A child process writes numbered rows one commit at a time and reports each acknowledged commit;
 * it is killed (SIGKILL) after `after` acknowledgements; the folder is then opened again and the
 * acknowledged rows counted.
 */
export async function killCheck(
  template: string,
  mode: FsyncMode,
  after = 200,
  parent = tmpdir(),
): Promise<KillResult> {
  const dir = copyOf(template, parent);
  try {
    const acknowledged = await new Promise<number>((done, fail) => {
      const child = fork(SCRIPT, ['--writer', dir, mode], {
        execArgv: ['--import', 'tsx'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      let acked = 0;
      child.on('message', (m: { acked?: number }) => {
        if (typeof m.acked !== 'number') return;
        acked = Math.max(acked, m.acked);
        if (acked >= after) child.kill('SIGKILL');
      });
      child.on('error', fail);
      child.on('exit', (_code, signal) =>
        signal === 'SIGKILL' ? done(acked) : fail(new Error(`the writer ended without being killed`)),
      );
    });
    const db = await PGlite.create(modeOptions(dir, mode));
    try {
      // With synchronous_commit=off even the table's creation can be gone.
      const table = await db.query<{ t: string | null }>(`SELECT to_regclass('t')::text AS t`);
      const { rows } = table.rows[0]?.t
        ? await db.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id <= $1', [acknowledged])
        : { rows: [{ n: 0 }] };
      const found = rows[0]?.n ?? 0;
      return { acknowledged, found, lost: acknowledged - found };
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The writer child of killCheck: rows 1, 2, … each in its own transaction, each reported after its commit. */
async function writer(dir: string, mode: FsyncMode) {
  const db = await PGlite.create(modeOptions(dir, mode));
  await db.exec('CREATE TABLE t (id integer PRIMARY KEY, v text NOT NULL)');
  for (let i = 1; ; i++) {
    await db.query('INSERT INTO t VALUES ($1, $2)', [i, `row ${i}`]);
    process.send?.({ acked: i });
  }
}

export interface PgliteFsyncReport {
  commits: number;
  rounds: number;
  settings: Record<FsyncMode, Record<string, string>>;
  places: { dir: string; rows: { mode: FsyncMode; txPerSec: number[]; syncsPerCommit: number }[] }[];
  kills: { mode: FsyncMode; result: KillResult }[];
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? (s[m] ?? 0) : ((s[m - 1] ?? 0) + (s[m] ?? 0)) / 2;
};

export function pgliteVersion(): string {
  try {
    const file = resolve('node_modules/@electric-sql/pglite/package.json');
    return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
  } catch {
    return '?';
  }
}

export function defaultPlaces(): string[] {
  const raw = process.env.BENCH_PGLITE_DIRS?.trim();
  if (raw) return raw.split(',').map((d) => resolve(d.trim()));
  return [tmpdir(), ...(existsSync('/dev/shm') ? ['/dev/shm'] : [])];
}

export async function measurePgliteFsync(opts: {
  commits: number;
  rounds: number;
  places?: string[];
  log?: (line: string) => void;
}): Promise<PgliteFsyncReport> {
  const places = opts.places ?? defaultPlaces();
  const template = await makeTemplate();
  try {
    return await measureWith(template.dir, places, opts);
  } finally {
    template.remove();
  }
}

async function measureWith(
  template: string,
  places: string[],
  opts: { commits: number; rounds: number; log?: (line: string) => void },
): Promise<PgliteFsyncReport> {
  const settings = {} as PgliteFsyncReport['settings'];
  for (const { mode } of MODES) settings[mode] = await showSettings(template, mode);
  const report: PgliteFsyncReport = {
    commits: opts.commits,
    rounds: opts.rounds,
    settings,
    places: [],
    kills: [],
  };
  // WebAssembly is compiled in tiers: the first thousands of statements run slower. A round of each
  // configuration first, not counted.
  for (const { mode } of MODES) await measureRound(template, tmpdir(), mode, opts.commits);
  opts.log?.('   warm-up round done');
  for (const dir of places) {
    const rows = MODES.map(({ mode }) => ({ mode, txPerSec: [] as number[], syncsPerCommit: 0 }));
    for (let r = 0; r < opts.rounds; r++) {
      // The order turns each round, so that no configuration always runs first.
      for (let k = 0; k < rows.length; k++) {
        const row = rows[(k + r) % rows.length];
        if (!row) continue;
        const result = await measureRound(template, dir, row.mode, opts.commits);
        row.txPerSec.push(result.txPerSec);
        row.syncsPerCommit = result.syncsPerCommit;
      }
      opts.log?.(`   ${dir}: round ${r + 1}/${opts.rounds} done`);
    }
    report.places.push({ dir, rows });
  }
  for (const mode of ['off', 'on', 'on-async'] as const)
    report.kills.push({ mode, result: await killCheck(template, mode) });
  return report;
}

export function pgliteFsyncReport(report: PgliteFsyncReport, out: (line?: string) => void) {
  const label = (mode: FsyncMode) => MODES.find((m) => m.mode === mode)?.label ?? mode;
  out(
    `   ${report.commits} acknowledged single-row INSERT transactions per round, ${report.rounds} rounds, median tx/s (all rounds)`,
  );
  for (const { mode } of MODES) {
    const s = report.settings[mode];
    out(
      `   ${label(mode).padEnd(28)} SHOW fsync=${s.fsync}, wal_sync_method=${s.wal_sync_method}, synchronous_commit=${s.synchronous_commit}`,
    );
  }
  for (const place of report.places) {
    out();
    out(`   in ${place.dir}:`);
    const off = median(place.rows.find((r) => r.mode === 'off')?.txPerSec ?? []);
    for (const row of place.rows) {
      const m = median(row.txPerSec);
      const cost = off > 0 ? (1 - m / off) * 100 : 0;
      out(
        `   ${label(row.mode).padEnd(28)} ${m.toFixed(0).padStart(6)} tx/s  (${row.txPerSec.map((x) => x.toFixed(0)).join(', ')})  kernel fsyncs/commit ${row.syncsPerCommit.toFixed(2)}${row.mode === 'off' ? '' : `  cost vs off ${cost.toFixed(0)}%`}`,
      );
    }
  }
  out();
  for (const { mode, result } of report.kills)
    out(
      `   SIGKILL after ${result.acknowledged} acknowledged commits, ${label(mode)}: ${result.found} found on reopening, ${result.lost} lost`,
    );
}

if (process.argv[1] && resolve(process.argv[1]) === SCRIPT) {
  if (process.argv[2] === '--writer') {
    void writer(process.argv[3] ?? '', (process.argv[4] ?? 'off') as FsyncMode);
  } else {
    const int = (name: string, fallback: number) => {
      const n = Number(process.env[name] ?? fallback);
      if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive whole number`);
      return n;
    };
    const out = (line = '') => process.stdout.write(`${line}\n`);
    out(`PGLITE. fsync off vs on, node ${process.version}, PGlite ${pgliteVersion()}`);
    measurePgliteFsync({
      commits: int('BENCH_PGLITE_COMMITS', 500),
      rounds: int('BENCH_PGLITE_ROUNDS', 5),
      log: out,
    }).then(
      (report) => pgliteFsyncReport(report, out),
      (err: unknown) => {
        console.error(err);
        process.exit(1);
      },
    );
  }
}
