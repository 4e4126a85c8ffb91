/**
 * The URL of a section's list page (spec §2, §5, §9): `?page=`, the trimmed `?title=` filter and the
 * filters a list takes from the query (`type`, `channel`, `category`, `broadcast`). Pure functions:
 * a widget's `load` (server and prefetch) and its component read the URL the same way.
 */

import { parseTypedDay } from '@core/typed-day';

/** Spec §9: pagination shows at least 5 page buttons by default. */
export const PAGE_BUTTONS = 5;

/** The API's bound on the title filter (1..100 characters once trimmed). */
export const TITLE_MAX_LENGTH = 100;

/** A slug id, as the API takes it in paths and filters. */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

export type PageButton = number | 'gap-start' | 'gap-end';

/**
 * The page buttons around `page` of `pages`: `size` consecutive pages, shifted to stay within the
 * list, plus the first and the last page with a gap where they are not next to the window. A
 * single page needs no buttons.
 */
export function pageWindow(page: number, pages: number, size: number = PAGE_BUTTONS): PageButton[] {
  if (pages <= 1) return [];
  const width = Math.max(1, Math.floor(size));
  const current = Math.min(Math.max(1, page), pages);
  const first = Math.max(1, Math.min(current - Math.floor(width / 2), pages - width + 1));
  const last = Math.min(pages, first + width - 1);
  const buttons: PageButton[] = [];
  if (first > 1) buttons.push(1);
  if (first > 2) buttons.push('gap-start');
  for (let p = first; p <= last; p++) buttons.push(p);
  if (last < pages - 1) buttons.push('gap-end');
  if (last < pages) buttons.push(pages);
  return buttons;
}

/**
 * The page asked for in a `page` query value: 1 when absent, `null` when it is not a positive
 * integer (spec §5). Whether it is above the last page is known only once the list is read.
 */
export function parsePage(raw: string | null): number | null {
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * The title filter of a `title` query value, trimmed (spec §5): undefined when absent or blank,
 * `null` when it is longer than the API takes.
 */
export function parseTitle(raw: string | null): string | undefined | null {
  const title = raw?.trim();
  if (!title) return undefined;
  return title.length > TITLE_MAX_LENGTH ? null : title;
}

/** The filters a list may take from its page's query, overriding its params. */
export type ListFilter = 'type' | 'channel' | 'category' | 'broadcast' | 'date';

export interface ListRequest {
  page: number;
  title?: string;
  type?: 'tv' | 'radio';
  channel?: string;
  category?: string;
  broadcast?: string;
  /** A Tashkent day, YYYY-MM-DD (the archive's day aired). */
  date?: string;
}

/**
 * What the query of a list page asks for: the page, the title filter and the `filters` this list
 * takes. `null` when a value is malformed (a page that is not a positive integer, a title too long,
 * an unknown type, an id that is not a slug): the widget sends the visitor to the bad-request page
 * and reads nothing.
 */
export function readListRequest(
  search: URLSearchParams,
  filters: readonly ListFilter[] = [],
): ListRequest | null {
  const page = parsePage(search.get('page'));
  const title = parseTitle(search.get('title'));
  if (page === null || title === null) return null;
  const request: ListRequest = { page, title };
  for (const filter of filters) {
    const raw = search.get(filter);
    if (raw === null || raw === '') continue;
    if (filter === 'type') {
      if (raw !== 'tv' && raw !== 'radio') return null;
      request.type = raw;
    } else if (filter === 'date') {
      // YYYY-MM-DD, or a day as typed on the page (a filter form sent before its script ran).
      const day = parseTypedDay(raw);
      if (!day) return null;
      request.date = day;
    } else {
      if (!SLUG.test(raw)) return null;
      request[filter] = raw;
    }
  }
  return request;
}
