import { Link, useLocation } from '@core/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { DRAWER_LOCK_CLASS, Drawer } from './Drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-expanded={open} aria-controls="drawer" onClick={() => setOpen(true)}>
        Menu
      </button>
      <output data-testid="where">{useLocation().pathname}</output>
      <Drawer id="drawer" open={open} onClose={() => setOpen(false)} title="Menu" initialFocus="input">
        <Link to="/uz/news/">News</Link>
        <label>
          Search <input name="q" />
        </label>
      </Drawer>
    </>
  );
}

function show() {
  const result = renderWithRuntime(<Harness />, { lang: 'en' });
  return { ...result, user: userEvent.setup() };
}

const dialog = () => document.getElementById('drawer') as HTMLDialogElement;

describe('Drawer', () => {
  it('is an empty dialog until opened: its contents are not in the page', () => {
    show();
    expect(dialog().tagName).toBe('DIALOG');
    expect(dialog().open).toBe(false);
    expect(dialog().childElementCount).toBe(0);
    expect(screen.queryByText('News')).toBeNull();
  });

  it('opens labelled, focus on the chosen element, locks the page; the close button closes it and focus returns', async () => {
    const { user } = show();
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(dialog());
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search' }));
    expect(document.documentElement.classList.contains(DRAWER_LOCK_CLASS)).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog().open).toBe(false);
    expect(screen.queryByText('News')).toBeNull();
    expect(document.documentElement.classList.contains(DRAWER_LOCK_CLASS)).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const { user } = show();
    const opener = screen.getByRole('button', { name: 'Menu' });
    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(opener);
  });

  it('closes when a link in it navigates', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('link', { name: 'News' }));
    expect(screen.getByTestId('where').textContent).toBe('/uz/news/');
    expect(dialog().open).toBe(false);
  });
});
