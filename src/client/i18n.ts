import {
  I18NEXT_FALLBACK,
  I18NEXT_LNG,
  NAMESPACES,
  type Resources,
  type uzResources,
} from '@core/i18n/resources';
import { INTL_LOCALE, type Lang } from '@core/lang';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof uzResources;
  }
}

// Every language loads on demand: the server embeds the rendered language's texts in the page,
// so only a switch to another language fetches these chunks.
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>('../shared/i18n/*/*.json');

async function loadResources(lang: Lang): Promise<Resources> {
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = lazyFiles[`../shared/i18n/${lang}/${ns}.json`];
      return [ns, load ? (await load()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries) as Resources;
}

/** Starts i18next in `lang`, with its texts from the page (`resources`) or loaded. */
export async function initI18n(lang: Lang, resources?: Resources): Promise<i18n> {
  const code = I18NEXT_LNG[lang];
  await i18next.use(initReactI18next).init({
    lng: code,
    resources: { [code]: resources ?? (await loadResources(lang)) },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    // Every language has every key (tests/unit/i18n.test.ts); fallbacks are never loaded up front.
    fallbackLng: I18NEXT_FALLBACK,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}

/** Switches the interface language (loading its texts) and the document's `lang`. */
export async function changeLanguage(lang: Lang): Promise<void> {
  const code = I18NEXT_LNG[lang];
  if (!i18next.hasResourceBundle(code, 'common')) {
    const res = await loadResources(lang);
    for (const ns of NAMESPACES) i18next.addResourceBundle(code, ns, res[ns], true, true);
  }
  await i18next.changeLanguage(code);
  document.documentElement.lang = INTL_LOCALE[lang];
}
