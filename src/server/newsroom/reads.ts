import { pickText } from '@core/lang';
import type { ItemStatus, NewsroomType } from '@core/newsroom';
import type { NewsroomItem, NewsroomMeta, NewsroomRow } from '@core/schemas/newsroom';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsroomItems, users } from '../db/schema';
import { projectionOf } from './projection';

/**
 * The newsroom's reads (decision 033): one item as an editor reads it (its newsroom row, or the
 * public row the newsroom has not saved yet) and the list of a type's items.
 */

export type Doc = Record<string, unknown>;
export type ItemRow = typeof newsroomItems.$inferSelect;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The public table's row of an item, or null when visitors do not see it. */
export async function publicRow(tx: Pick<Db, 'select'>, type: NewsroomType, id: string): Promise<Doc | null> {
  const p = projectionOf(type);
  const [row] = await tx.select().from(p.table).where(eq(p.id, id));
  return (row as Doc | undefined) ?? null;
}

async function names(ids: (string | null)[], tx: Pick<Db, 'select'>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  // Inside a write, through its transaction (PGlite has one connection: a read beside it would wait).
  const rows = await tx
    .select({ id: users.id, name: users.displayName, username: users.username })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, r.name || r.username]));
}

function metaOf(
  type: NewsroomType,
  id: string,
  row: ItemRow | null,
  live: boolean,
  by: string | null,
): NewsroomMeta {
  return {
    type,
    id,
    version: row?.version ?? 0,
    status: row?.status ?? 'published',
    live,
    publish_at: iso(row?.publishAt),
    unpublish_at: iso(row?.unpublishAt),
    published_at: iso(row?.publishedAt),
    unpublished_changes: live && (row?.pending ?? false),
    updated_at: iso(row?.updatedAt),
    updated_by: by,
  };
}

/** One item as an editor reads it, or null. */
export async function readItem(
  tx: Pick<Db, 'select'>,
  type: NewsroomType,
  id: string,
): Promise<NewsroomItem | null> {
  const [row] = await tx
    .select()
    .from(newsroomItems)
    .where(and(eq(newsroomItems.type, type), eq(newsroomItems.id, id)));
  const pub = await publicRow(tx, type, id);
  if (!row && !pub) return null;
  const byName = await names([row?.updatedBy ?? null], tx);
  const data = row ? row.document : projectionOf(type).fromRow(pub as Doc);
  return {
    data,
    meta: metaOf(type, id, row ?? null, pub !== null, byName.get(row?.updatedBy ?? '') ?? null),
  };
}

/** The items of a type: newsroom rows and public rows the newsroom has not saved yet, newest first. */
export async function listItems(
  db: Db,
  type: NewsroomType,
  q: { page?: number; count?: number; title?: string; status?: ItemStatus },
): Promise<{ data: NewsroomRow[]; meta: { total: number; page: number; count: number; pages: number } }> {
  const p = projectionOf(type);
  const [rows, pubs] = await Promise.all([
    db.select().from(newsroomItems).where(eq(newsroomItems.type, type)),
    db.select({ id: p.id, title: p.title }).from(p.table),
  ]);
  const live = new Set(pubs.map((r) => r.id as string));
  const known = new Set(rows.map((r) => r.id));
  const byName = await names(
    rows.map((r) => r.updatedBy),
    db,
  );
  const all: NewsroomRow[] = [
    ...rows.map((r) => ({
      ...metaOf(type, r.id, r, live.has(r.id), byName.get(r.updatedBy ?? '') ?? null),
      title: (r.document.title ?? {}) as Record<string, string>,
    })),
    ...pubs
      .filter((r) => !known.has(r.id as string))
      .map((r) => ({
        ...metaOf(type, r.id as string, null, true, null),
        title: (r.title ?? {}) as Record<string, string>,
      })),
  ];
  const needle = q.title?.trim().toLocaleLowerCase();
  const filtered = all.filter(
    (r) =>
      (!q.status || r.status === q.status) &&
      (!needle ||
        r.id.includes(needle) ||
        Object.values(r.title).some((t) => t.toLocaleLowerCase().includes(needle))),
  );
  filtered.sort(
    (a, b) =>
      (b.updated_at ?? '').localeCompare(a.updated_at ?? '') ||
      pickText(a.title, 'uz').localeCompare(pickText(b.title, 'uz')) ||
      a.id.localeCompare(b.id),
  );
  const count = q.count ?? 50;
  const page = q.page ?? 1;
  const data = filtered.slice((page - 1) * count, page * count);
  return {
    data,
    meta: { total: filtered.length, page, count: data.length, pages: Math.ceil(filtered.length / count) },
  };
}
