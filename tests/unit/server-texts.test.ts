import { readdirSync, readFileSync } from 'node:fs';
import { INTL_LOCALE, LANGS, type Lang } from '@core/lang';
import { describe, expect, it } from 'vitest';
import { isTextKey, text } from '../../src/server/texts';
import { baseKey, CYRILLIC, flatten, PLURAL, VARIABLE } from '../helpers/texts';

/**
 * The server's texts (src/server/texts/{uz,oz,ru,en}.json, decision 006): every key in every
 * language, no empty text, oz and en without Cyrillic, the same `{{values}}` and full plural forms
 * in every language, and nothing said to people left in the server's code outside the catalogue.
 *
 * That every key the server's code asks for exists is the typecheck's job: `text` and `say` take
 * a `TextKey`, typed from uz.json (and the browser namespaces the server reads), so a missing or
 * misspelt key does not compile. What can still go wrong at run time is checked here: another
 * language's file lacking a key uz has (or having one it lacks), or a text the catalogue cannot resolve.
 */

const ROOT = new URL('../../src/server/', import.meta.url);

function read(lang: Lang): Record<string, unknown> {
  return JSON.parse(readFileSync(new URL(`texts/${lang}.json`, ROOT), 'utf8')) as Record<string, unknown>;
}

const FILES = Object.fromEntries(LANGS.map((lang) => [lang, flatten(read(lang))])) as Record<
  Lang,
  Map<string, unknown>
>;

/** Each language's keys as the catalogue resolves them: plural forms under their base key. */
const LOGICAL = Object.fromEntries(
  LANGS.map((lang) => [lang, new Set([...FILES[lang].keys()].map(baseKey))]),
) as Record<Lang, Set<string>>;

const variables = (value: unknown) =>
  typeof value === 'string' ? [...value.matchAll(VARIABLE)].map((m) => m[1] ?? '') : [];

describe('server texts', () => {
  it('has texts', () => {
    expect(FILES.uz.size).toBeGreaterThan(100);
  });

  it.each(LANGS.filter((lang) => lang !== 'uz').map((lang) => [lang]))(
    '%s has exactly the keys of uz',
    (lang) => {
      const uz = [...LOGICAL.uz].sort();
      const mine = [...LOGICAL[lang]].sort();
      expect({
        missing: uz.filter((k) => !LOGICAL[lang].has(k)),
        extra: mine.filter((k) => !LOGICAL.uz.has(k)),
      }).toEqual({
        missing: [],
        extra: [],
      });
    },
  );

  it.each(LANGS.map((lang) => [lang]))('%s has only non-empty strings', (lang) => {
    const bad = [...FILES[lang]].filter(([, v]) => typeof v !== 'string' || v.trim() === '').map(([k]) => k);
    expect(bad).toEqual([]);
  });

  it.each([['oz'], ['en']] as const)('%s has no Cyrillic letters', (lang) => {
    const cyrillic = [...FILES[lang]].filter(([, v]) => CYRILLIC.test(String(v))).map(([k]) => k);
    expect(cyrillic).toEqual([]);
  });

  it('uz is written in Cyrillic', () => {
    const values = [...FILES.uz.values()].map(String);
    const share = values.filter((v) => CYRILLIC.test(v)).length / values.length;
    expect(share).toBeGreaterThanOrEqual(0.8);
  });

  it('uses the same interpolation variables in every language', () => {
    const mismatches: string[] = [];
    for (const key of LOGICAL.uz) {
      const vars = LANGS.map((lang) => {
        const forms = [...FILES[lang].keys()].filter((k) => baseKey(k) === key);
        const names = new Set(forms.flatMap((form) => variables(FILES[lang].get(form))));
        return `${lang}={${[...names].sort().join(',')}}`;
      });
      if (new Set(vars.map((v) => v.slice(v.indexOf('=')))).size > 1)
        mismatches.push(`${key}: ${vars.join(' ')}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('has every plural form each language needs', () => {
    const pluralised = new Set(
      LANGS.flatMap((lang) => [...FILES[lang].keys()].filter((k) => PLURAL.test(k)).map(baseKey)),
    );
    const missing: string[] = [];
    for (const key of pluralised) {
      for (const lang of LANGS) {
        const needed = new Set<string>(
          new Intl.PluralRules(INTL_LOCALE[lang]).resolvedOptions().pluralCategories,
        );
        // Russian always needs one, few and many (design §6), whatever the runtime's plural data.
        if (lang === 'ru') for (const c of ['one', 'few', 'many', 'other']) needed.add(c);
        for (const category of needed)
          if (!FILES[lang].has(`${key}_${category}`)) missing.push(`${lang}: ${key}_${category}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('resolves every key in every language to its own text', () => {
    const unresolved: string[] = [];
    for (const key of LOGICAL.uz) {
      for (const lang of LANGS) {
        const said = text(lang, key as never, { count: 5 });
        const own = FILES[lang].get(key) ?? FILES[lang].get(`${key}_other`) ?? FILES[lang].get(`${key}_many`);
        if (typeof own !== 'string' || said === key || (variables(own).length === 0 && said !== own))
          unresolved.push(`${lang}: ${key} → ${said}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  it('picks the plural form of each language', () => {
    expect(text('ru', 'letters.reset.link', { count: 1 })).toContain('1 минуту');
    expect(text('ru', 'letters.reset.link', { count: 3 })).toContain('3 минуты');
    expect(text('ru', 'letters.reset.link', { count: 30 })).toContain('30 минут ');
    expect(text('en', 'letters.reset.link', { count: 1 })).toContain('1 minute,');
    expect(text('en', 'letters.reset.link', { count: 30 })).toContain('30 minutes,');
  });

  it('reads the texts it shares with the browser from the browser catalogue', () => {
    expect(text('en', 'kit.requests:status.done')).toBe('Done');
    expect(text('oz', 'kit.account:registration.prompt')).not.toMatch(CYRILLIC);
    expect(isTextKey('kit.requests:forms.tabriknoma')).toBe(true);
    expect(isTextKey('kit.requests:forms.nothing')).toBe(false);
  });

  it('keeps the wording the spec fixes (spec §5, §8)', () => {
    expect(text('en', 'saved')).toBe('Saved');
    expect(text('en', 'auth.smsSent')).toBe('SMS sended');
    expect(text('en', 'auth.pictureChanged')).toBe('Successfully changed profile picture');
    expect(text('en', 'phoneConfirm:me.phone.wrong')).toBe('Wrong');
    expect(text('ru', 'phoneConfirm:me.phone.wrong')).toBe('Ошибка');
    expect(text('en', 'forms.sent')).toBe('Sended');
    expect(text('en', 'kit.account:registration.prompt')).toBe('For sending data please log in or sign up');
    expect(text('en', 'poll:poll.choose')).toBe('Choice answer');
    expect(text('ru', 'layout.saved')).toBe('Сохранен');
    expect(text('ru', 'layout.added')).toBe('Добавлен');
    expect(text('ru', 'uploads.failed', { title: 'a.png', reason: 'x' })).toMatch(
      /^Ошибка при загрузке файла: a\.png/,
    );
    expect(text('en', 'uploads.failed', { title: 'a.png', reason: 'x' })).toMatch(/^a\.png - not uploaded/);
  });

  it('leaves no Cyrillic text in the server code outside the catalogue', () => {
    // Data, not interface texts: the seeded lists (nations, regions…), the demo submissions, the
    // caption track's name in a playlist, the spec's words in an OpenAPI description, and the word
    // filter's table of Cyrillic letters (issue 25).
    const allowed = new Set([
      'moderation/filter.ts',
      'db/lists-data.ts',
      'forms/demo.ts',
      'routes/watch.ts',
      'routes/state/writes.ts',
    ]);
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(new URL(dir, ROOT), { withFileTypes: true })) {
        const path = `${dir}${entry.name}`;
        if (entry.isDirectory()) walk(`${path}/`);
        else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !allowed.has(path)) {
          if (CYRILLIC.test(readFileSync(new URL(path, ROOT), 'utf8'))) found.push(path);
        }
      }
    };
    walk('');
    expect(found).toEqual([]);
  });
});
