import { Catalogue } from '@core/i18n/catalogue';
import { I18NEXT_FALLBACK, I18NEXT_LNG } from '@core/i18n/resources';
import { LANGS, type Lang } from '@core/lang';
import { CATALOGUE } from './texts';

/** Every language's resources, read from the files: `resources[lang][ns]`. */
export const allResources: Record<string, Record<string, Record<string, unknown>>> = CATALOGUE;

/**
 * A text asked for that the instance does not hold: a key would show in its place. Tests'
 * instances throw it, so that a component test fails on it (whatever it checks otherwise).
 */
export class MissingText extends Error {}

function create(
  lang: Lang,
  resources: Record<string, Record<string, Record<string, unknown>>>,
  onMissing: (ns: string, key: string) => void,
): Catalogue {
  return new Catalogue({
    lng: I18NEXT_LNG[lang],
    resources,
    defaultNS: 'chrome',
    fallback: I18NEXT_FALLBACK,
    onMissing: (ns, key) => onMissing(ns, key),
  });
}

/** A catalogue with all four languages and every namespace loaded synchronously, for component tests. */
export function testI18n(lang: Lang = 'uz') {
  return create(
    lang,
    Object.fromEntries(LANGS.map((l) => [I18NEXT_LNG[l], allResources[l] ?? {}])),
    (ns, key) => {
      throw new MissingText(`no text ${ns}:${key}`);
    },
  );
}

/**
 * A catalogue holding only `namespaces` in `lang`, as a page carrying them would (no other language to
 * fall back on); each text asked for but missing is reported to `onMissing`.
 */
export function pageI18n(
  lang: Lang,
  namespaces: readonly string[],
  onMissing: (ns: string, key: string) => void,
) {
  const texts = Object.fromEntries(namespaces.map((ns) => [ns, allResources[lang]?.[ns] ?? {}]));
  return create(lang, { [I18NEXT_LNG[lang]]: texts }, onMissing);
}
