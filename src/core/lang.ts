/** Languages of Efir. `uz` is Uzbek Cyrillic (shown), `oz` is Uzbek Latin. */
export const LANGS = ['uz', 'ru', 'en', 'oz'] as const;
export type Lang = (typeof LANGS)[number];
/** The only language that appears in routes. */
export const ROUTE_LANG: Lang = 'uz';

/** A text given per language; any language may be missing. */
export type I18nText = Partial<Record<Lang, string>>;

/** BCP 47 tags for Intl and html `lang`: `Intl.DateTimeFormat('uz')` would be Latin. */
export const INTL_LOCALE: Record<Lang, string> = { uz: 'uz-Cyrl', ru: 'ru', en: 'en', oz: 'uz-Latn' };

/**
 * Each language under its own name (the language switch, the player's subtitle tracks): the same
 * in every interface language, so not translated.
 */
export const LANG_NAMES: Record<Lang, string> = {
  uz: 'Ўзбекча',
  oz: 'O‘zbekcha',
  ru: 'Русский',
  en: 'English',
};

/**
 * The order in which a per-language text falls back. A Latin page (`oz`, `en`) tries Latin
 * texts first so that Cyrillic shows only when no Latin text exists at all.
 */
export const TEXT_FALLBACK: Record<Lang, readonly Lang[]> = {
  uz: ['uz', 'ru', 'oz', 'en'],
  ru: ['ru', 'uz', 'en', 'oz'],
  en: ['en', 'oz', 'ru', 'uz'],
  oz: ['oz', 'en', 'uz', 'ru'],
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** The text of `value` in `lang`, following TEXT_FALLBACK; plain strings pass through. */
export function pickText(value: I18nText | string | null | undefined, lang: Lang): string {
  if (value == null) return '';
  if (typeof value === 'string') return value;
  for (const l of TEXT_FALLBACK[lang]) {
    const text = value[l];
    if (text) return text;
  }
  return '';
}

/** Whether `value` is a per-language text: an object of strings whose keys are all languages. */
function isI18nText(value: object): value is I18nText {
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([k, v]) => isLang(k) && (typeof v === 'string' || v == null));
}

/**
 * `value` (JSON) with each per-language text cut to the one text `pickText(text, lang)` shows,
 * under its own language: what a page in `lang` renders of an answer, a quarter of its texts
 * (issue 23: reads the page embeds in part, `DataNeed.first`, which the browser reads whole).
 */
export function inLanguage<T>(value: T, lang: Lang): T {
  if (Array.isArray(value)) return value.map((item: unknown) => inLanguage(item, lang)) as T;
  if (value === null || typeof value !== 'object') return value;
  if (isI18nText(value)) {
    const shown = TEXT_FALLBACK[lang].find((l) => value[l]);
    return (shown ? { [shown]: value[shown] } : {}) as T;
  }
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[k] = inLanguage(v, lang);
  return out as T;
}
