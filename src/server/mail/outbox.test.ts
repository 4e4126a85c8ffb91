import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../../tests/api/smtp';
import { type Database, openDatabase } from '../db/client';
import { mailOutbox } from '../db/schema-forms';
import { createMailer, type Letter, type Mailer } from './mailer';
import { MAX_ATTEMPTS, MailOutbox, retryDelayMs } from './outbox';

let database: Database;
// An embedded database starts and migrates in a few seconds, more on a busy machine.
beforeAll(async () => {
  database = openDatabase({ databaseUrl: null, dataDir: null });
  await database.migrate();
}, 60_000);
afterAll(() => database.close());

const quiet = { warn() {}, error() {}, info() {} };
const letter = (to: string): Letter => ({ to, subject: 'Эфир', text: 'Салом', html: '<p>Салом</p>' });

/** Makes every stored letter due now (as if its delay had passed). */
const makeDue = () => database.db.update(mailOutbox).set({ nextAttemptAt: sql`now() - interval '1 second'` });

describe('the mail outbox', () => {
  it('keeps a letter the transport refuses and sends it when a later flush finds it due', async () => {
    const smtp = await startSmtp();
    let down = true;
    const real = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'Efir <no-reply@efir.uz>', dataDir: '/nonexistent' },
      quiet,
    );
    const flaky: Mailer = {
      send: (l) => (down ? Promise.reject(new Error('connect ECONNREFUSED')) : real.send(l)),
      close: () => real.close(),
    };
    const outbox = new MailOutbox(database.db, flaky, quiet);
    try {
      await outbox.send(letter('later@example.uz'));
      await outbox.flush();
      const [row] = await database.db
        .select()
        .from(mailOutbox)
        .where(sql`${mailOutbox.letter}->>'to' = 'later@example.uz'`);
      expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: 'connect ECONNREFUSED' });
      // Not due yet: a flush now sends nothing.
      expect(await outbox.flush()).toBe(0);
      down = false;
      await makeDue();
      expect(await outbox.flush()).toBe(1);
      const mail = await smtp.next('later@example.uz');
      expect(mail.subject).toBe('Эфир');
      expect(await outbox.pending()).toBe(0);
    } finally {
      await outbox.close();
      await smtp.close();
    }
  });

  it('gives a letter up after MAX_ATTEMPTS and never sends it twice', async () => {
    let sends = 0;
    const failing: Mailer = {
      send: () => {
        sends++;
        return Promise.reject(new Error('550 mailbox unavailable'));
      },
      close: async () => {},
    };
    const outbox = new MailOutbox(database.db, failing, quiet);
    await outbox.enqueue(letter('never@example.uz'));
    for (let i = 0; i < MAX_ATTEMPTS + 2; i++) {
      await makeDue();
      await outbox.flush();
    }
    const [row] = await database.db
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.letter}->>'to' = 'never@example.uz'`);
    expect(row?.attempts).toBe(MAX_ATTEMPTS);
    expect(row?.failedAt).not.toBeNull();
    expect(sends).toBe(MAX_ATTEMPTS);
    await database.db.delete(mailOutbox).where(eq(mailOutbox.id, row?.id ?? 0));
  });

  it('waits longer after each failure', () => {
    const delays = Array.from({ length: 8 }, (_, i) => retryDelayMs(i + 1));
    expect(delays[0]).toBe(60_000);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1] ?? 0);
    expect(delays.at(-1)).toBe(12 * 3_600_000);
  });

  it('sends a letter stored while a flush is running (no letter waits for the timer)', async () => {
    const sent: string[] = [];
    let release: () => void = () => {};
    const slow: Mailer = {
      send: async (l) => {
        if (sent.length === 0) await new Promise<void>((r) => (release = r));
        sent.push(l.to);
      },
      close: async () => {},
    };
    const outbox = new MailOutbox(database.db, slow, quiet);
    await outbox.send(letter('first@example.uz'));
    await new Promise((r) => setTimeout(r, 50));
    await outbox.send(letter('second@example.uz'));
    release();
    for (let i = 0; i < 50 && sent.length < 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(sent).toEqual(['first@example.uz', 'second@example.uz']);
    await outbox.close();
  });
});
