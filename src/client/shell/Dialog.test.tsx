import { Link, useLocation, useNavigate } from '@core/router';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { dialogAtom, useDialog } from '../state/dialog';
import { Dialog } from './Dialog';

function Harness() {
  const dialog = useDialog('reporter');
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => dialog.show({ form: 'reporter' })}>
        Open
      </button>
      <button type="button" onClick={() => navigate('/uz/news/')}>
        Elsewhere
      </button>
      <output data-testid="where">{useLocation().pathname}</output>
      <Dialog open={dialog.open} onClose={dialog.close} title="Mobile reporter">
        <p>Form: {dialog.params.form}</p>
        <label>
          Name <input name="name" />
        </label>
        <Link to="/uz/authentication/signin/">Sign in</Link>
      </Dialog>
    </>
  );
}

function show() {
  const store = createStore();
  const result = renderWithRuntime(
    <Provider store={store}>
      <Harness />
    </Provider>,
    { lang: 'en' },
  );
  return { ...result, store, user: userEvent.setup() };
}

describe('Dialog', () => {
  it('opens as a labelled modal through the dialog atom and closes with its button', async () => {
    const { user, store, baseElement } = show();
    expect(screen.queryByRole('dialog')).toBeNull();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Mobile reporter' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByText('Form: reporter')).toBeTruthy();
    expect(store.get(dialogAtom)).toEqual({ id: 'reporter', params: { form: 'reporter' } });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(await axeViolations(baseElement)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(dialogAtom)).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes with Escape and returns focus to the opener', async () => {
    const { user } = show();
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.click(screen.getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps Tab inside', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const close = screen.getByRole('button', { name: 'Close' });
    const signIn = screen.getByRole('link', { name: 'Sign in' });
    signIn.focus();
    await user.tab();
    expect(document.activeElement).toBe(close);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(signIn);
  });

  it('closes on a route change from inside (a link)', async () => {
    const { user, store } = show();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(screen.getByTestId('where').textContent).toBe('/uz/authentication/signin/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(dialogAtom)).toBeNull();
  });

  it('closes on a route change from outside', async () => {
    const { user, store } = show();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    // Stands for any navigation the dialog does not start (history, a redirect, a timer).
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByTestId('where').textContent).toBe('/uz/news/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.get(dialogAtom)).toBeNull();
  });
});
