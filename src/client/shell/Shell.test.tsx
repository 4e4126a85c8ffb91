import type { Menu as MenuData } from '@core/schemas/entities';
import { broadcastClock } from '@core/time';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { createStore, Provider } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { type User, userAtom } from '../state/user';
import { Footer } from './Footer';
import { Header } from './Header';
import { Sidebar } from './Sidebar';
import { SkipLink } from './SkipLink';
import { Toasts } from './Toasts';
import { Topbar } from './Topbar';

vi.mock('../i18n', () => ({ changeLanguage: vi.fn(async () => undefined) }));

const t = (en: string, uz: string) => ({ en, uz, ru: en, oz: en });
const menu = (id: string, items: MenuData['items']): MenuData => ({ _id: id, title: t(id, id), items });

const MENUS: Record<string, MenuData> = {
  efir_main: menu('efir_main', [
    { title: t('TV', 'ТВ'), state: 'app.channel.list', query: { type: 'tv' } },
    { title: t('Radio', 'Радио'), state: 'app.channel.list', query: { type: 'radio' } },
    { title: t('Regional', 'Ҳудудий'), state: 'app.channel.list', query: { type: 'regional' } },
  ]),
  efir_topbar: menu('efir_topbar', [
    {
      title: t('Broadcast', 'Кўрсатувлар'),
      roles: ['*'],
      children: [{ title: t('List Broadcast', 'Кўрсатувлар рўйхати'), state: 'app.broadcast.list' }],
    },
  ]),
  efir_corporate: menu('efir_corporate', [{ title: t('About', 'Биз ҳақимизда'), state: 'app.sitemap' }]),
  efir_affiliate: menu('efir_affiliate', [
    { title: t('Radio site', 'Радио сайти'), url: 'https://radio.example/' },
  ]),
};

function api(path: string) {
  if (path === 'efir/weather.json') {
    return {
      data: [
        {
          city: 'tashkent',
          title: t('Tashkent', 'Тошкент'),
          temperature: 18,
          condition: 'rain',
          observed_at: '2025-04-01T06:00:00Z',
        },
      ],
      meta: {},
    };
  }
  const id = /^menu\/(.+)\.json$/.exec(path)?.[1];
  const found = id ? MENUS[id] : undefined;
  return found ? { data: found, meta: {} } : undefined;
}

/** The chrome in the order AppLayout renders it. */
function show(user: User | null = null, state = 'app.user.registration') {
  const store = createStore();
  store.set(userAtom, user);
  return renderWithRuntime(
    <Provider store={store}>
      <SkipLink />
      <Topbar />
      <Header />
      <div className="page">
        <Sidebar state={state} />
        <main id="main">
          <h1>Page</h1>
        </main>
      </div>
      <Footer />
      <Toasts />
    </Provider>,
    { api, route: '/uz/user/registration/' },
  );
}

describe('page chrome', () => {
  it('has unique, labelled landmarks and passes axe', async () => {
    const { baseElement, calls } = show();
    await screen.findByRole('navigation', { name: 'Асосий меню' });
    await screen.findByText('Об-ҳаво, Тошкент: +18 °C, ёмғир');
    await screen.findByRole('navigation', { name: 'Ҳамкор сайтлар' });
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    expect(screen.getByRole('search', { name: 'Сайт бўйича қидирув' })).toBeTruthy();
    const navs = screen.getAllByRole('navigation').map((n) => n.getAttribute('aria-label'));
    expect(navs).toEqual(['Қўшимча меню', 'Асосий меню', 'Бўлим менюси', 'Компания', 'Ҳамкор сайтлар']);
    expect(new Set(calls.map((c) => c.path))).toEqual(
      new Set([
        'menu/efir_topbar.json',
        'menu/efir_main.json',
        'efir/weather.json',
        'menu/efir_corporate.json',
        'menu/efir_affiliate.json',
      ]),
    );
    expect(await axeViolations(baseElement)).toEqual([]);
    // As a whole page: every content in a landmark (the skip link excepted), one main, one h1.
    const page = await axe.run(document.documentElement, {
      runOnly: ['region', 'landmark-one-main', 'bypass'],
    });
    expect(page.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });

  it('header: a home link, the weather, the main menu (tv, radio, regional) and the search', async () => {
    show();
    const banner = screen.getByRole('banner');
    expect(
      within(banner).getByRole('link', { name: 'Эфир Миллий телерадиокомпания' }).getAttribute('href'),
    ).toBe('/uz/');
    const main = await within(banner).findByRole('navigation', { name: 'Асосий меню' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['ТВ', 'Радио', 'Ҳудудий']);
    expect(within(banner).getByRole('combobox')).toBeTruthy();
  });

  it("topbar: the 'Broadcast' dropdown with 'List Broadcast' for everyone, and the language switch", async () => {
    const user = userEvent.setup();
    show();
    const topbar = screen.getByRole('region', { name: 'Тезкор ҳаволалар ва тил' });
    await user.click(await within(topbar).findByRole('button', { name: 'Кўрсатувлар' }));
    expect(within(topbar).getByRole('link', { name: 'Кўрсатувлар рўйхати' }).getAttribute('href')).toBe(
      '/uz/broadcast/',
    );
    expect(within(topbar).getByRole('group', { name: 'Интерфейс тили' })).toBeTruthy();
  });

  it('footer: corporate and affiliate menus and the copyright year', async () => {
    show();
    const footer = screen.getByRole('contentinfo');
    expect(await within(footer).findByRole('link', { name: 'Биз ҳақимизда' })).toBeTruthy();
    const year = broadcastClock().date.slice(0, 4);
    expect(within(footer).getByText(`© ${year} Эфир. Барча ҳуқуқлар ҳимояланган.`)).toBeTruthy();
  });

  it('skip link: first in tab order, moves focus to the main content', async () => {
    const user = userEvent.setup();
    show();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Асосий мазмунга ўтиш' });
    expect(document.activeElement).toBe(skip);
    expect(skip.getAttribute('href')).toBe('#main');
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });
});
