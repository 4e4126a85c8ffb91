import { randomInt } from 'node:crypto';
import { Envelope, ErrorSchema, type ListMeta, ListMetaSchema, ListQuerySchema } from '@core/schemas/common';
import { type AnonsSlide, AnonsSlideSchema } from '@core/schemas/content';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import Type from 'typebox';
import type { App, AppContext } from '../../context';
import { anonsSlides } from '../../db/schema';
import { cacheKey, sendCached } from '../../http';
import { itemRoute } from '../item';
import {
  cachedThisMinute,
  equals,
  idsAndTitle,
  PAGE_SIZE,
  pageOf,
  paging,
  SlugQuery,
  TitleQuery,
  titleFilter,
} from './query';
import { toAnonsSlide } from './rows';

/** How long a slide stays "recent" after its time (the slider shows what is on and what is coming). */
export const SLIDE_RECENT_MS = 24 * 60 * 60 * 1000;

const SlideQuery = Type.Object(
  {
    ...ListQuerySchema.properties,
    channel: SlugQuery,
    /** Shuffled order (spec §7 `rand`). */
    rand: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

const AnonsListQuery = Type.Object(
  { ...ListQuerySchema.properties, channel: SlugQuery, title: TitleQuery },
  { additionalProperties: false },
);

/**
 * The slider's order: upcoming and recent slides (time ≥ now − 1 day) soonest first, then the
 * others latest first, so that a short week still fills the slider with the latest announcements.
 */
export function slideOrder<T extends { datetime: Date; id: string }>(rows: readonly T[], now: Date): T[] {
  const from = now.getTime() - SLIDE_RECENT_MS;
  const tie = (a: T, b: T) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  const coming = rows
    .filter((r) => r.datetime.getTime() >= from)
    .sort((a, b) => a.datetime.getTime() - b.datetime.getTime() || tie(a, b));
  const past = rows
    .filter((r) => r.datetime.getTime() < from)
    .sort((a, b) => b.datetime.getTime() - a.datetime.getTime() || tie(a, b));
  return [...coming, ...past];
}

/** A Fisher–Yates shuffle (a copy). */
function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * Announcements (spec §7): `GET /{product}/anons/slide.json` (the slider: channel, count (6),
 * rand), `GET /{product}/anons.json` (newest first) and `/anons/{id}.json`. Tag `anons`. The
 * slider depends on the clock and is kept for the current minute; a `rand` answer is shuffled
 * per request from the cached order, so it is sent without an ETag and never kept by a client.
 */
export async function anonsRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const base = `/${config.product}`;
  const SlideList = Envelope(Type.Array(AnonsSlideSchema), ListMetaSchema);

  app.get(
    `${base}/anons/slide.json`,
    {
      schema: {
        tags: ['content'],
        summary:
          'Slides of the anons slider: upcoming and recent (last day) soonest first, filled up with the latest others; filter by channel; `rand` shuffles',
        querystring: SlideQuery,
        response: { 200: SlideList, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const params = new URLSearchParams(cacheKey(request).split('?')[1]);
      params.delete('rand');
      const key = `${base}/anons/slide.json?${params.toString()}`;
      const entry = await cachedThisMinute(cache, key, ['anons'], async (now) => {
        const rows = await db
          .select()
          .from(anonsSlides)
          .where(
            and(
              equals(anonsSlides.channel, q.channel),
              q.items ? inArray(anonsSlides.id, q.items.split(',')) : undefined,
            ),
          );
        return pageOf(slideOrder(rows, now), q, PAGE_SIZE.slides, toAnonsSlide);
      });
      if (!q.rand) return sendCached(request, reply, entry);
      const answer = JSON.parse(entry.body) as { data: AnonsSlide[]; meta: ListMeta };
      reply.header('cache-control', 'no-store').header('surrogate-key', entry.tags.join(' '));
      return { data: shuffled(answer.data), meta: answer.meta };
    },
  );

  app.get(
    `${base}/anons.json`,
    {
      schema: {
        tags: ['content'],
        summary: 'Announcements newest first; filter by channel, ids or title; paged (100)',
        querystring: AnonsListQuery,
        response: { 200: SlideList, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const title = titleFilter(q.title);
      const entry = await cache.get(cacheKey(request), ['anons'], async () => {
        const where = and(
          equals(anonsSlides.channel, q.channel),
          ...idsAndTitle(q.items, title, anonsSlides),
        );
        const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(anonsSlides).where(where);
        const { offset, ...meta } = paging(q, total, PAGE_SIZE.anons);
        const rows =
          offset < total
            ? await db
                .select()
                .from(anonsSlides)
                .where(where)
                .orderBy(desc(anonsSlides.datetime), asc(anonsSlides.id))
                .limit(meta.count)
                .offset(offset)
            : [];
        return { data: rows.map(toAnonsSlide), meta };
      });
      return sendCached(request, reply, entry);
    },
  );

  itemRoute(app, cache, `${base}/anons/:file`, {
    group: 'content',
    summary: 'One announcement by id',
    data: AnonsSlideSchema,
    tags: ['anons'],
    load: async (id) => {
      const [row] = await db.select().from(anonsSlides).where(eq(anonsSlides.id, id));
      return row ? { data: toAnonsSlide(row) } : null;
    },
    missing: (id) => `Announcement "${id}" does not exist`,
  });
}
