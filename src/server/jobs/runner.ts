import { Cron } from 'croner';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobs } from '../db/schema';

/**
 * Work due at a time (issue 26; decision 033): scheduled publishing and unpublishing, a poll's
 * closing. A job is a row of `jobs` with a unique `key` (`publish:news:foo`): scheduling the same
 * thing again replaces it (`scheduleJob`). Every instance runs a `JobRunner`; a tick claims due
 * jobs with `FOR UPDATE SKIP LOCKED` and a lease (as the mail outbox does), so one instance gets
 * each, then runs each job's handler and marks it done in ONE transaction: a runner that dies
 * mid-job leaves nothing half done, and once its lease expires another runner takes the job again.
 */

export type Job = typeof jobs.$inferSelect;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Does the job's work inside `tx`; returns the cache tags to drop once it commits. */
export type JobHandler = (tx: Tx, job: Job) => Promise<readonly string[]>;

/** How long a claimed job is left to its runner before another may take it. */
export const JOB_LEASE_MS = 2 * 60_000;
/** Attempts before a failing job is given up (marked done with its last error). */
export const JOB_MAX_ATTEMPTS = 8;
/** Delay before the n-th retry: 30 s, doubling, at most an hour. */
export const jobRetryMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

export interface JobLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** Schedules a job (in `tx` when given): inserts it, or replaces the one with the same key. */
export async function scheduleJob(
  tx: Pick<Db, 'insert'>,
  job: { kind: string; key: string; runAt: Date; payload?: Record<string, unknown> },
): Promise<void> {
  const values = {
    kind: job.kind,
    key: job.key,
    runAt: job.runAt,
    payload: job.payload ?? {},
    attempts: 0,
    lockedUntil: null,
    doneAt: null,
    lastError: null,
  };
  await tx.insert(jobs).values(values).onConflictDoUpdate({ target: jobs.key, set: values });
}

/** Drops a job that has not run (done jobs stay as history). */
export async function cancelJob(tx: Pick<Db, 'delete'>, key: string): Promise<void> {
  await tx.delete(jobs).where(and(eq(jobs.key, key), isNull(jobs.doneAt)));
}

export class JobRunner {
  private cron: Cron | null = null;
  private running: Promise<number> | null = null;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly opts: {
      log: JobLog;
      /** Told the tags of each job that committed (the response cache drops them everywhere). */
      invalidate?: (tags: readonly string[]) => Promise<void>;
      leaseMs?: number;
    },
  ) {}

  /** Runs due jobs every `seconds` (a croner timer; a tick still running skips the next). */
  start(seconds: number): void {
    if (this.cron) return;
    this.cron = new Cron('* * * * * *', { interval: seconds, protect: true, unref: true }, async () => {
      await this.tick();
    });
  }

  /** Runs every due job once; resolves with how many ran. Concurrent calls share one run. */
  tick(): Promise<number> {
    if (this.running) return this.running;
    this.running = this.runDue()
      .catch((err: unknown) => {
        this.opts.log.error({ err }, 'jobs: tick failed');
        return 0;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  /** Claims due jobs for the lease: due, not done, not held by a live lease. */
  async claim(limit = 20): Promise<Job[]> {
    return this.db
      .update(jobs)
      .set({ lockedUntil: after(this.opts.leaseMs ?? JOB_LEASE_MS), attempts: sql`${jobs.attempts} + 1` })
      .where(
        sql`${jobs.id} in (select ${jobs.id} from ${jobs} where ${jobs.doneAt} is null and ${jobs.runAt} <= now() and (${jobs.lockedUntil} is null or ${jobs.lockedUntil} <= now()) order by ${jobs.runAt}, ${jobs.id} limit ${limit} for update skip locked)`,
      )
      .returning();
  }

  private async runDue(): Promise<number> {
    const claimed = await this.claim();
    let ran = 0;
    for (const job of claimed) if (await this.run(job)) ran++;
    return ran;
  }

  /** Runs one claimed job: its handler and its done mark commit together. */
  async run(job: Job): Promise<boolean> {
    const handler = this.handlers[job.kind];
    try {
      if (!handler) throw new Error(`no handler for job kind "${job.kind}"`);
      const tags = await this.db.transaction(async (tx) => {
        // Still this claim's (not rescheduled meanwhile, nor done by a runner whose lease ran out)?
        const [mine] = await tx
          .select({ id: jobs.id })
          .from(jobs)
          .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt), eq(jobs.runAt, job.runAt)))
          .for('update');
        if (!mine) return null;
        const tags = await handler(tx, job);
        await tx.update(jobs).set({ doneAt: sql`now()`, lastError: null }).where(eq(jobs.id, job.id));
        return tags;
      });
      if (tags === null) return false;
      if (tags.length && this.opts.invalidate) await this.opts.invalidate(tags);
      return true;
    } catch (err) {
      const message = String((err as Error)?.message ?? err).slice(0, 1000);
      const last = job.attempts >= JOB_MAX_ATTEMPTS;
      await this.db
        .update(jobs)
        .set(
          last
            ? { lastError: message, doneAt: sql`now()` }
            : { lastError: message, lockedUntil: after(jobRetryMs(job.attempts)) },
        )
        .where(and(eq(jobs.id, job.id), isNull(jobs.doneAt)));
      if (last) this.opts.log.error({ err, job: job.key }, 'jobs: given up after retries');
      else this.opts.log.warn({ err, job: job.key, attempt: job.attempts }, 'jobs: failed; retried later');
      return false;
    }
  }

  /** Stops the timer and waits for a running tick. */
  async close(): Promise<void> {
    this.cron?.stop();
    this.cron = null;
    await this.running;
  }
}
