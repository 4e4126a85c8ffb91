/**
 * Benchmarks of design §8 (`npm run bench`; not part of `npm test`). They print figures and flag
 * what is over budget; they do not fail on a figure.
 *   1. Initial JS per visitor route, KB gzip (budget 150).
 *   2. Requests per second of the cached channel list through the real app against a bare Fastify
 *      JSON route, same process, same run (budget: app ≥ 0.6× bare).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHANNEL_PATH, measureRps, RPS_RATIO_BUDGET } from './api-rps';
import { startBenchApp } from './app';
import { browserJs, JS_BUDGET_KB, type JsRow, staticInitialJs } from './js-size';

const CLIENT_DIR = resolve('dist/client');
const out = (line = '') => process.stdout.write(`${line}\n`);

/** A bounded whole number from the environment (BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS). */
function envInt(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function table(rows: JsRow[]) {
  out(
    `  ${'what'.padEnd(52)} ${'files'.padStart(5)} ${'raw KB'.padStart(8)} ${'gzip KB'.padStart(8)}  budget`,
  );
  for (const r of rows) {
    const flag = r.overBudget ? `OVER ${JS_BUDGET_KB} KB` : `ok (≤ ${JS_BUDGET_KB})`;
    out(
      `  ${r.what.padEnd(52)} ${String(r.files).padStart(5)} ${r.rawKb.toFixed(1).padStart(8)} ${r.gzipKb.toFixed(1).padStart(8)}  ${flag}`,
    );
  }
}

async function main() {
  if (!existsSync(resolve(CLIENT_DIR, 'index.html'))) {
    out('dist/client is missing: building (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  out(`Efir benchmarks — node ${process.version}, ${new Date().toISOString()}`);
  out();
  out(`1. Initial JS, KB gzip (level 9), budget ${JS_BUDGET_KB} KB per visitor route`);
  const initial = staticInitialJs(CLIENT_DIR);
  table([initial]);
  for (const f of initial.perFile) out(`     ${f.gzipKb.toFixed(1).padStart(6)} KB  ${f.url}`);

  const app = await startBenchApp(CLIENT_DIR);
  try {
    try {
      out();
      out('   Downloaded on load in Chromium (entry, preloads and lazy chunks):');
      table(await browserJs(app.origin));
    } catch (err) {
      out(`   browser measurement skipped: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = 1;
    }

    out();
    out(`2. Requests per second, GET ${CHANNEL_PATH} (cached) vs a bare Fastify route with the same JSON`);
    const report = await measureRps(app.origin, {
      rounds: envInt('BENCH_ROUNDS', 3, 1, 20),
      durationMs: envInt('BENCH_SECONDS', 5, 1, 60) * 1000,
      connections: envInt('BENCH_CONNECTIONS', 16, 1, 256),
      log: out,
    });
    out(
      `   ${report.connections} keep-alive connections, ${report.durationMs / 1000} s per round, body ${report.bodyBytes} bytes, loopback, load generator in its own process`,
    );
    out(`   app (median)  ${report.app.toFixed(0).padStart(7)} req/s`);
    out(`   bare (median) ${report.bare.toFixed(0).padStart(7)} req/s`);
    const verdict = report.ratio >= RPS_RATIO_BUDGET ? 'ok' : 'BELOW BUDGET';
    out(`   ratio app/bare ${report.ratio.toFixed(2)}  (budget ≥ ${RPS_RATIO_BUDGET}: ${verdict})`);
  } finally {
    await app.close();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
