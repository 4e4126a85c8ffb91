import { randomUUID } from 'node:crypto';
import { ErrorSchema } from '@core/schemas/common';
import type { ContentDb } from '@core/schemas/content';
import {
  type AuditEntry,
  BAN_MS,
  BanBody,
  type Held,
  type HeldContext,
  MODERATOR_ROLES,
  ModerationOverviewSchema,
  ReasonBody,
  type Report,
  ReportBody,
  WordsBody,
} from '@core/schemas/moderation';
import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { signedIn } from '../auth/access';
import type { App, AppContext } from '../context';
import {
  chatMessages,
  comments,
  moderationAudit,
  moderationBans,
  moderationHeld,
  moderationReports,
  moderationWords,
  users,
} from '../db/schema';
import { HttpError, jsonId, notFound } from '../http';
import { accountLimit } from '../limits';
import { toApi } from '../live/chat';
import { tidyWords } from '../moderation/filter';
import { audit, closeReports } from '../moderation/service';
import { say } from '../texts';
import { TAGS } from './engagement/common';

/** Reports a visitor may file, and moderation writes a moderator may make, per window. */
export const MODERATION_LIMITS = {
  reportsPerUser: { max: 20, windowMs: 10 * 60_000 },
  actionsPerModerator: { max: 120, windowMs: 60_000 },
};

/** How much of each list the screen shows. */
const SHOWN = { reports: 200, held: 200, audit: 100 };

const MODERATE = { roles: MODERATOR_ROLES };
const Message = Type.Object({ message: Type.String() });
const refusals = { 400: ErrorSchema, 404: ErrorSchema, 429: ErrorSchema };
const Id = Type.String({ minLength: 1, maxLength: 64 });

/**
 * Moderation of the chat and the comments (issue 25). Signed-in users report a message or a
 * comment (`POST /moderation/report.json`); moderators (`canModerate`: admins, and editors once
 * issue 26 adds them) read everything to act on (`GET /moderation.json`), remove a reported item
 * or dismiss its report, approve or reject what the word filter held back, ban a user from the
 * chat and the comments for a time and lift a ban, and edit the word filter. Access is checked
 * before the input (auth/access.ts); every action is written to the audit log.
 */
export async function moderationRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;
  const reportLimit = accountLimit(
    app,
    ctx.config,
    'report-user',
    MODERATION_LIMITS.reportsPerUser,
    (request) => signedIn(request).user.id,
  );
  const actionLimit = accountLimit(
    app,
    ctx.config,
    'moderation',
    MODERATION_LIMITS.actionsPerModerator,
    (request) => signedIn(request).user.id,
  );
  const actor = (request: FastifyRequest) => {
    const { user } = signedIn(request);
    return { id: user.id, name: user.displayName || user.username };
  };

  /** What a chat message or a comment is, for a report: where, what, whose; null when gone. */
  async function target(kind: 'chat' | 'comment', id: string) {
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
  async function removeTarget(kind: 'chat' | 'comment', id: string): Promise<boolean> {
    if (kind === 'chat') {
      const [row] = await db.delete(chatMessages).where(eq(chatMessages.id, id)).returning();
      if (row) ctx.chat.deleted(row.id, row.room);
      return Boolean(row);
    }
    const [row] = await db.delete(comments).where(eq(comments.id, id)).returning();
    if (row) await ctx.cache.invalidate([TAGS.comment(row.db as ContentDb, row.item)]);
    return Boolean(row);
  }

  app.post(
    '/moderation/report.json',
    {
      config: { access: { roles: ['user', 'admin'] } },
      preHandler: reportLimit,
      schema: {
        tags: ['moderation'],
        summary: 'Report a chat message or a comment to the moderators (signed-in users)',
        body: ReportBody,
        response: { 201: Message, 200: Message, ...refusals },
      },
    },
    async (request, reply) => {
      const { kind, id, reason, note = '' } = request.body;
      const found = await target(kind, id);
      if (!found) throw notFound(say(request, 'moderation.targetNotFound'));
      const me = actor(request);
      const stored = await db
        .insert(moderationReports)
        .values({
          id: randomUUID(),
          kind,
          targetId: id,
          ...found,
          reporterId: me.id,
          reason,
          note: note.trim(),
        })
        .onConflictDoNothing()
        .returning({ id: moderationReports.id });
      if (stored.length === 0)
        return reply.code(200).send({ message: say(request, 'moderation.alreadyReported') });
      await audit(db, {
        actor: me,
        action: 'report',
        kind,
        targetId: id,
        subject: { id: found.authorId, name: found.authorName },
        reason,
        detail: note.trim(),
      });
      return reply.code(201).send({ message: say(request, 'moderation.reported') });
    },
  );

  app.get(
    '/moderation.json',
    {
      config: { access: MODERATE },
      schema: {
        tags: ['moderation'],
        summary: 'What the moderators act on: open reports, held items, bans, the word filter, the audit log',
        response: { 200: Type.Object({ data: ModerationOverviewSchema }) },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const [reportRows, heldRows, banRows, wordRows, auditRows] = await Promise.all([
        db
          .select({ report: moderationReports, reporter: users.displayName })
          .from(moderationReports)
          .innerJoin(users, eq(users.id, moderationReports.reporterId))
          .where(eq(moderationReports.status, 'open'))
          .orderBy(desc(moderationReports.createdAt), desc(moderationReports.id))
          .limit(SHOWN.reports),
        db
          .select()
          .from(moderationHeld)
          .where(eq(moderationHeld.status, 'held'))
          .orderBy(asc(moderationHeld.createdAt), asc(moderationHeld.id))
          .limit(SHOWN.held),
        db
          .select({ ban: moderationBans, name: users.displayName })
          .from(moderationBans)
          .innerJoin(users, eq(users.id, moderationBans.userId))
          .where(or(isNull(moderationBans.until), gt(moderationBans.until, now)))
          .orderBy(desc(moderationBans.createdAt)),
        db.select().from(moderationWords).orderBy(asc(moderationWords.createdAt), asc(moderationWords.word)),
        db.select().from(moderationAudit).orderBy(desc(moderationAudit.id)).limit(SHOWN.audit),
      ]);
      const perTarget = new Map<string, number>();
      for (const { report } of reportRows) {
        const key = `${report.kind}:${report.targetId}`;
        perTarget.set(key, (perTarget.get(key) ?? 0) + 1);
      }
      const reports: Report[] = reportRows.map(({ report, reporter }) => ({
        _id: report.id,
        kind: report.kind,
        targetId: report.targetId,
        context: report.context,
        excerpt: report.excerpt,
        author: { _id: report.authorId, name: report.authorName },
        reporter,
        reason: report.reason,
        note: report.note,
        count: perTarget.get(`${report.kind}:${report.targetId}`) ?? 1,
        createdAt: report.createdAt.toISOString(),
      }));
      const held: Held[] = heldRows.map((row) => ({
        _id: row.id,
        kind: row.kind,
        context: row.context,
        text: row.text,
        author: { _id: row.userId, name: row.authorName },
        matched: row.matched,
        createdAt: row.createdAt.toISOString(),
      }));
      const auditLog: AuditEntry[] = auditRows.map((row) => ({
        _id: row.id,
        actor: row.actorName,
        action: row.action as AuditEntry['action'],
        kind: (row.kind as AuditEntry['kind']) ?? null,
        targetId: row.targetId,
        subject: row.subjectName,
        reason: row.reason,
        detail: row.detail,
        createdAt: row.createdAt.toISOString(),
      }));
      reply.header('cache-control', 'no-store');
      return {
        data: {
          reports,
          held,
          bans: banRows.map(({ ban, name }) => ({
            userId: ban.userId,
            name,
            reason: ban.reason,
            until: ban.until?.toISOString() ?? null,
            createdAt: ban.createdAt.toISOString(),
          })),
          words: wordRows.map((row) => row.word),
          audit: auditLog,
        },
      };
    },
  );

  app.post(
    '/moderation/reports/:id/:action',
    {
      config: { access: MODERATE },
      preHandler: actionLimit,
      schema: {
        tags: ['moderation'],
        summary:
          'Act on a report: `remove.json` deletes the item (closing its reports), `dismiss.json` closes the report',
        params: Type.Object({
          id: Id,
          action: Type.Union([Type.Literal('remove.json'), Type.Literal('dismiss.json')]),
        }),
        body: ReasonBody,
        response: { 200: Message, ...refusals },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      const reason = request.body.reason?.trim() ?? '';
      const me = actor(request);
      const [report] = await db
        .select()
        .from(moderationReports)
        .where(and(eq(moderationReports.id, id), eq(moderationReports.status, 'open')));
      if (!report) throw notFound(say(request, 'moderation.reportNotFound'));
      const subject = { id: report.authorId, name: report.authorName };
      const resolved = { resolvedAt: new Date(), resolvedBy: me.id };
      if (action === 'dismiss.json') {
        await db
          .update(moderationReports)
          .set({ status: 'dismissed', ...resolved })
          .where(eq(moderationReports.id, id));
        await audit(db, {
          actor: me,
          action: 'dismiss',
          kind: report.kind,
          targetId: report.targetId,
          subject,
          reason,
        });
        return { message: say(request, 'moderation.dismissed') };
      }
      await removeTarget(report.kind, report.targetId);
      await closeReports(db, report.kind, report.targetId, me.id);
      await audit(db, {
        actor: me,
        action: 'delete',
        kind: report.kind,
        targetId: report.targetId,
        subject,
        reason,
        detail: report.excerpt.slice(0, 200),
      });
      return { message: say(request, 'moderation.deleted') };
    },
  );

  app.post(
    '/moderation/held/:id/:action',
    {
      config: { access: MODERATE },
      preHandler: actionLimit,
      schema: {
        tags: ['moderation'],
        summary:
          'Decide on a text the word filter held back: `approve.json` publishes it, `reject.json` drops it',
        params: Type.Object({
          id: Id,
          action: Type.Union([Type.Literal('approve.json'), Type.Literal('reject.json')]),
        }),
        body: ReasonBody,
        response: { 200: Message, ...refusals },
      },
    },
    async (request) => {
      const { id, action } = request.params;
      const reason = request.body.reason?.trim() ?? '';
      const me = actor(request);
      const decided = await db
        .update(moderationHeld)
        .set({
          status: action === 'approve.json' ? 'approved' : 'rejected',
          decidedAt: new Date(),
          decidedBy: me.id,
        })
        .where(and(eq(moderationHeld.id, id), eq(moderationHeld.status, 'held')))
        .returning();
      const held = decided[0];
      if (!held) throw notFound(say(request, 'moderation.heldNotFound'));
      const subject = { id: held.userId, name: held.authorName };
      if (action === 'reject.json') {
        await audit(db, {
          actor: me,
          action: 'reject',
          kind: held.kind,
          targetId: held.id,
          subject,
          reason,
          detail: held.text.slice(0, 200),
        });
        return { message: say(request, 'moderation.rejected') };
      }
      const context = held.context;
      if ('room' in context) {
        const [row] = await db
          .insert(chatMessages)
          .values({ id: randomUUID(), room: context.room, userId: held.userId, text: held.text })
          .returning();
        const [author] = await db.select().from(users).where(eq(users.id, held.userId));
        if (row && author) ctx.chat.publish(toApi(row, author));
      } else {
        await db.insert(comments).values({
          id: randomUUID(),
          db: context.db,
          item: context.item,
          userId: held.userId,
          username: held.authorName,
          content: held.text,
          datetime: held.createdAt,
        });
        await ctx.cache.invalidate([TAGS.comment(context.db as ContentDb, context.item)]);
      }
      await audit(db, {
        actor: me,
        action: 'approve',
        kind: held.kind,
        targetId: held.id,
        subject,
        reason,
        detail: held.text.slice(0, 200),
      });
      return { message: say(request, 'moderation.approved') };
    },
  );

  app.post(
    '/moderation/bans.json',
    {
      config: { access: MODERATE },
      preHandler: actionLimit,
      schema: {
        tags: ['moderation'],
        summary:
          'Ban a user from the chat and the comments for 1 h, 1 day, 7 days or for good, with a reason',
        body: BanBody,
        response: { 201: Message, ...refusals },
      },
    },
    async (request, reply) => {
      const { userId, duration, reason } = request.body;
      const me = actor(request);
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) throw notFound(say(request, 'moderation.userNotFound'));
      if (user.roles.some((role) => (MODERATOR_ROLES as readonly string[]).includes(role)))
        throw new HttpError(400, say(request, 'moderation.moderatorBan'), 'userId');
      const now = new Date();
      const until = duration === 'permanent' ? null : new Date(now.getTime() + BAN_MS[duration]);
      const values = { userId, reason: reason.trim(), until, createdBy: me.id, createdAt: now };
      await db
        .insert(moderationBans)
        .values(values)
        .onConflictDoUpdate({ target: moderationBans.userId, set: values });
      const name = user.displayName || user.username;
      await audit(db, {
        actor: me,
        action: 'ban',
        subject: { id: userId, name },
        reason: values.reason,
        detail: duration,
      });
      return reply.code(201).send({ message: say(request, 'moderation.bannedUser', { name }) });
    },
  );

  app.delete(
    '/moderation/bans/:file',
    {
      config: { access: MODERATE },
      preHandler: actionLimit,
      schema: {
        tags: ['moderation'],
        summary: 'Lift a user’s ban (`/moderation/bans/{userId}.json`)',
        params: Type.Object({ file: Type.String({ maxLength: 70 }) }),
        response: { 200: Message, ...refusals },
      },
    },
    async (request) => {
      const userId = jsonId(request.params.file);
      if (!userId) throw notFound(say(request, 'moderation.userNotFound'));
      const me = actor(request);
      const [lifted] = await db
        .delete(moderationBans)
        .where(
          and(
            eq(moderationBans.userId, userId),
            or(isNull(moderationBans.until), gt(moderationBans.until, new Date())),
          ),
        )
        .returning();
      if (!lifted) throw notFound(say(request, 'moderation.userNotFound'));
      const [user] = await db.select({ name: users.displayName }).from(users).where(eq(users.id, userId));
      await audit(db, { actor: me, action: 'unban', subject: { id: userId, name: user?.name ?? '' } });
      return { message: say(request, 'moderation.unbanned') };
    },
  );

  app.put(
    '/moderation/words.json',
    {
      config: { access: MODERATE },
      preHandler: actionLimit,
      schema: {
        tags: ['moderation'],
        summary: 'Replace the word filter’s list (matching ignores case and script: Cyrillic and Latin)',
        body: WordsBody,
        response: {
          200: Type.Object({ message: Type.String(), data: Type.Array(Type.String()) }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const words = tidyWords(request.body.words);
      const me = actor(request);
      const before = (await db.select({ word: moderationWords.word }).from(moderationWords)).map(
        (r) => r.word,
      );
      await db.transaction(async (tx) => {
        await tx.delete(moderationWords);
        const base = Date.now();
        if (words.length)
          await tx
            .insert(moderationWords)
            .values(words.map((word, i) => ({ word, createdAt: new Date(base + i) })));
      });
      const added = words.filter((w) => !before.includes(w));
      const removed = before.filter((w) => !words.includes(w));
      await audit(db, {
        actor: me,
        action: 'words',
        detail: [added.length ? `+ ${added.join(', ')}` : '', removed.length ? `− ${removed.join(', ')}` : '']
          .filter(Boolean)
          .join('; ')
          .slice(0, 1000),
      });
      return { message: say(request, 'moderation.wordsSaved'), data: words };
    },
  );
}
