import { type FirstRead, firstRead } from '@core/first-read';
/**
 * Page sizes of the sections' lists (spec §9: anchors 4, news 8, archive 100, person 100, category
 * 4; other lists, polls among them, the generic 100) and of the lists inside views. Plain numbers
 * in a module of their own: a widget's `data.ts` and component read them without its schema
 * (src/widgets/loads.ts is in the browser's entry, and schemas stay out of it).
 */
export const PAGE_SIZE = {
  archive: 100,
  broadcast: 100,
  category: 4,
  anchors: 4,
  person: 100,
  news: 8,
  anons: 100,
  /** The poll list (a generic list). */
  poll: 100,
  /** A broadcast's episodes under it. */
  episodes: 12,
  /** A category's broadcasts on its page. */
  categoryBroadcasts: 12,
} as const;

/**
 * How many items of a long list page the server renders and embeds (issue 23): a screenful and
 * more of cards; the browser reads the whole page once hydrated (`DataNeed.first`).
 */
export const FIRST_ITEMS = 20;

/** A list answer cut to its first `count` items, its meta (total, pages) kept. */
export function firstItems(count: number): FirstRead {
  return firstRead(`first ${count}`, (answer: unknown) => {
    const { data, ...rest } = answer as { data: unknown[] };
    return data.length > count ? { ...rest, data: data.slice(0, count) } : answer;
  });
}
