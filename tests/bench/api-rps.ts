import { fork } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import type { LoadOptions, LoadResult } from './load';

/** Design §8: a cached list read within 0.6× of a bare Fastify JSON route, in one run. */
export const RPS_RATIO_BUDGET = 0.6;

export const CHANNEL_PATH = '/uz/api/efir/channel.json';
/** The archive's first page: 100 items (spec §9), the largest cached list (issue 8). */
export const ARCHIVE_PATH = '/uz/api/efir/archive.json';

export interface RpsRound {
  target: 'app' | 'bare';
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  /** Event-loop utilisation of the servers' thread during the round (1 = saturated). */
  elu: number;
}

export interface RpsReport {
  rounds: RpsRound[];
  app: number;
  bare: number;
  ratio: number;
  connections: number;
  durationMs: number;
  bodyBytes: number;
}

const LOAD_SCRIPT = fileURLToPath(new URL('./load.ts', import.meta.url));

/** Runs the load generator in its own process (its own core), so it does not slow the servers' thread. */
export function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const child = fork(LOAD_SCRIPT, [JSON.stringify(options)], {
      execArgv: ['--import', 'tsx'],
      stdio: 'inherit',
    });
    let result: LoadResult | null = null;
    child.on('message', (message) => {
      result = message as LoadResult;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`load generator exited with ${code} and no result`));
    });
  });
}

async function measure(target: RpsRound['target'], url: string, connections: number, durationMs: number) {
  const before = performance.eventLoopUtilization();
  const r = await load({ url, connections, durationMs });
  const elu = performance.eventLoopUtilization(before).utilization;
  return {
    target,
    rps: r.requests / (r.elapsedMs / 1000),
    requests: r.requests,
    non2xx: r.non2xx,
    errors: r.errors,
    p50: r.p50,
    p99: r.p99,
    elu,
  } satisfies RpsRound;
}

export const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

/**
 * The reference of design §8: a bare Fastify app in this process whose one route returns the JSON
 * object the app answers for the channel list, parsed once (so Fastify serialises it per request).
 */
export async function startBareRoute(
  appOrigin: string,
  path: string = CHANNEL_PATH,
): Promise<{ url: string; text: string; close(): Promise<void> }> {
  // `accept-encoding: identity`: the bare route never compresses, so take the JSON as it is.
  const first = await fetch(`${appOrigin}${path}`, { headers: { 'accept-encoding': 'identity' } });
  if (first.status !== 200) throw new Error(`${path} answered ${first.status}`);
  const text = await first.text();
  const body: unknown = JSON.parse(text);

  const bare = Fastify({ logger: false });
  bare.get(path, () => body);
  await bare.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(bare.server.address() as AddressInfo).port}${path}`;
  const bareText = await (await fetch(url)).text();
  if (bareText !== text) {
    await bare.close();
    throw new Error('the bare route does not answer the same JSON as the app');
  }
  return { url, text, close: () => bare.close() };
}

/**
 * Requests per second of the cached `GET /uz/api/efir/channel.json` through the real app against a
 * bare Fastify route returning the same JSON object, both in this process, measured alternately
 * (bare, app, app, bare, …) for `rounds` rounds each, after a short warm-up of both.
 */
export async function measureRps(
  appOrigin: string,
  opts: {
    rounds?: number;
    durationMs?: number;
    connections?: number;
    log?: (line: string) => void;
    /** The cached API list measured (default the channel list). */
    path?: string;
  } = {},
): Promise<RpsReport> {
  const rounds = opts.rounds ?? 3;
  const durationMs = opts.durationMs ?? 5000;
  const connections = opts.connections ?? 16;
  const log = opts.log ?? (() => {});

  const path = opts.path ?? CHANNEL_PATH;
  const bare = await startBareRoute(appOrigin, path);
  const text = bare.text;
  const urls = { app: `${appOrigin}${path}`, bare: bare.url };
  try {
    // Warm-up (JIT, connection pools, the app's cache entry): not counted.
    for (const target of ['bare', 'app'] as const) await measure(target, urls[target], connections, 1000);

    const results: RpsRound[] = [];
    for (let i = 0; i < rounds; i++) {
      const order = i % 2 === 0 ? (['bare', 'app'] as const) : (['app', 'bare'] as const);
      for (const target of order) {
        const round = await measure(target, urls[target], connections, durationMs);
        results.push(round);
        log(
          `  round ${i + 1} ${target.padEnd(4)} ${round.rps.toFixed(0).padStart(7)} req/s  p50 ${round.p50.toFixed(2)} ms  p99 ${round.p99.toFixed(2)} ms  server loop ${(round.elu * 100).toFixed(0)}%${round.non2xx || round.errors ? `  non-2xx ${round.non2xx} errors ${round.errors}` : ''}`,
        );
      }
    }
    const app = median(results.filter((r) => r.target === 'app').map((r) => r.rps));
    const bareRps = median(results.filter((r) => r.target === 'bare').map((r) => r.rps));
    return {
      rounds: results,
      app,
      bare: bareRps,
      ratio: bareRps > 0 ? app / bareRps : 0,
      connections,
      durationMs,
      bodyBytes: Buffer.byteLength(text),
    };
  } finally {
    await bare.close();
  }
}
