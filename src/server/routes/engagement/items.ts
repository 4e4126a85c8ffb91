import type { ContentDb } from '@core/schemas/content';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { anonsSlides, archiveItems, broadcasts, channels, counters, news, people } from '../../db/schema';
import { recordingEnd } from '../../live/vod';
import { isPublished } from '../content/query';

/** Where the items of a collection live, and which of them a visitor may see (and so like). */
interface Source {
  table: PgTable;
  id: PgColumn;
  /** The rows a visitor can open: hidden channels and broadcasts, unpublished episodes are not. */
  visible(now: Date): SQL | undefined;
}

/**
 * The collections of `{db}` (CONTENT_DBS). Anchors and persons share `people`, told apart by
 * `kind`; an archive item is there from `date + duration` on, like the archive calls list it.
 */
const SOURCES: Record<ContentDb, Source> = {
  anchors: { table: people, id: people.id, visible: () => eq(people.kind, 'anchor') },
  person: { table: people, id: people.id, visible: () => eq(people.kind, 'person') },
  archive: {
    table: archiveItems,
    id: archiveItems.id,
    visible: isPublished,
  },
  broadcast: { table: broadcasts, id: broadcasts.id, visible: () => eq(broadcasts.isHidden, false) },
  channel: { table: channels, id: channels.id, visible: () => eq(channels.isHidden, false) },
  news: { table: news, id: news.id, visible: () => undefined },
  anons: { table: anonsSlides, id: anonsSlides.id, visible: () => undefined },
};

/** Whether item `id` of collection `db` exists and is visible at `now`. */
export async function itemExists(db: Db, collection: ContentDb, id: string, now: Date): Promise<boolean> {
  const s = SOURCES[collection];
  const rows = await db
    .select({ id: s.id })
    .from(s.table)
    .where(and(eq(s.id, id), s.visible(now)))
    .limit(1);
  return rows.length > 0;
}

/**
 * How long a "not found" of item `id` may be kept by the cache: until its publication when it is
 * an archive item that is recorded but not yet listed; undefined (the cache's own time) otherwise.
 * Without it a like or comment call asked a minute before publication would keep answering 404
 * for the cache's whole time after the item was on the site.
 */
export async function missKeepMs(
  db: Db,
  collection: ContentDb,
  id: string,
  now: Date,
): Promise<number | undefined> {
  if (collection !== 'archive') return undefined;
  const [row] = await db
    .select({ date: archiveItems.date, duration: archiveItems.duration })
    .from(archiveItems)
    .where(eq(archiveItems.id, id))
    .limit(1);
  if (!row) return undefined;
  const wait = recordingEnd(row) - now.getTime();
  return wait > 0 ? Math.max(wait, 1000) : undefined;
}

/** A condition on `counters` rows: their item exists and is visible (top lists skip the others). */
export function counterItemVisible(collection: ContentDb, now: Date): SQL {
  const s = SOURCES[collection];
  const visible = s.visible(now);
  return sql`exists (select 1 from ${s.table} where ${s.id} = ${counters.item}${visible ? sql` and ${visible}` : sql``})`;
}
