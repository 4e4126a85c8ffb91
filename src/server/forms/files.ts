import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Links to a submission's files (issue 10: attachments readable only by their sender and admins).
 * Files live outside the public uploads; the API gives their sender and admins links signed with
 * the server's secret that work for an hour, so an `<img>` or a download link needs no token and
 * a link that leaks stops working. A link's expiry is rounded up to the next full hour (plus one),
 * so the same file keeps the same link for a while and the browser's cache can use it.
 */

export type FileVariant = 'file' | 'thumb';

/** How long a link works at least. */
export const LINK_TTL_MS = 60 * 60_000;

const sign = (secret: string, id: string, variant: FileVariant, exp: number) =>
  createHmac('sha256', secret).update(`form-file:${id}:${variant}:${exp}`).digest('base64url');

/** The signed link of a file (`base` is the route's path, e.g. `/uz/api/efir/form/file`). */
export function fileLink(
  secret: string,
  base: string,
  id: string,
  variant: FileVariant,
  now = Date.now(),
): string {
  const hour = 60 * 60_000;
  const exp = Math.ceil((now + LINK_TTL_MS) / hour) * hour;
  const query = new URLSearchParams({ exp: String(exp), sig: sign(secret, id, variant, exp) });
  if (variant === 'thumb') query.set('v', 'thumb');
  return `${base}/${encodeURIComponent(id)}?${query}`;
}

/** Whether a link's signature is right and it has not expired. */
export function linkValid(
  secret: string,
  id: string,
  variant: FileVariant,
  exp: number,
  sig: string,
  now = Date.now(),
): boolean {
  if (!Number.isSafeInteger(exp) || exp < now) return false;
  const expected = Buffer.from(sign(secret, id, variant, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `Content-Disposition` with the file's name (RFC 6266: an ASCII fallback and the UTF-8 name). */
export function disposition(kind: 'inline' | 'attachment', title: string): string {
  const ascii = title.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(title)}`;
}
