import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { changeLanguage } from '../i18n';
import { LANG_STORAGE_KEY, langAtom, readStoredLang } from '../state/lang';
import { LanguageSwitch } from './LanguageSwitch';
import { toast } from './toast';

vi.mock('../i18n', () => ({ changeLanguage: vi.fn(async () => undefined) }));
vi.mock('./toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./toast')>()),
  toast: vi.fn(),
}));

function show() {
  const store = createStore();
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

beforeEach(() => {
  localStorage.clear();
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

  it('switches i18next, stores the choice in localStorage and in langAtom', async () => {
    const { user, store } = show();
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(changeLanguage).toHaveBeenCalledWith('en');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBe('en');
    expect(store.get(langAtom)).toBe('en');
    expect(pressed()).toEqual(['English']);
    expect(readStoredLang()).toBe('en');
  });

  it('starts from the stored language', () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'oz');
    const { store } = show();
    expect(store.get(langAtom)).toBe('oz');
    expect(pressed()).toEqual(['O‘zbekcha']);
  });

  it('ignores an unknown stored value', () => {
    localStorage.setItem(LANG_STORAGE_KEY, 'xx');
    show();
    expect(readStoredLang()).toBe('uz');
    expect(pressed()).toEqual(['Ўзбекча']);
  });

  it('keeps the language and reports it when switching fails', async () => {
    vi.mocked(changeLanguage).mockRejectedValueOnce(new Error('chunk failed'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, store } = show();
    await user.click(screen.getByRole('button', { name: 'Русский' }));
    expect(store.get(langAtom)).toBe('uz');
    expect(localStorage.getItem(LANG_STORAGE_KEY)).toBeNull();
    expect(toast).toHaveBeenCalledWith('The language could not be changed', 'error');
    error.mockRestore();
  });
});
