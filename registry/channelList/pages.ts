/** `?type=`: a channel type, or undefined for any other value. */
export function typeFromQuery(value: string | null): 'tv' | 'radio' | undefined {
  return value === 'tv' || value === 'radio' ? value : undefined;
}

/** `?regional=`: true/1, false/0, or undefined. */
export function boolFromQuery(value: string | null): boolean | undefined {
  if (value === 'true' || value === '1') return true;
  if (value === 'false' || value === '0') return false;
  return undefined;
}

/** Spec §9: the channel list shows 4 channels a page by default. */
export const CHANNEL_PAGE_SIZE = 4;

/** Spec §9: pagination shows at least 5 page buttons by default. */
export const PAGE_BUTTONS = 5;

/**
 * The page asked for in a `page` query value: 1 when absent, `null` when it is not a positive
 * integer (spec §5). Whether it is above the last page is known only once the list is read.
 */
export function parsePage(raw: string | null): number | null {
  if (raw === null) return 1;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  return Number(raw);
}

export type PageButton = number | 'gap-start' | 'gap-end';

/**
 * The page buttons around `page` of `pages`: `size` consecutive pages, shifted to stay within the
 * list, plus the first and the last page with a gap where they are not next to the window.
 */
export function pageButtons(page: number, pages: number, size: number = PAGE_BUTTONS): PageButton[] {
  if (pages <= 1) return [];
  const first = Math.max(1, Math.min(page - Math.floor(size / 2), pages - size + 1));
  const last = Math.min(pages, first + size - 1);
  const buttons: PageButton[] = [];
  if (first > 1) buttons.push(1);
  if (first > 2) buttons.push('gap-start');
  for (let p = first; p <= last; p++) buttons.push(p);
  if (last < pages - 1) buttons.push('gap-end');
  if (last < pages) buttons.push(pages);
  return buttons;
}
