import type { Query } from '../types';

/*
 * The gallery's configured address, apart from the pictures' reading (images.ts): its data need
 * (data.ts) is in every page's start chunk, the rest only in the gallery's.
 */

/**
 * An API path under /uz/api/, relative ("efir/channel.json"), with an optional query string:
 * never absolute, never a scheme or "//host", never "..".
 */
export const URI_PATTERN = '^(?!.*\\.\\.)[A-Za-z0-9_-][A-Za-z0-9_./-]*(\\?[A-Za-z0-9_.~%=&,+-]*)?$';
/** A plain property name of the response items. */
export const FIELD_PATTERN = '^[A-Za-z_][A-Za-z0-9_]*$';

const URI = new RegExp(URI_PATTERN);

/** Splits a configured uri into the API path and its query; null when it is not a safe relative path. */
export function parseUri(uri: string): { path: string; query: Query } | null {
  if (!URI.test(uri)) return null;
  const at = uri.indexOf('?');
  if (at < 0) return { path: uri, query: {} };
  const query: Query = {};
  for (const [key, value] of new URLSearchParams(uri.slice(at + 1))) query[key] = value;
  return { path: uri.slice(0, at), query };
}
