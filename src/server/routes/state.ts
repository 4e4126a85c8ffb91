import { asc, eq } from 'drizzle-orm';
import Type from 'typebox';
import { WIDGET_META } from '../../../registry/meta';
import { checkLayout } from '../../../registry/validate';
import { Envelope, ErrorSchema, I18nTextSchema } from '../../../schemas/common';
import type { StateLayout } from '../../../schemas/layout';
import { defaultLayout } from '../../shared/pages';
import { PAGE_STATES } from '../../shared/routes';
import type { App, AppContext } from '../context';
import { stateLayouts } from '../db/schema';
import { cacheKey, jsonId, sendCached, sendFound } from '../http';

const StateLayoutOut = Type.Object({
  _id: Type.String(),
  title: I18nTextSchema,
  state: Type.String(),
  order: Type.Integer(),
  layout: Type.Object({
    component: Type.Literal('stateLayout'),
    params: Type.Object({ layout: Type.String(), components: Type.Array(Type.Unknown()) }),
  }),
  is_new: Type.Boolean(),
  regeneration: Type.Boolean(),
});

const StateMeta = Type.Object({
  source: Type.Union([Type.Literal('stored'), Type.Literal('default')]),
  revision: Type.Integer(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
  /** Components that cannot render, by id, with the reason (admins see it; visitors see the rest). */
  invalid: Type.Record(Type.String(), Type.String()),
});

function fromRow(row: typeof stateLayouts.$inferSelect): StateLayout {
  return {
    title: row.title,
    state: row.state,
    order: row.order,
    layout: row.layout,
    is_new: row.isNew,
    regeneration: row.regeneration,
  };
}

/**
 * Page layouts (design §2): `GET /state/{id}.json` answers the stored layout of a state, or its
 * default when none is stored, migrated and checked against the registry: components that
 * cannot render are listed in `meta.invalid` and the rest still render.
 */
export async function stateRoutes(app: App, { database, cache }: AppContext) {
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
        params: Type.Object({ file: Type.String({ pattern: '\\.json$' }) }),
        response: { 200: Envelope(StateLayoutOut, StateMeta), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const id = jsonId(request.params.file) ?? '';
      const entry = await cache.get(cacheKey(request), ['state'], async () => {
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
        const invalid: Record<string, string> = {};
        for (const issue of check.issues) {
          if (issue.componentId && !(issue.componentId in invalid))
            invalid[issue.componentId] = issue.message;
        }
        if (check.issues.length > 0)
          request.log.warn({ state: id, issues: check.issues }, 'layout has invalid components');
        return {
          data: { _id: id, ...check.document },
          meta: {
            source,
            revision: row?.revision ?? 0,
            updated_at: row?.updatedAt.toISOString() ?? null,
            invalid,
          },
        };
      });
      return sendFound(request, reply, entry, `Layout for state "${id}" does not exist`);
    },
  );
}
