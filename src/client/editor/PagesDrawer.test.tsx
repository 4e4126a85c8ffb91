import { useLocation } from '@core/router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { type User, userAtom } from '../state/user';
import { editorT } from './i18n';
import { PagesDrawer, pageLinks } from './PagesDrawer';

const ADMIN: User = testUser({ username: 'root', roles: ['user', 'admin'] });
const t = editorT('en');

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function show(state: string, route = '/uz/') {
  const store = createStore();
  store.set(userAtom, ADMIN);
  const rendered = renderWithRuntime(
    <Provider store={store}>
      <PagesDrawer state={state} t={t} />
      <Where />
    </Provider>,
    { lang: 'en', route },
  );
  return { ...rendered, user: userEvent.setup() };
}

describe('the admin’s list of pages', () => {
  it('lists every section the user may open, once each, with a section’s pages under it', () => {
    const admin = pageLinks(ADMIN);
    const titles = admin.map((s) => s.route.title.en);
    expect(titles).toContain('Home');
    expect(titles).toContain('Anchors');
    expect(titles).not.toContain('Sign in');
    expect(titles.filter((x) => x === 'Home')).toHaveLength(1);
    const settings = admin.find((s) => s.state === 'app.settings');
    expect(settings?.pages.map((p) => p.title.en)).toEqual([
      'Profile',
      'Password',
      'Social accounts',
      'Profile picture',
      'Security',
    ]);
    // A visitor may not open the personal area: it is not listed for them.
    expect(pageLinks(null).some((s) => s.state === 'app.my')).toBe(false);
  });

  it('is closed until its toggle opens it as a drawer; Escape closes it and focus returns', async () => {
    const { user, container } = show('app.index');
    const toggle = screen.getByRole('button', { name: 'Pages' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-haspopup')).toBe('dialog');
    const dialog = document.getElementById(toggle.getAttribute('aria-controls') ?? '') as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(false);
    expect(screen.queryByRole('link', { name: 'Anchors' })).toBeNull();

    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'The site’s pages' })).toBe(dialog);
    expect(dialog.contains(document.activeElement)).toBe(true);
    const nav = within(dialog).getByRole('navigation', { name: 'The site’s pages' });
    expect(within(nav).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Personal area' }).getAttribute('href')).toBe(
      '/uz/my/profile/',
    );
    expect(await axeViolations(container)).toEqual([]);

    await user.keyboard('{Escape}');
    expect(dialog.open).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes when a page is chosen', async () => {
    const { user } = show('app.index');
    await user.click(screen.getByRole('button', { name: 'Pages' }));
    await user.click(screen.getByRole('link', { name: 'Anchors' }));
    expect(screen.getByTestId('where').textContent).toBe('/uz/anchors/');
    expect(screen.getByRole('button', { name: 'Pages' }).getAttribute('aria-expanded')).toBe('false');
  });
});
