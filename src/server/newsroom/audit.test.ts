import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/client';
import { auditLog } from '../db/schema';
import { auditDiff, recordAudit } from './audit';

let database: Database;
beforeAll(async () => {
  database = openDatabase({ databaseUrl: null, dataDir: null });
  await database.migrate();
}, 60_000);
afterAll(() => database.close());

describe('the audit log', () => {
  it('records who changed what, with a before/after delta', async () => {
    const before = { title: { uz: 'Янгиликлар' }, order: 1 };
    const after = { title: { uz: 'Янгиликлар', en: 'News' }, order: 1 };
    await recordAudit(database.db, {
      actor: { id: null, name: 'editor' },
      action: 'update',
      type: 'news',
      itemId: 'n1',
      version: 2,
      before,
      after,
    });
    const [row] = await database.db.select().from(auditLog).where(eq(auditLog.itemId, 'n1'));
    expect(row).toMatchObject({ actorName: 'editor', action: 'update', type: 'news', version: 2 });
    expect(row?.diff).toEqual({ title: { en: ['News'] } });
  });

  it('cannot be edited or emptied, not even by the application', async () => {
    // Drizzle wraps the database's refusal; its cause is the trigger's message.
    const refusal = (write: PromiseLike<unknown>) =>
      Promise.resolve(write).then(
        () => 'written',
        (e: Error) => String((e.cause as Error | undefined)?.message ?? e.message),
      );
    expect(await refusal(database.db.update(auditLog).set({ note: 'rewritten' }))).toMatch(/append-only/);
    expect(await refusal(database.db.delete(auditLog))).toMatch(/append-only/);
    expect((await database.db.select().from(auditLog)).every((r) => r.note === '')).toBe(true);
  });

  it('matches list entries by id, so a reorder is a move and not a rewrite', () => {
    const a = [
      { id: 'x', t: 1 },
      { id: 'y', t: 2 },
    ];
    const delta = auditDiff({ items: a }, { items: [a[1], a[0]] }) as { items: Record<string, unknown> };
    expect(JSON.stringify(delta)).not.toContain('"t"');
    expect(auditDiff({ a: 1 }, { a: 1 })).toBeNull();
  });
});
