import type { I18nText } from '@core/lang';
import { exactKey, foldKey } from '@core/translit';
import { type AnyColumn, and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  anonsSlides,
  archiveItems,
  broadcasts,
  categories,
  channels,
  news,
  people,
  type StoredPicture,
} from '../db/schema';
import { type SearchType, searchDocuments, searchWords } from '../db/schema-search';

/**
 * The search index's writer (decision 037): documents made from the public content tables, only
 * what visitors see (no hidden channel, nor anything of a hidden channel or programme; an archive
 * recording carries its publication instant and rights window, compared at query time).
 *
 * Who calls what: the demo seed and its hourly refresh `reindexAll`; every content write
 * (the newsroom's publish, unpublish, edit and delete) `indexItems(db, type, ids)`, which also
 * removes ids that are gone or hidden; `removeItems` drops ids outright. The titles' words
 * (`search_words`, the typos' lexicon) are added with the documents and rebuilt by `reindexAll`.
 */

/** A row of the index as the writers build it. */
export type SearchDoc = typeof searchDocuments.$inferInsert;
type Doc = SearchDoc;

/** Static boosts per kind: a channel's name above a programme's, above news and the rest. */
export const TYPE_WEIGHT: Record<SearchType, number> = {
  channel: 1.3,
  broadcast: 1.2,
  person: 1.1,
  category: 1,
  news: 1,
  archive: 0.95,
  anons: 0.9,
};

const texts = (...values: (I18nText | null | undefined)[]): string[] =>
  values.flatMap((v) => (v ? Object.values(v).filter((s): s is string => typeof s === 'string') : []));

/** The folded words of texts, each once (four languages often share a word). */
function keyOf(parts: string[]): string {
  const words = new Set<string>();
  for (const part of parts) for (const w of foldKey(part).split(' ')) if (w) words.add(w);
  return [...words].join(' ');
}

const stripTags = (html: string) => html.replace(/<[^>]*>/g, ' ');
const cut = (text: I18nText | null | undefined, max = 400): I18nText =>
  Object.fromEntries(
    Object.entries(text ?? {}).map(([lang, v]) => [lang, typeof v === 'string' ? v.slice(0, max) : v]),
  ) as I18nText;
const thumb = (p: StoredPicture | null | undefined) => (p ? (p.thumb ?? p.link) : null);

/**
 * One document of the index: titles and summary (cut) for the answer, their folded keys and the
 * exact text. Exported for the search bench (tests/bench/search-data.ts), which builds generated
 * documents the way the writers do.
 */
export function searchDocument(
  type: SearchType,
  id: string,
  title: I18nText,
  summary: I18nText | null | undefined,
  path: string,
  extra: Partial<Doc> = {},
): Doc {
  const titles = texts(title);
  const bodies = texts(summary).map(stripTags);
  return {
    type,
    id,
    title,
    summary: cut(summary),
    key: keyOf(titles),
    bodyKey: keyOf(bodies).slice(0, 4000),
    exact: exactKey([...titles, ...bodies].join(' \u2022 ')).slice(0, 8000),
    weight: TYPE_WEIGHT[type],
    path,
    updatedAt: new Date(),
    ...extra,
  };
}

/** The documents of `type` (all of them, or of `ids`): only what visitors may see. */
export async function documents(db: Db, type: SearchType, ids?: readonly string[]): Promise<Doc[]> {
  const only = (column: AnyColumn) => (ids ? inArray(column, [...ids]) : undefined);
  const hiddenChannels = new Set(
    (await db.select({ id: channels.id }).from(channels).where(eq(channels.isHidden, true))).map((c) => c.id),
  );
  const shown = (channel: string | null) => !channel || !hiddenChannels.has(channel);
  switch (type) {
    case 'channel': {
      const rows = await db
        .select()
        .from(channels)
        .where(and(eq(channels.isHidden, false), only(channels.id)));
      return rows.map((c) =>
        searchDocument('channel', c.id, c.title, c.about, `channel/${c.id}/`, {
          channel: c.id,
          picture: c.photo,
        }),
      );
    }
    case 'broadcast': {
      const rows = await db
        .select()
        .from(broadcasts)
        .where(and(eq(broadcasts.isHidden, false), only(broadcasts.id)));
      return rows
        .filter((b) => shown(b.channel))
        .map((b) =>
          searchDocument('broadcast', b.id, b.title, b.description, `broadcast/${b.id}/`, {
            channel: b.channel,
            picture: thumb(b.imagesAnons[0]),
          }),
        );
    }
    case 'archive': {
      const rows = await db
        .select({
          item: archiveItems,
          hidden: broadcasts.isHidden,
        })
        .from(archiveItems)
        .leftJoin(broadcasts, eq(broadcasts.id, archiveItems.broadcast))
        .where(only(archiveItems.id));
      return rows
        .filter(({ item, hidden }) => !hidden && shown(item.channel))
        .map(({ item }) => {
          const aired = new Date(item.date.getTime() + item.duration * 1000);
          const from =
            item.availableFrom && item.availableFrom.getTime() > aired.getTime() ? item.availableFrom : aired;
          return searchDocument('archive', item.id, item.title, item.description, `archive/${item.id}/`, {
            channel: item.channel,
            date: item.date,
            visibleFrom: from,
            visibleUntil: item.availableUntil,
            picture: thumb(item.poster),
          });
        });
    }
    case 'news': {
      const rows = await db
        .select({
          id: news.id,
          title: news.title,
          summary: news.summary,
          channel: news.channel,
          date: news.date,
          picture: news.picture,
        })
        .from(news)
        .where(only(news.id));
      return rows
        .filter((n) => shown(n.channel))
        .map((n) =>
          searchDocument('news', n.id, n.title, n.summary, `news/${n.id}/`, {
            channel: n.channel,
            date: n.date,
            visibleFrom: n.date,
            picture: thumb(n.picture),
          }),
        );
    }
    case 'person': {
      const rows = await db.select().from(people).where(only(people.id));
      return rows.map((p) =>
        searchDocument(
          'person',
          p.id,
          p.title,
          p.detail.about,
          p.kind === 'anchor' ? `anchors/${p.id}/` : `person/${p.id}/`,
          { channel: p.channels[0] ?? null, picture: thumb(p.photo) },
        ),
      );
    }
    case 'category': {
      const rows = await db.select().from(categories).where(only(categories.id));
      return rows.map((c) => searchDocument('category', c.id, c.title, null, `category/${c.id}/`));
    }
    case 'anons': {
      const rows = await db.select().from(anonsSlides).where(only(anonsSlides.id));
      return rows
        .filter((a) => shown(a.channel))
        .map((a) =>
          searchDocument('anons', a.id, a.title, a.description, `anons/${a.id}/`, {
            channel: a.channel,
            date: a.datetime,
            picture: thumb(a.photo),
          }),
        );
    }
  }
}

const BATCH = 500;

async function upsert(db: Db, docs: Doc[]): Promise<void> {
  for (let i = 0; i < docs.length; i += BATCH) {
    await db
      .insert(searchDocuments)
      .values(docs.slice(i, i + BATCH))
      .onConflictDoUpdate({
        target: [searchDocuments.type, searchDocuments.id],
        set: {
          title: sql`excluded.title`,
          summary: sql`excluded.summary`,
          key: sql`excluded.key`,
          bodyKey: sql`excluded.body_key`,
          exact: sql`excluded.exact`,
          channel: sql`excluded.channel`,
          date: sql`excluded.date`,
          visibleFrom: sql`excluded.visible_from`,
          visibleUntil: sql`excluded.visible_until`,
          weight: sql`excluded.weight`,
          path: sql`excluded.path`,
          picture: sql`excluded.picture`,
          updatedAt: sql`excluded.updated_at`,
        },
      });
  }
  const words = [...new Set(docs.flatMap((d) => d.key.split(' ')).filter(Boolean))];
  for (let i = 0; i < words.length; i += BATCH * 4)
    await db
      .insert(searchWords)
      .values(words.slice(i, i + BATCH * 4).map((word) => ({ word })))
      .onConflictDoNothing();
}

/** The titles' words rebuilt from the documents (after a bulk load that bypassed `upsert`). */
export async function rebuildWords(db: Db): Promise<void> {
  await db.delete(searchWords);
  await db.execute(
    sql`INSERT INTO search_words (word)
      SELECT DISTINCT w FROM search_documents, unnest(string_to_array(key, ' ')) AS w WHERE w <> ''`,
  );
}

/**
 * (Re)indexes `ids` of `type` from the content tables; an id that is gone or hidden leaves the
 * index. A channel brings its programmes, recordings and news along (hiding a channel hides them).
 * The newsroom calls this after every write of an item, in or after its transaction.
 */
export async function indexItems(db: Db, type: SearchType, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const docs = await documents(db, type, ids);
  const kept = new Set(docs.map((d) => d.id));
  const gone = ids.filter((id) => !kept.has(id));
  if (gone.length) await removeItems(db, type, gone);
  await upsert(db, docs);
  if (type === 'channel' || type === 'broadcast') {
    const column = type === 'channel' ? 'channel' : 'broadcast';
    const related = async (
      table: typeof archiveItems | typeof broadcasts | typeof news,
      kind: SearchType,
    ) => {
      const col = column === 'channel' ? table.channel : 'broadcast' in table ? table.broadcast : null;
      if (!col) return;
      const rows = await db
        .select({ id: table.id })
        .from(table)
        .where(inArray(col, [...ids]));
      if (rows.length)
        await indexItems(
          db,
          kind,
          rows.map((r) => r.id),
        );
    };
    await related(archiveItems, 'archive');
    if (type === 'channel') {
      await related(broadcasts, 'broadcast');
      await related(news, 'news');
    }
  }
}

/** Drops `ids` of `type` from the index (an item deleted or unpublished). */
export async function removeItems(db: Db, type: SearchType, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(searchDocuments)
    .where(and(eq(searchDocuments.type, type), inArray(searchDocuments.id, [...ids])));
}

/** Rebuilds the whole index from the content tables (the demo seed and its hourly refresh). */
export async function reindexAll(db: Db): Promise<number> {
  const all: Doc[] = [];
  for (const type of ['channel', 'broadcast', 'archive', 'news', 'person', 'category', 'anons'] as const)
    all.push(...(await documents(db, type)));
  await db.transaction(async (tx) => {
    await tx.delete(searchDocuments);
    await tx.delete(searchWords);
    await upsert(tx as unknown as Db, all);
  });
  return all.length;
}
