import { defaultLayout } from '@core/pages';
import { ErrorSchema } from '@core/schemas/common';
import {
  LAYOUT_MAX_BYTES,
  LAYOUT_MAX_COMPONENTS,
  LayoutErrorSchema,
  type RevisionSummary,
  RevisionSummarySchema,
  type StateLayout,
  StateLayoutWriteSchema,
} from '@core/schemas/layout';
import { WIDGET_META } from '@widgets/meta';
import { checkLayout } from '@widgets/validate';
import { and, eq, max, sql } from 'drizzle-orm';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { signedIn } from '../../auth/access';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { htmlSnapshots, stateLayouts, stateRevisions, users } from '../../db/schema';
import { validationMessage } from '../../errors';
import { HttpError, jsonId } from '../../http';
import { jsonFile } from '../../params';
import { say, type TextKey } from '../../texts';
import {
  answering,
  DraftFlag,
  fromRow,
  ifMatchRevisions,
  isDraft,
  KNOWN_STATES,
  layoutError,
  layoutEtag,
  migrated,
  Refusal,
  StateLayoutOut,
  UserRef,
} from './common';
import { summarize } from './summary';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const WriteMeta = Type.Object({
  revision: Type.Integer(),
  updated_at: Type.String(),
  draft: Type.Boolean(),
  /** The revision row written (its `_id` in the revisions list). */
  revision_id: Type.Integer(),
  etag: Type.String(),
  summary: RevisionSummarySchema,
});
const WriteResponse = Type.Object({ message: Type.String(), data: StateLayoutOut, meta: WriteMeta });

const ConflictSchema = Type.Object({
  message: Type.String(),
  data: StateLayoutOut,
  meta: Type.Object({
    revision: Type.Integer(),
    updated_at: Type.Union([Type.String(), Type.Null()]),
    updated_by: Type.Union([UserRef, Type.Null()]),
    etag: Type.String(),
  }),
});

const WriteErrors = {
  400: LayoutErrorSchema,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: ConflictSchema,
  413: ErrorSchema,
  428: ErrorSchema,
};

const WriteQuery = Type.Object({ draft: DraftFlag });

/** What a publish or a draft save writes. */
interface Save {
  state: string;
  document: StateLayout;
  draft: boolean;
  /** create: POST (no record may exist); update: PUT (one must); restore: either. */
  mode: 'create' | 'update' | 'restore';
  /** Prefix of the summary (a restore names the revision it brings back). */
  note?: string;
}

/**
 * Layout writes (issue 9, docs/decisions/019-layout-writes.md): `POST /state.json` creates a
 * state's stored layout, `PUT /state/{id}.json` replaces it, `?draft=1` keeps a draft instead;
 * revisions are listed and restored. Admins only; every write carries the `If-Match` of the
 * version it started from, is checked with the registry's `checkLayout` (after migrations), runs
 * in one transaction and is logged. A publish drops the layout's cached reads and every page
 * rendered from it, here and on the other instances, and the state's anonymous HTML snapshots.
 */
export async function stateWriteRoutes(app: App, { database, cache }: AppContext) {
  const { db } = database;

  /** The current published version of a state, read for update inside a write. */
  async function current(tx: Tx, state: string) {
    const [row] = await tx.select().from(stateLayouts).where(eq(stateLayouts.state, state)).for('update');
    return row ?? null;
  }

  /** Who published the current revision (null for seeded or default layouts). */
  async function publisher(tx: Tx | Db, state: string, revision: number) {
    const [row] = await tx
      .select({ _id: users.id, username: users.username, displayName: users.displayName })
      .from(stateRevisions)
      .innerJoin(users, eq(users.id, stateRevisions.authorId))
      .where(
        and(
          eq(stateRevisions.state, state),
          eq(stateRevisions.revision, revision),
          eq(stateRevisions.status, 'published'),
        ),
      )
      .limit(1);
    return row ?? null;
  }

  async function conflict(
    request: FastifyRequest,
    tx: Tx,
    state: string,
    row: typeof stateLayouts.$inferSelect | null,
    message: TextKey = 'layout.conflict',
  ): Promise<Refusal> {
    const revision = row?.revision ?? 0;
    const doc = row ? fromRow(row) : defaultLayout(state);
    return new Refusal(409, {
      message: say(request, message, { revision }),
      data: { _id: state, ...(doc ? migrated(doc) : {}) },
      meta: {
        revision,
        updated_at: row?.updatedAt.toISOString() ?? null,
        updated_by: row ? await publisher(tx, state, revision) : null,
        etag: layoutEtag(revision, 'w'),
      },
    });
  }

  function requireIfMatch(request: FastifyRequest): '*' | number[] {
    const wanted = ifMatchRevisions(request.headers['if-match']);
    if (wanted === null) throw new HttpError(428, say(request, 'layout.ifMatchRequired'));
    return wanted;
  }

  /** Checks a sent document: the frame and size, then every widget with `checkLayout`. */
  function checked(request: FastifyRequest, body: unknown, path: string | null): StateLayout {
    const v = request.validationError;
    if (v && v.validationContext !== 'body') throw new HttpError(400, validationMessage(v as FastifyError));
    const components = (body as { layout?: { params?: { components?: unknown } } } | null)?.layout?.params
      ?.components;
    if (Array.isArray(components) && components.length > LAYOUT_MAX_COMPONENTS) {
      throw new Refusal(400, {
        message: say(request, 'layout.tooMany', { max: LAYOUT_MAX_COMPONENTS, n: components.length }),
        field: 'layout.params.components',
        issues: [],
      });
    }
    const sent = (body as { state?: unknown } | null)?.state;
    if (path !== null && typeof sent === 'string' && sent !== path) {
      throw new Refusal(400, {
        message: say(request, 'layout.stateMismatch', { state: path }),
        field: 'state',
        issues: [],
      });
    }
    if (path === null && typeof sent === 'string' && !KNOWN_STATES.has(sent)) {
      throw new Refusal(400, {
        message: say(request, 'layout.unknownState', { state: sent }),
        field: 'state',
        issues: [],
      });
    }
    const check = checkLayout(body, WIDGET_META);
    if (!check.ok || !check.document || check.issues.length > 0) {
      const first = check.issues[0]?.message;
      throw layoutError(
        `${say(request, 'layout.invalid')}${first ? `: ${first}` : ''}`,
        check.issues.length > 0
          ? check.issues
          : [{ path: '/', message: v ? validationMessage(v as FastifyError) : 'is invalid' }],
      );
    }
    return check.document;
  }

  /** Publishes or drafts a checked document in one transaction; nothing changes on a refusal. */
  async function save(request: FastifyRequest, reply: FastifyReply, wanted: '*' | number[], s: Save) {
    const { user } = signedIn(request);
    const result = await db.transaction(async (tx) => {
      const row = await current(tx, s.state);
      const revision = row?.revision ?? 0;
      if (wanted !== '*' && !wanted.includes(revision)) throw await conflict(request, tx, s.state, row);
      if (!s.draft && s.mode === 'create' && row)
        throw await conflict(request, tx, s.state, row, 'layout.exists');
      if (!s.draft && s.mode === 'update' && !row) throw new HttpError(404, say(request, 'layout.noRecord'));
      const base = row ? fromRow(row) : defaultLayout(s.state);
      const diff = summarize(base ? migrated(base) : null, s.document);
      const summary: RevisionSummary = s.note ? { ...diff, text: `${s.note}: ${diff.text}` } : diff;
      let next = revision;
      let updatedAt = new Date();
      if (!s.draft) {
        const [{ top } = { top: 0 }] = await tx
          .select({ top: max(stateRevisions.revision) })
          .from(stateRevisions)
          .where(and(eq(stateRevisions.state, s.state), eq(stateRevisions.status, 'published')));
        next = Math.max(revision, top ?? 0) + 1;
        const values = {
          title: s.document.title,
          order: s.document.order,
          layout: s.document.layout,
          isNew: s.document.is_new,
          regeneration: s.document.regeneration,
          revision: next,
          updatedAt: sql`now()`,
        };
        const [stored] = row
          ? await tx.update(stateLayouts).set(values).where(eq(stateLayouts.state, s.state)).returning()
          : await tx
              .insert(stateLayouts)
              .values({ state: s.state, ...values })
              .onConflictDoNothing()
              .returning();
        // Another admin created it meanwhile (no row to lock before): their version wins, 409.
        if (!stored) throw await conflict(request, tx, s.state, await current(tx, s.state));
        updatedAt = stored.updatedAt;
        // The anonymous snapshots show the old page: the next visitor pushes a fresh one.
        await tx.delete(htmlSnapshots).where(eq(htmlSnapshots.state, s.state));
      }
      const [saved] = await tx
        .insert(stateRevisions)
        .values({
          state: s.state,
          revision: next,
          status: s.draft ? 'draft' : 'published',
          document: s.document,
          authorId: user.id,
          summary,
        })
        .returning();
      if (!saved) throw new Error('revision not stored');
      return {
        revision: next,
        created: !row,
        id: saved.id,
        updatedAt: s.draft ? saved.createdAt : updatedAt,
        summary,
      };
    });
    if (!s.draft) await cache.invalidate(['state', `state:${s.state}`]);
    request.log.info(
      {
        user: user.id,
        state: s.state,
        revision: result.revision,
        revisionId: result.id,
        draft: s.draft,
        mode: s.mode,
        summary: result.summary.text,
      },
      s.draft ? 'layout draft saved' : 'layout published',
    );
    const etag = layoutEtag(result.revision, s.draft ? `d${result.id}` : 'w');
    const message: TextKey = s.draft
      ? 'layout.draftSaved'
      : s.mode === 'restore'
        ? 'layout.restored'
        : result.created
          ? 'layout.added'
          : 'layout.saved';
    reply
      .code(s.mode === 'create' || (s.mode === 'restore' && result.created && !s.draft) ? 201 : 200)
      .header('etag', etag)
      .header('cache-control', 'no-store');
    return {
      message: say(request, message),
      data: { _id: s.state, ...s.document },
      meta: {
        revision: result.revision,
        updated_at: result.updatedAt.toISOString(),
        draft: s.draft,
        revision_id: result.id,
        etag,
        summary: result.summary,
      },
    };
  }

  const admins = { access: { roles: ['admin'] } } as const;
  const writeOptions = {
    config: admins,
    bodyLimit: LAYOUT_MAX_BYTES,
    // The body is checked by checkLayout so the refusal names the widget and field (400 + issues).
    attachValidation: true,
  };

  app.post(
    '/state.json',
    {
      ...writeOptions,
      schema: {
        tags: ['layout'],
        summary: 'Create the stored layout of a page state (admins; If-Match of the default layout)',
        description: `201 'Добавлен'. Refused: 400 with issues naming widget and field; 409 when a layout is stored or If-Match is stale; 428 without If-Match; 413 over ${LAYOUT_MAX_BYTES / 1024 / 1024} MB; at most ${LAYOUT_MAX_COMPONENTS} widgets.`,
        querystring: WriteQuery,
        body: StateLayoutWriteSchema,
        response: { 200: WriteResponse, 201: WriteResponse, ...WriteErrors },
      },
    },
    (request, reply) =>
      answering(reply, async () => {
        const wanted = requireIfMatch(request);
        const document = checked(request, request.body, null);
        return save(request, reply, wanted, {
          state: document.state,
          document,
          draft: isDraft(request.query.draft),
          mode: 'create',
        });
      }),
  );

  app.put(
    '/state/:file',
    {
      ...writeOptions,
      schema: {
        tags: ['layout'],
        summary: 'Replace the stored layout of a page state (admins; If-Match of the version edited)',
        description: `200 'Сохранен'. Refused: 400 with issues naming widget and field; 404 for an unknown state or one with no stored layout (POST it); 409 when If-Match is stale (the body has the current layout); 428 without If-Match; 413 over ${LAYOUT_MAX_BYTES / 1024 / 1024} MB.`,
        params: Type.Object({ file: jsonFile() }),
        querystring: WriteQuery,
        body: StateLayoutWriteSchema,
        response: { 200: WriteResponse, ...WriteErrors },
      },
    },
    (request, reply) =>
      answering(reply, async () => {
        const state = jsonId(request.params.file) ?? '';
        if (!KNOWN_STATES.has(state))
          throw new HttpError(404, say(request, 'layout.unknownState', { state }));
        const wanted = requireIfMatch(request);
        const document = checked(request, request.body, state);
        return save(request, reply, wanted, {
          state,
          document,
          draft: isDraft(request.query.draft),
          mode: 'update',
        });
      }),
  );

  app.post(
    '/state/:id/revisions/:n/restore.json',
    {
      config: admins,
      schema: {
        tags: ['layout'],
        summary:
          'Publish a saved version (its `_id` in the revisions list) again, as a new revision (admins; If-Match)',
        params: Type.Object({
          id: Type.String({ minLength: 1, maxLength: 200 }),
          n: Type.Integer({ minimum: 1, maximum: 2_000_000_000 }),
        }),
        response: { 200: WriteResponse, 201: WriteResponse, ...WriteErrors },
      },
    },
    (request, reply) =>
      answering(reply, async () => {
        const state = request.params.id;
        if (!KNOWN_STATES.has(state))
          throw new HttpError(404, say(request, 'layout.unknownState', { state }));
        const [row] = await db
          .select()
          .from(stateRevisions)
          .where(and(eq(stateRevisions.id, request.params.n), eq(stateRevisions.state, state)));
        if (!row) throw new HttpError(404, say(request, 'layout.noRevision'));
        const wanted = requireIfMatch(request);
        // The registry may have changed since: the old version is migrated and checked again.
        const check = checkLayout(row.document, WIDGET_META);
        if (!check.ok || !check.document) {
          throw layoutError(
            `${say(request, 'layout.invalid')}: ${check.issues[0]?.message ?? ''}`,
            check.issues,
          );
        }
        const label = row.status === 'published' ? `revision ${row.revision}` : `draft #${row.id}`;
        return save(request, reply, wanted, {
          state,
          document: check.document,
          draft: false,
          mode: 'restore',
          note: `restored ${label}`,
        });
      }),
  );
}
