import { I18NEXT_FALLBACK, I18NEXT_LNG, NAMESPACES } from '@core/i18n/resources';
import { LANGS } from '@core/lang';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../../src/core/i18n/*/*.json', {
  eager: true,
});

/** Every language's resources, read from the files: `resources[lang][ns]`. */
export const allResources: Record<string, Record<string, Record<string, unknown>>> = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, files[`../../src/core/i18n/${lang}/${ns}.json`]?.default ?? {}]),
    ),
  ]),
);

/** i18next with all four languages loaded synchronously, for component tests. */
export function testI18n(lang: keyof typeof I18NEXT_LNG = 'uz') {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: I18NEXT_LNG[lang],
    resources: Object.fromEntries(LANGS.map((l) => [I18NEXT_LNG[l], allResources[l] ?? {}])),
    ns: [...NAMESPACES],
    defaultNS: 'common',
    fallbackLng: I18NEXT_FALLBACK,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
