import { act, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Catalogue } from './catalogue';
import { I18nProvider, textsOf, useT } from './react';

/** These tests' own texts are not the app's typed keys. */
type LooseT = (key: string, options?: object) => string;
const loose = (t: unknown) => t as LooseT;

function instance(): Catalogue {
  return new Catalogue({
    lng: 'en',
    resources: {
      en: { chrome: { hello: 'Hello', greet: 'Hello, {{name}}' } },
      ru: { chrome: { hello: 'Привет', greet: 'Привет, {{name}}' } },
    },
    defaultNS: 'chrome',
  });
}

describe('useT and the texts it remembers', () => {
  it('looks a text up in the catalogue once per language and values, then answers from its map', () => {
    const i18n = instance();
    const lookups = vi.spyOn(i18n, 't');
    const t = loose(textsOf(i18n, 'en', ['chrome']));
    expect(t('hello')).toBe('Hello');
    expect(t('greet', { name: 'Ann' })).toBe('Hello, Ann');
    expect(t('greet', { name: 'Bob' })).toBe('Hello, Bob');
    expect(lookups).toHaveBeenCalledTimes(3);
    for (let i = 0; i < 100; i++) {
      expect(t('hello')).toBe('Hello');
      expect(t('greet', { name: 'Ann' })).toBe('Hello, Ann');
    }
    expect(lookups).toHaveBeenCalledTimes(3);
    // The same function for the same language and namespace: memoized children stay put.
    expect(loose(textsOf(i18n, 'en', ['chrome']))).toBe(t);
    expect(loose(textsOf(i18n, 'ru', ['chrome']))('hello')).toBe('Привет');
  });

  it('looks a key up in each of its namespaces, in order (a widget’s own, then its kits’)', () => {
    const i18n = instance();
    i18n.addResourceBundle('en', 'kit.x', { hello: 'Kit hello', only: 'Only in the kit' });
    const t = loose(textsOf(i18n, 'en', ['chrome', 'kit.x' as 'chrome']));
    expect(t('hello')).toBe('Hello');
    expect(t('only')).toBe('Only in the kit');
    expect(loose(textsOf(i18n, 'en', ['kit.x' as 'chrome', 'chrome']))('hello')).toBe('Kit hello');
  });

  it('asks the catalogue every time when the values are not plain (an object, a function)', () => {
    const i18n = instance();
    const lookups = vi.spyOn(i18n, 't');
    const t = loose(textsOf(i18n, 'en', ['chrome']));
    t('greet', { name: 'Ann', extra: { deep: true } });
    t('greet', { name: 'Ann', extra: { deep: true } });
    expect(lookups).toHaveBeenCalledTimes(2);
  });

  it('forgets what it looked up when texts are added (another language, the editor’s namespace)', () => {
    const i18n = instance();
    const before = loose(textsOf(i18n, 'en', ['chrome']));
    expect(before('added')).toBe('added');
    i18n.addResourceBundle('en', 'chrome', { added: 'Now here' });
    const after = loose(textsOf(i18n, 'en', ['chrome']));
    expect(after).not.toBe(before);
    expect(after('added')).toBe('Now here');
  });

  it('renders every component again, in the new language, when the language changes', async () => {
    const i18n = instance();
    const renders = { hello: 0, other: 0 };
    function Hello() {
      const t = loose(useT('chrome'));
      renders.hello++;
      return <p>{t('hello')}</p>;
    }
    function Greet() {
      const t = loose(useT('chrome'));
      const first = useRef(t);
      renders.other++;
      return (
        <p>
          {t('greet', { name: 'Ann' })} {first.current === t ? 'same' : 'new'}
        </p>
      );
    }
    render(
      <I18nProvider i18n={i18n}>
        <Hello />
        <Greet />
      </I18nProvider>,
    );
    expect(screen.getByText('Hello')).toBeTruthy();
    expect(screen.getByText('Hello, Ann same')).toBeTruthy();
    const before = { ...renders };
    await act(async () => {
      await i18n.changeLanguage('ru');
    });
    expect(screen.getByText('Привет')).toBeTruthy();
    expect(screen.getByText('Привет, Ann new')).toBeTruthy();
    expect(renders.hello).toBe(before.hello + 1);
    expect(renders.other).toBe(before.other + 1);
  });
});
