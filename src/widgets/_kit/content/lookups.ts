import { type Lang, pickText } from '@core/lang';
import type { ListEntrySchema } from '@core/schemas/auth';
import type { Static } from 'typebox';
import type { DataNeed } from '../../types';

/**
 * Reads several views share to name what an item refers to by id: the channel list (the same read
 * as the schedule's, so one cache entry serves both) and the nation list (as the profile form reads
 * it).
 */
export function channelsNeed(product: string): DataNeed {
  return { path: `${product}/channel.json`, query: { count: 'all' } };
}

/** An entry of an attribute list (`/list/{attr}/all.json`), e.g. a nation. */
export type ListEntry = Static<typeof ListEntrySchema>;

export const NATIONS_NEED: DataNeed = { path: 'list/nation/all.json', query: { count: 'all' } };

interface Titled {
  _id: string;
  title: Partial<Record<Lang, string>> | Record<string, string>;
}

/** The title of entry `id` of a list in `lang`, or '' when the list or the entry is missing. */
export function titleOf(
  list: readonly Titled[] | undefined,
  id: string | null | undefined,
  lang: Lang,
): string {
  if (!id || !list) return '';
  const entry = list.find((e) => e._id === id);
  return entry ? pickText(entry.title, lang) : '';
}
