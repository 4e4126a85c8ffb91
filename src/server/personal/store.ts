import { EMPTY_MINE, isFinished, MINE_LIMIT } from '@core/personal';
import {
  type MineData,
  type MineEntry,
  type MineHistory,
  type MineProgress,
  mergeMine,
} from '@core/schemas/personal';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { personalHistory, personalList, personalProgress, personalSettings } from '../db/schema-personal';

type Db = Database['db'];
const iso = (d: Date) => d.toISOString();
/** A device's time, never later than now (a clock running fast would win every merge). */
const clamp = (at: string) => new Date(Math.min(Date.parse(at), Date.now()));

/** Everything "My Efir" holds for an account, newest first. */
export async function readMine(db: Db, userId: string): Promise<MineData> {
  const [list, progress, history, [settings]] = await Promise.all([
    db
      .select()
      .from(personalList)
      .where(eq(personalList.userId, userId))
      .orderBy(desc(personalList.addedAt))
      .limit(MINE_LIMIT),
    db
      .select()
      .from(personalProgress)
      .where(eq(personalProgress.userId, userId))
      .orderBy(desc(personalProgress.updatedAt))
      .limit(MINE_LIMIT),
    db
      .select()
      .from(personalHistory)
      .where(eq(personalHistory.userId, userId))
      .orderBy(desc(personalHistory.watchedAt))
      .limit(MINE_LIMIT),
    db.select().from(personalSettings).where(eq(personalSettings.userId, userId)),
  ]);
  return {
    list: list.map((r) => ({
      kind: r.kind,
      id: r.itemId,
      title: r.title,
      picture: r.picture,
      at: iso(r.addedAt),
    })),
    progress: progress.map((r) => ({
      id: r.itemId,
      title: r.title,
      picture: r.picture,
      position: r.position,
      duration: r.duration,
      finished: r.finished,
      hidden: r.hidden,
      at: iso(r.updatedAt),
    })),
    history: history.map((r) => ({ kind: r.kind, id: r.itemId, title: r.title, at: iso(r.watchedAt) })),
    historyConsent: settings?.historyConsent ?? null,
    historyPaused: settings?.historyPaused ?? false,
  };
}

export async function addToList(db: Db, userId: string, entry: MineEntry) {
  await db
    .insert(personalList)
    .values({
      userId,
      kind: entry.kind,
      itemId: entry.id,
      title: entry.title,
      picture: entry.picture,
      addedAt: clamp(entry.at),
    })
    .onConflictDoUpdate({
      target: [personalList.userId, personalList.kind, personalList.itemId],
      set: { title: entry.title, picture: entry.picture },
    });
}

/**
 * Saves a position; the newer one wins (a late beacon from another device never moves a newer
 * position back). Finished at 95 %; a new position brings a hidden entry back to the row.
 */
export async function saveProgress(db: Db, userId: string, p: MineProgress) {
  const finished = p.finished || isFinished(p.position, p.duration);
  const at = clamp(p.at);
  const fields = {
    title: p.title,
    picture: p.picture,
    position: p.position,
    duration: p.duration,
    finished,
    hidden: p.hidden,
    updatedAt: at,
  };
  await db
    .insert(personalProgress)
    .values({ userId, itemId: p.id, ...fields })
    .onConflictDoUpdate({
      target: [personalProgress.userId, personalProgress.itemId],
      set: fields,
      setWhere: sql`${personalProgress.updatedAt} <= ${iso(at)}`,
    });
}

export async function recordHistory(db: Db, userId: string, h: MineHistory) {
  await db
    .insert(personalHistory)
    .values({ userId, kind: h.kind, itemId: h.id, title: h.title, watchedAt: clamp(h.at) })
    .onConflictDoUpdate({
      target: [personalHistory.userId, personalHistory.kind, personalHistory.itemId],
      set: {
        title: h.title,
        watchedAt: sql`greatest(${personalHistory.watchedAt}, excluded.watched_at)`,
        times: sql`${personalHistory.times} + 1`,
      },
    });
}

export async function saveSettings(
  db: Db,
  userId: string,
  settings: { historyConsent?: boolean | null; historyPaused?: boolean },
) {
  const set = { ...settings, updatedAt: new Date() };
  await db
    .insert(personalSettings)
    .values({ userId, historyConsent: null, historyPaused: false, ...set })
    .onConflictDoUpdate({ target: personalSettings.userId, set });
}

/** Whether history may be recorded for the account now (consent given, not paused). */
export async function historyOpen(db: Db, userId: string): Promise<boolean> {
  const [s] = await db.select().from(personalSettings).where(eq(personalSettings.userId, userId));
  return s?.historyConsent === true && !s.historyPaused;
}

/**
 * The device's "My Efir" merged into the account's: one entry per item, the newest position wins;
 * history from the device is kept only when the account's history is open (consent, not paused).
 */
export async function mergeIntoAccount(db: Db, userId: string, device: MineData): Promise<MineData> {
  const account = await readMine(db, userId);
  const merged = mergeMine(account, device);
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const entry of device.list) await addToList(t, userId, entry);
    for (const p of device.progress) await saveProgress(t, userId, p);
    const consent = account.historyConsent ?? device.historyConsent;
    if (account.historyConsent === null && device.historyConsent !== null)
      await saveSettings(t, userId, { historyConsent: device.historyConsent });
    if (device.historyPaused && !account.historyPaused)
      await saveSettings(t, userId, { historyPaused: true });
    if (consent === true && !merged.historyPaused)
      for (const h of device.history) {
        const seen = account.history.find((a) => a.kind === h.kind && a.id === h.id);
        if (!seen || Date.parse(h.at) > Date.parse(seen.at)) await recordHistory(t, userId, h);
      }
  });
  return readMine(db, userId);
}

export async function removeFromList(db: Db, userId: string, kind: MineEntry['kind'], id: string) {
  return db
    .delete(personalList)
    .where(and(eq(personalList.userId, userId), eq(personalList.kind, kind), eq(personalList.itemId, id)))
    .returning({ id: personalList.itemId });
}

export { EMPTY_MINE };
