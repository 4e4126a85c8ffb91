import { resolve } from 'node:path';
import { load, median } from './api-rps';
import { DEFAULT_ACCEPT_ENCODING, HTML_PATH } from './html-rps';
import { type BuiltServer, startBuiltServer } from './server';

/**
 * Two (or more) builds' uncached `/uz/` renders per second, side by side: each build's server runs
 * at once, and short rounds of the same load alternate between them, so that the machine's changing
 * load (a shared 2-core VM) falls on every build alike. `npm run bench` (rps) measures one build
 * against a bare route; this says how many times faster one build renders than another, which two
 * separate runs an hour apart cannot.
 *
 *   git worktree add /tmp/before <commit> && (cd /tmp/before && npm ci && npm run build)
 *   npm run build && BENCH_AB_ROOTS=/tmp/before,. npx tsx tests/bench/html-rps-ab.ts
 *
 * Environment: BENCH_AB_ROOTS (comma-separated app roots, each with its dist/; default `.`; a root
 * may end with `+` and Node options for its server, as `.+--max-semi-space-size=32`),
 * BENCH_AB_ROUNDS=6 rounds per build, BENCH_AB_ROUND_MS=3000, 16 keep-alive connections, every
 * request with a new value of an unknown query parameter (the HTML cache misses) and the
 * accept-encoding a browser sends. Besides the rate, each build's server CPU time per page.
 */

const roots = (process.env.BENCH_AB_ROOTS ?? '.').split(',').map((entry) => {
  const [root = '.', options = ''] = entry.trim().split('+');
  return { root: resolve(root), options, label: entry.trim() };
});
const rounds = Number(process.env.BENCH_AB_ROUNDS ?? 6);
const durationMs = Number(process.env.BENCH_AB_ROUND_MS ?? 3000);
const connections = 16;

const servers: { root: string; server: BuiltServer; rps: number[]; cpuMs: number[] }[] = [];
try {
  for (const { root, options, label } of roots) {
    const env: Record<string, string> = options ? { NODE_OPTIONS: options } : {};
    servers.push({ root: label, server: await startBuiltServer({ root, env }), rps: [], cpuMs: [] });
  }
  const round = async (s: (typeof servers)[number], ms: number) => {
    const cpu0 = s.server.cpuSeconds();
    const r = await load({
      url: `${s.server.origin}${HTML_PATH}`,
      connections,
      durationMs: ms,
      headers: { 'accept-encoding': DEFAULT_ACCEPT_ENCODING },
      bust: 'b',
    });
    if (r.non2xx || r.errors) throw new Error(`${s.root}: ${r.non2xx} non-2xx, ${r.errors} errors`);
    const cpu1 = s.server.cpuSeconds();
    if (cpu0 !== null && cpu1 !== null && r.requests) s.cpuMs.push(((cpu1 - cpu0) * 1000) / r.requests);
    return r.requests / (r.elapsedMs / 1000);
  };
  for (const s of servers) await round(s, 1000); // warm-up, not counted
  for (const s of servers) s.cpuMs.length = 0;
  for (let i = 0; i < rounds; i++) {
    // Alternate the order too, so neither build always runs right after the other.
    const order = i % 2 === 0 ? servers : [...servers].reverse();
    for (const s of order) s.rps.push(await round(s, durationMs));
  }
  console.log(`uncached GET ${HTML_PATH}, ${rounds} rounds of ${durationMs} ms per build, alternating`);
  const first = median(servers[0]?.rps ?? []);
  for (const s of servers) {
    const m = median(s.rps);
    const rounded = s.rps.map((v) => v.toFixed(0)).join(' ');
    console.log(`  ${s.root}: median ${m.toFixed(0)} req/s [${rounded}]  ×${(m / first).toFixed(2)}`);
    // The server's CPU time per page: less moved by other work on the machine than the rate.
    if (s.cpuMs.length) console.log(`    server CPU per page: median ${median(s.cpuMs).toFixed(2)} ms`);
  }
} finally {
  for (const s of servers) await s.server.close();
}
