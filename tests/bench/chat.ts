import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { API_PREFIX } from '@core/api-prefix';
import type { Redis } from 'ioredis';
import type { App } from '../../src/server/context';
import type { ClientsOptions, FromClients, ToClients } from './chat-clients';

/**
 * Issue 7's chat fan-out: `clients` socket.io clients in one room, one of them sends a message, and
 * the time until each client has it (`chatMessage`), for `messages` messages one after another.
 *
 * Two processes. `measureChat` (the bench's process, this file) runs the real app (buildApp, with
 * the chat) on a fresh in-memory PGlite, rate limits off, and forks chat-clients.ts as the clients'
 * process, so that decoding 200 copies of every message does not share the server's event loop.
 * All times of a delivery are taken in the clients' process (the sender is one of the clients),
 * on one clock. All 200 sockets share one account's token (an account may hold several sockets),
 * so only one argon2 hash is paid. With a Redis URL, two instances share Redis (the adapter) and
 * the database, the clients alternate between them and the sender is on the first: half the
 * deliveries cross Redis.
 */

const CLIENTS_SCRIPT = fileURLToPath(new URL('./chat-clients.ts', import.meta.url));

export interface ChatBenchOptions {
  clients: number;
  messages: number;
  /** Two instances sharing this Redis; null: one instance, no Redis. */
  redisUrl: string | null;
  /** Pause after a message has reached everyone, before the next one. */
  gapMs?: number;
}

export interface ChatReport {
  clients: number;
  messages: number;
  instances: number;
  /** All clients connecting at once: until the last is connected; each socket's own time. */
  connectMs: number;
  connectP50: number;
  connectP99: number;
  /** All `join`ing the room at once (each gets the history): until the last acknowledgement. */
  joinMs: number;
  deliveries: number;
  missing: number;
  p50: number;
  p99: number;
  max: number;
  /** With two instances: deliveries to clients of the sender's instance and of the other one. */
  byInstance: { same: Stats; other: Stats } | null;
  toAllP50: number;
  toAllMax: number;
  ackP50: number;
  /** The server process (MB): before the clients, with them connected, after the messages. */
  rssMb: { before: number; connected: number; after: number };
  heapMb: { before: number; connected: number; after: number };
  /** Whether a full GC ran before each memory figure (heap figures are then live objects). */
  gcForced: boolean;
  /** Event-loop utilisation of the server's thread while the messages went out (1 = saturated). */
  elu: number;
}

interface Stats {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** Percentile of sorted numbers. */
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

function stats(values: number[]): Stats {
  const s = [...values].sort((a, b) => a - b);
  return { count: s.length, p50: pct(s, 0.5), p99: pct(s, 0.99), max: s.at(-1) ?? 0 };
}

const mb = (bytes: number) => bytes / (1024 * 1024);

/** V8's `gc()` without starting node with --expose-gc (null if that fails): steadier heap figures. */
function exposeGc(): (() => void) | null {
  try {
    setFlagsFromString('--expose-gc');
    return runInNewContext('gc') as () => void;
  } catch {
    return null;
  }
}

/** The server process's memory (MB), after a full collection when one can be forced. */
function memory(gc: (() => void) | null) {
  gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss: mb(rss), heap: mb(heapUsed) };
}

async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The next message of `type` from the clients' process (an `error` or its exit rejects). */
function fromClients<T extends FromClients['type']>(
  child: ChildProcess,
  type: T,
): Promise<Extract<FromClients, { type: T }>> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: FromClients) => {
      if (message.type === 'error') {
        cleanup();
        reject(new Error(`clients: ${message.message}`));
      } else if (message.type === type) {
        cleanup();
        resolve(message as Extract<FromClients, { type: T }>);
      }
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`the clients' process exited with ${code} before "${type}"`));
    };
    const cleanup = () => {
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.on('exit', onExit);
  });
}

/** Runs the app (one instance, or two sharing Redis) and the clients' process; see the top of the file. */
export async function measureChat(opts: ChatBenchOptions): Promise<ChatReport> {
  // The server's modules are loaded here, not at the top: the clients' process needs none of them.
  const [{ buildApp }, { ResponseCache }, { loadConfig }, { openDatabase }, { seedLists }, { Redis }] =
    await Promise.all([
      import('../../src/server/app'),
      import('../../src/server/cache'),
      import('../../src/server/config'),
      import('../../src/server/db/client'),
      import('../../src/server/db/seed'),
      import('ioredis'),
    ]);
  const product = `chatbench-${randomBytes(4).toString('hex')}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'efir-bench-chat-'));
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, RATE_LIMITS: 'off', PRODUCT: product });
  const database = openDatabase({ databaseUrl: null, dataDir: null });
  const apps: App[] = [];
  const redises: Redis[] = [];
  let child: ChildProcess | null = null;
  try {
    await database.migrate();
    await seedLists(database.db);
    const origins: string[] = [];
    for (let i = 0; i < (opts.redisUrl ? 2 : 1); i++) {
      let redis: Redis | null = null;
      if (opts.redisUrl) {
        // No reconnecting: an absent Redis fails the section at once rather than hanging it.
        redis = new Redis(opts.redisUrl, {
          lazyConnect: true,
          maxRetriesPerRequest: 1,
          retryStrategy: () => null,
        });
        redises.push(redis);
        let problem = '';
        redis.on('error', (err: Error) => {
          problem ||= err.message;
        });
        await redis.connect().catch((err: Error) => {
          throw new Error(`Redis at ${opts.redisUrl}: ${problem || err.message}`);
        });
      }
      const app = await buildApp({ config, database, cache: new ResponseCache(), logger: false, redis });
      apps.push(app);
      origins.push(await listen(app));
    }

    const id = randomBytes(4).toString('hex');
    const signup = await (apps[0] as App).inject({
      method: 'POST',
      url: `${API_PREFIX}/auth/signup.json`,
      payload: { username: `bench${id}`, email: `bench${id}@example.uz`, password: `bench password ${id}` },
    });
    if (signup.statusCode !== 201) throw new Error(`sign-up answered ${signup.statusCode}: ${signup.body}`);
    const { token } = signup.json() as { token: string };

    const gc = exposeGc();
    const before = memory(gc);
    const options: ClientsOptions = {
      origins,
      token,
      clients: opts.clients,
      messages: opts.messages,
      gapMs: opts.gapMs ?? 50,
    };
    const clients = fork(CLIENTS_SCRIPT, [JSON.stringify(options)], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    child = clients;
    const send = (message: ToClients) => clients.send(message);

    const connected = await fromClients(clients, 'connected');
    const withClients = memory(gc);
    const loop = performance.eventLoopUtilization();
    const result = fromClients(clients, 'result');
    send({ type: 'send' });
    const r = await result;
    const elu = performance.eventLoopUtilization(loop).utilization;
    const after = memory(gc);
    const exited = new Promise<void>((done) => clients.once('exit', () => done()));
    send({ type: 'close' });
    await exited;
    child = null;

    const all = stats([...r.same, ...r.other]);
    const toAll = stats(r.toAll);
    const perConnect = stats(connected.perConnect);
    return {
      clients: opts.clients,
      messages: opts.messages,
      instances: origins.length,
      connectMs: connected.connectMs,
      connectP50: perConnect.p50,
      connectP99: perConnect.p99,
      joinMs: connected.joinMs,
      deliveries: all.count,
      missing: r.missing,
      p50: all.p50,
      p99: all.p99,
      max: all.max,
      byInstance: origins.length > 1 ? { same: stats(r.same), other: stats(r.other) } : null,
      toAllP50: toAll.p50,
      toAllMax: toAll.max,
      ackP50: stats(r.acks).p50,
      rssMb: { before: before.rss, connected: withClients.rss, after: after.rss },
      heapMb: { before: before.heap, connected: withClients.heap, after: after.heap },
      gcForced: gc !== null,
      elu,
    };
  } finally {
    if (child && child.exitCode === null) child.kill();
    for (const app of apps) await app.close();
    const redis = redises[0];
    if (redis) {
      const keys = await redis.keys(`${product}:*`).catch(() => []);
      if (keys.length) await redis.del(...keys).catch(() => {});
    }
    for (const r of redises) await r.quit().catch(() => r.disconnect());
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
