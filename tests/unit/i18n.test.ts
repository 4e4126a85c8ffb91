import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTL_LOCALE, LANGS, type Lang } from '@core/lang';
import { TEXT_FILES } from '@widgets/text-files.gen';
import { PART_TEXTS, WIDGET_TEXTS } from '@widgets/texts.gen';
import { describe, expect, it } from 'vitest';
import {
  baseKey,
  CATALOGUE,
  CYRILLIC,
  EDITOR_NS,
  type Flat,
  flatten,
  PLURAL,
  TEXT_DIRS,
  VARIABLE,
} from '../helpers/texts';

/**
 * The catalogue of the browser's texts (design §6, decision 006): every namespace (the chrome's,
 * each kit's, each widget's, the editor's) has every key in every language, no empty text, each
 * language in its script, the same interpolation variables, full plural forms; and every key the
 * code names exists in a namespace it loads.
 */

const NAMESPACES = Object.keys(TEXT_DIRS);

const FILES = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, flatten(CATALOGUE[lang][ns] ?? {})])),
  ]),
) as Record<Lang, Record<string, Flat>>;

/** Each language's keys as the catalogue resolves them: plural forms grouped under their base key. */
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
    // Names of languages are written in their own script (the editor's language picker).
    const cyrillic = [...(FILES[lang][ns] ?? new Map())]
      .filter(([k, v]) => CYRILLIC.test(String(v)) && !(ns === EDITOR_NS && k.startsWith('lang.')))
      .map(([k]) => k);
    expect(cyrillic).toEqual([]);
  });

  it('uz is written in Cyrillic', () => {
    // Texts the spec gives literally in Latin (the player's not-live dialog) aside.
    const values = [...(FILES.uz[ns] ?? new Map()).values()].map(String).filter((v) => /\p{L}/u.test(v));
    const share = values.filter((v) => CYRILLIC.test(v)).length / Math.max(values.length, 1);
    expect(share, `share of uz ${ns} values with Cyrillic letters`).toBeGreaterThanOrEqual(
      values.length < 5 ? 0.5 : 0.8,
    );
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

describe('the catalogue and the code', () => {
  const root = join(import.meta.dirname, '..', '..');

  it('generates a loader for every namespace of the folders (the editor’s loads with the editor)', () => {
    expect(Object.keys(TEXT_FILES).sort()).toEqual(NAMESPACES.filter((ns) => ns !== EDITOR_NS).sort());
  });

  /** The source files under `dir`, recursively, without tests. */
  const sources = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) => {
      const path = `${dir}/${e.name}`;
      if (e.isDirectory()) return sources(path);
      return /\.tsx?$/.test(e.name) && !/\.(test|gen)\.tsx?$|\.d\.ts$/.test(e.name) ? [path] : [];
    });
  const exists = (ns: string, key: string) => {
    const flat = FILES.uz[ns];
    return Boolean(flat && (flat.has(key) || [...flat.keys()].some((k) => baseKey(k) === key)));
  };
  const prefixExists = (ns: string, prefix: string) =>
    [...(FILES.uz[ns]?.keys() ?? [])].some((k) => k.startsWith(prefix));

  it("names only keys that exist: `t('…')` in the namespaces its `useT` names, `'ns:key'` in ns", () => {
    const wrong: string[] = [];
    for (const file of [...sources('src/widgets'), ...sources('src/client')]) {
      const text = readFileSync(join(root, file), 'utf8');
      const asked = [...text.matchAll(/\buseT\(([^)]*)\)/g)].flatMap((m) =>
        [...(m[1] ?? '').matchAll(/'([^']+)'/g)].map((a) => a[1] ?? ''),
      );
      if (file.startsWith('src/client/editor/')) asked.push(EDITOR_NS);
      for (const ns of asked)
        if (!NAMESPACES.includes(ns)) wrong.push(`${file}: useT('${ns}'): no such namespace`);
      for (const m of text.matchAll(/\bt\('([^']+)'/g)) {
        const key = m[1] ?? '';
        if (key.includes(':') || !/^[\w.]+$/.test(key)) continue;
        if (asked.length > 0 && !asked.some((ns) => exists(ns, key)))
          wrong.push(`${file}: t('${key}') in ${asked.join(', ')}`);
      }
      for (const m of text.matchAll(/\bt\(`([^`$]*)\$\{/g)) {
        const prefix = m[1] ?? '';
        if (prefix && asked.length > 0 && !asked.some((ns) => prefixExists(ns, prefix)))
          wrong.push(`${file}: t(\`${prefix}…\`) in ${asked.join(', ')}`);
      }
      for (const m of text.matchAll(/['`]([a-zA-Z.]+):([a-zA-Z_.]+)(['`$])/g)) {
        const [, ns = '', key = '', end] = m;
        if (!NAMESPACES.includes(ns)) continue;
        if (end === '$' ? !prefixExists(ns, key) : !exists(ns, key)) wrong.push(`${file}: '${ns}:${key}'`);
      }
    }
    expect(wrong).toEqual([]);
  });

  /** The module an import names inside src/widgets (a kit's, the registry's), or null. */
  const resolveIn = (from: string, spec: string): string | null => {
    let base: string;
    if (spec.startsWith('@widgets/')) base = `src/widgets/${spec.slice('@widgets/'.length)}`;
    else if (spec.startsWith('.')) base = join(from, '..', spec);
    else return null;
    if (!base.startsWith('src/widgets/')) return null;
    for (const ext of ['.ts', '.tsx', '/index.ts', ''])
      if (/\.tsx?$/.test(base + ext) && existsSync(join(root, base + ext))) return base + ext;
    return null;
  };

  /**
   * What `files` and the registry modules they import statically ask for, and the registry modules
   * they import lazily (with the file that imports each).
   */
  const askedFrom = (files: readonly string[]) => {
    const queue = [...files];
    const seen = new Set<string>();
    const asked: { ns: string; file: string }[] = [];
    const lazy: { target: string; from: string }[] = [];
    while (queue.length > 0) {
      const file = queue.pop() ?? '';
      if (seen.has(file) || file.endsWith('.gen.ts')) continue;
      seen.add(file);
      const text = readFileSync(join(root, file), 'utf8');
      for (const ns of [
        ...[...text.matchAll(/\buseT\(([^)]*)\)|\bns:\s*\[([^\]]*)\]/g)].flatMap((m) =>
          [...(m[1] ?? m[2] ?? '').matchAll(/'([^']+)'/g)].map((a) => a[1] ?? ''),
        ),
        ...[...text.matchAll(/['`]([a-zA-Z.]+):[a-zA-Z$]/g)].map((m) => m[1] ?? ''),
      ].filter((ns) => NAMESPACES.includes(ns) && ns !== EDITOR_NS))
        asked.push({ ns, file });
      for (const m of text.matchAll(
        /^import\s+(?!type\s)[^;]*?from\s+'([^']+)'|^import\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/gm,
      )) {
        const target = resolveIn(file, m[1] ?? m[2] ?? m[3] ?? '');
        if (!target) continue;
        if (m[3] === undefined) queue.push(target);
        else lazy.push({ target, from: file });
      }
    }
    return { asked, lazy };
  };

  it('gives every widget the namespaces its code and its static imports ask for; a lazy part loads its own with its chunk', () => {
    const wrong: string[] = [];
    const parts: { target: string; from: string; owner: string }[] = [];
    for (const [widget, namespaces] of Object.entries(WIDGET_TEXTS)) {
      const files = sources(`src/widgets/${widget}`);
      const { lazy } = askedFrom(files);
      // A file of the folder the widget imports lazily (My Efir's lists) is a part: checked below.
      const inFolder = new Set(lazy.map((l) => l.target));
      const { asked } = askedFrom(files.filter((f) => !inFolder.has(f)));
      for (const { ns, file } of asked)
        if (!(namespaces as readonly string[]).includes(ns)) wrong.push(`${widget}: ${file} asks for ${ns}`);
      parts.push(...lazy.map((l) => ({ ...l, owner: widget })));
    }
    const checked = new Set<string>();
    while (parts.length > 0) {
      const { target, from, owner } = parts.pop() ?? { target: '', from: '', owner: '' };
      const key = target.replace(/^src\/widgets\//, '').replace(/\.tsx?$/, '');
      const { asked, lazy } = askedFrom([target]);
      const own = PART_TEXTS[key] ?? [];
      for (const { ns, file } of asked)
        if (!(own as readonly string[]).includes(ns))
          wrong.push(`part ${key} (of ${owner}): ${file} asks for ${ns}`);
      // Its importer loads the part's texts with its chunk.
      if (own.length > 0 && !readFileSync(join(root, from), 'utf8').includes(`loadPartTexts('${key}')`))
        wrong.push(`${from} imports ${key} without loadPartTexts('${key}')`);
      if (!checked.has(key)) {
        checked.add(key);
        parts.push(...lazy.map((l) => ({ ...l, owner })));
      }
    }
    // The parts this checks: the request form of the home page's dialogs, the media player, My Efir's lists.
    expect([...checked].sort()).toEqual(
      expect.arrayContaining([
        '_kit/player/MediaPlayer',
        '_kit/requests/RequestFormPanel',
        'myEfir/MyEfirBody',
      ]),
    );
    // My Efir's texts come with its lists, after hydration: the page does not carry them.
    expect(WIDGET_TEXTS.myEfir).toEqual([]);
    expect(wrong).toEqual([]);
  });
});
