import { LANGS, type Lang, pickText } from '@core/lang';
import { SlugSchema } from '@core/schemas/common';
import { msToNextMinute } from '@core/time';
import { type AnyColumn, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import Type from 'typebox';
import type { CachedBody, ResponseCache } from '../../cache';
import type { Db } from '../../db/client';
import { archiveItems, categories } from '../../db/schema';
import { badRequest } from '../../http';
import { recordingEnd } from '../../live/vod';
import { LIST_DEFAULT_COUNT } from '../paging';

export { pageOf, paging } from '../paging';

/**
 * What the content read routes share: page sizes, paging, the title filter, the category tree,
 * publication of archive items, and the cache of answers that depend on the clock.
 */

/** Default page sizes of spec §9; lists the spec does not size are generic (100). */
export const PAGE_SIZE = {
  anchors: 4,
  news: 8,
  archive: 100,
  person: 100,
  category: 4,
  broadcast: LIST_DEFAULT_COUNT,
  anons: LIST_DEFAULT_COUNT,
  /** The anons slider shows a handful at a time (issue 8: at least 6 slides). */
  slides: 6,
} as const;

/** Longest title filter after trimming (spec §5: "The title filter is trimmed"). */
export const TITLE_FILTER_MAX = 100;

/**
 * `title`: a case-insensitive substring of the title in any language. The schema bounds the raw
 * text; its trimmed length (1..100) is checked by `titleFilter` since a schema cannot trim.
 */
export const TitleQuery = Type.Optional(Type.String({ maxLength: 1000 }));
export const SlugQuery = Type.Optional(SlugSchema);

/** The trimmed title filter, or null without one; blank or too long → 400 naming `title`. */
export function titleFilter(raw: string | undefined): string | null {
  if (raw === undefined) return null;
  const text = raw.trim();
  if (text.length < 1 || text.length > TITLE_FILTER_MAX)
    throw badRequest(
      `Invalid query parameter "title": must be 1 to ${TITLE_FILTER_MAX} characters once trimmed`,
      'title',
    );
  return text;
}

/** `column` (a per-language jsonb text) holds `text` in any language, ignoring case and LIKE wildcards. */
export function titleMatches(column: AnyColumn, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const perLang = LANGS.map((lang) => sql`(${column} ->> ${lang}) ilike ${pattern}`);
  return or(...perLang) as SQL;
}

/**
 * The `items` (ids, comma-separated) and `title` filters every list takes, as conditions on its
 * `id` and `title` columns (none for a filter not given), to spread into its `and(…)`.
 */
export function idsAndTitle(
  items: string | undefined,
  title: string | null,
  columns: { id: AnyColumn; title: AnyColumn },
): (SQL | undefined)[] {
  return [
    items ? inArray(columns.id, items.split(',')) : undefined,
    title ? titleMatches(columns.title, title) : undefined,
  ];
}

/** Title order: by the shown language (uz, Uzbek Cyrillic), as a reader expects, whatever the database collation. */
const collator = new Intl.Collator('uz-Cyrl', { sensitivity: 'base', numeric: true });
const SORT_LANG: Lang = 'uz';

export function byTitle(a: { title: Record<string, string | undefined> }, b: typeof a): number {
  return collator.compare(pickText(a.title, SORT_LANG), pickText(b.title, SORT_LANG));
}

/** By `order`, then by title, then by id (stable pages). */
export function byOrderThenTitle(
  a: { order: number; title: Record<string, string | undefined>; id: string },
  b: typeof a,
): number {
  return a.order - b.order || byTitle(a, b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/**
 * A category and every category below it: a list filtered by a parent category shows what its
 * subcategories hold too (the category tree of issue 8). Categories are few; one read suffices.
 */
export async function categoryScope(db: Db, id: string): Promise<string[]> {
  const rows = await db.select({ id: categories.id, parent: categories.parent }).from(categories);
  const children = new Map<string, string[]>();
  for (const row of rows) {
    if (!row.parent) continue;
    children.set(row.parent, [...(children.get(row.parent) ?? []), row.id]);
  }
  const scope = [id];
  for (let i = 0; i < scope.length; i++) {
    for (const child of children.get(scope[i] as string) ?? []) if (!scope.includes(child)) scope.push(child);
  }
  return scope;
}

/**
 * An archive item is published once it has aired: from `date + duration` on (issue 8). `now` is
 * given by the caller so that one answer uses one instant.
 */
export function isPublished(now: Date): SQL {
  return sql`${archiveItems.date} + ${archiveItems.duration} * interval '1 second' <= ${now.toISOString()}::timestamptz`;
}

/**
 * Whether a recording is within its rights window at `now` (issue 26): `available_from` passed (or
 * none), `available_until` not yet (or none). Lists, the sitemap and the feeds show only these; the
 * item's own page still answers, saying when it was or will be available.
 */
export function isAvailable(now: Date): SQL {
  const at = now.toISOString();
  return sql`(${archiveItems.availableFrom} is null or ${archiveItems.availableFrom} <= ${at}::timestamptz) and (${archiveItems.availableUntil} is null or ${archiveItems.availableUntil} > ${at}::timestamptz)`;
}

/** Published and within its window: what lists, the sitemap and the feeds show. */
export function isListed(now: Date): SQL {
  return sql`(${isPublished(now)}) and (${isAvailable(now)})`;
}

/** Publication instant of an archive row (`date + duration`). */
export const publishedAt = (row: { date: Date; duration: number }) => new Date(recordingEnd(row));

/** `column = value` when a value is given (optional filters). */
export const equals = <T>(column: AnyColumn, value: T | undefined): SQL | undefined =>
  value === undefined ? undefined : eq(column, value);

/**
 * A cached answer that depends on the clock (archive publication, anons "upcoming"): keyed by the
 * request and the current minute and kept until that minute ends, so a newly published item
 * shows within a minute without any write to invalidate it. Tags drop it on writes as usual.
 */
export function cachedThisMinute(
  cache: ResponseCache,
  key: string,
  tags: readonly string[],
  load: (now: Date) => Promise<unknown>,
): Promise<CachedBody> {
  const now = Date.now();
  const minute = Math.floor(now / 60_000);
  return cache.getEntry(`${key}#minute=${minute}`, async () => ({
    body: JSON.stringify(await load(new Date(now))),
    tags,
    ttlMs: msToNextMinute(now),
  }));
}
