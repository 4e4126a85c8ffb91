import { randomUUID } from 'node:crypto';
import type { ContentDb } from '@core/schemas/content';
import { BAN_MS, BanBody, MODERATOR_ROLES, ReasonBody, WordsBody } from '@core/schemas/moderation';
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import Type from 'typebox';
import type { App } from '../../context';
import {
  chatMessages,
  comments,
  moderationBans,
  moderationHeld,
  moderationReports,
  moderationWords,
  users,
} from '../../db/schema';
import { HttpError, jsonId, notFound } from '../../http';
import { toApi } from '../../live/chat';
import { tidyWords } from '../../moderation/filter';
import { audit, closeReports } from '../../moderation/service';
import { say } from '../../texts';
import { TAGS } from '../engagement/common';
import { actor, Id, Message, MODERATE, type ModerationDeps, refusals, removeTarget } from './common';

/**
 * What moderators do (issue 25), each written to the audit log: remove a reported item or dismiss
 * its report, approve or reject what the word filter held back, ban a user from the chat and the
 * comments for a time and lift a ban, replace the word filter's list. Moderators only, checked
 * before the input; 120 writes a minute per moderator.
 */
export async function actionRoutes(app: App, { ctx, actionLimit }: ModerationDeps) {
  const { db } = ctx.database;
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
      await removeTarget(ctx, report.kind, report.targetId);
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
