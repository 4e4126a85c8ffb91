import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveItems, broadcasts } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './harness';

/** Rights windows of recordings (issue 26): out of its window, a recording is in no list, sitemap or feed. */

let t: TestApp;
let id = '';
let broadcast = '';
beforeAll(async () => {
  t = await startTestApp();
  const [row] = await t.database.db
    .select()
    .from(archiveItems)
    .where(
      // A TV recording: the archive's list shows TV unless asked for radio (spec §7).
      sql`${archiveItems.date} + ${archiveItems.duration} * interval '1 second' <= now() and ${archiveItems.broadcast} is not null and ${archiveItems.type} = 'tv'`,
    )
    .orderBy(desc(archiveItems.date))
    .limit(1);
  if (!row?.broadcast) throw new Error('no published demo recording');
  id = row.id;
  broadcast = row.broadcast;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const listed = async () => {
  const res = await get(`/uz/api/efir/archive.json?count=100`);
  return (res.json() as { data: { _id: string }[] }).data.map((i) => i._id);
};

async function setWindow(from: Date | null, until: Date | null) {
  await t.database.db
    .update(archiveItems)
    .set({ availableFrom: from, availableUntil: until })
    .where(eq(archiveItems.id, id));
  // Lists are keyed by the minute: a new minute's key, or the tags, read them again.
  await t.cache.invalidate(['archive', 'broadcast', 'feeds']);
}

describe('availability windows', () => {
  it('lists a recording within its window only; its own page still answers', async () => {
    expect(await listed()).toContain(id);
    const sitemap = async () => (await get('/sitemap.xml')).body;
    expect(await sitemap()).toContain(`/archive/${id}/`);

    const ended = new Date(Date.now() - 60_000);
    await setWindow(null, ended);
    expect(await listed()).not.toContain(id);
    expect(await sitemap()).not.toContain(`/archive/${id}/`);
    // Its page still answers, with the window, so it can say until when it was available.
    const page = await get(`/uz/api/efir/archive/${id}.json`);
    expect(page.statusCode).toBe(200);
    expect((page.json() as { data: { available_until?: string } }).data.available_until).toBe(
      ended.toISOString(),
    );

    await setWindow(new Date(Date.now() + 86_400_000), null);
    expect(await listed()).not.toContain(id);

    await setWindow(new Date(Date.now() - 86_400_000), new Date(Date.now() + 86_400_000));
    expect(await listed()).toContain(id);
    expect(broadcast).not.toBe('');
  });

  it('gives a recording its programme’s age rating unless it has its own', async () => {
    const rating = async () =>
      ((await get(`/uz/api/efir/archive/${id}.json`)).json() as { data: { rating?: string } }).data.rating;
    const [programme] = await t.database.db.select().from(broadcasts).where(eq(broadcasts.id, broadcast));
    // The demo rates every programme (src/demo/library.ts CATEGORY_RATING).
    expect(programme?.rating).toMatch(/^\d+\+$/);
    expect(await rating()).toBe(programme?.rating);
    await t.database.db.update(archiveItems).set({ rating: '18+' }).where(eq(archiveItems.id, id));
    await t.cache.invalidate(['archive']);
    expect(await rating()).toBe('18+');
  });
});
