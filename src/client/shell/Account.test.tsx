import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { browser } from '../state/session';
import { type SessionStatus, sessionStatusAtom, type User, userAtom } from '../state/user';
import { Account } from './Account';

vi.mock('./toast', () => ({ toast: vi.fn(async () => 1) }));

function show(user: User | null, status: SessionStatus = 'known') {
  const store = createStore();
  store.set(userAtom, user);
  store.set(sessionStatusAtom, status);
  return {
    user: userEvent.setup(),
    ...renderWithRuntime(
      <Provider store={store}>
        <Account />
      </Provider>,
    ),
  };
}

beforeEach(() => {
  vi.spyOn(browser, 'reload').mockImplementation(() => {});
  vi.spyOn(globalThis, 'fetch').mockImplementation(
    async () =>
      new Response(JSON.stringify({ message: 'Signed out' }), {
        headers: { 'content-type': 'application/json' },
      }),
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('account area', () => {
  it.each(['unknown', 'checking'] as const)(
    'is an empty box of its final size while the session is %s',
    (status) => {
      const { container } = show(testUser(), status);
      const box = container.querySelector('.account');
      expect(box?.children).toHaveLength(0);
      expect(box?.getAttribute('aria-busy')).toBe('true');
    },
  );

  it('offers sign-in and sign-up to a visitor', async () => {
    const { container } = show(null);
    const nav = screen.getByRole('navigation', { name: 'Ҳисоб' });
    expect(nav.className).toBe('account');
    expect(screen.getByRole('link', { name: 'Кириш' }).getAttribute('href')).toBe(
      '/uz/authentication/signin/',
    );
    expect(screen.getByRole('link', { name: 'Рўйхатдан ўтиш' }).getAttribute('href')).toBe(
      '/uz/authentication/signup/',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('gives a registered user a keyboard menu: personal area, settings, sign-out', async () => {
    const { user, container } = show(testUser({ displayName: 'Азиз' }));
    const button = screen.getByRole('button', { name: 'Ҳисоб менюси: Азиз' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const area = screen.getByRole('link', { name: 'Шахсий кабинет' });
    expect(document.activeElement).toBe(area);
    expect(area.getAttribute('href')).toBe('/uz/my/profile/');
    expect(screen.getByRole('link', { name: 'Созламалар' }).getAttribute('href')).toBe(
      '/uz/settings/profile/',
    );
    expect(screen.getByRole('button', { name: 'Чиқиш' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('links the newsroom’s pages for an admin only', async () => {
    const admin = show(testUser({ roles: ['user', 'admin'], displayName: 'Бош' }));
    await admin.user.click(screen.getByRole('button', { name: 'Ҳисоб менюси: Бош' }));
    expect(screen.getByRole('link', { name: 'Фойдаланувчилар' }).getAttribute('href')).toBe(
      '/uz/admin/users/',
    );
    expect(screen.getByRole('link', { name: 'Сўровлар' }).getAttribute('href')).toBe('/uz/admin/forms/');
    expect(await axeViolations(admin.container)).toEqual([]);
    admin.unmount();
    const plain = show(testUser({ displayName: 'Азиз' }));
    await plain.user.click(screen.getByRole('button', { name: 'Ҳисоб менюси: Азиз' }));
    expect(screen.getByRole('link', { name: 'Шахсий кабинет' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Фойдаланувчилар' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Сўровлар' })).toBeNull();
  });

  it('signs out on the server and reloads', async () => {
    const { user } = show(testUser({ roles: ['user', 'admin'], displayName: '' }));
    await user.click(screen.getByRole('button', { name: 'Ҳисоб менюси: aziz' }));
    await user.click(screen.getByRole('button', { name: 'Чиқиш' }));
    await waitFor(() => expect(browser.reload).toHaveBeenCalled());
    const [request] = vi.mocked(fetch).mock.calls[0] ?? [];
    expect(new URL((request as Request).url).pathname).toBe('/uz/api/auth/signout.json');
  });

  it('lets a signed-in user with the guest role only sign out, without the menu', () => {
    show(testUser({ roles: ['guest'] }));
    expect(screen.queryByRole('link', { name: 'Шахсий кабинет' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Чиқиш' })).toBeTruthy();
  });
});
