import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  I18NEXT_FALLBACK,
  I18NEXT_LNG,
  NAMESPACES,
  type Resources,
  uzResources as uz,
  type uzResources,
} from '../shared/i18n/resources';
import { INTL_LOCALE, type Lang } from '../shared/lang';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof uzResources;
  }
}

// The shown language is bundled; the others load on demand.
const lazyFiles = import.meta.glob<{ default: Record<string, unknown> }>([
  '../shared/i18n/*/*.json',
  '!../shared/i18n/uz/*.json',
]);

async function loadResources(lang: Lang): Promise<Resources> {
  if (lang === 'uz') return uz;
  const entries = await Promise.all(
    NAMESPACES.map(async (ns) => {
      const load = lazyFiles[`../shared/i18n/${lang}/${ns}.json`];
      return [ns, load ? (await load()).default : {}] as const;
    }),
  );
  return Object.fromEntries(entries) as Resources;
}

export async function initI18n(lang: Lang): Promise<i18n> {
  await i18next.use(initReactI18next).init({
    lng: I18NEXT_LNG.uz,
    resources: { [I18NEXT_LNG.uz]: uz },
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: I18NEXT_FALLBACK,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  if (lang !== 'uz') await changeLanguage(lang);
  return i18next;
}

/** Switches the interface language (loading its resources) and the document's `lang`. */
export async function changeLanguage(lang: Lang): Promise<void> {
  const code = I18NEXT_LNG[lang];
  if (!i18next.hasResourceBundle(code, 'common')) {
    // Fallbacks first, so a missing key never shows a language of the other script.
    for (const fb of [...(I18NEXT_FALLBACK[code] ?? []), code]) {
      const fbLang = (Object.entries(I18NEXT_LNG).find(([, v]) => v === fb)?.[0] ?? 'uz') as Lang;
      if (i18next.hasResourceBundle(fb, 'common')) continue;
      const res = await loadResources(fbLang);
      for (const ns of NAMESPACES) i18next.addResourceBundle(fb, ns, res[ns], true, true);
    }
  }
  await i18next.changeLanguage(code);
  document.documentElement.lang = INTL_LOCALE[lang];
}
