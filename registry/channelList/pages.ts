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
