import { describe, expect, it, vi } from 'vitest';
import { Catalogue, interpolate } from './catalogue';
import { I18NEXT_FALLBACK } from './resources';

function catalogue(onMissing?: (ns: string, key: string, lng: string) => void) {
  return new Catalogue({
    lng: 'uz-Cyrl',
    defaultNS: 'chrome',
    fallback: I18NEXT_FALLBACK,
    onMissing,
    resources: {
      'uz-Cyrl': {
        chrome: { menu: { open: 'Менюни очиш' }, items_one: '{{count}} та', items_other: '{{count}} та' },
        'kit.forms': { required: 'Тўлдиринг' },
      },
      ru: {
        chrome: {
          menu: { open: 'Открыть меню', only: 'Только по-русски' },
          items_one: '{{count}} запись',
          items_few: '{{count}} записи',
          items_many: '{{count}} записей',
          items_other: '{{count}} записи',
        },
      },
      'uz-Latn': { chrome: { menu: { open: 'Menyuni ochish' } } },
      en: { chrome: { menu: { open: 'Open menu', only: 'English only' }, plain: 'Plain {{who}}' } },
    },
  });
}

describe('the catalogue (the texts i18next read before, answered the same way)', () => {
  it('reads nested keys, a key of another namespace, and the key itself when there is none', () => {
    const onMissing = vi.fn();
    const c = catalogue(onMissing);
    expect(c.t('menu.open')).toBe('Менюни очиш');
    expect(c.t('kit.forms:required')).toBe('Тўлдиринг');
    expect(c.t('required', { ns: ['chrome', 'kit.forms'] })).toBe('Тўлдиринг');
    expect(c.t('kit.forms:nothing')).toBe('nothing');
    expect(onMissing).toHaveBeenCalledWith('kit.forms', 'nothing', 'uz-Cyrl');
  });

  it('picks the plural form of the language with Intl.PluralRules (Russian one/few/many)', () => {
    const c = catalogue();
    const ru = c.getFixedT('ru');
    expect([1, 3, 5, 21, 1.5].map((count) => ru('items', { count }))).toEqual([
      '1 запись',
      '3 записи',
      '5 записей',
      '21 запись',
      '1.5 записи',
    ]);
    expect(c.getFixedT('uz-Cyrl')('items', { count: 1 })).toBe('1 та');
  });

  it('falls back by language: Cyrillic to Russian, Latin to English, never Latin to Cyrillic', () => {
    const c = catalogue();
    expect(c.getFixedT('uz-Cyrl')('menu.only')).toBe('Только по-русски');
    expect(c.getFixedT('uz-Latn')('menu.only')).toBe('English only');
    expect(c.getFixedT('uz-Latn')('kit.forms:required')).toBe('required');
    expect(c.exists('menu.only', { lng: 'uz-Cyrl' })).toBe(true);
    expect(c.exists('menu.only', { lng: 'uz-Cyrl', fallback: false })).toBe(false);
  });

  it('fills {{values}}; one not given stays as written, one given as undefined is empty', () => {
    expect(interpolate('Hi {{ name }}, {{n}}', { name: 'Ann', n: 3 })).toBe('Hi Ann, 3');
    expect(interpolate('Hi {{name}}', {})).toBe('Hi {{name}}');
    expect(interpolate('Hi {{name}}', { name: undefined })).toBe('Hi ');
    expect(catalogue().getFixedT('en')('plain', { who: 'all' })).toBe('Plain all');
  });

  it('adds texts without replacing those held, and tells its listeners', async () => {
    const c = catalogue();
    const added = vi.fn();
    const switched = vi.fn();
    c.on('added', added);
    c.on('languageChanged', switched);
    c.addResourceBundle('uz-Cyrl', 'chrome', { menu: { open: 'Other', close: 'Ёпиш' } });
    expect(c.t('menu.open')).toBe('Менюни очиш');
    expect(c.t('menu.close')).toBe('Ёпиш');
    expect(added).toHaveBeenCalledWith('uz-Cyrl');
    await c.changeLanguage('ru');
    expect(c.t('menu.open')).toBe('Открыть меню');
    expect(switched).toHaveBeenCalledWith('ru');
  });
});
