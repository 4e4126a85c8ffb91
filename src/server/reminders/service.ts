import { createHash, randomUUID } from 'node:crypto';
import { type I18nText, type Lang, pickText } from '@core/lang';
import { timeline } from '@core/onair';
import { href } from '@core/routes';
import { addDays, broadcastClock, formatHHmm } from '@core/time';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { broadcasts, channels, schedules } from '../db/schema';
import { pushSubscriptions, reminders } from '../db/schema-reminders';
import { tashkentAt } from '../feeds/xmltv';
import { cancelJob, type JobHandler, scheduleJob, type Tx } from '../jobs/runner';
import { pageUrl } from '../ssr/seo';
import { text } from '../texts';
import type { PushSender, PushTarget } from './push';

export type ReminderRow = typeof reminders.$inferSelect;

/** Who owns reminders: an account, or (signed out) a device by its key's hash. */
export type Owner = { userId: string } | { deviceHash: string };

/** The job kind that sends a reminder's push; its key is `reminder:{id}`. */
export const REMINDER_JOB = 'reminder';
/** How far ahead a broadcast's reminders look (the broadcast calendar's span). */
export const BROADCAST_DAYS_AHEAD = 14;
/** At most this many reminders are set at once for a broadcast's coming entries. */
export const BROADCAST_MAX_REMINDERS = 20;

/** The hash stored for a device key (the key itself never is). */
export const deviceHashOf = (key: string) => createHash('sha256').update(key).digest('hex');

const ownerIs = (owner: Owner) =>
  'userId' in owner
    ? eq(reminders.userId, owner.userId)
    : and(isNull(reminders.userId), eq(reminders.deviceHash, owner.deviceHash));

export class ReminderError extends Error {
  constructor(
    readonly reason: 'entryMissing' | 'started' | 'nothingAhead',
    message: string,
  ) {
    super(message);
  }
}

/** One entry of the schedule to remind of, found by channel, Tashkent date and start. */
interface EntryFound {
  channel: string;
  date: string;
  time: string;
  startAt: Date;
  endAt: Date;
  broadcast: string | null;
  title: I18nText;
  channelTitle: I18nText;
}

/**
 * Reminders (issue 28, decision 043): set on a schedule entry or on a broadcast's coming entries,
 * listed and cancelled by their owner, moved from a device to the account on sign-in, and sent as
 * Web Push by a `reminder` job due at the entry's start.
 */
export class Reminders {
  constructor(
    private readonly db: Db,
    private readonly clock: () => number = Date.now,
  ) {}

  /** The owner's reminders still to come or on air, soonest first. */
  async list(owner: Owner): Promise<ReminderRow[]> {
    const now = new Date(this.clock());
    return this.db
      .select()
      .from(reminders)
      .where(and(ownerIs(owner), gte(reminders.endAt, now)))
      .orderBy(asc(reminders.startAt), asc(reminders.channel));
  }

  /** Sets a reminder of one entry (the existing one when the owner has it already). */
  async remindEntry(owner: Owner, at: { channel: string; date: string; time: string }, lang: Lang) {
    const entry = await this.findEntry(at.channel, at.date, at.time);
    if (!entry)
      throw new ReminderError('entryMissing', `No entry at ${at.time} on ${at.date} of "${at.channel}"`);
    if (entry.startAt.getTime() <= this.clock()) throw new ReminderError('started', 'The entry has started');
    return this.db.transaction(async (tx) => {
      const [row] = await this.insert(tx, owner, [entry], lang);
      return row as ReminderRow;
    });
  }

  /** Sets reminders of a broadcast's next entries (up to BROADCAST_MAX_REMINDERS, two weeks ahead). */
  async remindBroadcast(owner: Owner, id: string, lang: Lang): Promise<ReminderRow[]> {
    const entries = await this.broadcastEntries(id);
    if (entries.length === 0)
      throw new ReminderError('nothingAhead', `Broadcast "${id}" has no coming entries`);
    return this.db.transaction((tx) => this.insert(tx, owner, entries, lang));
  }

  /** Inserts reminders not set yet and schedules their jobs; returns every asked one. */
  private async insert(tx: Tx, owner: Owner, entries: EntryFound[], lang: Lang): Promise<ReminderRow[]> {
    const out: ReminderRow[] = [];
    for (const e of entries) {
      const [made] = await tx
        .insert(reminders)
        .values({
          id: randomUUID(),
          ...('userId' in owner ? { userId: owner.userId } : { deviceHash: owner.deviceHash }),
          ...e,
          lang,
        })
        .onConflictDoNothing()
        .returning();
      if (made) {
        await scheduleJob(tx, { kind: REMINDER_JOB, key: `reminder:${made.id}`, runAt: made.startAt });
        out.push(made);
        continue;
      }
      const [existing] = await tx
        .select()
        .from(reminders)
        .where(and(ownerIs(owner), eq(reminders.channel, e.channel), eq(reminders.startAt, e.startAt)));
      if (existing) out.push(existing);
    }
    return out;
  }

  /** Cancels the owner's reminder; false when the owner has none of that id. */
  async cancel(owner: Owner, id: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const gone = await tx
        .delete(reminders)
        .where(and(eq(reminders.id, id), ownerIs(owner)))
        .returning({ id: reminders.id });
      if (gone.length === 0) return false;
      await cancelJob(tx, `reminder:${id}`);
      return true;
    });
  }

  /**
   * Moves a device's reminders and push subscriptions to the account (on sign-in): a reminder
   * the account has already (same channel and start) is dropped with its job. Returns how many moved.
   */
  async mergeDevice(deviceHash: string, userId: string): Promise<number> {
    return this.db.transaction(async (tx) => {
      const dropped = await tx
        .delete(reminders)
        .where(
          and(
            isNull(reminders.userId),
            eq(reminders.deviceHash, deviceHash),
            sql`exists (select 1 from ${reminders} as mine where mine.user_id = ${userId} and mine.channel = ${reminders.channel} and mine.start_at = ${reminders.startAt})`,
          ),
        )
        .returning({ id: reminders.id });
      for (const { id } of dropped) await cancelJob(tx, `reminder:${id}`);
      const moved = await tx
        .update(reminders)
        .set({ userId, deviceHash: null })
        .where(and(isNull(reminders.userId), eq(reminders.deviceHash, deviceHash)))
        .returning({ id: reminders.id });
      await tx.update(pushSubscriptions).set({ userId }).where(eq(pushSubscriptions.deviceHash, deviceHash));
      return moved.length;
    });
  }

  /** Stores (or moves to this device and account) a browser's push subscription. */
  async subscribe(sub: PushTarget, deviceHash: string, userId: string | null): Promise<void> {
    const values = { ...sub, deviceHash, userId };
    await this.db
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
  }

  /** Drops a subscription of this device; false when it has none at that endpoint. */
  async unsubscribe(endpoint: string, deviceHash: string): Promise<boolean> {
    const gone = await this.db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.deviceHash, deviceHash)))
      .returning({ id: pushSubscriptions.id });
    return gone.length > 0;
  }

  /** The schedule entry at `time` of a channel's Tashkent `date`, if the channel is visible. */
  async findEntry(channel: string, date: string, time: string): Promise<EntryFound | null> {
    const [row] = await this.db
      .select({ items: schedules.items, title: channels.title })
      .from(schedules)
      .innerJoin(channels, eq(channels.id, schedules.channel))
      .where(and(eq(schedules.channel, channel), eq(schedules.date, date), eq(channels.isHidden, false)));
    const span = row && timeline(row.items).find((t) => t.entry.time === time);
    if (!row || !span) return null;
    const broadcast = span.entry.broadcast ? await this.broadcastTitle(span.entry.broadcast) : null;
    return entryOf(channel, row.title, date, span, broadcast);
  }

  private async broadcastTitle(id: string): Promise<{ id: string; title: I18nText } | null> {
    const [row] = await this.db
      .select({ id: broadcasts.id, title: broadcasts.title })
      .from(broadcasts)
      .where(and(eq(broadcasts.id, id), eq(broadcasts.isHidden, false)));
    return row ?? null;
  }

  /** A visible broadcast's entries still to start, soonest first. */
  async broadcastEntries(id: string): Promise<EntryFound[]> {
    const broadcast = await this.broadcastTitle(id);
    if (!broadcast) return [];
    const now = this.clock();
    const today = broadcastClock(now).date;
    const rows = await this.db
      .select({
        channel: schedules.channel,
        date: schedules.date,
        items: schedules.items,
        title: channels.title,
      })
      .from(schedules)
      .innerJoin(channels, eq(channels.id, schedules.channel))
      .where(
        and(
          eq(channels.isHidden, false),
          gte(schedules.date, today),
          lte(schedules.date, addDays(today, BROADCAST_DAYS_AHEAD)),
        ),
      );
    const out: EntryFound[] = [];
    for (const row of rows)
      for (const span of timeline(row.items))
        if (span.entry.broadcast === id) {
          const e = entryOf(row.channel, row.title, row.date, span, broadcast);
          if (e.startAt.getTime() > now) out.push(e);
        }
    out.sort((a, b) => a.startAt.getTime() - b.startAt.getTime() || a.channel.localeCompare(b.channel));
    return out.slice(0, BROADCAST_MAX_REMINDERS);
  }

  /** The job handlers (merged into the JobRunner's in main.ts). */
  jobHandlers(push: PushSender, log: PushLog, publicUrl: string): Record<string, JobHandler> {
    return {
      [REMINDER_JOB]: (tx, job) => sendReminder(tx, job.key.slice('reminder:'.length), push, log, publicUrl),
    };
  }
}

export interface PushLog {
  warn(obj: object, msg: string): void;
}

function entryOf(
  channel: string,
  channelTitle: I18nText,
  date: string,
  span: { entry: { time: string; title?: unknown; duration?: number | null }; start: number; finish: number },
  broadcast: { id: string; title: I18nText } | null,
): EntryFound {
  const { entry, start, finish } = span;
  const end = entry.duration ? Math.min(start + entry.duration, finish) : finish;
  const own = (entry.title ?? {}) as I18nText;
  return {
    channel,
    date,
    time: formatHHmm(start),
    startAt: tashkentAt(date, start),
    endAt: tashkentAt(date, Math.max(end, start + 1)),
    broadcast: broadcast?.id ?? null,
    title: Object.values(own).some((v) => v) ? own : (broadcast?.title ?? own),
    channelTitle,
  };
}

/** The page a reminder's notification opens: its broadcast's, else its channel's schedule. */
export function reminderPath(row: Pick<ReminderRow, 'broadcast' | 'channel'>): string {
  return row.broadcast
    ? href('app.broadcast.view', { id: row.broadcast })
    : href('app.schedule.view', { id: row.channel });
}

/**
 * The `reminder` job: pushes the reminder to every subscription of its owner (the account's, or
 * the device's) and marks it sent; a subscription the push service no longer knows is deleted.
 * A failure of one subscription is logged, not retried: a reminder late is worth little, and a
 * retry would notify the others twice.
 */
async function sendReminder(tx: Tx, id: string, push: PushSender, log: PushLog, publicUrl: string) {
  const [row] = await tx.select().from(reminders).where(eq(reminders.id, id));
  if (!row || row.sentAt) return [];
  const subs = await tx
    .select()
    .from(pushSubscriptions)
    .where(
      row.userId
        ? eq(pushSubscriptions.userId, row.userId)
        : eq(pushSubscriptions.deviceHash, row.deviceHash ?? ''),
    );
  const lang = row.lang;
  const path = reminderPath(row);
  const message = {
    title: pickText(row.title, lang) || row.channel,
    body: text(lang, 'reminders.body', {
      channel: pickText(row.channelTitle, lang) || row.channel,
      time: row.time,
    }),
    url: pageUrl(publicUrl, path, lang),
    tag: `reminder:${row.id}`,
  };
  const gone: number[] = [];
  for (const sub of subs) {
    try {
      if ((await push.send(sub, message)) === 'gone') gone.push(sub.id);
    } catch (err) {
      log.warn({ err, reminder: row.id, endpoint: new URL(sub.endpoint).origin }, 'reminder push failed');
    }
  }
  if (gone.length) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
  await tx.update(reminders).set({ sentAt: sql`now()` }).where(eq(reminders.id, row.id));
  return [];
}

/** A user's reminders for the export of personal data (the personal-data registry plugs this in). */
export async function reminderDataOf(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(reminders)
    .where(eq(reminders.userId, userId))
    .orderBy(asc(reminders.startAt));
  const subs = await db
    .select({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return {
    reminders: rows.map((r) => ({
      channel: r.channel,
      date: r.date,
      time: r.time,
      startAt: r.startAt.toISOString(),
      broadcast: r.broadcast,
      title: r.title,
      sentAt: r.sentAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    pushSubscriptions: subs.map((s) => ({ endpoint: s.endpoint, createdAt: s.createdAt.toISOString() })),
  };
}

/** Deletes a user's reminders (with their jobs) and push subscriptions; returns how many reminders. */
export async function deleteRemindersOf(db: Db, userId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(reminders)
      .where(eq(reminders.userId, userId))
      .returning({ id: reminders.id });
    for (const { id } of gone) await cancelJob(tx, `reminder:${id}`);
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
    return gone.length;
  });
}
