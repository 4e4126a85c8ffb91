import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { auditLog, categories, jobs, newsroomItems } from '../../src/server/db/schema';
import { JobRunner, scheduleJob } from '../../src/server/jobs/runner';
import { Newsroom } from '../../src/server/newsroom/service';

/**
 * The jobs runner (issue 26; decision 033). With DATABASE_URL, two runners each on its own
 * connection pool to one fresh PostgreSQL database race for the same due jobs (as two instances
 * do); without it, two runners share the in-memory PGlite (one connection: the claims serialise,
 * and the lease is what keeps a job from running twice).
 */

const quiet = { warn: () => {}, error: () => {} };
let a: Database;
let b: Database;
let drop: (() => Promise<void>) | null = null;

beforeAll(async () => {
  const server = process.env.DATABASE_URL;
  if (server) {
    const name = `efir_jobs_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(server);
    url.pathname = `/${name}`;
    a = openDatabase({ databaseUrl: url.toString(), dataDir: null });
    await a.migrate();
    b = openDatabase({ databaseUrl: url.toString(), dataDir: null });
    drop = async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    a = openDatabase({ databaseUrl: null, dataDir: null });
    await a.migrate();
    b = a;
  }
});
afterAll(async () => {
  await a?.close();
  if (b && b !== a) await b.close();
  await drop?.();
});

const runner = (database: Database, tags: string[][] = []) =>
  new JobRunner(database.db, new Newsroom(database.db, { streamOrigins: [] }).jobHandlers(), {
    log: quiet,
    invalidate: async (t) => void tags.push([...t]),
  });

/** A category item scheduled for `publishAt`, with its publish job. */
async function scheduled(id: string, publishAt: Date) {
  await a.db.insert(newsroomItems).values({
    type: 'category',
    id,
    document: { _id: id, title: { uz: `Туркум ${id}` } },
    status: 'scheduled',
    publishAt,
  });
  await scheduleJob(a.db, {
    kind: 'publish',
    key: `publish:category:${id}`,
    runAt: publishAt,
    payload: { type: 'category', id },
  });
}

const published = async (id: string) =>
  (await a.db.select().from(categories).where(eq(categories.id, id))).length === 1;
const publishes = async (id: string) =>
  (
    await a.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemId, id), eq(auditLog.action, 'publish')))
  ).length;

describe('jobs runner', () => {
  it('runs each due job exactly once when two runners claim at the same time', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => `race-${i}`);
    for (const id of ids) await scheduled(id, new Date(Date.now() - 1000));
    const tags: string[][] = [];
    const [one, two] = await Promise.all([runner(a, tags).tick(), runner(b, tags).tick()]);
    expect(one + two).toBe(ids.length);
    for (const id of ids) {
      expect(await published(id)).toBe(true);
      expect(await publishes(id)).toBe(1);
    }
    const [item] = await a.db.select().from(newsroomItems).where(eq(newsroomItems.id, 'race-0'));
    expect(item).toMatchObject({ status: 'published', version: 2, publishAt: null });
    expect(tags.flat()).toContain('category');
    // Nothing is left to run.
    expect(await runner(b).tick()).toBe(0);
  });

  it('runs again a job whose runner died holding it, once its lease has expired', async () => {
    await scheduled('died', new Date(Date.now() - 60_000));
    await scheduled('held', new Date(Date.now() - 60_000));
    // 'died' was claimed by a runner that is gone (its lease ran out); 'held' is being run now.
    await a.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.key, 'publish:category:died'));
    await a.db
      .update(jobs)
      .set({ attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(jobs.key, 'publish:category:held'));
    expect(await runner(b).tick()).toBe(1);
    expect(await published('died')).toBe(true);
    expect(await published('held')).toBe(false);
    const [job] = await a.db.select().from(jobs).where(eq(jobs.key, 'publish:category:died'));
    expect(job?.doneAt).not.toBeNull();
    expect(job?.attempts).toBe(2);
  });

  it('replaces a rescheduled job: the old time no longer fires', async () => {
    await scheduled('moved', new Date(Date.now() - 1000));
    const later = new Date(Date.now() + 3_600_000);
    await a.db.update(newsroomItems).set({ publishAt: later }).where(eq(newsroomItems.id, 'moved'));
    await scheduleJob(a.db, {
      kind: 'publish',
      key: 'publish:category:moved',
      runAt: later,
      payload: { type: 'category', id: 'moved' },
    });
    const rows = await a.db.select().from(jobs).where(eq(jobs.key, 'publish:category:moved'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.runAt.getTime()).toBe(later.getTime());
    expect(await runner(a).tick()).toBe(0);
    expect(await published('moved')).toBe(false);
  });

  it('retries a failing job later and records the error', async () => {
    await scheduleJob(a.db, { kind: 'nonsense', key: 'nonsense:1', runAt: new Date(Date.now() - 1000) });
    expect(await runner(a).tick()).toBe(0);
    const [job] = await a.db.select().from(jobs).where(eq(jobs.key, 'nonsense:1'));
    expect(job?.lastError).toMatch(/no handler/);
    expect(job?.doneAt).toBeNull();
    expect(job?.lockedUntil?.getTime()).toBeGreaterThan(Date.now());
  });
});
