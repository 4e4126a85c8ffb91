import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema-forms';
import type { Letter, Mailer } from './mailer';

/** Delay before the n-th retry (1-based): a minute, then 5, 30, 2 h, 6 h, then 12 h. */
export function retryDelayMs(attempt: number): number {
  const minutes = [1, 5, 30, 120, 360][attempt - 1] ?? 720;
  return minutes * 60_000;
}

/** Attempts before a letter is given up (about three days of retries). */
export const MAX_ATTEMPTS = 10;

/** How long a claimed letter is left to its sender before another instance may try it. */
const LEASE_MS = 5 * 60_000;

export interface OutboxLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The database's now plus `ms`. */
const after = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** Anything that runs SQL: the database or a transaction of it. */
type Runner = Pick<Db, 'insert'>;

/**
 * Letters that must not be lost (issue 10): `enqueue` writes the letter to `mail_outbox` — inside
 * the caller's transaction when given one, so a letter exists exactly when what it tells about
 * was stored — and a flush sends it at once. A transport failure leaves it due again after a
 * growing delay (`retryDelayMs`); a timer flushes what is due every `intervalMs`; after
 * `MAX_ATTEMPTS` it is marked failed and logged. Several instances share the table: a flush
 * claims rows with `FOR UPDATE SKIP LOCKED` and a lease, so a letter is sent by one of them.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly log: OutboxLog,
    private readonly opts: { intervalMs?: number } = {},
  ) {}

  /** Starts the timer that sends due letters (stopped by `close`). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.flush(), this.opts.intervalMs ?? 30_000);
    this.timer.unref();
    void this.flush();
  }

  /** Stores a letter (in `tx` when given); call `flush` after the transaction commits. */
  async enqueue(letter: Letter, tx?: Runner): Promise<void> {
    await (tx ?? this.db).insert(mailOutbox).values({ letter });
  }

  /** Stores a letter and sends it now (a failure is retried later, never thrown). */
  async send(letter: Letter): Promise<void> {
    await this.enqueue(letter);
    void this.flush();
  }

  /**
   * Sends every due letter; resolves with how many were sent. Calls during a flush make it run
   * once more after (a letter stored meanwhile is not left for the timer).
   */
  flush(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      let sent = 0;
      do {
        this.again = false;
        sent += await this.sendDue().catch((err: unknown) => {
          this.log.error({ err }, 'mail outbox flush failed');
          return 0;
        });
      } while (this.again);
      return sent;
    })().finally(() => {
      this.running = null;
      // A call that came after the loop's last look but before this: its letter is not left behind.
      if (this.again) void this.flush();
    });
    return this.running;
  }

  private async sendDue(): Promise<number> {
    // Claim: a letter due now goes to this instance for the lease's time. Times are the
    // database's (one clock for every instance, and as precise as the rows' defaults).
    const claimed = await this.db
      .update(mailOutbox)
      .set({ nextAttemptAt: after(LEASE_MS), attempts: sql`${mailOutbox.attempts} + 1` })
      .where(
        sql`${mailOutbox.id} in (select ${mailOutbox.id} from ${mailOutbox} where ${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null and ${mailOutbox.nextAttemptAt} <= now() order by ${mailOutbox.id} limit 20 for update skip locked)`,
      )
      .returning();
    let sent = 0;
    for (const row of claimed) {
      try {
        await this.mailer.send(row.letter);
        await this.db
          .update(mailOutbox)
          .set({ sentAt: sql`now()`, lastError: null })
          .where(eq(mailOutbox.id, row.id));
        sent++;
      } catch (err) {
        const message = String((err as Error)?.message ?? err).slice(0, 1000);
        const last = row.attempts >= MAX_ATTEMPTS;
        await this.db
          .update(mailOutbox)
          .set(
            last
              ? { lastError: message, failedAt: sql`now()` }
              : { lastError: message, nextAttemptAt: after(retryDelayMs(row.attempts)) },
          )
          .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt)));
        if (last) this.log.error({ err, letter: row.id, to: row.letter.to }, 'letter given up after retries');
        else this.log.warn({ err, letter: row.id, attempt: row.attempts }, 'letter not sent; retried later');
      }
    }
    return sent;
  }

  /** Letters not yet sent nor given up (for health checks and tests). */
  async pending(): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(and(isNull(mailOutbox.sentAt), isNull(mailOutbox.failedAt)));
    return row?.n ?? 0;
  }

  /**
   * The queue's depth (for /metrics): letters not sent nor given up, those of them due now (a
   * number that grows while nothing sends), those given up, and the oldest waiting one's age.
   */
  async depth(): Promise<{ pending: number; due: number; failed: number; oldestPendingSeconds: number }> {
    const waiting = sql`${mailOutbox.sentAt} is null and ${mailOutbox.failedAt} is null`;
    const [row] = await this.db
      .select({
        pending: sql<number>`(count(*) filter (where ${waiting}))::int`,
        due: sql<number>`(count(*) filter (where ${waiting} and ${mailOutbox.nextAttemptAt} <= now()))::int`,
        failed: sql<number>`(count(*) filter (where ${mailOutbox.failedAt} is not null))::int`,
        oldest: sql<number>`coalesce(extract(epoch from now() - min(${mailOutbox.createdAt}) filter (where ${waiting})), 0)::float8`,
      })
      .from(mailOutbox);
    return {
      pending: row?.pending ?? 0,
      due: row?.due ?? 0,
      failed: row?.failed ?? 0,
      oldestPendingSeconds: Number(row?.oldest ?? 0),
    };
  }

  /** Stops the timer and waits for a running flush. */
  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
