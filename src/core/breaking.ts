/**
 * The breaking-news banner's constants and its one rule (issue 26; decision 036), without the
 * schemas: the page chrome imports these, and TypeBox must stay out of the visitor pages' initial JS.
 */

/** How far ahead a banner may be raised. */
export const BREAKING_MAX_DAYS = 7;
/** The longest text of a banner, per language. */
export const BREAKING_TEXT_MAX = 280;
/** The socket.io namespace every page may listen on without signing in: broadcasts only. */
export const PUBLIC_NAMESPACE = '/public';
/** The event the server sends there when the banner changes: `{data: Breaking | null}`. */
export const BREAKING_EVENT = 'breaking';
/** The API path of the current banner (public, cached). */
export const BREAKING_PATH = 'breaking.json';

/** Whether a banner is up at `now` (ms): its time is not over. */
export function breakingCurrent<B extends { until: string }>(
  banner: B | null | undefined,
  now: number,
): banner is B {
  return Boolean(banner && Date.parse(banner.until) > now);
}
