import { isLang, type Lang } from './lang';

/** The cookie that carries the chosen interface language to the server (values: uz, oz, ru, en). */
export const LANG_COOKIE = 'efir_lang';
/** One year, in seconds. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 3600;

/** The language in a `Cookie` header (or `document.cookie`); uz when absent or not a language. */
export function langFromCookie(header: string | undefined | null): Lang {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0 || part.slice(0, at).trim() !== LANG_COOKIE) continue;
    const value = part
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    return isLang(value) ? value : 'uz';
  }
  return 'uz';
}
