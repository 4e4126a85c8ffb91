/**
 * Spec §7 `POST /comment/{db}/{id}.json`: a comment has 1..2000 characters once trimmed. Apart from
 * meta.ts so that the component does not bring the widget's schema (and typebox, ~14 KB brotli)
 * into the initial JS of every page with comments.
 */
export const COMMENT_MAX_LENGTH = 2000;
