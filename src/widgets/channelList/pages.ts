import { PAGE_SIZE } from '../_kit/list/sizes';

/** `?type=`: a channel type, or undefined for any other value. */
export function typeFromQuery(value: string | null): 'tv' | 'radio' | undefined {
  return value === 'tv' || value === 'radio' ? value : undefined;
}

/** `?regional=`: true/1 (regional only), false/0 (national only), or undefined. */
export function scopeFromQuery(value: string | null): 'national' | 'regional' | undefined {
  if (value === 'true' || value === '1') return 'regional';
  if (value === 'false' || value === '0') return 'national';
  return undefined;
}

/** Spec §9: the channel list shows 4 channels a page by default (one table of sizes: PAGE_SIZE). */
export const CHANNEL_PAGE_SIZE = PAGE_SIZE.channel;
