import { randomUUID } from 'node:crypto';
import { ErrorSchema } from '@core/schemas/common';
import { ReportBody } from '@core/schemas/moderation';
import type { App } from '../../context';
import { moderationReports } from '../../db/schema';
import { HttpError, notFound } from '../../http';
import { audit } from '../../moderation/service';
import { say } from '../../texts';
import { actor, Message, type ModerationDeps, refusals, target } from './common';

/**
 * `POST /moderation/report.json` (signed-in users): a chat message or a comment reported to the
 * moderators, once per reader and item. A reader's own message or comment is refused (409: the
 * body is well-formed, the item's author is the caller) before anything is stored or audited.
 */
export async function reportRoutes(app: App, { ctx, reportLimit }: ModerationDeps) {
  const { db } = ctx.database;
  app.post(
    '/moderation/report.json',
    {
      config: { access: { roles: ['user', 'admin'] } },
      preHandler: reportLimit,
      schema: {
        tags: ['moderation'],
        summary: 'Report a chat message or a comment to the moderators (signed-in users; not one’s own: 409)',
        body: ReportBody,
        response: { 201: Message, 200: Message, 409: ErrorSchema, ...refusals },
      },
    },
    async (request, reply) => {
      const { kind, id, reason, note = '' } = request.body;
      const found = await target(ctx, kind, id);
      if (!found) throw notFound(say(request, 'moderation.targetNotFound'));
      const me = actor(request);
      if (found.authorId === me.id) throw new HttpError(409, say(request, 'moderation.ownReport'), 'id');
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
}
