import type { Lang } from '../lang';

/** The catalogue's (and Intl's) language code of each Efir language: `oz` is Uzbek Latin, `uz` Uzbek Cyrillic. */
export const I18NEXT_LNG: Record<Lang, string> = { uz: 'uz-Cyrl', ru: 'ru', en: 'en', oz: 'uz-Latn' };

/** Fallbacks never put Cyrillic on a Latin page. */
export const I18NEXT_FALLBACK: Record<string, string[]> = {
  'uz-Cyrl': ['ru'],
  'uz-Latn': ['en'],
  ru: ['uz-Cyrl'],
  en: ['uz-Latn'],
  default: ['uz-Cyrl'],
};

/** The Efir language of a catalogue code (`uz-Cyrl` → `uz`), or undefined. */
export function langOfI18next(code: string): Lang | undefined {
  return (Object.keys(I18NEXT_LNG) as Lang[]).find((lang) => I18NEXT_LNG[lang] === code);
}
