import { randomUUID } from 'node:crypto';
import { dateFormat } from '@core/dates';
import type { Lang } from '@core/lang';
import type { AuditAction, HeldContext, ModerationKind } from '@core/schemas/moderation';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  moderationAudit,
  moderationBans,
  moderationHeld,
  moderationReports,
  moderationWords,
} from '../db/schema';
import { text } from '../texts';
import { compileFilter, matchFilter } from './filter';

/**
 * What the chat and the comments ask of moderation before they publish (issue 25): is the writer
 * banned, does the word filter hold the text back; and the audit log every action writes to.
 */

export type ActiveBan = typeof moderationBans.$inferSelect;

/** The writer's ban in force at `now`, or null. */
export async function activeBan(db: Db, userId: string, now = new Date()): Promise<ActiveBan | null> {
  const [ban] = await db
    .select()
    .from(moderationBans)
    .where(
      and(eq(moderationBans.userId, userId), or(isNull(moderationBans.until), gt(moderationBans.until, now))),
    );
  return ban ?? null;
}

/** The refusal a banned writer gets: until when (Tashkent time) and why. */
export function banMessage(lang: Lang, ban: ActiveBan): string {
  if (!ban.until) return text(lang, 'moderation.bannedForever', { reason: ban.reason });
  // The site's one rule for dates (src/core/dates.ts, decision 040): uz in Cyrillic, oz in Latin.
  const until = dateFormat(lang, 'dateTime')(ban.until);
  return text(lang, 'moderation.banned', { until, reason: ban.reason });
}

/** The word filter's entry `content` contains, or null (the list is read at each message). */
export async function filterMatch(db: Db, content: string): Promise<string | null> {
  const rows = await db.select({ word: moderationWords.word }).from(moderationWords);
  return matchFilter(compileFilter(rows.map((r) => r.word)), content);
}

/** Keeps a message or comment back for review; its id. */
export async function hold(
  db: Db,
  item: {
    kind: ModerationKind;
    context: HeldContext;
    text: string;
    userId: string;
    authorName: string;
    matched: string;
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(moderationHeld).values({ id, ...item });
  return id;
}

export interface AuditInput {
  actor: { id: string; name: string };
  action: AuditAction;
  kind?: ModerationKind | null;
  targetId?: string | null;
  subject?: { id: string | null; name: string } | null;
  reason?: string;
  detail?: string;
}

/** Writes one line of the audit log. */
export async function audit(db: Db, entry: AuditInput): Promise<void> {
  await db.insert(moderationAudit).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    kind: entry.kind ?? null,
    targetId: entry.targetId ?? null,
    subjectId: entry.subject?.id ?? null,
    subjectName: entry.subject?.name ?? '',
    reason: entry.reason ?? '',
    detail: entry.detail ?? '',
  });
}

/** Closes the open reports of an item a moderator deleted. */
export async function closeReports(
  db: Db,
  kind: ModerationKind,
  targetId: string,
  by: string,
): Promise<void> {
  await db
    .update(moderationReports)
    .set({ status: 'removed', resolvedAt: new Date(), resolvedBy: by })
    .where(
      and(
        eq(moderationReports.kind, kind),
        eq(moderationReports.targetId, targetId),
        eq(moderationReports.status, 'open'),
      ),
    );
}
