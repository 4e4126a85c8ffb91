import { langFromCookie } from '@core/lang-cookie';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { changeLanguage } from '../i18n';
import { initialLang, langAtom } from '../state/lang';
import { LanguageSwitch } from './LanguageSwitch';
import { toast } from './toast';

vi.mock('../i18n', () => ({ changeLanguage: vi.fn(async () => undefined) }));
vi.mock('./toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./toast')>()),
  toast: vi.fn(),
}));

function show(initial = initialLang()) {
  const store = createStore();
  store.set(langAtom, initial);
  const result = renderWithRuntime(
    <Provider store={store}>
      <LanguageSwitch />
    </Provider>,
    { lang: 'en' },
  );
  return { ...result, store, user: userEvent.setup() };
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((b) => b.getAttribute('aria-pressed') === 'true')
    .map((b) => b.textContent);

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the preference cookie
  document.cookie = 'efir_lang=; path=/; max-age=0';
};

beforeEach(() => {
  clearCookie();
  vi.mocked(changeLanguage).mockReset().mockResolvedValue(undefined);
  vi.mocked(toast).mockClear();
});

describe('LanguageSwitch', () => {
  it('offers the four languages under their own names, in a labelled group', async () => {
    const { container } = show();
    expect(screen.getByRole('group', { name: 'Interface language' })).toBeTruthy();
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Ўзбекча', 'O‘zbekcha', 'Русский', 'English']);
    expect(buttons.map((b) => b.getAttribute('lang'))).toEqual(['uz-Cyrl', 'uz-Latn', 'ru', 'en']);
    expect(pressed()).toEqual(['Ўзбекча']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('switches the language of the texts, stores the choice in the efir_lang cookie and in langAtom', async () => {
    const { user, store } = show();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(changeLanguage).toHaveBeenCalledWith('en');
    expect(langFromCookie(document.cookie)).toBe('en');
    expect(store.get(langAtom)).toBe('en');
    expect(pressed()).toEqual(['English']);
    expect(initialLang()).toBe('en');
  });

  it('starts from the language the server rendered, else from the cookie', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the preference cookie
    document.cookie = 'efir_lang=oz; path=/';
    expect(initialLang('ru')).toBe('ru');
    const { store } = show();
    expect(store.get(langAtom)).toBe('oz');
    expect(pressed()).toEqual(['O‘zbekcha']);
  });

  it('ignores an unknown cookie value', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the preference cookie
    document.cookie = 'efir_lang=xx; path=/';
    show();
    expect(initialLang()).toBe('uz');
    expect(langFromCookie('a=1; efir_lang=ru; b=2')).toBe('ru');
    expect(pressed()).toEqual(['Ўзбекча']);
  });

  it('keeps the language and reports it when switching fails', async () => {
    vi.mocked(changeLanguage).mockRejectedValueOnce(new Error('chunk failed'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = show();
    await user.click(screen.getByRole('button', { name: 'Русский' }));
    expect(store.get(langAtom)).toBe('uz');
    expect(langFromCookie(document.cookie)).toBe('uz');
    expect(document.cookie).not.toContain('efir_lang=ru');
    expect(toast).toHaveBeenCalledWith('The language could not be changed', 'error');
    error.mockRestore();
  });
});
