import { readFileSync } from 'node:fs';
import { NAMESPACES } from '@core/i18n/resources';
import { INTL_LOCALE, LANGS, type Lang } from '@core/lang';
import { describe, expect, it } from 'vitest';

/**
 * The translation files (design §6, decision 006): every key in every language, no empty text,
 * each language in its script, the same interpolation variables, full plural forms.
 */

const CYRILLIC = /\p{Script=Cyrillic}/u;
/** i18next plural suffixes (CLDR categories). */
const PLURAL = /_(zero|one|two|few|many|other)$/;
const VARIABLE = /\{\{\s*([^},\s]+)[^}]*\}\}/g;

type Flat = Map<string, unknown>;

function read(lang: Lang, ns: string): Record<string, unknown> {
  const file = new URL(`../../src/core/i18n/${lang}/${ns}.json`, import.meta.url);
  return JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Nested keys flattened with dots: `{a: {b: 'x'}}` → `a.b`. */
function flatten(value: Record<string, unknown>, prefix = '', out: Flat = new Map()): Flat {
  for (const [key, v] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof v === 'object' && v !== null && !Array.isArray(v))
      flatten(v as Record<string, unknown>, path, out);
    else out.set(path, v);
  }
  return out;
}

/** `a.count_one` → `a.count`; other keys unchanged. */
const baseKey = (key: string) => key.replace(PLURAL, '');

const FILES = Object.fromEntries(
  LANGS.map((lang) => [lang, Object.fromEntries(NAMESPACES.map((ns) => [ns, flatten(read(lang, ns))]))]),
) as Record<Lang, Record<string, Flat>>;

/** Each language's keys as i18next resolves them: plural forms grouped under their base key. */
function logicalKeys(flat: Flat): Map<string, string[]> {
  const keys = new Map<string, string[]>();
  for (const key of flat.keys()) {
    const base = baseKey(key);
    keys.set(base, [...(keys.get(base) ?? []), key]);
  }
  return keys;
}

function variables(text: unknown): string[] {
  return typeof text === 'string' ? [...text.matchAll(VARIABLE)].map((m) => m[1] ?? '') : [];
}

describe.each(NAMESPACES.map((ns) => [ns]))('i18n namespace %s', (ns) => {
  const byLang = Object.fromEntries(
    LANGS.map((lang) => [lang, logicalKeys(FILES[lang][ns] ?? new Map())]),
  ) as Record<Lang, Map<string, string[]>>;
  const allKeys = [...new Set(LANGS.flatMap((lang) => [...byLang[lang].keys()]))].sort();
  const pluralised = allKeys.filter((key) =>
    LANGS.some((lang) => byLang[lang].get(key)?.some((k) => PLURAL.test(k))),
  );

  it.each(LANGS.map((lang) => [lang]))('%s has every key of every language', (lang) => {
    expect(allKeys.filter((key) => !byLang[lang].has(key))).toEqual([]);
  });

  it.each(LANGS.map((lang) => [lang]))('%s has only non-empty strings', (lang) => {
    const bad = [...(FILES[lang][ns] ?? new Map())]
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each([['oz'], ['en']] as const)('%s has no Cyrillic letters', (lang) => {
    const cyrillic = [...(FILES[lang][ns] ?? new Map())]
      .filter(([, v]) => CYRILLIC.test(String(v)))
      .map(([k]) => k);
    expect(cyrillic).toEqual([]);
  });

  it('uz is written in Cyrillic', () => {
    const values = [...(FILES.uz[ns] ?? new Map()).values()].map(String);
    const share = values.filter((v) => CYRILLIC.test(v)).length / Math.max(values.length, 1);
    expect(share, `share of uz ${ns} values with Cyrillic letters`).toBeGreaterThanOrEqual(0.8);
  });

  it('uses the same interpolation variables in every language', () => {
    const mismatches: string[] = [];
    for (const key of allKeys) {
      const vars = LANGS.map((lang) => {
        const forms = byLang[lang].get(key) ?? [];
        const names = new Set(forms.flatMap((form) => variables(FILES[lang][ns]?.get(form))));
        return [lang, [...names].sort().join(',')] as const;
      });
      if (new Set(vars.map(([, v]) => v)).size > 1) {
        mismatches.push(`${key}: ${vars.map(([lang, v]) => `${lang}={${v}}`).join(' ')}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('has every plural form each language needs', () => {
    const missing: string[] = [];
    for (const key of pluralised) {
      for (const lang of LANGS) {
        const categories = new Intl.PluralRules(INTL_LOCALE[lang]).resolvedOptions().pluralCategories;
        const needed = new Set<string>(categories);
        // Russian always needs one, few and many (design §6), whatever the runtime's plural data.
        if (lang === 'ru') for (const c of ['one', 'few', 'many', 'other']) needed.add(c);
        for (const category of needed) {
          if (!FILES[lang][ns]?.has(`${key}_${category}`)) missing.push(`${lang}: ${key}_${category}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('i18n plural check', () => {
  it('knows the Russian plural categories', () => {
    expect(new Intl.PluralRules('ru').resolvedOptions().pluralCategories).toEqual(
      expect.arrayContaining(['one', 'few', 'many', 'other']),
    );
  });
});
