import { API_PREFIX } from '@core/api-prefix';
import { LangSchema } from '@core/schemas/common';
import { TASHKENT_OFFSET_MS } from '@core/time';
import { asc, eq } from 'drizzle-orm';
import Type from 'typebox';
import type { AppContext } from '../../context';
import { broadcasts, categories, channels } from '../../db/schema';
import type { FeedBroadcast, FeedCategory } from '../../feeds/xmltv';
import { toPicture } from '../content/rows';

/**
 * What the feed routes share (decision 032): the days they span, the `?lang=` query, the OpenAPI
 * description of a feed's body, and the feed context: where links point and the reads of the
 * visible channels, broadcasts and categories.
 */

/** Days of the XMLTV feed either side of today (Tashkent): 7 back, today, 7 ahead. */
export const EPG_DAYS_BACK = 7;
export const EPG_DAYS_AHEAD = 7;

export const LangQuery = Type.Object(
  {
    lang: Type.Optional(
      LangSchema({
        description: 'Language of the names and titles (default: the efir_lang cookie, else uz)',
      }),
    ),
  },
  { additionalProperties: false },
);

/** A feed's 200: text, described for the OpenAPI document. */
export const feedBody = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: Type.String() } },
});

/** Milliseconds until the next Tashkent midnight. */
export function msToTashkentMidnight(now: number): number {
  const day = 86_400_000;
  return day - ((now + TASHKENT_OFFSET_MS) % day);
}

export type FeedContext = ReturnType<typeof feedContext>;

/** The feeds' base path, their absolute links and the reads they share. */
export function feedContext({ database, cache, config }: AppContext) {
  const { db } = database;
  const base = `/${config.product}`;
  const { publicUrl } = config;
  const apiUrl = `${publicUrl}${API_PREFIX}${base}`;
  const absolute = (path: string) => new URL(path, `${publicUrl}/`).href;
  const host = new URL(publicUrl).hostname;

  const visibleChannels = () =>
    db
      .select()
      .from(channels)
      .where(eq(channels.isHidden, false))
      .orderBy(asc(channels.order), asc(channels.id));

  async function broadcastMap(): Promise<Map<string, FeedBroadcast>> {
    const rows = await db.select().from(broadcasts).where(eq(broadcasts.isHidden, false));
    return new Map(
      rows.map((r) => [
        r.id,
        {
          id: r.id,
          title: r.title,
          description: r.description,
          category: r.category,
          picture: toPicture(r.imagesAnons[0])?.link ?? null,
          rating: r.rating,
        },
      ]),
    );
  }

  async function categoryMap(): Promise<Map<string, FeedCategory>> {
    const rows = await db.select().from(categories);
    return new Map(rows.map((r) => [r.id, { id: r.id, title: r.title, parent: r.parent }]));
  }

  return { db, cache, base, publicUrl, apiUrl, absolute, host, visibleChannels, broadcastMap, categoryMap };
}
