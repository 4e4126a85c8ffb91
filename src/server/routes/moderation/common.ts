import { ErrorSchema } from '@core/schemas/common';
import type { ContentDb } from '@core/schemas/content';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntry,
  type HeldContext,
  MODERATOR_ROLES,
} from '@core/schemas/moderation';
import { eq } from 'drizzle-orm';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import Type from 'typebox';
import { signedIn } from '../../auth/access';
import type { AppContext } from '../../context';
import { chatMessages, comments, type moderationAudit, users } from '../../db/schema';
import { TAGS } from '../engagement/common';

/** Reports a visitor may file, and moderation writes a moderator may make, per window. */
export const MODERATION_LIMITS = {
  reportsPerUser: { max: 20, windowMs: 10 * 60_000 },
  actionsPerModerator: { max: 120, windowMs: 60_000 },
};

/** How much of each list the overview shows (of the audit log its first page; the screen pages it with audit.json). */
export const SHOWN = { reports: 200, held: 200, audit: AUDIT_PAGE_SIZE };

export const MODERATE = { roles: MODERATOR_ROLES };
export const Message = Type.Object({ message: Type.String() });
export const refusals = { 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema };
export const Id = Type.String({ minLength: 1, maxLength: 64 });

/** What the moderation routes share: the database, the chat and cache, the rate limits. */
export interface ModerationDeps {
  ctx: AppContext;
  reportLimit: preHandlerAsyncHookHandler;
  actionLimit: preHandlerAsyncHookHandler;
}

/** The signed-in caller as the audit log names them. */
export const actor = (request: FastifyRequest) => {
  const { user } = signedIn(request);
  return { id: user.id, name: user.displayName || user.username };
};

/** What a chat message or a comment is, for a report: where, what, whose; null when gone. */
export async function target(ctx: AppContext, kind: 'chat' | 'comment', id: string) {
  const { db } = ctx.database;
  if (kind === 'chat') {
    const [row] = await db
      .select({ message: chatMessages, name: users.displayName })
      .from(chatMessages)
      .innerJoin(users, eq(users.id, chatMessages.userId))
      .where(eq(chatMessages.id, id));
    return row
      ? {
          context: { room: row.message.room } as HeldContext,
          excerpt: row.message.text,
          authorId: row.message.userId as string | null,
          authorName: row.name,
        }
      : null;
  }
  const [row] = await db.select().from(comments).where(eq(comments.id, id));
  return row
    ? {
        context: { db: row.db, item: row.item } as HeldContext,
        excerpt: row.content,
        authorId: row.userId,
        authorName: row.username,
      }
    : null;
}

/** Deletes a chat message or a comment where it lives; whether there was one. */
export async function removeTarget(ctx: AppContext, kind: 'chat' | 'comment', id: string): Promise<boolean> {
  const { db } = ctx.database;
  if (kind === 'chat') {
    const [row] = await db.delete(chatMessages).where(eq(chatMessages.id, id)).returning();
    if (row) ctx.chat.deleted(row.id, row.room);
    return Boolean(row);
  }
  const [row] = await db.delete(comments).where(eq(comments.id, id)).returning();
  if (row) await ctx.cache.invalidate([TAGS.comment(row.db as ContentDb, row.item)]);
  return Boolean(row);
}

/** One line of the audit log as the API sends it. */
export const toAuditEntry = (row: typeof moderationAudit.$inferSelect): AuditEntry => ({
  _id: row.id,
  actor: row.actorName,
  action: row.action as AuditEntry['action'],
  kind: (row.kind as AuditEntry['kind']) ?? null,
  targetId: row.targetId,
  subject: row.subjectName,
  reason: row.reason,
  detail: row.detail,
  createdAt: row.createdAt.toISOString(),
});
