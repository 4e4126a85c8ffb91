import { isLang, type Lang } from '@core/lang';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, langFromCookie } from '@core/lang-cookie';
import { atom } from 'jotai';

/** The language the page was rendered in: the server's choice (cookie or `?lang=`), else the cookie. */
export function initialLang(rendered?: unknown): Lang {
  if (isLang(rendered)) return rendered;
  return typeof document === 'undefined' ? 'uz' : langFromCookie(document.cookie);
}

/** Keeps the chosen language in the cookie the server renders by (a year, the whole site). */
export function storeLang(lang: Lang) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one first-party preference cookie; the Cookie Store API is not in every browser we serve
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=${LANG_COOKIE_MAX_AGE}; samesite=lax${secure}`;
}

/**
 * The interface language (spec §1): the route stays `/uz/`; the choice travels in the `efir_lang`
 * cookie so the server renders it. Set at start from what the server rendered, and by LanguageSwitch.
 */
export const langAtom = atom<Lang>('uz');
