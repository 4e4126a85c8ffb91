import { createECDH, randomBytes, randomUUID } from 'node:crypto';
import { Agent, createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import webpush from 'web-push';
import { openDatabase } from '../../src/server/db/client';
import { pushSubscriptions, reminders } from '../../src/server/db/schema-reminders';
import { JobRunner, scheduleJob } from '../../src/server/jobs/runner';
import { PushSender } from '../../src/server/reminders/push';
import { REMINDER_JOB, Reminders } from '../../src/server/reminders/service';
import { selfSignedCertificate } from '../api/tls';

/**
 * A reminder's delay past its programme's start (issue 28, `BENCH_ONLY=reminders`): `count`
 * reminders whose starts are spread at random over `spanS` seconds of a FAKE clock, the jobs
 * runner ticking every `intervalS` seconds of it (JOBS_INTERVAL_SECONDS). At each fake tick the
 * reminders started since the previous one are due (their jobs' run_at in the database's past),
 * and a REAL tick runs: the claim, the handler, web-push's encryption and VAPID signature, the
 * HTTPS request to a local push service, the done mark. A reminder's delay is the fake wait to its
 * tick plus the real time until the push service had its message. PGlite in memory.
 */
export interface ReminderFigures {
  count: number;
  intervalS: number;
  delaysMs: number[];
  /** Real ms from a tick's start to each push's arrival (the part the code adds). */
  sendMs: number[];
}

const quantile = (values: readonly number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

export async function measureReminderDelay(opts: {
  count: number;
  intervalS: number;
  spanS: number;
}): Promise<ReminderFigures> {
  const arrived = new Map<string, number>();
  const server = createServer(selfSignedCertificate(), (req, res) => {
    req.resume();
    req.on('end', () => {
      arrived.set(req.url ?? '', performance.now());
      res.writeHead(201).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const database = openDatabase({ databaseUrl: null, dataDir: null });
  await database.migrate();
  const agent = new Agent({ keepAlive: true, rejectUnauthorized: false });
  const sender = new PushSender(
    { ...webpush.generateVAPIDKeys(), subject: 'mailto:bench@efir.example' },
    { agent },
  );
  const quiet = { warn: () => {}, error: () => {} };
  const runner = new JobRunner(
    database.db,
    new Reminders(database.db).jobHandlers(sender, quiet, 'https://efir.example'),
    { log: quiet },
  );
  try {
    const { db } = database;
    // The fake clock: starts in (0, span], the runner's ticks at k × interval.
    const starts = Array.from({ length: opts.count }, () => Math.random() * opts.spanS * 1000).sort(
      (a, b) => a - b,
    );
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const keys = {
      p256dh: ecdh.getPublicKey().toString('base64url'),
      auth: randomBytes(16).toString('base64url'),
    };
    const delaysMs: number[] = [];
    const sendMs: number[] = [];
    let next = 0;
    for (let tick = opts.intervalS * 1000; next < starts.length; tick += opts.intervalS * 1000) {
      const due: { path: string; start: number }[] = [];
      while (next < starts.length && (starts[next] as number) <= tick) {
        const start = starts[next++] as number;
        const id = randomUUID();
        const path = `/push/${id}`;
        const device = `bench-${id}`;
        await db.insert(reminders).values({
          id,
          deviceHash: device,
          channel: 'bench',
          date: '2026-01-01',
          time: '12:00',
          startAt: new Date(Date.now() - 1000),
          endAt: new Date(Date.now() + 3_600_000),
          title: { en: 'Bench' },
          channelTitle: { en: 'Bench' },
          lang: 'en',
        });
        await db
          .insert(pushSubscriptions)
          .values({ endpoint: `${origin}${path}`, ...keys, deviceHash: device });
        await scheduleJob(db, {
          kind: REMINDER_JOB,
          key: `reminder:${id}`,
          runAt: new Date(Date.now() - 1000),
        });
        due.push({ path, start });
      }
      if (due.length === 0) continue;
      const began = performance.now();
      await runner.tick();
      for (const d of due) {
        const at = arrived.get(d.path);
        if (at === undefined) throw new Error(`no push arrived for ${d.path}`);
        sendMs.push(at - began);
        delaysMs.push(tick - d.start + (at - began));
      }
    }
    return { count: opts.count, intervalS: opts.intervalS, delaysMs, sendMs };
  } finally {
    await runner.close();
    agent.destroy();
    await new Promise((done) => server.close(done));
    await database.close();
  }
}

export function remindersReport(f: ReminderFigures, out: (line?: string) => void): void {
  const ms = (v: number) => `${(v / 1000).toFixed(2)} s`;
  const p50 = quantile(f.delaysMs, 0.5);
  const p99 = quantile(f.delaysMs, 0.99);
  const max = Math.max(...f.delaysMs);
  out(
    `  ${f.count} reminders, runner every ${f.intervalS} s: delay past the start p50 ${ms(p50)}, p99 ${ms(p99)}, max ${ms(max)} (target: within 30 s${max > 30_000 ? ' — MISSED' : ''})`,
  );
  out(
    `  of which sending (claim, encrypt, sign, HTTPS, done mark; real time): p50 ${quantile(f.sendMs, 0.5).toFixed(1)} ms, p99 ${quantile(f.sendMs, 0.99).toFixed(1)} ms`,
  );
}
