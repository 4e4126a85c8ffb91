import { inLanguage, type Lang } from '@core/lang';
import { defaultLayout } from '@core/pages';
import { PAGE_STATES } from '@core/routes';
import { Envelope, ErrorSchema, I18nTextSchema, LangSchema } from '@core/schemas/common';
import type { StateLayout } from '@core/schemas/layout';
import { WIDGET_META } from '@widgets/meta';
import { checkLayout } from '@widgets/validate';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import Type from 'typebox';
import { admit, OPTIONAL_BEARER } from '../auth/access';
import type { CachedBody } from '../cache';
import type { App, AppContext } from '../context';
import { stateLayouts, stateRevisions } from '../db/schema';
import { cacheKey, jsonId, notFound, sendCached } from '../http';
import { jsonFile } from '../params';
import { say } from '../texts';
import {
  DraftFlag,
  fromRow,
  invalidById,
  isDraft,
  layoutEtag,
  StateLayoutOut,
  StateMeta,
} from './state/common';
import { stateRevisionRoutes } from './state/revisions';
import { stateWriteRoutes } from './state/writes';

/** The served entry with the layout's ETag (`W/"r{revision}.{hash}"`), made once per cache entry. */
const withLayoutEtag = new WeakMap<CachedBody, CachedBody>();
function layoutEntry(entry: CachedBody): CachedBody {
  let out = withLayoutEtag.get(entry);
  if (!out) {
    const { meta } = JSON.parse(entry.body) as { meta: { revision: number } };
    const hash = entry.etag.replace(/^W\//, '').replaceAll('"', '');
    out = { ...entry, etag: layoutEtag(meta.revision, hash) };
    withLayoutEtag.set(entry, out);
  }
  return out;
}

/**
 * `?lang=`: the layout as a page in that language renders it, each per-language text cut to the
 * one it shows (`inLanguage`), as the page's own read (src/client/app/layout-query.ts). A quarter
 * of the texts: a page of 1000 widgets embedded 470 KB of layout, all four languages of every
 * text, for a visitor who reads one. Its ETag is the body's, not a layout version's, so it can
 * never be the `If-Match` of a save: a layout read in one language cannot replace the stored one
 * and lose the other three (the editor reads the whole layout, without `lang`).
 */
const LangCut = Type.Optional(
  LangSchema({
    description: "Only the texts a page in this language shows (the page's read; not for editing)",
  }),
);

/**
 * Who before what: `?draft=1` is for admins, so the caller is admitted before the query is
 * validated (an anonymous `?draft=1&lang=xx` is a 401, not a 400). The published read is open.
 */
const admitDraftReader: onRequestAsyncHookHandler = async (request) => {
  const { draft } = request.query as { draft?: unknown };
  if (typeof draft === 'string' && isDraft(draft)) await admit(request, { roles: ['admin'] });
};

/**
 * An admin's latest draft of a state (`?draft=1`, the caller admitted by `admitDraftReader`):
 * never cached, never shown to visitors.
 */
async function sendDraft(
  request: FastifyRequest,
  reply: FastifyReply,
  { database }: AppContext,
  id: string,
  lang: Lang | undefined,
) {
  reply.header('cache-control', 'no-store');
  const [row] = await database.db
    .select()
    .from(stateRevisions)
    .where(and(eq(stateRevisions.state, id), eq(stateRevisions.status, 'draft')))
    .orderBy(desc(stateRevisions.id))
    .limit(1);
  if (!row) throw notFound(say(request, 'layout.noDraft'));
  const check = checkLayout(row.document, WIDGET_META);
  const invalid = invalidById(check.issues);
  const data = { _id: id, ...(check.document ?? row.document) };
  if (!lang) reply.header('etag', layoutEtag(row.revision, `d${row.id}`));
  return {
    data: lang ? inLanguage(data, lang) : data,
    meta: {
      source: 'draft' as const,
      revision: row.revision,
      updated_at: row.createdAt.toISOString(),
      invalid,
    },
  };
}

/**
 * Page layouts (design §2): `GET /state/{id}.json` answers the stored layout of a state, or its
 * default when none is stored, migrated and checked against the registry: components that
 * cannot render are listed in `meta.invalid` and the rest still render.
 */
export async function stateRoutes(app: App, ctx: AppContext) {
  const { database, cache } = ctx;
  const { db } = database;

  app.get(
    '/state.json',
    {
      schema: {
        tags: ['layout'],
        summary: 'Every page state with its title and order',
        response: {
          200: Envelope(
            Type.Array(Type.Object({ state: Type.String(), title: I18nTextSchema, order: Type.Integer() })),
            Type.Object({ total: Type.Integer() }),
          ),
        },
      },
    },
    async (request, reply) => {
      const entry = await cache.get(cacheKey(request), ['state'], async () => {
        const rows = await db
          .select()
          .from(stateLayouts)
          .orderBy(asc(stateLayouts.order), asc(stateLayouts.state));
        const stored = new Set(rows.map((r) => r.state));
        const defaults = PAGE_STATES.filter((s) => !stored.has(s)).map((s) => defaultLayout(s));
        const data = [...rows.map(fromRow), ...defaults.filter((d): d is StateLayout => d !== null)]
          .map((l) => ({ state: l.state, title: l.title, order: l.order }))
          .sort((a, b) => a.order - b.order || a.state.localeCompare(b.state));
        return { data, meta: { total: data.length } };
      });
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/state/:file',
    {
      schema: {
        tags: ['layout'],
        summary: 'The layout of a page state, e.g. app.channel.list',
        description:
          'The ETag names the stored revision (`W/"r{revision}.…"`); send it back as `If-Match` to save. `?draft=1` answers the latest draft (admins only). `?lang=` answers each per-language text in that language only, as a page renders it: its ETag names no revision, so it cannot be the base of a save.',
        // Open to everyone; the draft (`?draft=1`) is asked for with an admin's token.
        security: OPTIONAL_BEARER,
        params: Type.Object({ file: jsonFile() }),
        querystring: Type.Object({ draft: DraftFlag, lang: LangCut }),
        response: {
          200: Envelope(StateLayoutOut, StateMeta),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
      onRequest: admitDraftReader,
    },
    async (request, reply) => {
      const id = jsonId(request.params.file) ?? '';
      const { lang } = request.query;
      if (isDraft(request.query.draft)) return sendDraft(request, reply, ctx, id, lang);
      const entry = await cache.get(cacheKey(request), ['state', `state:${id}`], async () => {
        const [row] = await db.select().from(stateLayouts).where(eq(stateLayouts.state, id));
        const fallback = defaultLayout(id);
        const doc = row ? fromRow(row) : fallback;
        if (!doc) return null;
        let check = checkLayout(doc, WIDGET_META);
        let source: 'stored' | 'default' = row ? 'stored' : 'default';
        if (!check.document && fallback) {
          request.log.warn(
            { state: id, issues: check.issues },
            'stored layout is broken; serving the default',
          );
          check = checkLayout(fallback, WIDGET_META);
          source = 'default';
        }
        if (!check.document) return null;
        const invalid = invalidById(check.issues);
        if (check.issues.length > 0)
          request.log.warn({ state: id, issues: check.issues }, 'layout has invalid components');
        const data = { _id: id, ...check.document };
        return {
          data: lang ? inLanguage(data, lang) : data,
          meta: {
            source,
            revision: row?.revision ?? 0,
            updated_at: row?.updatedAt.toISOString() ?? null,
            invalid,
          },
        };
      });
      if (entry.body === 'null') throw notFound(`Layout for state "${id}" does not exist`);
      return sendCached(request, reply, lang ? entry : layoutEntry(entry));
    },
  );

  await stateWriteRoutes(app, ctx);
  await stateRevisionRoutes(app, ctx);
}
