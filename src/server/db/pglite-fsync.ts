import fs from 'node:fs';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/**
 * PGlite's durability on a file-backed data folder (issue 22).
 *
 * PGlite starts PostgreSQL with `-F` (fsync off). Turning fsync on with a start parameter alone
 * changes `SHOW fsync` but nothing on disk: PGlite reaches the files through Emscripten's NODEFS,
 * whose `fdatasync` is a no-op and whose files have no `fsync` operation, so no fsync ever reaches
 * the kernel (checked with strace: 0 fsync/fdatasync calls either way). With `fsync` on we
 * therefore also give NODEFS's files an `fsync` that calls the kernel's, and have PostgreSQL flush
 * the WAL with fsync (`wal_sync_method=fsync`) instead of the no-op fdatasync.
 *
 * Either way every acknowledged commit has been written (`pwrite`) to its file before the answer,
 * so killing the process loses nothing; fsync is what keeps commits through a power cut or a
 * kernel crash. (Never synchronous_commit=off here: PGlite has no WAL writer, so answered commits
 * stay in memory and a killed process loses them all; tests/bench/pglite-fsync.ts shows it.)
 */

/** Start parameters: PGlite's own (fsync off), or the same with fsync on and a WAL flush that reaches the disk. */
export function pgliteStartParams(fsync: boolean): string[] {
  if (!fsync) return [...PGlite.defaultStartParams];
  return [
    ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
    '-c',
    'fsync=on',
    '-c',
    'wal_sync_method=fsync',
  ];
}

interface NodefsStream {
  nfd?: number;
}
type FsyncOp = (stream: NodefsStream) => number;

/** NODEFS with a real fsync: each of PostgreSQL's fsync calls is the kernel's on the same file. */
export class FsyncNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    /** Called after each fsync that reached the kernel (tests and the benchmark count them). */
    private readonly onFsync?: () => void,
  ) {
    super(dataDir);
  }

  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const result = await super.init(pg, opts);
    const { emscriptenOpts } = result;
    emscriptenOpts.preRun = [
      ...(emscriptenOpts.preRun ?? []),
      (mod) => {
        const nodefs = mod.NODEFS as unknown as { stream_ops?: { fsync?: FsyncOp } };
        const ErrnoError = (mod.FS as unknown as { ErrnoError?: new (errno: number) => Error }).ErrnoError;
        if (!nodefs?.stream_ops || !ErrnoError)
          throw new Error('PGLITE_FSYNC=on: this PGlite version does not expose NODEFS as expected');
        nodefs.stream_ops.fsync = (stream) => {
          if (stream.nfd === undefined) return 0;
          try {
            fs.fsyncSync(stream.nfd);
          } catch {
            // EIO: PostgreSQL treats a failed fsync as fatal (it must not retry and trust the cache).
            throw new ErrnoError(29);
          }
          this.onFsync?.();
          return 0;
        };
      },
    ];
    return result;
  }
}

/** Options of a file-backed PGlite in `dir` with fsync on or off. */
export function pgliteFileOptions(dir: string, fsync: boolean, onFsync?: () => void): PGliteOptions {
  return fsync
    ? { fs: new FsyncNodeFS(dir, onFsync), startParams: pgliteStartParams(true) }
    : { dataDir: dir, startParams: pgliteStartParams(false) };
}
