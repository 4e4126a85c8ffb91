import { randomBytes } from 'node:crypto';
import { load, median } from './api-rps';
import { throwawayPostgres } from './common';
import { type BuiltServer, startBuiltServer } from './server';

/**
 * Position saves per second (issue 28, decision 042, `BENCH_ONLY=positions`): the BUILT app
 * (`node dist/server/main.js`, rate limits off) with `users` signed-up viewers, each load loop one
 * of them saving its position in a recording back to back: `PUT /uz/api/my/progress/{id}.json`
 * with its bearer token, the body the archive player sends (src/widgets/_kit/mine/store.ts). That
 * one route is both the player's save every 10 s and its "leaving" save on `visibilitychange` /
 * `pagehide` (a `fetch` with `keepalive: true` instead of `sendBeacon`, which cannot carry the
 * bearer token; the server sees the same request). Each save is an upsert of one row
 * (`personal_progress`, the newer position wins). On the embedded PGlite (a fresh DATA_DIR) and,
 * when one answers, on a throwaway PostgreSQL database.
 */
export const POSITION_PATH = (id: string) => `/uz/api/my/progress/${encodeURIComponent(id)}.json`;

export interface PositionRound {
  rps: number;
  requests: number;
  non2xx: number;
  errors: number;
  p50: number;
  p99: number;
  /** Server CPU (user + system, /proc) per save, milliseconds; null off Linux. */
  cpuMsPerSave: number | null;
}

export interface PositionFigures {
  database: 'PGlite' | 'PostgreSQL';
  users: number;
  connections: number;
  durationMs: number;
  rounds: PositionRound[];
  /** The median round by req/s. */
  median: PositionRound;
  /** What one viewer's position reads back after the load (the saves did land). */
  readBack: { position: number; duration: number } | null;
}

async function signUpViewers(origin: string, users: number): Promise<string[]> {
  const run = randomBytes(3).toString('hex');
  const tokens: string[] = [];
  for (let i = 0; i < users; i++) {
    const id = `${run}${i}`;
    const res = await fetch(`${origin}/uz/api/auth/signup.json`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `bench${id}`,
        email: `bench${id}@example.uz`,
        password: `bench password ${id}`,
      }),
    });
    if (res.status !== 201) throw new Error(`sign-up answered ${res.status}: ${await res.text()}`);
    tokens.push(((await res.json()) as { token: string }).token);
  }
  return tokens;
}

/** A recording of the seeded archive (its id is what the player saves under). */
async function aRecording(origin: string): Promise<{ id: string; title: string }> {
  const res = await fetch(`${origin}/uz/api/efir/archive.json?count=1`);
  const first = ((await res.json()) as { data?: { _id: string; title?: unknown }[] }).data?.[0];
  if (!first) throw new Error('the archive lists no recording');
  return { id: first._id, title: typeof first.title === 'string' ? first.title : 'Bench recording' };
}

export async function measurePositionSaves(
  server: BuiltServer,
  opts: {
    database: PositionFigures['database'];
    users: number;
    connections: number;
    durationMs: number;
    rounds: number;
    log?: (line: string) => void;
  },
): Promise<PositionFigures> {
  const log = opts.log ?? (() => {});
  const tokens = await signUpViewers(server.origin, opts.users);
  const recording = await aRecording(server.origin);
  const url = `${server.origin}${POSITION_PATH(recording.id)}`;
  // The player's body: a position 20 minutes into an hour, saved "now" (a few seconds before the
  // load: the server keeps the newest `at`, and an equal one still writes the row).
  const body = JSON.stringify({
    title: recording.title,
    picture: null,
    position: 1200,
    duration: 3600,
    finished: false,
    hidden: false,
    at: new Date(Date.now() - 5000).toISOString(),
  });
  const perLoop = tokens.map((t) => ({ authorization: `Bearer ${t}` }));
  const shape = {
    url,
    connections: opts.connections,
    method: 'PUT' as const,
    body,
    headers: { 'content-type': 'application/json' },
    perLoop,
  };
  // Warm-up (JIT, the database pool, the first insert of every viewer's row): not counted. One
  // second left the first round of PostgreSQL at half the later ones.
  await load({ ...shape, durationMs: 3000 });
  const rounds: PositionRound[] = [];
  for (let i = 0; i < opts.rounds; i++) {
    const cpu0 = server.cpuSeconds();
    const r = await load({ ...shape, durationMs: opts.durationMs });
    const cpu1 = server.cpuSeconds();
    const round: PositionRound = {
      rps: r.requests / (r.elapsedMs / 1000),
      requests: r.requests,
      non2xx: r.non2xx,
      errors: r.errors,
      p50: r.p50,
      p99: r.p99,
      cpuMsPerSave:
        cpu0 !== null && cpu1 !== null && r.requests > 0 ? ((cpu1 - cpu0) * 1000) / r.requests : null,
    };
    rounds.push(round);
    log(
      `   ${opts.database} round ${i + 1}: ${round.rps.toFixed(0).padStart(6)} saves/s  p50 ${round.p50.toFixed(2)} ms  p99 ${round.p99.toFixed(2)} ms${round.cpuMsPerSave !== null ? `  server CPU ${round.cpuMsPerSave.toFixed(2)} ms/save` : ''}${round.non2xx || round.errors ? `  non-2xx ${round.non2xx} errors ${round.errors}` : ''}`,
    );
  }
  const mid = median(rounds.map((r) => r.rps));
  const medianRound = rounds.find((r) => r.rps === mid) ?? (rounds[0] as PositionRound);

  const mine = await fetch(`${server.origin}/uz/api/my/efir.json`, {
    headers: { authorization: `Bearer ${tokens[0]}` },
  });
  const saved = (
    (await mine.json()) as { data?: { progress?: { id: string; position: number; duration: number }[] } }
  ).data?.progress?.find((p) => p.id === recording.id);
  return {
    database: opts.database,
    users: opts.users,
    connections: opts.connections,
    durationMs: opts.durationMs,
    rounds,
    median: medianRound,
    readBack: saved ? { position: saved.position, duration: saved.duration } : null,
  };
}

/**
 * The section: PGlite, then PostgreSQL at `postgres` (null: not measured), each on a built server
 * of its own. A PostgreSQL server that does not answer is noted, not a failure.
 */
export async function positionSaves(opts: {
  users: number;
  connections: number;
  durationMs: number;
  rounds: number;
  postgres: string | null;
  log: (line: string) => void;
}): Promise<PositionFigures[]> {
  const figures: PositionFigures[] = [];
  const env = { RATE_LIMITS: 'off' };
  const pglite = await startBuiltServer({ env });
  try {
    figures.push(await measurePositionSaves(pglite, { ...opts, database: 'PGlite' }));
  } finally {
    await pglite.close();
  }
  if (!opts.postgres) return figures;
  let db: Awaited<ReturnType<typeof throwawayPostgres>>;
  try {
    db = await throwawayPostgres(opts.postgres, 'positions');
  } catch (err) {
    opts.log(
      `   PostgreSQL not measured: ${opts.postgres} did not answer (${err instanceof Error ? err.message : String(err)})`,
    );
    return figures;
  }
  try {
    const server = await startBuiltServer({ env: { ...env, DATABASE_URL: db.url } });
    try {
      figures.push(await measurePositionSaves(server, { ...opts, database: 'PostgreSQL' }));
    } finally {
      await server.close();
    }
  } finally {
    await db.drop();
  }
  return figures;
}

export function positionsReport(figures: PositionFigures[], out: (line: string) => void) {
  for (const f of figures) {
    const m = f.median;
    out(
      `   ${f.database.padEnd(10)} ${m.rps.toFixed(0).padStart(6)} saves/s (median of ${f.rounds.length} rounds of ${f.durationMs / 1000} s), p50 ${m.p50.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms, ${f.users} viewers on ${f.connections} keep-alive connections${m.cpuMsPerSave !== null ? `, server CPU ${m.cpuMsPerSave.toFixed(2)} ms/save` : ''}`,
    );
    out(
      `              ≈ ${Math.round(m.rps * 10).toLocaleString('en')} viewers playing at once (one save each 10 s); non-2xx ${f.rounds.reduce((n, r) => n + r.non2xx, 0)}, errors ${f.rounds.reduce((n, r) => n + r.errors, 0)}; read back ${f.readBack ? `${f.readBack.position}/${f.readBack.duration} s` : 'NOTHING'}`,
    );
  }
}
