/**
 * A small, bounded HTTP load generator, run as its own process by api-rps.ts so that it does not
 * share an event loop with the servers it measures. `connections` keep-alive connections each send
 * requests (GET, or `method` with a `body`) back to back until `durationMs` has passed; the totals
 * go back over IPC.
 *
 * Usage (from api-rps.ts): fork('load.ts', [JSON.stringify({ url, connections, durationMs, headers?, bust? })]).
 */
import { Agent, request } from 'node:http';

export interface LoadOptions {
  url: string;
  connections: number;
  durationMs: number;
  /** Request headers, e.g. `accept-encoding`. */
  headers?: Record<string, string>;
  /**
   * A query parameter given a new value on every request (`?{bust}={run}-{n}`), so that no two
   * requests share a URL: every one misses a cache keyed by the query.
   */
  bust?: string;
  /** The request method (default GET); with `body`, sent as it is on every request. */
  method?: 'GET' | 'PUT' | 'POST';
  body?: string;
  /**
   * Headers of each loop besides `headers`: loop i sends `perLoop[i % length]` (one signed-in
   * viewer per loop, for example).
   */
  perLoop?: Record<string, string>[];
}

export interface LoadResult {
  requests: number;
  non2xx: number;
  errors: number;
  bytes: number;
  elapsedMs: number;
  /** Latency percentiles of the answered requests, milliseconds. */
  p50: number;
  p99: number;
}

function requestOnce(
  agent: Agent,
  url: URL,
  path: string,
  headers: Record<string, string>,
  method: string,
  body: Buffer | null,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        agent,
        host: url.hostname,
        port: url.port,
        path,
        method,
        headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
      },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

export async function runLoad({
  url,
  connections,
  durationMs,
  headers = {},
  bust,
  method = 'GET',
  body,
  perLoop,
}: LoadOptions): Promise<LoadResult> {
  const target = new URL(url);
  const base = `${target.pathname}${target.search}`;
  const run = `${process.pid}${Date.now().toString(36)}`;
  let n = 0;
  const nextPath = bust
    ? () => `${base}${target.search ? '&' : '?'}${encodeURIComponent(bust)}=${run}-${n++}`
    : () => base;
  const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  const latencies: number[] = [];
  const result = { requests: 0, non2xx: 0, errors: 0, bytes: 0 };
  const started = performance.now();
  const end = started + durationMs;

  const payload = body === undefined ? null : Buffer.from(body);
  const loop = async (_: unknown, i: number) => {
    const own = perLoop?.length ? { ...headers, ...perLoop[i % perLoop.length] } : headers;
    while (performance.now() < end) {
      const t0 = performance.now();
      try {
        const { status, bytes } = await requestOnce(agent, target, nextPath(), own, method, payload);
        result.requests++;
        result.bytes += bytes;
        if (status < 200 || status > 299) result.non2xx++;
        latencies.push(performance.now() - t0);
      } catch {
        result.errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, loop));
  const elapsedMs = performance.now() - started;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { ...result, elapsedMs, p50: at(0.5), p99: at(0.99) };
}

// Run as a child process: options in argv[2], the result sent to the parent.
if (process.send && process.argv[2]) {
  const options = JSON.parse(process.argv[2]) as LoadOptions;
  runLoad(options)
    .then((res) => {
      process.send?.(res, () => process.disconnect?.());
    })
    .catch((err: unknown) => {
      console.error(err);
      process.exit(1);
    });
}
