import { describe, expect, it } from 'vitest';
import en from './en.json';
import oz from './oz.json';
import ru from './ru.json';
import uz from './uz.json';

/** The editor's texts: every language has every key of en.json, with the same placeholders. */
type Tree = { [key: string]: string | Tree };

function flat(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out.set(prefix + k, v);
    else for (const [kk, vv] of flat(v, `${prefix}${k}.`)) out.set(kk, vv);
  }
  return out;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const source = flat(en);
/** Words Uzbek (Latin) writes as English does. */
const SAME_IN_OZ = new Set(['palette.category.media', 'field.format', 'choice.radio']);
/** A name that is the same in every language (a format's). */
const SAME_EVERYWHERE = new Set(['choice.html']);
const withoutPlaceholders = (s: string) => s.replace(/\{\{\w+\}\}/g, '');

describe.each([
  ['uz', uz],
  ['oz', oz],
  ['ru', ru],
] as const)('editor texts in %s', (lang, texts) => {
  const mine = flat(texts as Tree);

  it('has exactly the keys of en.json, none empty, with the same placeholders', () => {
    expect([...mine.keys()].sort()).toEqual([...source.keys()].sort());
    for (const [key, value] of mine) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(value), key).toEqual(placeholders(source.get(key) ?? ''));
    }
  });

  it('is in its own script (names of languages and keys such as Enter aside)', () => {
    for (const [key, value] of mine) {
      if (key.startsWith('lang.')) continue;
      const text = withoutPlaceholders(value).replace(/\b(Enter|Escape|API|HTML)\b/g, '');
      if (lang === 'uz' || lang === 'ru') expect(text, key).not.toMatch(/[A-Za-z]/);
      if (lang === 'oz') expect(text, key).not.toMatch(/[\u0400-\u04FF]/);
    }
  });

  it('is not English left untranslated', () => {
    const same = [...mine].filter(
      ([key, value]) =>
        !key.startsWith('lang.') &&
        !(lang === 'oz' && SAME_IN_OZ.has(key)) &&
        !SAME_EVERYWHERE.has(key) &&
        /\p{L}/u.test(withoutPlaceholders(value)) &&
        value === source.get(key),
    );
    expect(same.map(([k]) => k)).toEqual([]);
  });
});
