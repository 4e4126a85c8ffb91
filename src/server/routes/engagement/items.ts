import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { ContentDb } from '../../../../schemas/content';
import type { Db } from '../../db/client';
import { anonsSlides, archiveItems, broadcasts, channels, counters, news, people } from '../../db/schema';

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
    visible: (now) =>
      sql`${archiveItems.date} + ${archiveItems.duration} * interval '1 second' <= ${now.toISOString()}::timestamptz`,
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

/** A condition on `counters` rows: their item exists and is visible (top lists skip the others). */
export function counterItemVisible(collection: ContentDb, now: Date): SQL {
  const s = SOURCES[collection];
  const visible = s.visible(now);
  return sql`exists (select 1 from ${s.table} where ${s.id} = ${counters.item}${visible ? sql` and ${visible}` : sql``})`;
}
