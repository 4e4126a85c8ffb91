import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { I18NEXT_FALLBACK, I18NEXT_LNG, NAMESPACES } from '../src/shared/i18n/resources';
import { LANGS, type Lang } from '../src/shared/lang';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../src/shared/i18n/*/*.json', {
  eager: true,
});

/** Every language's resources, bundled: `[i18next code][namespace]`. */
const resources = Object.fromEntries(
  LANGS.map((lang) => [
    I18NEXT_LNG[lang],
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, files[`../src/shared/i18n/${lang}/${ns}.json`]?.default ?? {}]),
    ),
  ]),
);

const instances = new Map<Lang, i18n>();

/**
 * i18next for stories: all four languages loaded synchronously (as in tests/helpers/i18n.ts),
 * one instance per language so that switching the toolbar language re-renders cleanly.
 */
export function storyI18n(lang: Lang): i18n {
  let instance = instances.get(lang);
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(initReactI18next).init({
      lng: I18NEXT_LNG[lang],
      resources,
      ns: [...NAMESPACES],
      defaultNS: 'common',
      fallbackLng: I18NEXT_FALLBACK,
      interpolation: { escapeValue: false },
      returnNull: false,
      initAsync: false,
    });
    instances.set(lang, instance);
  }
  return instance;
}
