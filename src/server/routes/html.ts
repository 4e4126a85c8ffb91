import { PAGE_STATES, ROUTE_BY_STATE } from '@core/routes';
import { Envelope, ErrorSchema, LangSchema } from '@core/schemas/common';
import { sanitizeHtml } from '@widgets/_kit/text/sanitize';
import { installServerDom } from '@widgets/_kit/text/sanitize-node';
import { and, eq, sql } from 'drizzle-orm';
import Type from 'typebox';
import type { App, AppContext } from '../context';
import { htmlSnapshots } from '../db/schema';
import { badRequest, jsonId, notFound } from '../http';
import { requestLang } from '../lang';
import { SNAPSHOT_PUSHES_PER_MINUTE } from '../limits';
import { jsonFile } from '../params';

/** Largest snapshot push accepted (the whole JSON body). */
export const SNAPSHOT_BODY_LIMIT = 512 * 1024;

/** Pages an anonymous visitor can see: the only ones an anonymous snapshot can be of. */
const PAGES: ReadonlySet<string> = new Set(
  PAGE_STATES.filter((state) => {
    const roles = ROUTE_BY_STATE.get(state)?.roles ?? [];
    return roles.length === 0 || roles.some((r) => r === 'guest' || r === '*');
  }),
);

/**
 * A state's snapshot in one language is replaced at most once a minute: every anonymous page view
 * pushes one, and sanitising a large page costs the server real time (jsdom parses it).
 */
export const SNAPSHOT_MIN_AGE_MS = 60_000;

const SnapshotIn = Type.Object(
  {
    state: Type.String({ minLength: 1, maxLength: 200 }),
    html: Type.String({ description: 'innerHTML of the page’s main element' }),
  },
  { additionalProperties: false },
);

const SnapshotOut = Type.Object({
  state: Type.String(),
  lang: LangSchema(),
  /** UTF-8 size of the stored, sanitised HTML. */
  bytes: Type.Integer({ minimum: 0 }),
  /** False when a snapshot of this state and language was stored less than a minute ago (kept). */
  stored: Type.Boolean(),
});

/**
 * Anonymous HTML snapshots (spec §6, §7, §9): two seconds after a page renders, an anonymous
 * visitor's browser pushes the HTML of `#main`. Only page states of the route table are taken;
 * the body is capped, pushes are rate-limited per client, and the HTML is sanitised with the
 * text widget's rules before the latest per state and language replaces the previous one.
 * Pushed HTML is never served to visitors and its write invalidates no cache; admins read it
 * with `GET /html/{state}.json`.
 */
export async function htmlRoutes(app: App, { database }: AppContext) {
  const { db } = database;

  app.put(
    '/html/:file',
    {
      bodyLimit: SNAPSHOT_BODY_LIMIT,
      config: { rateLimit: { max: SNAPSHOT_PUSHES_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['layout'],
        summary: 'Store the anonymous HTML of a page state, e.g. app.index (sanitised, latest per language)',
        description: `The language comes from the efir_lang cookie (default uz). Bodies over ${SNAPSHOT_BODY_LIMIT / 1024} KB are refused with 413; more than ${SNAPSHOT_PUSHES_PER_MINUTE} pushes a minute from one client with 429.`,
        params: Type.Object({ file: jsonFile() }),
        body: SnapshotIn,
        response: {
          200: Envelope(SnapshotOut, Type.Object({})),
          400: ErrorSchema,
          404: ErrorSchema,
          413: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const state = jsonId(request.params.file) ?? request.params.file;
      if (!PAGES.has(state))
        throw notFound(`No page state "${state}": snapshots are taken of pages visitors can see`);
      if (request.body.state !== state)
        throw badRequest(`Body field "state" must equal the state of the path ("${state}")`);
      const lang = requestLang(request);
      const [current] = await db
        .select({ bytes: htmlSnapshots.bytes, updatedAt: htmlSnapshots.updatedAt })
        .from(htmlSnapshots)
        .where(and(eq(htmlSnapshots.state, state), eq(htmlSnapshots.lang, lang)));
      if (current && Date.now() - current.updatedAt.getTime() < SNAPSHOT_MIN_AGE_MS) {
        return { data: { state, lang, bytes: current.bytes, stored: false }, meta: {} };
      }
      installServerDom();
      const html = sanitizeHtml(request.body.html);
      const bytes = Buffer.byteLength(html);
      await db
        .insert(htmlSnapshots)
        .values({ state, lang, html, bytes })
        .onConflictDoUpdate({
          target: [htmlSnapshots.state, htmlSnapshots.lang],
          set: { html, bytes, updatedAt: sql`now()` },
        });
      return { data: { state, lang, bytes, stored: true }, meta: {} };
    },
  );

  app.get(
    '/html/:file',
    {
      config: { access: { roles: ['admin'] } },
      schema: {
        tags: ['layout'],
        summary: 'The stored anonymous HTML snapshots of a page state, one per language (admins only)',
        params: Type.Object({ file: jsonFile() }),
        response: {
          200: Envelope(
            Type.Array(
              Type.Object({
                state: Type.String(),
                lang: SnapshotOut.properties.lang,
                html: Type.String(),
                bytes: Type.Integer({ minimum: 0 }),
                updatedAt: Type.String({ format: 'date-time' }),
              }),
            ),
            Type.Object({ total: Type.Integer({ minimum: 0 }) }),
          ),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const state = jsonId(request.params.file) ?? request.params.file;
      if (!PAGES.has(state)) throw notFound(`No page state "${state}"`);
      const rows = await db
        .select()
        .from(htmlSnapshots)
        .where(eq(htmlSnapshots.state, state))
        .orderBy(htmlSnapshots.lang);
      return {
        data: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })),
        meta: { total: rows.length },
      };
    },
  );
}
