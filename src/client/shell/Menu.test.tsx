import { useLocation } from '@core/router';
import type { Menu as MenuData } from '@core/schemas/entities';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { type RenderOptions, renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { type User, userAtom } from '../state/user';
import { Menu } from './Menu';

const t = (en: string, uz = en) => ({ en, uz, ru: en, oz: en });

const MENUS: Record<string, MenuData> = {
  efir_main: {
    _id: 'efir_main',
    title: t('Main'),
    items: [
      { title: t('TV', 'ТВ'), state: 'app.channel.list', query: { type: 'tv' } },
      { title: t('Radio', 'Радио'), state: 'app.channel.list', query: { type: 'radio' }, roles: ['*'] },
      { title: t('Regional'), state: 'app.channel.view', params: { id: 'toshkent' } },
      { title: t('Sign up'), state: 'app.authentication.signup', roles: ['guest'] },
      { title: t('My area'), state: 'app.my.profile', roles: ['user'] },
      { title: t('Layouts'), state: 'app.sitemap', roles: ['admin'] },
      { title: t('Partner'), url: 'https://partner.example/' },
      { title: t('Unknown'), state: 'app.nowhere' },
    ],
  },
  efir_topbar: {
    _id: 'efir_topbar',
    title: t('Topbar'),
    items: [
      {
        title: t('Broadcast'),
        children: [
          { title: t('List Broadcast'), state: 'app.broadcast.list' },
          { title: t('Schedule'), state: 'app.schedule.list' },
          { title: t('Admin only'), state: 'app.chat', roles: ['admin'] },
        ],
      },
      { title: t('News'), state: 'app.news.list' },
    ],
  },
};

function api(path: string) {
  const id = /^menu\/(.+)\.json$/.exec(path)?.[1];
  const menu = id ? MENUS[id] : undefined;
  return menu ? { data: menu, meta: {} } : undefined;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function show(ui: ReactElement, user: User | null = null, options: RenderOptions = {}) {
  const store = createStore();
  store.set(userAtom, user);
  const result = renderWithRuntime(
    <Provider store={store}>
      {ui}
      <button type="button">outside</button>
      <Where />
    </Provider>,
    { api, lang: 'en', ...options },
  );
  return { ...result, store };
}

const names = (nav: HTMLElement) =>
  within(nav)
    .queryAllByRole('link')
    .map((a) => a.textContent);

let warn: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  warn.mockRestore();
});

describe('Menu', () => {
  it('shows items by role match to a visitor, a user and an admin', async () => {
    const visitor = show(<Menu id="efir_main" label="Main menu" />);
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(names(nav)).toEqual(['TV', 'Radio', 'Regional', 'Sign up', 'Partner (opens in a new window)']);
    visitor.unmount();

    const user = show(
      <Menu id="efir_main" label="Main menu" />,
      testUser({ username: 'ali', roles: ['user'] }),
    );
    expect(names(await screen.findByRole('navigation'))).toEqual([
      'TV',
      'Radio',
      'Regional',
      'My area',
      'Partner (opens in a new window)',
    ]);
    user.unmount();

    show(<Menu id="efir_main" label="Main menu" />, testUser({ username: 'root', roles: ['user', 'admin'] }));
    expect(names(await screen.findByRole('navigation'))).toContain('Layouts');
  });

  it('links states with href() and aria-current, and external urls safely', async () => {
    const { container } = show(<Menu id="efir_main" label="Main menu" />, null, {
      route: '/uz/channel/?type=radio',
    });
    const tv = await screen.findByRole('link', { name: 'TV' });
    const radio = screen.getByRole('link', { name: 'Radio' });
    expect(tv.getAttribute('href')).toBe('/uz/channel/?type=tv');
    expect(tv.getAttribute('aria-current')).toBeNull();
    expect(radio.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Regional' }).getAttribute('href')).toBe('/uz/channel/toshkent/');
    const partner = screen.getByRole('link', { name: /Partner/ });
    expect(partner.getAttribute('rel')).toBe('noopener noreferrer');
    expect(partner.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('Unknown')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('translates item titles to the runtime language', async () => {
    show(<Menu id="efir_main" label="Асосий меню" />, null, { lang: 'uz' });
    expect(await screen.findByRole('link', { name: 'ТВ' })).toBeTruthy();
  });

  it("without an id: a note 'MenuId was not provided' for admins, nothing for visitors", async () => {
    const admin = show(<Menu label="x" />, testUser({ username: 'root', roles: ['admin'] }));
    expect(screen.getByRole('note').textContent).toBe('MenuId was not provided');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('MenuId was not provided'));
    expect(admin.calls).toEqual([]);
    admin.unmount();

    const visitor = show(<Menu label="x" />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(visitor.container.textContent).toBe('outside/uz/');
  });

  it("a missing menu (404): 'Menu does not exist' for admins, translated; nothing for visitors", async () => {
    const admin = show(<Menu id="efir_gone" label="x" />, testUser({ username: 'root', roles: ['admin'] }), {
      lang: 'ru',
    });
    expect((await screen.findByRole('note')).textContent).toBe('Меню не существует');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('efir_gone: Menu does not exist'));
    admin.unmount();

    const visitor = show(<Menu id="efir_gone" label="y" />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('note')).toBeNull();
    expect(visitor.container.querySelector('nav')).toBeNull();
  });
});

describe('Menu dropdown (topbar Broadcast)', () => {
  async function open() {
    const result = show(<Menu id="efir_topbar" label="Topbar" />);
    const button = await screen.findByRole('button', { name: 'Broadcast' });
    return { ...result, button, user: userEvent.setup() };
  }

  it('is a disclosure: click toggles, children filtered by role', async () => {
    const { button, user, container } = await open();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'List Broadcast' })).toBeNull();
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const list = screen.getByRole('link', { name: 'List Broadcast' });
    expect(list.getAttribute('href')).toBe('/uz/broadcast/');
    expect(screen.queryByRole('link', { name: 'Admin only' })).toBeNull();
    expect(document.getElementById(button.getAttribute('aria-controls') ?? '')?.contains(list)).toBe(true);
    expect(await axeViolations(container)).toEqual([]);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens with Enter and Space, closes with Escape returning focus to the button', async () => {
    const { button, user } = await open();
    await user.tab();
    expect(document.activeElement).toBe(button);
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard(' ');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.tab();
    expect(document.activeElement?.textContent).toBe('List Broadcast');
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens with ArrowDown on the first link; arrows, Home and End move between links', async () => {
    const { button, user } = await open();
    button.focus();
    await user.keyboard('{ArrowDown}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.textContent).toBe('List Broadcast');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Schedule');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('List Broadcast');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Schedule');
    await user.keyboard('{Home}');
    expect(document.activeElement?.textContent).toBe('List Broadcast');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Schedule');
  });

  it('closes on an outside click and on a route change', async () => {
    const { button, user } = await open();
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');

    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'List Broadcast' }));
    expect(screen.getByTestId('where').textContent).toBe('/uz/broadcast/');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
