/**
 * Requests per second of the `/uz/` HTML page (server-rendered once issue 5 lands; today the SPA's
 * index.html), cached and uncached, beside the bare Fastify JSON route of design §8, in one run.
 *
 * - cached: `GET /uz/` again and again, as a crowd of anonymous visitors opening the home page;
 * - uncached: `GET /uz/?b={run}-{n}`, a new value of an unknown query parameter on every request.
 *   The server's HTML cache is keyed by state, language and query, so each request misses it and
 *   renders the page; the page itself ignores the parameter. (A query parameter works through any
 *   proxy and needs no cooperation from the server; set BENCH_RPS_BUST to use another name.)
 * - bare: the channel list JSON from a bare Fastify route in this process (api-rps.ts).
 *
 * Every request sends the same `accept-encoding` (default `gzip, deflate, br`, what a browser sends
 * over https) so the cost of compressing HTML on the fly, if the server does, is in the figure.
 */
import { request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { load, median, startBareRoute } from './api-rps';

export const HTML_PATH = '/uz/';
export const DEFAULT_ACCEPT_ENCODING = 'gzip, deflate, br';

export type HtmlTarget = 'bare' | 'cached' | 'uncached';

export interface HtmlRound {
  target: HtmlTarget;
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  /** Bytes per response as received (encoded). */
  bytesPerResponse: number;
  /** CPU used by the server process answering this target, as a share of one core. */
  cpu: number | null;
}

export interface HtmlProbe {
  label: string;
  status: number;
  bytes: number;
  headers: Record<string, string>;
}

export interface HtmlRpsReport {
  rounds: HtmlRound[];
  rps: Record<HtmlTarget, number>;
  /** cached / bare, uncached / bare, uncached / cached. */
  ratios: { cachedToBare: number; uncachedToBare: number; uncachedToCached: number };
  probes: HtmlProbe[];
  connections: number;
  durationMs: number;
  acceptEncoding: string;
  bust: string;
}

/** The server under load: its origin and, when known, the CPU seconds its process has used. */
export interface RpsServer {
  origin: string;
  cpuSeconds(): number | null;
}

const SHOWN_HEADERS = [
  'content-type',
  'content-encoding',
  'content-length',
  'cache-control',
  'etag',
  'vary',
  'age',
  'x-cache',
  'x-html-cache',
  'server-timing',
];

/** One request as the load generator sends it, to show what is being measured. */
async function probe(label: string, url: string, acceptEncoding: string): Promise<HtmlProbe> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
      });
      res.on('end', () => {
        const headers: Record<string, string> = {};
        for (const h of SHOWN_HEADERS) {
          const v = res.headers[h];
          if (v !== undefined) headers[h] = Array.isArray(v) ? v.join(', ') : String(v);
        }
        resolve({ label, status: res.statusCode ?? 0, bytes, headers });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function measureHtmlRps(
  server: RpsServer,
  opts: {
    rounds?: number;
    durationMs?: number;
    connections?: number;
    acceptEncoding?: string;
    bust?: string;
    log?: (line: string) => void;
  } = {},
): Promise<HtmlRpsReport> {
  const rounds = opts.rounds ?? 3;
  const durationMs = opts.durationMs ?? 5000;
  const connections = opts.connections ?? 16;
  const acceptEncoding = opts.acceptEncoding ?? DEFAULT_ACCEPT_ENCODING;
  const bust = opts.bust ?? 'b';
  const log = opts.log ?? (() => {});
  const pageUrl = `${server.origin}${HTML_PATH}`;

  const probes = [
    await probe(`GET ${HTML_PATH}`, pageUrl, acceptEncoding),
    await probe(`GET ${HTML_PATH} again`, pageUrl, acceptEncoding),
    await probe(`GET ${HTML_PATH}?${bust}=probe`, `${pageUrl}?${bust}=probe`, acceptEncoding),
  ];
  for (const p of probes) {
    if (p.status !== 200) throw new Error(`${p.label} answered ${p.status}: nothing to measure`);
  }

  const bare = await startBareRoute(server.origin);
  const headers = { 'accept-encoding': acceptEncoding };
  const plan: Record<HtmlTarget, { url: string; bust?: string; cpu: () => number | null }> = {
    bare: {
      url: bare.url,
      cpu: () => {
        const { user, system } = process.cpuUsage();
        return (user + system) / 1e6;
      },
    },
    cached: { url: pageUrl, cpu: () => server.cpuSeconds() },
    uncached: { url: pageUrl, bust, cpu: () => server.cpuSeconds() },
  };
  const measure = async (target: HtmlTarget, ms: number): Promise<HtmlRound> => {
    const p = plan[target];
    const cpu0 = p.cpu();
    const t0 = performance.now();
    const r = await load({
      url: p.url,
      connections,
      durationMs: ms,
      headers,
      ...(p.bust ? { bust: p.bust } : {}),
    });
    const wall = (performance.now() - t0) / 1000;
    const cpu1 = p.cpu();
    return {
      target,
      rps: r.requests / (r.elapsedMs / 1000),
      requests: r.requests,
      non2xx: r.non2xx,
      errors: r.errors,
      p50: r.p50,
      p99: r.p99,
      bytesPerResponse: r.requests ? r.bytes / r.requests : 0,
      cpu: cpu0 !== null && cpu1 !== null && wall > 0 ? (cpu1 - cpu0) / wall : null,
    };
  };

  try {
    // Warm-up (JIT, connection pools, the page's cache entry): not counted.
    for (const target of ['bare', 'cached', 'uncached'] as const) await measure(target, 1000);

    const orders: HtmlTarget[][] = [
      ['bare', 'cached', 'uncached'],
      ['uncached', 'bare', 'cached'],
      ['cached', 'uncached', 'bare'],
    ];
    const results: HtmlRound[] = [];
    for (let i = 0; i < rounds; i++) {
      for (const target of orders[i % orders.length] ?? []) {
        const round = await measure(target, durationMs);
        results.push(round);
        log(
          `  round ${i + 1} ${target.padEnd(8)} ${round.rps.toFixed(0).padStart(7)} req/s  p50 ${round.p50.toFixed(2)} ms  p99 ${round.p99.toFixed(2)} ms  ${(round.bytesPerResponse / 1024).toFixed(1)} KB/response  server cpu ${round.cpu === null ? '–' : `${(round.cpu * 100).toFixed(0)}%`}${round.non2xx || round.errors ? `  non-2xx ${round.non2xx} errors ${round.errors}` : ''}`,
        );
      }
    }
    const med = (t: HtmlTarget) => median(results.filter((r) => r.target === t).map((r) => r.rps));
    const rps = { bare: med('bare'), cached: med('cached'), uncached: med('uncached') };
    const ratio = (a: number, b: number) => (b > 0 ? a / b : 0);
    return {
      rounds: results,
      rps,
      ratios: {
        cachedToBare: ratio(rps.cached, rps.bare),
        uncachedToBare: ratio(rps.uncached, rps.bare),
        uncachedToCached: ratio(rps.uncached, rps.cached),
      },
      probes,
      connections,
      durationMs,
      acceptEncoding,
      bust,
    };
  } finally {
    await bare.close();
  }
}

/** The printed summary of measureHtmlRps. */
export function htmlRpsReport(report: HtmlRpsReport, out: (line?: string) => void): void {
  out(
    `  ${report.connections} keep-alive connections, ${report.durationMs / 1000} s per round, accept-encoding "${report.acceptEncoding}", load generator in its own process`,
  );
  out('  what one request gets:');
  for (const p of report.probes) {
    const h = Object.entries(p.headers)
      .map(([k, v]) => `${k}: ${v}`)
      .join(' | ');
    out(`    ${p.label.padEnd(22)} ${p.status} ${(p.bytes / 1024).toFixed(1)} KB  ${h}`);
  }
  const errors = report.rounds.filter((r) => r.non2xx || r.errors);
  if (errors.length)
    out(`  WARNING: ${errors.length} round(s) had non-2xx answers or errors: see the rounds above`);
  out(`  bare JSON route (median)    ${report.rps.bare.toFixed(0).padStart(7)} req/s`);
  out(`  ${`GET ${HTML_PATH} cached`.padEnd(27)} ${report.rps.cached.toFixed(0).padStart(7)} req/s`);
  out(
    `  ${`GET ${HTML_PATH}?${report.bust}=<n>`.padEnd(27)} ${report.rps.uncached.toFixed(0).padStart(7)} req/s  (uncached: a new query value per request)`,
  );
  out(
    `  ratios: cached/bare ${report.ratios.cachedToBare.toFixed(2)}, uncached/bare ${report.ratios.uncachedToBare.toFixed(2)}, uncached/cached ${report.ratios.uncachedToCached.toFixed(2)}`,
  );
}
