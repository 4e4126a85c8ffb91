import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const HEALTH_PATH = '/uz/api/health.json';
export const CHANNEL_LIST_PATH = '/uz/api/efir/channel.json';

export interface BuiltServer {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  pid: number;
  /** CPU seconds (user + system) the server process has used so far, from /proc; null elsewhere. */
  cpuSeconds(): number | null;
  close(): Promise<void>;
}

/**
 * Cleanups run however the bench ends: normally (the `finally` of each section), on an uncaught
 * error, or on Ctrl-C / SIGTERM. Each one must be safe to call twice.
 */
const cleanups = new Set<() => void>();
let hooked = false;
export function onExit(cleanup: () => void): () => void {
  if (!hooked) {
    hooked = true;
    const runAll = () => {
      for (const c of [...cleanups]) {
        try {
          c();
        } catch {
          // best effort: the process is ending
        }
      }
      cleanups.clear();
    };
    process.on('exit', runAll);
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
      process.once(signal, () => {
        runAll();
        process.exit(130);
      });
    }
  }
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/** A free TCP port on the loopback interface. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

function procCpuSeconds(pid: number): number | null {
  try {
    // /proc/{pid}/stat: fields 14 and 15 are utime and stime in clock ticks (100 per second on Linux).
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The Node flags `npm start` gives the server in the app at `root` (its package.json's `start`,
 * `node [flags] dist/server/main.js`; src/server/node-flags.ts): a build is measured as it is
 * started, an older build with its own flags.
 */
export function startFlags(root: string): string[] {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    scripts?: { start?: string };
  };
  const words = (pkg.scripts?.start ?? '').trim().split(/\s+/);
  return words[0] === 'node' ? words.slice(1, -1).filter((w) => w.startsWith('--')) : [];
}

/**
 * The BUILT app as production runs it, like the e2e tests (playwright.config.ts):
 * `node dist/server/main.js` with NODE_ENV=production, a fresh temporary DATA_DIR (the embedded
 * PGlite, seeded with the demo content), DATABASE_URL unset, on a free loopback port. Resolves once
 * /uz/api/health.json answers 200. The process is stopped by `close()` (SIGTERM, then SIGKILL after
 * 10 s) and, whatever happens, when the bench process exits.
 */
export async function startBuiltServer(
  opts: { root?: string; timeoutMs?: number; env?: Record<string, string> } = {},
): Promise<BuiltServer> {
  const root = opts.root ?? process.cwd();
  const main = resolve(root, 'dist/server/main.js');
  if (!existsSync(main)) throw new Error(`${main} is missing: run npm run build first`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'efir-bench-built-'));
  const origin = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [...startFlags(root), main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The benches sign in as the admin with a password only (the editor section stores pages):
      // two-step sign-in is offered, not required (as in tests/bench/app.ts and the e2e server).
      ADMIN_TOTP: 'offered',
      // main.js serves the dist/client beside it.
      STATIC_DIR: '',
      ...opts.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  const unhook = onExit(() => {
    if (!exited) child.kill('SIGKILL');
    removeData();
  });

  const close = async () => {
    if (!exited) {
      const gone = new Promise<void>((r) => child.once('exit', () => r()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await gone;
      clearTimeout(timer);
    }
    removeData();
    unhook();
  };

  const deadline = Date.now() + (opts.timeoutMs ?? 120_000);
  try {
    for (;;) {
      if (exited) throw new Error(`dist/server/main.js exited with ${child.exitCode} before it was healthy`);
      if (Date.now() > deadline) throw new Error(`dist/server/main.js was not healthy within the timeout`);
      try {
        const res = await fetch(`${origin}${HEALTH_PATH}`);
        await res.arrayBuffer();
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
  } catch (err) {
    await close();
    throw err;
  }
  const pid = child.pid ?? 0;
  return { origin, pid, cpuSeconds: () => procCpuSeconds(pid), close };
}

/**
 * The visitor routes of issue 5: home, channel list, the first visible channel (from the channel
 * list API, so it follows the seeded content), the schedule and that channel's day.
 */
export async function visitorRoutes(origin: string): Promise<string[]> {
  const res = await fetch(`${origin}${CHANNEL_LIST_PATH}`, { headers: { accept: 'application/json' } });
  if (res.status !== 200) throw new Error(`${CHANNEL_LIST_PATH} answered ${res.status}`);
  const body = (await res.json()) as { data?: { _id?: string; id?: string }[] };
  const first = body.data?.[0];
  const id = first?._id ?? first?.id;
  if (!id) throw new Error(`${CHANNEL_LIST_PATH} lists no visible channel`);
  // The archive (issue 8): its list and its newest recording's page.
  const archive = await fetch(`${origin}/uz/api/efir/archive.json?count=1`, {
    headers: { accept: 'application/json' },
  });
  const recording = ((await archive.json()) as { data?: { _id: string }[] }).data?.[0]?._id;
  return [
    '/uz/',
    '/uz/channel/',
    `/uz/channel/${encodeURIComponent(id)}/`,
    '/uz/schedule/',
    `/uz/schedule/${encodeURIComponent(id)}/`,
    '/uz/archive/',
    ...(recording ? [`/uz/archive/${encodeURIComponent(recording)}/`] : []),
  ];
}
