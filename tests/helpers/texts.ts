import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGS, type Lang } from '@core/lang';

/**
 * The browser's catalogue of texts read from its folders, as scripts/gen-widgets.mjs finds them
 * (docs/decisions/006-i18n.md): `src/core/i18n/<ns>/` (the chrome), `src/widgets/_kit/<kit>/texts/`
 * (`kit.<kit>`), `src/widgets/<widget>/texts/` (`<widget>`), and the editor's
 * `src/client/editor/texts/` (`editor`). For tests (Vitest, Playwright): plain files, no bundler.
 */
const root = join(import.meta.dirname, '..', '..');

const folders = (dir: string) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name)
    .sort();
const complete = (dir: string) => LANGS.every((lang) => existsSync(join(dir, `${lang}.json`)));

/** Every namespace's folder of `{lang}.json` files, relative to the project root. */
export const TEXT_DIRS: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ...folders(join(root, 'src/core/i18n')).map((name) => [name, `src/core/i18n/${name}`]),
    ...folders(join(root, 'src/widgets/_kit')).map((name) => [
      `kit.${name}`,
      `src/widgets/_kit/${name}/texts`,
    ]),
    ...folders(join(root, 'src/widgets'))
      .filter((name) => !name.startsWith('_'))
      .map((name) => [name, `src/widgets/${name}/texts`]),
    ['editor', 'src/client/editor/texts'],
  ].filter(([, dir]) => complete(join(root, dir as string))),
);

/** The editor's namespace: in the catalogue, but loaded with the editor, not by pages. */
export const EDITOR_NS = 'editor';

export type Texts = { [key: string]: string | Texts };

/** Every language's texts: `CATALOGUE[lang][namespace]`. */
export const CATALOGUE: Readonly<Record<Lang, Readonly<Record<string, Texts>>>> = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    Object.fromEntries(
      Object.entries(TEXT_DIRS).map(([ns, dir]) => [
        ns,
        JSON.parse(readFileSync(join(root, dir, `${lang}.json`), 'utf8')) as Texts,
      ]),
    ),
  ]),
) as Record<Lang, Record<string, Texts>>;

/** Cyrillic letters (none may stand in an oz or en text). */
export const CYRILLIC = /\p{Script=Cyrillic}/u;
/** i18next plural suffixes (CLDR categories). */
export const PLURAL = /_(zero|one|two|few|many|other)$/;
/** An i18next `{{value}}` of a text. */
export const VARIABLE = /\{\{\s*([^},\s]+)[^}]*\}\}/g;

export type Flat = Map<string, unknown>;

/** Nested keys flattened with dots: `{a: {b: 'x'}}` → `a.b`. */
export function flatten(value: Record<string, unknown>, prefix = '', out: Flat = new Map()): Flat {
  for (const [key, v] of Object.entries(value)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof v === 'object' && v !== null && !Array.isArray(v))
      flatten(v as Record<string, unknown>, path, out);
    else out.set(path, v);
  }
  return out;
}

/** `a.count_one` → `a.count`; other keys unchanged. */
export const baseKey = (key: string) => key.replace(PLURAL, '');
