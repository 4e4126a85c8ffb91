import { cpus, loadavg } from 'node:os';

/** What every section of `npm run bench` prints with (tests/bench/run.ts). */

export const out = (line = '') => process.stdout.write(`${line}\n`);
export const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1, 5, 15 min) on ${cpus().length} cores`;

/** A bounded whole number from the environment (BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS, …). */
export function envInt(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

export const failed = (what: string, err: unknown) => {
  out(`   ${what} skipped: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
};
