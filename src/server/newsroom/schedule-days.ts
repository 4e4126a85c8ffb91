import { createHash } from 'node:crypto';
import { AGE_RATINGS } from '@core/newsroom';
import { type DayIssue, dayIssues, type EditEntry, type EntryDraft, storedEntry } from '@core/schedule-edit';
import type { ScheduleItem } from '@core/schemas/entities';
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { broadcasts, schedules } from '../db/schema';
import { say } from '../texts';

/** A transaction of the database (or the database itself). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The tags of every read that shows schedules (schedule, on-air, feeds, captions): a write drops them. */
export const SCHEDULE_TAGS = ['schedule'] as const;

/** The version of a day: a hash of its entries as stored (an absent day is an empty one). */
export function dayEtag(items: readonly ScheduleItem[]): string {
  const hash = createHash('sha256').update(JSON.stringify(items)).digest('base64url').slice(0, 22);
  return `"sch-${hash}"`;
}

/** The stored entries of a channel's day (empty when none), locked for update inside a write. */
export async function readDay(tx: Tx | Db, channel: string, date: string, lock = false) {
  const query = tx
    .select({ items: schedules.items, updatedAt: schedules.updatedAt })
    .from(schedules)
    .where(and(eq(schedules.channel, channel), eq(schedules.date, date)));
  const [row] = lock ? await query.for('update') : await query;
  return { exists: !!row, items: row?.items ?? [], updatedAt: row?.updatedAt ?? null };
}

/**
 * Stores a day's entries. `existed` says whether the day was read as stored: when it was not,
 * a day written meanwhile by another request is not overwritten (false: the caller answers 409).
 */
export async function writeDay(
  tx: Tx,
  channel: string,
  date: string,
  items: readonly EditEntry[],
  existed: boolean,
): Promise<boolean> {
  const values = { items: items as ScheduleItem[], updatedAt: new Date() };
  if (existed) {
    await tx
      .update(schedules)
      .set(values)
      .where(and(eq(schedules.channel, channel), eq(schedules.date, date)));
    return true;
  }
  const stored = await tx
    .insert(schedules)
    .values({ channel, date, ...values })
    .onConflictDoNothing()
    .returning({ channel: schedules.channel });
  return stored.length > 0;
}

/** Which of the ids are broadcasts (hidden ones too: the newsroom links what it has). */
export async function knownBroadcasts(tx: Tx | Db, ids: readonly (string | null | undefined)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map<string, string | null>();
  const rows = await tx
    .select({ id: broadcasts.id, rating: broadcasts.rating })
    .from(broadcasts)
    .where(inArray(broadcasts.id, wanted));
  // Each existing broadcast with its age rating (what an entry without its own shows).
  return new Map(rows.map((r) => [r.id, r.rating]));
}

/** An issue of a day in the request's language. */
export function issueText(request: FastifyRequest, issue: DayIssue): string {
  switch (issue.code) {
    case 'time':
      return say(request, 'schedule.issue.time', { n: issue.index + 1, time: issue.time });
    case 'title':
      return say(request, 'schedule.issue.title', { time: issue.time });
    case 'rating':
      return say(request, 'schedule.issue.rating', {
        time: issue.time,
        rating: issue.rating,
        ratings: AGE_RATINGS.join(', '),
      });
    case 'duplicate':
      return say(request, 'schedule.issue.duplicate', { time: issue.time });
    case 'unsorted':
      return say(request, 'schedule.issue.unsorted', { time: issue.time, before: issue.before });
    case 'overlap':
      return say(request, 'schedule.issue.overlap', {
        time: issue.time,
        title: issue.title,
        next: issue.next,
        nextTitle: issue.nextTitle,
      });
    case 'broadcast':
      return say(request, 'schedule.issue.broadcast', { time: issue.time, broadcast: issue.broadcast });
  }
}

/** A day's entries as stored, and its issues against the database's broadcasts. */
export async function checkDay(tx: Tx | Db, items: readonly EntryDraft[]) {
  const clean = items.map(storedEntry);
  const known = await knownBroadcasts(
    tx,
    clean.map((e) => e.broadcast),
  );
  return { items: clean, issues: dayIssues(clean, (id) => known.has(id)) };
}
