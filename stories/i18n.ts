import { readyI18n } from '@core/i18n/instance';
import { I18NEXT_LNG, NAMESPACES } from '@core/i18n/resources';
import { LANGS, type Lang } from '@core/lang';
import type { i18n } from 'i18next';

const files = import.meta.glob<{ default: Record<string, unknown> }>('../src/core/i18n/*/*.json', {
  eager: true,
});

/** Every language's resources, bundled: `[i18next code][namespace]`. */
const resources = Object.fromEntries(
  LANGS.map((lang) => [
    I18NEXT_LNG[lang],
    Object.fromEntries(
      NAMESPACES.map((ns) => [ns, files[`../src/core/i18n/${lang}/${ns}.json`]?.default ?? {}]),
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
    instance = readyI18n(I18NEXT_LNG[lang], resources);
    instances.set(lang, instance);
  }
  return instance;
}
