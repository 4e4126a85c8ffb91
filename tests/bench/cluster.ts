/**
 * The `cluster` section of `npm run bench` (issue 22): `npm run cluster` (nginx in front of the
 * built instances, on the local PostgreSQL and Redis) with one instance and with two, each under
 * BENCH_CLUSTER_SECONDS (30) of mixed traffic through nginx from BENCH_CLUSTER_CONNECTIONS (32)
 * connections: 80 % anonymous pages, 15 % API reads, 5 % writes (anonymous likes and request
 * forms, each from a loopback address of its own so that the per-client limits, which stay on,
 * count them as the many visitors they stand for). Then the cached home page alone, for its p99
 * through the proxy. Requests per second, p50 and p99 per kind, errors. Bounded in time, loopback
 * only.
 */
import { Agent, request } from 'node:http';
import { type Cluster, startCluster } from '../cluster/harness';
import { qabulxona } from '../fixtures/forms';

interface Kind {
  requests: number;
  non2xx: number;
  errors: number;
  latencies: number[];
}

export interface MixResult {
  elapsedMs: number;
  kinds: Record<'page' | 'api' | 'write', Kind>;
}

const PAGES = ['/uz/', '/uz/channel/', '/uz/schedule/', '/uz/archive/', '/uz/news/', '/uz/anchors/'];

function once(
  port: number,
  opts: { method: string; path: string; agent: Agent | false; localAddress?: string; body?: string },
): Promise<number> {
  return new Promise((done, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        method: opts.method,
        path: opts.path,
        agent: opts.agent,
        localAddress: opts.localAddress,
        headers: {
          'accept-encoding': 'br',
          ...(opts.body
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(opts.body) }
            : {}),
        },
      },
      (res) => {
        res.resume();
        res.on('end', () => done(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(opts.body);
  });
}

const FORM = JSON.stringify(qabulxona());

/** Mixed traffic through the proxy for `durationMs`; `mix` false: only the cached home page. */
export async function runMix(
  c: Cluster,
  opts: { connections: number; durationMs: number; mix: boolean; newsIds: string[] },
): Promise<MixResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: opts.connections });
  const kinds: MixResult['kinds'] = {
    page: { requests: 0, non2xx: 0, errors: 0, latencies: [] },
    api: { requests: 0, non2xx: 0, errors: 0, latencies: [] },
    write: { requests: 0, non2xx: 0, errors: 0, latencies: [] },
  };
  const apis = [
    `/uz/api/menu/${c.product}_main.json`,
    `/uz/api/${c.product}/channel.json`,
    '/uz/api/news.json',
    `/uz/api/${c.product}/archive.json`,
  ];
  let writes = 0;
  const started = performance.now();
  const end = started + opts.durationMs;
  const loop = async (worker: number) => {
    for (let i = 0; performance.now() < end; i++) {
      const r = opts.mix ? Math.random() : 0;
      const kind = r < 0.8 ? 'page' : r < 0.95 ? 'api' : 'write';
      const t0 = performance.now();
      let status = 0;
      try {
        if (kind === 'page') {
          status = await once(c.port, {
            method: 'GET',
            path: opts.mix ? (PAGES[i % PAGES.length] ?? '/uz/') : '/uz/',
            agent,
          });
        } else if (kind === 'api') {
          status = await once(c.port, {
            method: 'GET',
            path: apis[(i + worker) % apis.length] ?? '/uz/api/news.json',
            agent,
          });
        } else {
          const n = writes++;
          const localAddress = `127.${1 + ((n >> 16) & 0xff)}.${(n >> 8) & 0xff}.${n & 0xff || 1}`;
          status =
            n % 2
              ? await once(c.port, {
                  method: 'POST',
                  path: `/uz/api/like/news/${opts.newsIds[n % opts.newsIds.length]}.json`,
                  agent: false,
                  localAddress,
                })
              : await once(c.port, {
                  method: 'POST',
                  path: `/uz/api/${c.product}/form/qabulxona.json`,
                  agent: false,
                  localAddress,
                  body: FORM,
                });
        }
        kinds[kind].requests++;
        if (status < 200 || status > 299) kinds[kind].non2xx++;
        kinds[kind].latencies.push(performance.now() - t0);
      } catch {
        kinds[kind].errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: opts.connections }, (_, w) => loop(w)));
  agent.destroy();
  return { elapsedMs: performance.now() - started, kinds };
}

const pct = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

function describe(result: MixResult): string[] {
  const all = Object.values(result.kinds);
  const total = all.reduce((n, k) => n + k.requests, 0);
  const latencies = all.flatMap((k) => k.latencies).sort((a, b) => a - b);
  const lines = [
    `${(total / (result.elapsedMs / 1000)).toFixed(0)} req/s, p50 ${pct(latencies, 0.5).toFixed(1)} ms, p99 ${pct(latencies, 0.99).toFixed(1)} ms; ${all.reduce((n, k) => n + k.non2xx, 0)} non-2xx, ${all.reduce((n, k) => n + k.errors, 0)} errors of ${total}`,
  ];
  for (const [name, k] of Object.entries(result.kinds)) {
    if (k.requests + k.errors === 0) continue;
    const sorted = [...k.latencies].sort((a, b) => a - b);
    lines.push(
      `  ${name.padEnd(5)} ${String(k.requests).padStart(6)} requests, p50 ${pct(sorted, 0.5).toFixed(1)} ms, p99 ${pct(sorted, 0.99).toFixed(1)} ms, ${k.non2xx} non-2xx, ${k.errors} errors`,
    );
  }
  return lines;
}

/** The whole section: one instance, then two. */
export async function clusterSection(out: (line?: string) => void, env: NodeJS.ProcessEnv = process.env) {
  const seconds = Number(env.BENCH_CLUSTER_SECONDS ?? 30);
  const connections = Number(env.BENCH_CLUSTER_CONNECTIONS ?? 32);
  const sizes = (env.BENCH_CLUSTER_SIZES ?? '1,2').split(',').map(Number);
  for (const size of sizes) {
    const c = await startCluster(size);
    try {
      await c.waitReady(180_000);
      const newsIds = (await c.db.query<{ id: string }>('select id from news order by id limit 8')).rows.map(
        (r) => r.id,
      );
      // Warm: every page and list once through the proxy, and the instances' own caches.
      await runMix(c, { connections: 4, durationMs: 2_000, mix: true, newsIds });
      const mixed = await runMix(c, { connections, durationMs: seconds * 1000, mix: true, newsIds });
      out(
        `  ${size} instance${size > 1 ? 's' : ''}, mixed 80/15/5 for ${seconds} s, ${connections} connections:`,
      );
      for (const line of describe(mixed)) out(`    ${line}`);
      const cached = await runMix(c, { connections, durationMs: 10_000, mix: false, newsIds });
      out(`  ${size} instance${size > 1 ? 's' : ''}, cached /uz/ only for 10 s: ${describe(cached)[0]}`);
      await c.stop();
    } finally {
      await c.cleanup();
    }
  }
}
