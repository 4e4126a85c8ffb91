import { useLocation } from '@core/router';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { type User, userAtom } from '../state/user';
import { Sidebar } from './Sidebar';

const ADMIN: User = testUser({ username: 'root', roles: ['user', 'admin'] });
const USER: User = testUser({ username: 'ali', roles: ['user'] });

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function show(state: string, user: User | null = null, route = '/uz/') {
  const store = createStore();
  store.set(userAtom, user);
  return renderWithRuntime(
    <Provider store={store}>
      <Sidebar state={state} />
      <Where />
    </Provider>,
    { lang: 'en', route },
  );
}

const links = () =>
  within(screen.getByRole('navigation', { name: 'Section menu' }))
    .getAllByRole('link')
    .map((a) => a.textContent);

describe('Sidebar', () => {
  it('is hidden on the first level', () => {
    show('app.index');
    expect(screen.queryByRole('navigation')).toBeNull();
    show('app.sitemap', USER);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows from the second level when the section has sub-items', async () => {
    const { container } = show('app.user.registration', null, '/uz/user/registration/');
    expect(links()).toEqual(['Registration', 'Profile']);
    const current = screen.getByRole('link', { name: 'Registration' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(current.getAttribute('href')).toBe('/uz/user/registration/');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the sub-items the user may open', () => {
    show('app.my.phone', USER);
    expect(links()).toEqual([
      'Profile',
      'Password',
      'Phone number',
      'Invitation',
      'Congratulation',
      'Mobile reporter',
      'Casting',
      'My data',
    ]);
    expect(screen.getByRole('link', { name: 'Phone number' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows on a content section whose one sub-item is its list (spec §2: "only if the section has sub-items")', () => {
    show('app.anchors.list', USER);
    expect(links()).toEqual(['Anchors']);
    expect(screen.getByRole('link', { name: 'Anchors' }).getAttribute('aria-current')).toBe('page');
    // An item's page (hidden, with a parameter) is no sub-item, but the list is: it leads back.
    show('app.news.view', null);
    expect(screen.getAllByRole('navigation', { name: 'Section menu' }).at(-1)?.textContent).toContain('News');
  });

  it('is hidden on the second level when the section has no sub-item the user may open', () => {
    // Every page of the newsroom is for admins: a user sees none, so no sidebar.
    show('app.admin.content', USER);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('shows admins what it shows a visitor: nothing on the first level, a section’s sub-items', () => {
    show('app.index', ADMIN);
    expect(screen.queryByRole('navigation')).toBeNull();
    show('app.settings.password', ADMIN);
    // Two-step sign-in (issue 26) is for those who work in the newsroom: admins see it.
    expect(links()).toEqual(['Profile', 'Password', 'Social accounts', 'Profile picture', 'Security']);
  });

  it('folds behind a toggle and closes on each route transition', async () => {
    const user = userEvent.setup();
    show('app.user.registration', null, '/uz/user/registration/');
    const toggle = screen.getByRole('button', { name: 'Sections' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.tagName).toBe('UL');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('navigation').className).toContain('sidebar--open');
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    expect(screen.getByTestId('where').textContent).toBe('/uz/user/profile/');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
