import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LAYOUTS } from '@core/pages';
import { addDays, broadcastClock } from '@core/time';
import { demoChannels, demoMenus, demoSchedule, demoWeather } from '@demo/content';
import {
  type ArchiveRow,
  DEMO_DAYS_AHEAD,
  DEMO_SCHEDULE_DAYS_AHEAD,
  demoAnons,
  demoArchive,
  demoLibrary,
  demoPictureFiles,
  demoScheduleDates,
} from '@demo/library';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { reindexAll } from '../search/index';
import type { Db } from './client';
import { LISTS } from './lists-data';
import {
  anonsSlides,
  archiveItems,
  broadcasts,
  categories,
  channels,
  comments,
  listEntries,
  menus,
  news,
  people,
  polls,
  schedules,
  settings,
  stateLayouts,
  weather,
} from './schema';

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
  for (const picture of demoPictureFiles()) {
    const file = join(dir, picture.file);
    if (force || !existsSync(file)) writeFileSync(file, picture.svg);
  }
}

/**
 * Stores the demo library (categories, broadcasts, anchors and persons, news, announcements,
 * polls, comments) in a demo database that has no broadcasts yet: a fresh one, or one seeded
 * before the content existed. Once there, it is the admins' to change: never written again.
 */
export async function seedDemoLibrary(db: Db, now: Date): Promise<boolean> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(broadcasts);
  if (count > 0) return false;
  const library = demoLibrary(now);
  await db.insert(categories).values(library.categories).onConflictDoNothing();
  await db.insert(broadcasts).values(library.broadcasts).onConflictDoNothing();
  await db.insert(people).values(library.people).onConflictDoNothing();
  await db.insert(news).values(library.news).onConflictDoNothing();
  await db.insert(anonsSlides).values(library.anons).onConflictDoNothing();
  await db.insert(polls).values(library.polls).onConflictDoNothing();
  await db.insert(comments).values(library.comments).onConflictDoNothing();
  return true;
}

/**
 * The recordings of the stored schedules of `dates` (demo-library.ts `demoArchive`): what aired is
 * what the schedule says, so an admin's edit of a day is recorded as edited. Only days with no
 * archive item yet are recorded (an item an admin deleted stays deleted); entries of broadcasts
 * that are not stored are skipped. Ids are deterministic (`{channel}-{date}-{HHmm}`).
 */
async function refreshArchive(db: Db, dates: string[]): Promise<number> {
  const recorded = await db
    .selectDistinct({ channel: archiveItems.airedChannel, date: archiveItems.airedDate })
    .from(archiveItems)
    .where(inArray(archiveItems.airedDate, dates));
  const done = new Set(recorded.map((r) => `${r.channel}/${r.date}`));
  const days = (
    await db
      .select({
        channel: schedules.channel,
        date: schedules.date,
        items: schedules.items,
        type: channels.type,
      })
      .from(schedules)
      .innerJoin(channels, eq(channels.id, schedules.channel))
      .where(inArray(schedules.date, dates))
  ).filter((day) => !done.has(`${day.channel}/${day.date}`));
  if (days.length === 0) return 0;
  const known = new Set((await db.select({ id: broadcasts.id }).from(broadcasts)).map((b) => b.id));
  const rows: ArchiveRow[] = days
    .flatMap((day) => demoArchive({ id: day.channel, type: day.type }, day.date, day.items))
    .filter((row) => row.broadcast && known.has(row.broadcast));
  let added = 0;
  // A few hundred rows a day: inserted in batches well under PostgreSQL's parameter limit.
  for (let i = 0; i < rows.length; i += 500) {
    const batch = rows.slice(i, i + 500);
    const inserted = await db
      .insert(archiveItems)
      .values(batch)
      .onConflictDoNothing()
      .returning({ id: archiveItems.id });
    added += inserted.length;
  }
  return added;
}

/**
 * Keeps the demo current: schedules for a week back to a week ahead (Tashkent dates, the
 * schedule's day bar; so yesterday, today and tomorrow among them), the archive items recording
 * the entries of yesterday to the day after tomorrow (each listed by the API once its entry has
 * ended: catch-up needs no job) and the weather of the current hour. Existing schedules and archive items are
 * never overwritten; the demo's announcement slides move with the calendar. Answers how many
 * schedules were added (new days bring new archive items) and how many slides moved.
 */
export async function refreshDemo(
  db: Db,
  now: Date = new Date(),
  /** `weather: false`: the weather is the weather provider's (src/server/weather/), not written here. */
  opts: { weather?: boolean } = {},
): Promise<DemoRefresh> {
  const today = broadcastClock(now).date;
  // One day past the last too: just after midnight, the day bar's last day must have its schedule
  // before the next hourly refresh comes.
  const scheduleDates = [...demoScheduleDates(today), addDays(today, DEMO_SCHEDULE_DAYS_AHEAD + 1)];
  // Recordings only of yesterday to the day after tomorrow: the archive's size stays the same.
  const dates = Array.from({ length: DEMO_DAYS_AHEAD + 2 }, (_, i) => addDays(today, i - 1));
  const ids = (await db.select({ id: channels.id }).from(channels)).map((c) => c.id);
  const rows = ids.flatMap((channel) =>
    scheduleDates.map((date) => ({ channel, date, items: demoSchedule(channel, date) })),
  );
  const inserted = rows.length
    ? await db.insert(schedules).values(rows).onConflictDoNothing().returning({ channel: schedules.channel })
    : [];
  await refreshArchive(db, dates);
  for (const [i, w] of (opts.weather === false ? [] : demoWeather(now)).entries()) {
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
  const anons = await redateDemoAnons(db, now);
  // The search index follows the demo (new recordings, moved announcements; decision 037).
  await reindexAll(db);
  return { schedules: inserted.length, anons };
}

/** The demo's weather of the hour of `now`, as rows of the `weather` table (the demo weather provider's). */
export function demoWeatherRows(now: Date) {
  return demoWeather(now).map((w, i) => ({
    order: (i + 1) * 10,
    city: w.city,
    title: w.title,
    temperature: w.temperature,
    condition: w.condition,
    observedAt: new Date(w.observed_at),
  }));
}

/** What a demo refresh changed: schedule days added, announcement slides moved to the calendar. */
export interface DemoRefresh {
  schedules: number;
  anons: number;
}

/**
 * The demo announcements stay upcoming: each demo slide is dated at the next airing of its
 * programme in the stored schedules of the coming days (demo-library.ts `demoAnons`, issue 24), so
 * a demo that runs for weeks never announces the past nor a slot where something else airs. Only
 * the demo's own slides move; slides added by editors are theirs.
 */
async function redateDemoAnons(db: Db, now: Date): Promise<number> {
  const today = broadcastClock(now).date;
  const dates = Array.from({ length: DEMO_DAYS_AHEAD + 1 }, (_, day) => addDays(today, day));
  const stored = await db
    .select({ channel: schedules.channel, date: schedules.date, items: schedules.items })
    .from(schedules)
    .where(inArray(schedules.date, dates));
  const days = new Map(stored.map((row) => [`${row.channel}/${row.date}`, row.items]));
  let moved = 0;
  for (const slide of demoAnons(now, (channel, date) => days.get(`${channel}/${date}`) ?? [])) {
    const changed = await db
      .update(anonsSlides)
      .set({ datetime: slide.datetime, channel: slide.channel })
      .where(
        and(
          eq(anonsSlides.id, slide.id),
          or(
            ne(anonsSlides.datetime, slide.datetime),
            sql`${anonsSlides.channel} is distinct from ${slide.channel ?? null}`,
          ),
        ),
      )
      .returning({ id: anonsSlides.id });
    moved += changed.length;
  }
  return moved;
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
      list.map((c) => ({
        id: c._id,
        type: c.type,
        title: c.title,
        photo: c.photo,
        color: c.color ?? null,
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
  await seedDemoLibrary(db, now);
  const refreshed = await refreshDemo(db, now);
  return { demo: empty, layouts, schedules: refreshed.schedules };
}
