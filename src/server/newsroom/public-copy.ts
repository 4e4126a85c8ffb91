import type { NewsroomType } from '@core/newsroom';
import { SEARCH_TYPES, type SearchHitType as SearchType } from '@core/schemas/search';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsroomItems } from '../db/schema';
import type { Tx } from '../jobs/runner';
import { indexItems } from '../search/index';
import { projectionOf, REFERENCE_TABLES } from './projection';
import type { Doc, ItemRow } from './reads';
import { NewsroomRefusal } from './refusal';

/**
 * The newsroom's hold on an item inside a write transaction (decision 033): the lock on its
 * newsroom row, and its public copy: copied into the public table (references checked), taken
 * out, and the search index (issue 27) kept in step with it.
 */

/** Locks the item's newsroom row for the transaction; null when the newsroom has none. */
export async function lockItem(tx: Tx, type: NewsroomType, id: string): Promise<ItemRow | null> {
  const [row] = await tx
    .select()
    .from(newsroomItems)
    .where(and(eq(newsroomItems.type, type), eq(newsroomItems.id, id)))
    .for('update');
  return row ?? null;
}

async function checkReferences(tx: Tx, type: NewsroomType, doc: Doc): Promise<void> {
  for (const ref of projectionOf(type).refs(doc)) {
    const { table, id } = REFERENCE_TABLES[ref.type];
    const [row] = await tx.select({ id }).from(table).where(eq(id, ref.id));
    if (!row)
      throw new NewsroomRefusal(
        400,
        'referenceMissing',
        { id: ref.id, field: ref.field },
        `document.${ref.field}`,
      );
  }
}

/** Keeps the search index (issue 27) in step with the public row, in the same transaction. */
async function reindex(tx: Tx, type: NewsroomType, id: string): Promise<void> {
  if ((SEARCH_TYPES as readonly string[]).includes(type))
    await indexItems(tx as unknown as Db, type as SearchType, [id]);
}

/** Copies `doc` into the public table as of `at` (a poll past its closing time is closed). */
export async function publishCopy(tx: Tx, type: NewsroomType, doc: Doc, at: Date): Promise<void> {
  const p = projectionOf(type);
  await checkReferences(tx, type, doc);
  const values = p.toRow(doc, at);
  const { id: _id, ...set } = values;
  await tx
    .insert(p.table)
    .values(values as never)
    .onConflictDoUpdate({ target: p.id, set: set as never });
  await reindex(tx, type, String(doc._id));
}

/** Takes the item out of the public table; true when visitors saw it. */
export async function takeDown(tx: Tx, type: NewsroomType, id: string): Promise<boolean> {
  const p = projectionOf(type);
  const gone = await tx.delete(p.table).where(eq(p.id, id)).returning({ id: p.id });
  await reindex(tx, type, id);
  return gone.length > 0;
}
