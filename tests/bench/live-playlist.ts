import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LIVE_WINDOW_SEGMENTS } from '@core/live';
import { mediaPlaylist, PlaylistCache } from '../../src/server/live/streams';
import { load, median } from './api-rps';

/**
 * The demo live playlist (issue 25, `BENCH_ONLY=playlist`): its size and what a request costs the
 * server, at the old 32-minute window (300 segments) and the new one (LIVE_WINDOW_SEGMENTS), with
 * a date on the window's first segment only (what the server sends) and on every segment.
 *
 * - Sizes: raw, gzip (level 6, what a cached body gets), brotli 4 (@fastify/compress per request)
 *   and 5 (a cached body's, compression.ts).
 * - CPU per request, in this process: building the playlist, and building and compressing it
 *   (brotli 4 or gzip 6), as a server without a cache pays on every request; a PlaylistCache hit.
 * - Through HTTP: the app's demo stream route (which uses the cache), from a load generator in its
 *   own process: req/s, p50/p99, and the app's CPU per request.
 */

export interface PlaylistVariant {
  segments: number;
  everyDate: boolean;
  rawBytes: number;
  gzipBytes: number;
  br4Bytes: number;
  br5Bytes: number;
  /** Microseconds per call, median of the rounds. */
  buildUs: number;
  buildBr4Us: number;
  buildGzipUs: number;
}

const brotli = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });

/** Microseconds per call of `fn`: the median of `rounds` rounds of `n` calls (after a warm-up). */
function timeUs(fn: (i: number) => unknown, n: number, rounds = 5): number {
  for (let i = 0; i < Math.min(n, 20); i++) fn(i);
  const per: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const start = performance.now();
    for (let i = 0; i < n; i++) fn(i);
    per.push(((performance.now() - start) * 1000) / n);
  }
  return median(per);
}

export function measurePlaylistVariants(now = Date.now()): PlaylistVariant[] {
  const rows: PlaylistVariant[] = [];
  for (const segments of [300, LIVE_WINDOW_SEGMENTS])
    for (const everyDate of [false, true]) {
      const options = { size: segments, everyDate };
      const body = Buffer.from(mediaPlaylist(now, 'm4s', options));
      // A new `now` per call (one segment apart), so no call is a repeat of the last.
      const at = (i: number) => now + i * 6400;
      const n = segments > 1000 ? 100 : 400;
      rows.push({
        segments,
        everyDate,
        rawBytes: body.length,
        gzipBytes: gzipSync(body, { level: 6 }).length,
        br4Bytes: brotli(body, 4).length,
        br5Bytes: brotli(body, 5).length,
        buildUs: timeUs((i) => mediaPlaylist(at(i), 'm4s', options), n),
        buildBr4Us: timeUs((i) => brotli(Buffer.from(mediaPlaylist(at(i), 'm4s', options)), 4), n / 4),
        buildGzipUs: timeUs(
          (i) => gzipSync(Buffer.from(mediaPlaylist(at(i), 'm4s', options)), { level: 6 }),
          n / 4,
        ),
      });
    }
  return rows;
}

/** Microseconds of a PlaylistCache hit (the same segment boundary). */
export function measureCacheHit(now = Date.now()): number {
  const cache = new PlaylistCache();
  cache.get(now, 'm4s');
  return timeUs(() => cache.get(now, 'm4s'), 100_000);
}

export interface PlaylistHttp {
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  bytes: number;
  requests: number;
  non2xx: number;
  cpuUsPerRequest: number;
}

/** The app's demo playlist over HTTP with `accept-encoding: br, gzip`, the app in this process. */
export async function measurePlaylistHttp(
  app: { origin: string; cpuSeconds(): number },
  { connections, durationMs }: { connections: number; durationMs: number },
): Promise<PlaylistHttp> {
  const url = `${app.origin}/uz/api/efir/live/yoshlar/media.m3u8`;
  const headers = { 'accept-encoding': 'br, gzip' };
  await load({ url, connections: 1, durationMs: 500, headers });
  const cpu = app.cpuSeconds();
  const r = await load({ url, connections, durationMs, headers });
  const cpuUs = ((app.cpuSeconds() - cpu) * 1e6) / Math.max(1, r.requests);
  return {
    connections,
    rps: r.requests / (r.elapsedMs / 1000),
    p50: r.p50,
    p99: r.p99,
    bytes: r.bytes / Math.max(1, r.requests),
    requests: r.requests,
    non2xx: r.non2xx,
    cpuUsPerRequest: cpuUs,
  };
}

export function playlistReport(
  rows: PlaylistVariant[],
  hitUs: number,
  http: PlaylistHttp[],
  out: (line?: string) => void,
) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`.padStart(9);
  const us = (n: number) => `${n.toFixed(0)} µs`.padStart(8);
  out(
    '   window           dates      raw      gzip-6    br-4     br-5   | build   build+br4 build+gzip (CPU per request without a cache)',
  );
  for (const r of rows)
    out(
      `   ${String(r.segments).padStart(4)} seg ${`(${((r.segments * 6.4) / 60).toFixed(0)} min)`.padEnd(9)} ${(r.everyDate ? 'every seg' : 'first+0:00').padEnd(10)}${kb(r.rawBytes)}${kb(r.gzipBytes)}${kb(r.br4Bytes)}${kb(r.br5Bytes)}  |${us(r.buildUs)}${us(r.buildBr4Us)}${us(r.buildGzipUs)}`,
    );
  out(`   PlaylistCache hit (same segment boundary): ${hitUs.toFixed(2)} µs`);
  for (const h of http)
    out(
      `   HTTP, the app's ${LIVE_WINDOW_SEGMENTS}-segment playlist (cached per boundary), br, ${h.connections} connection(s): ${h.rps.toFixed(0)} req/s, p50 ${h.p50.toFixed(2)} ms, p99 ${h.p99.toFixed(2)} ms, ${(h.bytes / 1024).toFixed(1)} KB a response, app CPU ${h.cpuUsPerRequest.toFixed(0)} µs a request${h.non2xx ? `, ${h.non2xx} NON-2XX` : ''}`,
    );
}
