import type { Lang } from '@core/lang';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { SearchBox, validateSearch } from './SearchBox';
import { toast } from './toast';

vi.mock('./toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./toast')>()),
  toast: vi.fn(),
}));

function show(lang: Lang = 'en') {
  renderWithRuntime(<SearchBox />, { lang });
  const input = screen.getByRole('searchbox');
  return { input, user: userEvent.setup(), submit: screen.getByRole('button') };
}

beforeEach(() => {
  vi.mocked(toast).mockClear();
});

describe('validateSearch', () => {
  it('trims and checks 2..100 characters', () => {
    expect(validateSearch('   ')).toEqual({ text: '', error: 'required' });
    expect(validateSearch(' a ')).toEqual({ text: 'a', error: 'short' });
    expect(validateSearch(` ${'x'.repeat(100)} `).error).toBeNull();
    expect(validateSearch('x'.repeat(101)).error).toBe('long');
    expect(validateSearch('  tv  ')).toEqual({ text: 'tv', error: null });
  });
});

describe('SearchBox', () => {
  it('is a labelled search landmark with a labelled, required field', async () => {
    const { input } = show();
    const form = screen.getByRole('search', { name: 'Site search' });
    expect(form.contains(input)).toBe(true);
    expect(screen.getByRole('searchbox', { name: 'Search text' })).toBe(input);
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(await axeViolations(form)).toEqual([]);
  });

  it('highlights an empty search and sends nothing', async () => {
    const { input, submit, user } = show();
    await user.type(input, '   ');
    await user.click(submit);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a search text');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(input);
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses one character and more than 100, with the limits in the message', async () => {
    const { input, user } = show();
    await user.type(input, 'a{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter at least 2 characters');
    await user.clear(input);
    await user.click(input);
    await user.paste('y'.repeat(101));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter at most 100 characters');
    expect(toast).not.toHaveBeenCalled();
  });

  it("shows the toast 'Поиск: {text}' for 2 s with the trimmed text and performs no search", async () => {
    const { input, user } = show('ru');
    await user.type(input, '  Новости  {Enter}');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('Поиск: Новости', 'info', 2000);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('translates the toast prefix', async () => {
    const { input, user } = show('uz');
    await user.type(input, 'тв{Enter}');
    expect(toast).toHaveBeenCalledWith('Поиск: тв', 'info', 2000);
  });

  it('clears the error once the text becomes valid', async () => {
    const { input, submit, user } = show();
    await user.click(submit);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'a');
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.type(input, 'b');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
