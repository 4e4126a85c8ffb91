import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { freePort, isReady } from '../../src/server/cluster/net';

/** What `npm run cluster` writes to DATA_DIR/cluster.json. */
export interface ClusterState {
  proxy: { pid: number | null; listen: string };
  instances: { name: string; port: number; pid: number | null; ready: boolean; restarts: number }[];
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * One HTTP request without connection reuse, from `localAddress` (a loopback address of its own
 * per simulated client, so the proxy sees many clients and per-client limits stay as they are).
 */
export function call(
  port: number,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string>; localAddress?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : JSON.stringify(opts.body);
  return new Promise((done, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        localAddress: opts.localAddress,
        timeout: opts.timeoutMs ?? 15_000,
        headers: {
          ...(payload
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...opts.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(payload);
  });
}

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Whether a process id is alive. */
export function alive(pid: number | null | undefined): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export interface Cluster {
  port: number;
  product: string;
  dataDir: string;
  admin: { email: string; password: string };
  db: pg.Client;
  redis: Redis;
  state(): ClusterState;
  /** Waits until every instance is ready (per cluster.json and its own ready.json). */
  waitReady(ms: number): Promise<ClusterState>;
  output(): string;
  child: ChildProcess;
  /** SIGTERM to the command; resolves with the ms it took every process to end. */
  stop(): Promise<number>;
  cleanup(): Promise<void>;
}

/**
 * `npm run cluster` as the README says (without the build step it runs first: `npm test` has
 * just built), on a database of its own on the local PostgreSQL server, a Redis namespace of its
 * own (PRODUCT) and a fresh DATA_DIR.
 */
export async function startCluster(size = 2): Promise<Cluster> {
  const server = new URL(
    process.env.CLUSTER_POSTGRES_URL ?? process.env.DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432',
  );
  server.pathname = '/postgres';
  const suffix = randomBytes(4).toString('hex');
  const name = `efir_cluster_${suffix}`;
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const databaseUrl = new URL(server);
  databaseUrl.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: databaseUrl.toString() });
  const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  const port = await freePort();
  const product = `cluster-${suffix}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'efir-cluster-'));
  const account = { email: `admin-${suffix}@example.uz`, password: `cluster admin ${suffix}` };
  let log = '';
  const child = spawn('npm', ['run', '--silent', '--ignore-scripts', 'cluster'], {
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      CLUSTER_SIZE: String(size),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      PRODUCT: product,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: account.email,
      ADMIN_PASSWORD: account.password,
      // The cluster's admin signs in with a password only (two-step sign-in has tests of its own).
      ADMIN_TOTP: 'offered',
      NODE_ENV: 'production',
    },
  });
  const keep = (chunk: Buffer) => {
    log += chunk.toString();
    if (log.length > 200_000) log = log.slice(-100_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const stateFile = join(dataDir, 'cluster.json');
  const state = () => JSON.parse(readFileSync(stateFile, 'utf8')) as ClusterState;
  const cluster: Cluster = {
    port,
    product,
    dataDir,
    admin: account,
    db,
    redis,
    state,
    child,
    output: () => log,
    async waitReady(ms) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the cluster ended (${child.exitCode}):\n${log}`);
        if (existsSync(stateFile)) {
          const now = state();
          const ready = await Promise.all(now.instances.map((i) => isReady(i.port)));
          const proxied = await call(port, 'GET', '/uz/api/ready.json', { timeoutMs: 1000 }).catch(
            () => null,
          );
          if (
            now.proxy.pid &&
            now.instances.every((i) => i.ready) &&
            ready.every(Boolean) &&
            proxied?.status === 200
          )
            return now;
        }
        await sleep(250);
      }
      throw new Error(`the cluster was not ready within ${ms} ms:\n${log}`);
    },
    async stop() {
      const pids = existsSync(stateFile) ? [state().proxy.pid, ...state().instances.map((i) => i.pid)] : [];
      const started = Date.now();
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      while ((child.exitCode === null && child.signalCode === null) || pids.some(alive)) {
        if (Date.now() - started > 30_000) break;
        await sleep(100);
      }
      return Date.now() - started;
    },
    async cleanup() {
      if (child.pid && child.exitCode === null) {
        try {
          process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }
      await db.end().catch(() => {});
      const keys = await redis.keys(`${product}:*`);
      if (keys.length > 0) await redis.del(...keys);
      await redis.quit();
      const c = new pg.Client({ connectionString: server.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await db.connect();
  return cluster;
}

/** Polls `check` every 50 ms until it holds or `ms` have passed; resolves with its last answer. */
export async function until(ms: number, check: () => boolean | Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await sleep(50);
  }
  return check();
}

/** The cluster's admin signs in (password only: ADMIN_TOTP=offered); resolves with the token. */
export async function signInAdmin(c: Cluster, localAddress = '127.0.9.1'): Promise<string> {
  const res = await call(c.port, 'POST', '/uz/api/auth/signin.json', {
    body: { username: c.admin.email, password: c.admin.password },
    localAddress,
  });
  if (res.status !== 200) throw new Error(`admin sign-in: ${res.status} ${res.body}`);
  return (JSON.parse(res.body) as { data: { token: string } }).data.token;
}

/**
 * An editor's publish through the newsroom API on `port`, as the newsroom page does it: reads the
 * news item (its ETag), and saves it with the new Uzbek title and `If-Match`, action `publish`.
 */
export async function publishNewsTitle(
  port: number,
  token: string,
  id: string,
  title: string,
): Promise<Answer> {
  const auth = { authorization: `Bearer ${token}` };
  const read = await call(port, 'GET', `/uz/api/newsroom/news/${id}.json`, { headers: auth });
  if (read.status !== 200) throw new Error(`newsroom read: ${read.status} ${read.body}`);
  const document = (JSON.parse(read.body) as { data: { title: Record<string, string> } }).data;
  return call(port, 'PUT', `/uz/api/newsroom/news/${id}.json`, {
    body: { document: { ...document, title: { ...document.title, uz: title } }, action: 'publish' },
    headers: { ...auth, 'if-match': String(read.headers.etag) },
  });
}
