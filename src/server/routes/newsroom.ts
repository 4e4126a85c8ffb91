import { NEWSROOM_ROLES, NEWSROOM_TYPES, type NewsroomType } from '@core/newsroom';
import { ErrorSchema, MENU_ID_PATTERN } from '@core/schemas/common';
import {
  AuditListSchema,
  AuditQuery,
  NEWSROOM_DOCUMENTS,
  NewsroomConflictSchema,
  NewsroomItemSchema,
  NewsroomListQuery,
  NewsroomListSchema,
  NewsroomWriteSchema,
} from '@core/schemas/newsroom';
import { and, count, desc, eq, gte, isNull, lt, type SQL } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { signedIn } from '../auth/access';
import type { App, AppContext } from '../context';
import { auditLog } from '../db/schema';
import { badRequest, HttpError, jsonId } from '../http';
import type { Actor } from '../newsroom/audit';
import { NewsroomRefusal } from '../newsroom/refusal';
import { Newsroom, type WriteInput } from '../newsroom/service';
import { etagOf, parseIfMatch } from '../newsroom/versions';
import { jsonFile } from '../params';
import { say } from '../texts';

const ACCESS = { access: { roles: NEWSROOM_ROLES } };
const SLUG_FILE = jsonFile('[a-z0-9][a-z0-9-]{0,63}');
/** Menus' ids may hold underscores (`efir_main`: the chrome's menus by place). */
const MENU_FILE = jsonFile(MENU_ID_PATTERN);
const Refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 428: ErrorSchema };

const actorOf = (request: FastifyRequest): Actor => {
  const { user } = signedIn(request);
  return { id: user.id, name: user.displayName || user.username };
};

/** A Tashkent date (`2026-11-27`) as its first instant, or an instant as it is; else a 400 naming `field`. */
function instant(value: string, field: string, end = false): Date {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const d = new Date(day ? `${value}T00:00:00+05:00` : value);
  if (Number.isNaN(d.getTime()))
    throw badRequest(`Invalid query parameter "${field}": must be a date (YYYY-MM-DD) or a date-time`, field);
  return day && end ? new Date(d.getTime() + 86_400_000) : d;
}

/**
 * The newsroom API (issue 26; decision 033): `GET/POST /newsroom/{type}.json`,
 * `GET/PUT/DELETE /newsroom/{type}/{id}.json` for every type of NEWSROOM_TYPES, and the audit log
 * `GET /newsroom/audit.json`. Editors and admins only, checked before any input. Writes carry
 * `If-Match` (428 without, 409 with the current item when stale), run in one transaction with
 * their audit row, then drop the cache tags of what visitors read.
 */
export async function newsroomRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;
  const newsroom = new Newsroom(db, { streamOrigins: ctx.config.streamOrigins });

  /** Sends a refusal in the request's language; anything else is rethrown. */
  function refuse(request: FastifyRequest, reply: FastifyReply, err: unknown) {
    if (!(err instanceof NewsroomRefusal)) throw err;
    const message = say(request, `newsroom.${err.key}`, err.vars);
    if (err.status === 409 && err.current)
      return reply
        .code(409)
        .header('etag', etagOf(err.current.meta.version))
        .send({ message, ...err.current });
    return reply.code(err.status).send({ message, ...(err.field ? { field: err.field } : {}) });
  }

  function requireIfMatch(request: FastifyRequest): number | '*' {
    const wanted = parseIfMatch(request.headers['if-match']);
    if (wanted === null) throw new HttpError(428, say(request, 'newsroom.ifMatchRequired'));
    return wanted;
  }

  for (const type of NEWSROOM_TYPES) {
    const base = `/newsroom/${type}`;
    const body = NewsroomWriteSchema(NEWSROOM_DOCUMENTS[type]);
    const FILE = type === 'menu' ? MENU_FILE : SLUG_FILE;

    app.get(
      `${base}.json`,
      {
        config: ACCESS,
        schema: {
          tags: ['newsroom'],
          summary: `The newsroom's ${type} items with status, version and title (editors); paged, filtered by title`,
          querystring: NewsroomListQuery,
          response: { 200: NewsroomListSchema, ...Refusals },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return newsroom.list(type, request.query);
      },
    );

    app.get(
      `${base}/:file`,
      {
        config: ACCESS,
        schema: {
          tags: ['newsroom'],
          summary: `One ${type} item as editors see it: document, status, times; ETag = version`,
          params: Type.Object({ file: FILE }),
          response: { 200: NewsroomItemSchema, ...Refusals },
        },
      },
      async (request, reply) => {
        const id = jsonId(request.params.file) ?? '';
        const item = await newsroom.get(type, id);
        reply.header('cache-control', 'no-store');
        if (!item) return reply.code(404).send({ message: say(request, 'newsroom.notFound', { id }) });
        return reply.header('etag', etagOf(item.meta.version)).send(item);
      },
    );

    const write = async (
      request: FastifyRequest,
      reply: FastifyReply,
      id: string,
      input: WriteInput,
      ifMatch: number | '*' | null,
    ) => {
      try {
        const { item, tags, created } = await newsroom.write(type, id, input, ifMatch, actorOf(request));
        if (tags.length) await ctx.cache.invalidate(tags);
        return reply
          .code(created ? 201 : 200)
          .header('etag', etagOf(item.meta.version))
          .header('cache-control', 'no-store')
          .send(item);
      } catch (err) {
        return refuse(request, reply, err);
      }
    };

    app.post(
      `${base}.json`,
      {
        config: ACCESS,
        schema: {
          tags: ['newsroom'],
          summary: `Create a ${type} item (editors): save a draft, publish now or schedule`,
          description:
            '201 with the item. 400 names the field; 409 when the id is taken (the body has that item).',
          body,
          response: { 201: NewsroomItemSchema, ...Refusals, 409: NewsroomConflictSchema },
        },
      },
      async (request, reply) => {
        const input = request.body as WriteInput;
        return write(request, reply, String(input.document._id), input, null);
      },
    );

    app.put(
      `${base}/:file`,
      {
        config: ACCESS,
        schema: {
          tags: ['newsroom'],
          summary: `Save a ${type} item (editors; If-Match of the version edited): draft, publish, schedule, unpublish`,
          description:
            '428 without If-Match; 409 with the current item when If-Match is stale; 400 names the field; 404 unknown id.',
          params: Type.Object({ file: FILE }),
          body,
          response: { 200: NewsroomItemSchema, ...Refusals, 409: NewsroomConflictSchema },
        },
      },
      async (request, reply) => {
        const ifMatch = requireIfMatch(request);
        return write(request, reply, jsonId(request.params.file) ?? '', request.body as WriteInput, ifMatch);
      },
    );

    app.delete(
      `${base}/:file`,
      {
        config: ACCESS,
        schema: {
          tags: ['newsroom'],
          summary: `Delete a ${type} item, its public row and its pending jobs (editors; If-Match)`,
          params: Type.Object({ file: FILE }),
          response: {
            200: Type.Object({ message: Type.String() }),
            ...Refusals,
            409: NewsroomConflictSchema,
          },
        },
      },
      async (request, reply) => {
        const ifMatch = requireIfMatch(request);
        try {
          const { tags } = await newsroom.remove(
            type,
            jsonId(request.params.file) ?? '',
            ifMatch,
            actorOf(request),
          );
          if (tags.length) await ctx.cache.invalidate(tags);
          return { message: say(request, 'newsroom.deleted') };
        } catch (err) {
          return refuse(request, reply, err);
        }
      },
    );
  }

  app.get(
    '/newsroom/audit.json',
    {
      config: ACCESS,
      schema: {
        tags: ['newsroom'],
        summary:
          'The audit log, newest first (editors): filter by user (an account id, or `system`), type, item, date range; paged. Read-only',
        querystring: AuditQuery,
        response: { 200: AuditListSchema, ...Refusals },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const where: (SQL | undefined)[] = [
        q.user === 'system' ? isNull(auditLog.actorId) : q.user ? eq(auditLog.actorId, q.user) : undefined,
        q.type ? eq(auditLog.type, q.type) : undefined,
        q.item ? eq(auditLog.itemId, q.item) : undefined,
        q.from ? gte(auditLog.at, instant(q.from, 'from')) : undefined,
        q.to ? lt(auditLog.at, instant(q.to, 'to', true)) : undefined,
      ];
      const size = q.count ?? 50;
      const page = q.page ?? 1;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(and(...where))
          .orderBy(desc(auditLog.id))
          .limit(size)
          .offset((page - 1) * size),
        db
          .select({ n: count() })
          .from(auditLog)
          .where(and(...where)),
      ]);
      const n = total?.n ?? 0;
      reply.header('cache-control', 'no-store');
      return {
        data: rows.map((r) => ({
          id: r.id,
          at: r.at.toISOString(),
          actor_id: r.actorId,
          actor_name: r.actorName,
          action: r.action,
          type: r.type,
          item_id: r.itemId,
          version: r.version,
          diff: r.diff ?? null,
          note: r.note,
        })),
        meta: { total: n, page, count: rows.length, pages: Math.ceil(n / size) },
      };
    },
  );
}

export type { NewsroomType };
