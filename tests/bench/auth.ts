import { performance } from 'node:perf_hooks';
import { hashPassword, verifyPassword } from '../../src/server/auth/passwords';
import type { BenchApp } from './app';

/** Percentile of sorted numbers. */
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** argon2id (m = 19 MiB, t = 2, p = 1) hash and verify times, milliseconds, median and p95 of `n`. */
export async function measureArgon2(n = 20) {
  const hashes: number[] = [];
  const verifies: number[] = [];
  let stored = '';
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    stored = await hashPassword(`bench password ${i}`);
    hashes.push(performance.now() - t0);
    const t1 = performance.now();
    await verifyPassword(stored, `bench password ${i}`);
    verifies.push(performance.now() - t1);
  }
  hashes.sort((a, b) => a - b);
  verifies.sort((a, b) => a - b);
  return {
    hashMs: { p50: pct(hashes, 0.5), p95: pct(hashes, 0.95) },
    verifyMs: { p50: pct(verifies, 0.5), p95: pct(verifies, 0.95) },
  };
}

/**
 * Sign-ins per second through HTTP (`POST /uz/api/auth/signin.json`, the app started with
 * RATE_LIMITS=off): `connections` loops each sign in back to back for `durationMs`. Each sign-in
 * is one argon2 verification, which runs on libuv's thread pool (UV_THREADPOOL_SIZE, default 4).
 */
export async function measureSignIn(app: BenchApp, { connections = 8, durationMs = 5000 } = {}) {
  const account = { username: 'benchuser', email: 'bench@example.uz', password: 'bench password 1' };
  const signup = await fetch(`${app.origin}/uz/api/auth/signup.json`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (signup.status !== 201) throw new Error(`sign-up answered ${signup.status}: ${await signup.text()}`);
  const body = JSON.stringify({ username: account.username, password: account.password });
  const latencies: number[] = [];
  let failed = 0;
  const end = performance.now() + durationMs;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end) {
        const t0 = performance.now();
        const res = await fetch(`${app.origin}/uz/api/auth/signin.json`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        await res.arrayBuffer();
        if (res.status !== 200) failed++;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / (durationMs / 1000),
    requests: latencies.length,
    failed,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    connections,
  };
}
