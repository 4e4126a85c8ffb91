import { randomUUID } from 'node:crypto';
import { Envelope, ErrorSchema, ListMetaSchema, ListQuerySchema } from '@core/schemas/common';
import { type Comment, CommentSchema } from '@core/schemas/content';
import { MODERATOR_ROLES } from '@core/schemas/moderation';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyError, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import Type from 'typebox';
import { signedIn } from '../../auth/access';
import type { App, AppContext } from '../../context';
import { comments } from '../../db/schema';
import { validationField, validationMessage } from '../../errors';
import { badRequest, cacheKey, HttpError, jsonId, notFound, sendCached } from '../../http';
import { requestLang } from '../../lang';
import { accountLimit } from '../../limits';
import { activeBan, audit, banMessage, closeReports, filterMatch, hold } from '../../moderation/service';
import { say } from '../../texts';
import { ENGAGE_LIMITS, ItemParams, SLUG, TAGS } from './common';
import { itemExists, missKeepMs } from './items';

/** Longest comment, in characters (code points) after trimming. */
export const COMMENT_MAX_LENGTH = 2000;
/** Default page size of comments (spec §9 generic list). */
export const COMMENT_PAGE_SIZE = 100;

/**
 * The body of `POST /comment/{db}/{id}.json`. The schema only bounds the size; the handler trims
 * and checks the length itself, so that its message is in the writer's language.
 */
export const CommentBody = Type.Object(
  { content: Type.String({ maxLength: 20 * COMMENT_MAX_LENGTH }) },
  { additionalProperties: false },
);

const CommentQuery = Type.Object(
  { count: ListQuerySchema.properties.count, page: ListQuerySchema.properties.page },
  { additionalProperties: false },
);

/**
 * A comment as it is kept: plain text (never HTML: the page escapes it), line breaks as `\n`, no
 * control characters but tabs and line breaks (PostgreSQL refuses NUL), trimmed.
 */
export function cleanComment(text: string): string {
  const kept = [...text.replace(/\r\n?/g, '\n')].filter((ch) => {
    const code = ch.codePointAt(0) ?? 0;
    return code === 9 || code === 10 || (code >= 32 && code !== 127);
  });
  return kept.join('').trim();
}

const toComment = (row: typeof comments.$inferSelect): Comment => ({
  _id: row.id,
  datetime: row.datetime.toISOString(),
  username: row.username,
  content: row.content,
});

/**
 * Comments on items (spec §3 Comment, §5): `GET /comment/{db}/{id}.json` newest first and paged;
 * `POST` by signed-in users with the role user or admin (the name shown is their display name);
 * `DELETE /comment/{db}/{id}/{commentId}.json` by admins; `GET /comment/{db}/{id}/mine.json` the
 * caller's own comments' ids (the thread offers no report of them, issue 25).
 */
export async function commentRoutes(
  app: App,
  { database, cache, config }: AppContext,
  { writeLimit, clock }: { writeLimit: preHandlerAsyncHookHandler; clock: () => Date },
) {
  const { db } = database;
  // The per-user limit counts the writer the access check admitted.
  const perUser = accountLimit(
    app,
    config,
    'comment-user',
    ENGAGE_LIMITS.commentsPerUser,
    (request) => signedIn(request).user.id,
  );
  const deleteLimit = accountLimit(app, config, 'comment-delete', ENGAGE_LIMITS.deletesPerClient);

  function itemOf(request: FastifyRequest, file: string) {
    const id = jsonId(file);
    if (!id || !SLUG.test(id)) throw notFound(say(request, 'engage.itemNotFound'));
    return id;
  }

  app.get(
    '/comment/:db/:file',
    {
      schema: {
        tags: ['engagement'],
        summary: 'Comments on an item, newest first, paged (count default 100)',
        params: ItemParams,
        querystring: CommentQuery,
        response: {
          200: Envelope(Type.Array(CommentSchema), ListMetaSchema),
          400: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const collection = request.params.db;
      const id = itemOf(request, request.params.file);
      const { count: size = COMMENT_PAGE_SIZE, page = 1 } = request.query;
      let keep: number | undefined;
      const entry = await cache.get(
        cacheKey(request),
        [TAGS.comment(collection, id), collection],
        async () => {
          const now = clock();
          if (!(await itemExists(db, collection, id, now))) {
            keep = await missKeepMs(db, collection, id, now);
            return null;
          }
          const where = and(eq(comments.db, collection), eq(comments.item, id));
          const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(comments).where(where);
          const perPage = size === 'all' ? Math.max(total, 1) : size;
          const rows = await db
            .select()
            .from(comments)
            .where(where)
            .orderBy(desc(comments.datetime), desc(comments.id))
            .limit(perPage)
            .offset((page - 1) * perPage);
          return {
            data: rows.map(toComment),
            meta: { total, page, count: perPage, pages: Math.ceil(total / perPage) },
          };
        },
        () => keep,
      );
      if (entry.body === 'null') throw notFound(say(request, 'engage.itemNotFound'));
      return sendCached(request, reply, entry);
    },
  );

  app.post(
    '/comment/:db/:file',
    {
      config: { access: { roles: ['user', 'admin'] } },
      // The handler words a refused content itself, in the writer's language.
      attachValidation: true,
      preHandler: [writeLimit, perUser],
      schema: {
        tags: ['engagement'],
        summary: 'Comment on an item (signed-in users): plain text, trimmed, 1..2000 characters',
        params: ItemParams,
        body: CommentBody,
        response: {
          201: Type.Object({ data: CommentSchema, message: Type.String() }),
          202: Type.Object({ held: Type.Literal(true), message: Type.String() }),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      // A ban is who may write: it is checked before what is written (issue 25).
      const ban = await activeBan(db, user.id, clock());
      if (ban) throw new HttpError(403, banMessage(requestLang(request), ban));
      const collection = request.params.db;
      const id = itemOf(request, request.params.file);
      let raw: unknown = (request.body as { content?: unknown } | null)?.content;
      if (request.validationError) {
        const field = validationField(request.validationError as FastifyError);
        if (field !== 'content')
          throw badRequest(validationMessage(request.validationError as FastifyError), field ?? undefined);
        if (typeof raw !== 'string') raw = '';
      }
      const content = cleanComment(raw as string);
      if (!content) throw badRequest(say(request, 'engage.commentEmpty'), 'content');
      if ([...content].length > COMMENT_MAX_LENGTH)
        throw badRequest(say(request, 'engage.commentLong'), 'content');
      if (!(await itemExists(db, collection, id, clock())))
        throw notFound(say(request, 'engage.itemNotFound'));
      const username = user.displayName.trim() || user.username;
      const matched = await filterMatch(db, content);
      if (matched) {
        await hold(db, {
          kind: 'comment',
          context: { db: collection, item: id },
          text: content,
          userId: user.id,
          authorName: username,
          matched,
        });
        return reply.code(202).send({ held: true, message: say(request, 'moderation.held') });
      }
      const [row] = await db
        .insert(comments)
        .values({
          id: randomUUID(),
          db: collection,
          item: id,
          userId: user.id,
          username,
          content,
          datetime: clock(),
        })
        .returning();
      if (!row) throw new Error('comment not stored');
      await cache.invalidate([TAGS.comment(collection, id)]);
      return reply.code(201).send({ data: toComment(row), message: say(request, 'engage.commentAdded') });
    },
  );

  app.get(
    '/comment/:db/:id/mine.json',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['engagement'],
        summary:
          'The ids of the caller’s own comments on an item (signed-in users): the thread offers no report of them',
        params: Type.Object({ db: ItemParams.properties.db, id: Type.String({ pattern: SLUG.source }) }),
        response: { 200: Type.Object({ data: Type.Array(Type.String()) }), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const { db: collection, id } = request.params;
      const rows = await db
        .select({ id: comments.id })
        .from(comments)
        .where(and(eq(comments.db, collection), eq(comments.item, id), eq(comments.userId, user.id)));
      reply.header('cache-control', 'no-store');
      return { data: rows.map((r) => r.id) };
    },
  );

  app.delete(
    '/comment/:db/:id/:file',
    {
      config: { access: { roles: MODERATOR_ROLES } },
      preHandler: deleteLimit,
      schema: {
        tags: ['engagement'],
        summary: 'Delete a comment (moderators: admins)',
        params: Type.Object({
          db: ItemParams.properties.db,
          id: Type.String({ maxLength: 64 }),
          file: ItemParams.properties.file,
        }),
        response: {
          200: Type.Object({ message: Type.String() }),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { db: collection, id } = request.params;
      const commentId = jsonId(request.params.file);
      if (!commentId) throw notFound(say(request, 'engage.commentNotFound'));
      const removed = await db
        .delete(comments)
        .where(and(eq(comments.id, commentId), eq(comments.db, collection), eq(comments.item, id)))
        .returning();
      const [gone] = removed;
      if (!gone) throw notFound(say(request, 'engage.commentNotFound'));
      const { user } = signedIn(request);
      await closeReports(db, 'comment', gone.id, user.id);
      await audit(db, {
        actor: { id: user.id, name: user.displayName || user.username },
        action: 'delete',
        kind: 'comment',
        targetId: gone.id,
        subject: { id: gone.userId, name: gone.username },
        detail: gone.content.slice(0, 200),
      });
      await cache.invalidate([TAGS.comment(collection, id)]);
      return { message: say(request, 'engage.commentDeleted') };
    },
  );
}
