import { randomUUID } from 'node:crypto';
import { NEWSROOM_ROLES } from '@core/newsroom';
import {
  BREAKING_EVENT,
  BREAKING_MAX_DAYS,
  type Breaking,
  BreakingBody,
  BreakingSchema,
} from '@core/schemas/breaking';
import { ErrorSchema } from '@core/schemas/common';
import { and, desc, eq, gt } from 'drizzle-orm';
import Type from 'typebox';
import { signedIn } from '../auth/access';
import type { App, AppContext } from '../context';
import { breakingNews } from '../db/schema';
import { badRequest, cacheKey, sendCached } from '../http';
import { recordAudit } from '../newsroom/audit';
import { say } from '../texts';

/** The cache tag of the banner: every write drops it, on every instance. */
export const BREAKING_TAG = 'breaking';

const NEWSROOM = { roles: [...NEWSROOM_ROLES] };
const Answer = Type.Object({ data: Type.Union([BreakingSchema, Type.Null()]) });
const Written = Type.Object({ data: Type.Union([BreakingSchema, Type.Null()]), message: Type.String() });

type Row = typeof breakingNews.$inferSelect;

const toApi = (row: Row): Breaking => ({
  _id: row.id,
  text: { uz: row.text.uz ?? '', ...row.text },
  link: row.link,
  until: row.until.toISOString(),
  created_at: row.createdAt.toISOString(),
});

/**
 * The breaking-news banner (issue 26; decision 036). `GET breaking.json` is public and cached
 * (tag `breaking`, kept no longer than the banner's `until`): the banner up now, or null.
 * The newsroom raises one (`PUT newsroom/breaking.json`, replacing the one up) or lowers it
 * (`DELETE`); each write is one transaction with its audit row, drops the cache tag and tells
 * every open page over the public socket.io namespace (live/public.ts), on every instance.
 */
export async function breakingRoutes(app: App, { database, cache, broadcast }: AppContext) {
  const { db } = database;

  const current = async (now: Date): Promise<Row | null> => {
    const [row] = await db
      .select()
      .from(breakingNews)
      .where(and(eq(breakingNews.active, true), gt(breakingNews.until, now)))
      .orderBy(desc(breakingNews.createdAt))
      .limit(1);
    return row ?? null;
  };

  /** After a write: the cached answers go, every page hears the news. */
  const announce = async (data: Breaking | null) => {
    await cache.invalidate([BREAKING_TAG]);
    broadcast.emit(BREAKING_EVENT, { data });
  };

  app.get(
    '/breaking.json',
    {
      schema: {
        tags: ['newsroom'],
        summary: 'The breaking-news banner up now, or null',
        response: { 200: Answer },
      },
    },
    async (request, reply) => {
      let until: number | null = null;
      const entry = await cache.get(
        cacheKey(request),
        [BREAKING_TAG],
        async () => {
          const row = await current(new Date());
          until = row ? row.until.getTime() : null;
          return { data: row ? toApi(row) : null };
        },
        // An expired banner is not served from the cache either.
        () => (until === null ? undefined : Math.max(1, until - Date.now())),
      );
      return sendCached(request, reply, entry);
    },
  );

  app.put(
    '/newsroom/breaking.json',
    {
      config: { access: NEWSROOM },
      schema: {
        tags: ['newsroom'],
        summary: 'Raise the breaking-news banner (replaces the one up)',
        body: BreakingBody,
        response: { 200: Written, 400: ErrorSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { text, link, until } = request.body;
      const now = Date.now();
      const end = Date.parse(until);
      if (!(end > now)) throw badRequest(say(request, 'breaking.untilPast'), 'until');
      if (end > now + BREAKING_MAX_DAYS * 86_400_000)
        throw badRequest(say(request, 'breaking.untilFar', { days: BREAKING_MAX_DAYS }), 'until');
      const clean = Object.fromEntries(
        Object.entries(text)
          .map(([lang, value]) => [lang, (value ?? '').trim()] as const)
          .filter(([, value]) => value !== ''),
      ) as Breaking['text'];
      if (!clean.uz) throw badRequest(say(request, 'breaking.textRequired'), 'text.uz');
      const actor = { id: user.id, name: user.displayName || user.username };
      const row = await db.transaction(async (tx) => {
        const lowered = await tx
          .update(breakingNews)
          .set({ active: false })
          .where(eq(breakingNews.active, true))
          .returning();
        const [raised] = await tx
          .insert(breakingNews)
          .values({
            id: randomUUID(),
            text: clean,
            link: link ? link : null,
            until: new Date(end),
            createdBy: user.id,
          })
          .returning();
        if (!raised) throw new Error('breaking: the insert returned nothing');
        const before = lowered.find((r) => r.until.getTime() > now);
        await recordAudit(tx, {
          actor,
          action: before ? 'update' : 'create',
          type: 'breaking',
          itemId: raised.id,
          before: before ? toApi(before) : null,
          after: toApi(raised),
        });
        return raised;
      });
      const data = toApi(row);
      await announce(data);
      return { data, message: say(request, 'breaking.raised') };
    },
  );

  app.delete(
    '/newsroom/breaking.json',
    {
      config: { access: NEWSROOM },
      schema: {
        tags: ['newsroom'],
        summary: 'Lower the breaking-news banner',
        response: { 200: Written },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const actor = { id: user.id, name: user.displayName || user.username };
      const now = Date.now();
      const lowered = await db.transaction(async (tx) => {
        const rows = await tx
          .update(breakingNews)
          .set({ active: false })
          .where(eq(breakingNews.active, true))
          .returning();
        const up = rows.filter((r) => r.until.getTime() > now);
        for (const row of up)
          await recordAudit(tx, {
            actor,
            action: 'delete',
            type: 'breaking',
            itemId: row.id,
            before: toApi(row),
            after: null,
          });
        return up;
      });
      await announce(null);
      return {
        data: null,
        message: say(request, lowered.length > 0 ? 'breaking.lowered' : 'breaking.none'),
      };
    },
  );
}
