import { ErrorSchema, ListMetaSchema } from '@core/schemas/common';
import { RevisionSummarySchema } from '@core/schemas/layout';
import { and, count, desc, eq } from 'drizzle-orm';
import Type from 'typebox';
import type { App, AppContext } from '../../context';
import { stateRevisions, users } from '../../db/schema';
import { HttpError, jsonId } from '../../http';
import { say } from '../../texts';
import { LIST_DEFAULT_COUNT, paging } from '../paging';
import { KNOWN_STATES, migrated, StateLayoutOut, UserRef } from './common';

export const RevisionOut = Type.Object({
  _id: Type.Integer(),
  state: Type.String(),
  revision: Type.Integer(),
  status: Type.Union([Type.Literal('draft'), Type.Literal('published')]),
  summary: RevisionSummarySchema,
  author: Type.Union([UserRef, Type.Null()]),
  created_at: Type.String(),
});

/** A revision row with its author, as selected below. */
const withAuthor = {
  row: stateRevisions,
  author: { _id: users.id, username: users.username, displayName: users.displayName },
};

function revisionOut({
  row,
  author,
}: {
  row: typeof stateRevisions.$inferSelect;
  author: { _id: string | null; username: string | null; displayName: string | null } | null;
}) {
  return {
    _id: row.id,
    state: row.state,
    revision: row.revision,
    status: row.status,
    summary: row.summary,
    author: author?._id ? (author as { _id: string; username: string; displayName: string }) : null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * The saved versions of a page layout (issue 9, docs/decisions/019-layout-writes.md), for admins:
 * the list newest first, and one version with its document to preview before restoring. The
 * restore itself is a write (`./writes.ts`).
 */
export async function stateRevisionRoutes(app: App, { database }: AppContext) {
  const { db } = database;

  const RevisionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

  app.get(
    '/state/:id/revisions.json',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['layout'],
        summary:
          'The saved versions of a page layout, newest first: who, when, draft or published, what changed',
        params: RevisionParams,
        querystring: Type.Object(
          {
            count: Type.Optional(
              Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Literal('all')]),
            ),
            page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({ data: Type.Array(RevisionOut), meta: ListMetaSchema }),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = request.params.id;
      if (!KNOWN_STATES.has(state)) throw new HttpError(404, say(request, 'layout.unknownState', { state }));
      const [{ total } = { total: 0 }] = await db
        .select({ total: count() })
        .from(stateRevisions)
        .where(eq(stateRevisions.state, state));
      const { offset, ...meta } = paging(request.query, total, LIST_DEFAULT_COUNT);
      const rows = await db
        .select(withAuthor)
        .from(stateRevisions)
        .leftJoin(users, eq(users.id, stateRevisions.authorId))
        .where(eq(stateRevisions.state, state))
        .orderBy(desc(stateRevisions.id))
        .limit(meta.count)
        .offset(offset);
      return {
        data: rows.map(revisionOut),
        meta,
      };
    },
  );

  const OneRevisionParams = Type.Object({
    id: Type.String({ minLength: 1, maxLength: 200 }),
    file: Type.String({ pattern: '^[0-9]{1,9}\\.json$' }),
  });

  app.get(
    '/state/:id/revisions/:file',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['layout'],
        summary: 'One saved version of a page layout with its document (admins), to preview before restoring',
        params: OneRevisionParams,
        response: {
          200: Type.Object({ data: StateLayoutOut, meta: RevisionOut }),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const n = Number(jsonId(request.params.file));
      const [found] = await db
        .select(withAuthor)
        .from(stateRevisions)
        .leftJoin(users, eq(users.id, stateRevisions.authorId))
        .where(and(eq(stateRevisions.id, n), eq(stateRevisions.state, request.params.id)));
      if (!found) throw new HttpError(404, say(request, 'layout.noRevision'));
      return { data: { _id: found.row.state, ...migrated(found.row.document) }, meta: revisionOut(found) };
    },
  );
}
