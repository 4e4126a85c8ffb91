import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import pg from 'pg';

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

/**
 * A throwaway database `efir_bench_<what>_<random>` on the PostgreSQL server at `serverUrl`: its
 * address, and `drop` (forced: a section's pool may still hold connections).
 */
export async function throwawayPostgres(
  serverUrl: string,
  what: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `efir_bench_${what}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}
