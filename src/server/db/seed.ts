import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { DEFAULT_LAYOUTS } from '../../shared/pages';
import { addDays, broadcastClock } from '../../shared/time';
import type { Db } from './client';
import { demoChannels, demoMenus, demoSchedule, demoWeather } from './demo-content';
import { LISTS } from './lists-data';
import { channels, listEntries, menus, schedules, settings, stateLayouts, weather } from './schema';

export interface SeedOptions {
  product: string;
  /** Where uploads live; demo images are written under `demo/`. Null skips the files (tests). */
  uploadsDir: string | null;
  now?: Date;
}

export interface SeedReport {
  /** The demo content was written now (the database was empty). */
  demo: boolean;
  layouts: number;
  schedules: number;
}

/** Stores the default layout of every page that has none stored (admins' layouts are kept). */
export async function seedLayouts(db: Db): Promise<number> {
  const rows = await db
    .insert(stateLayouts)
    .values(
      DEFAULT_LAYOUTS.map((l) => ({
        state: l.state,
        title: l.title,
        order: l.order,
        layout: l.layout,
        isNew: l.is_new,
        regeneration: l.regeneration,
      })),
    )
    .onConflictDoNothing()
    .returning({ state: stateLayouts.state });
  return rows.length;
}

function writeDemoImages(uploadsDir: string | null, force: boolean) {
  if (!uploadsDir) return;
  const dir = join(uploadsDir, 'demo');
  mkdirSync(dir, { recursive: true });
  for (const { channel, logo } of demoChannels()) {
    const file = join(dir, `channel-${channel._id}.svg`);
    if (force || !existsSync(file)) writeFileSync(file, logo);
  }
}

/**
 * Keeps the demo current: schedules for yesterday, today and tomorrow (Tashkent dates) and the
 * weather of the current hour. Existing schedules are never overwritten.
 */
export async function refreshDemo(db: Db, now: Date = new Date()): Promise<number> {
  const today = broadcastClock(now).date;
  const dates = [addDays(today, -1), today, addDays(today, 1)];
  const ids = (await db.select({ id: channels.id }).from(channels)).map((c) => c.id);
  const rows = ids.flatMap((channel) =>
    dates.map((date) => ({ channel, date, items: demoSchedule(channel, date) })),
  );
  const inserted = rows.length
    ? await db.insert(schedules).values(rows).onConflictDoNothing().returning({ channel: schedules.channel })
    : [];
  for (const [i, w] of demoWeather(now).entries()) {
    const row = {
      order: (i + 1) * 10,
      city: w.city,
      title: w.title,
      temperature: w.temperature,
      condition: w.condition,
      observedAt: new Date(w.observed_at),
    };
    await db.insert(weather).values(row).onConflictDoUpdate({ target: weather.city, set: row });
  }
  return inserted.length;
}

/** Stores the missing entries of the reference lists (nation, sex, status, type). */
export async function seedLists(db: Db): Promise<void> {
  const rows = Object.entries(LISTS).flatMap(([attr, entries]) =>
    entries.map((entry, i) => ({ attr, id: entry.id, title: entry.title, order: (i + 1) * 10 })),
  );
  await db.insert(listEntries).values(rows).onConflictDoNothing();
}

/** Seeds an empty database with the demo content; always stores missing default layouts and lists. */
export async function seed(db: Db, opts: SeedOptions): Promise<SeedReport> {
  const now = opts.now ?? new Date();
  await seedLists(db);
  const layouts = await seedLayouts(db);
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(channels);
  const demoRow = await db.select().from(settings).where(sql`${settings.key} = 'demo'`);
  const empty = count === 0;
  if (empty) {
    const list = demoChannels();
    await db.insert(channels).values(
      list.map(({ channel: c }) => ({
        id: c._id,
        type: c.type,
        title: c.title,
        photo: c.photo,
        about: c.about,
        isHidden: c.is_hidden,
        order: c.order,
        regional: c.regional,
      })),
    );
    await db
      .insert(menus)
      .values(demoMenus(opts.product).map((m) => ({ id: m._id, title: m.title, items: m.items })))
      .onConflictDoNothing();
    await db
      .insert(settings)
      .values({ key: 'demo', value: { seededAt: now.toISOString() } })
      .onConflictDoNothing();
  }
  const isDemo = empty || demoRow.length > 0;
  if (!isDemo) return { demo: false, layouts, schedules: 0 };
  writeDemoImages(opts.uploadsDir, empty);
  const added = await refreshDemo(db, now);
  return { demo: empty, layouts, schedules: added };
}
