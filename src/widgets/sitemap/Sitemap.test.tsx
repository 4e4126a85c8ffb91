import { ApiError } from '@core/api-error';
import type { Lang } from '@core/lang';
import type { Menu } from '@core/schemas/entities';
import { demoMenus } from '@demo/content';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import type { Session } from '../session';
import { checkParams } from '../validate';
import { load } from './data';
import meta, { type SitemapParams } from './meta';
import Sitemap from './Sitemap';

const t = (uz: string, en: string) => ({ uz, en, ru: uz, oz: en });

const MENU: Menu = {
  _id: 'efir_struct',
  title: t('Сайт тузилмаси', 'Site structure'),
  items: [
    { title: t('Бош саҳифа', 'Home'), state: 'app.index' },
    {
      title: t('Эфир', 'On air'),
      children: [
        { title: t('Каналлар', 'Channels'), state: 'app.channel.list', query: { type: 'tv' } },
        { title: t('Архив', 'Archive'), state: 'app.archive.list' },
        { title: t('Йўқ саҳифа', 'Gone'), state: 'app.nowhere' },
      ],
    },
    { title: t('Чат', 'Chat'), state: 'app.chat', roles: ['user', 'admin'] },
    { title: t('Рўйхатдан ўтиш', 'Sign up'), state: 'app.authentication.signup', roles: ['guest'] },
    { title: t('Ҳамкор', 'Partner'), url: 'https://partner.example.uz/' },
    { title: t('Бўш гуруҳ', 'Empty group'), children: [] },
  ],
};

function show(
  params: SitemapParams = {},
  session: Partial<Session> = {},
  lang: Lang = 'uz',
  menu: Menu = MENU,
) {
  const api = (path: string) => {
    if (path === `menu/${menu._id}.json`) return { data: menu, meta: {} };
    throw new ApiError(404, 'Menu does not exist');
  };
  return renderWithRuntime(<Sitemap id="sitemap" params={params} />, {
    api,
    session,
    lang,
    route: '/uz/sitemap/',
  });
}

describe('sitemap widget', () => {
  afterEach(() => vi.restoreAllMocks());

  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(checkParams(meta, { menu: '' })).toEqual([]);
    expect(checkParams(meta, { menu: '../x' })).not.toEqual([]);
  });

  it('reads the menu {product}_struct unless another is configured', () => {
    const ctx = {
      product: 'efir',
      lang: 'uz' as const,
      pathname: '/',
      routeParams: {},
      search: new URLSearchParams(),
      now: 0,
    };
    expect(load({}, ctx)).toEqual([{ path: 'menu/efir_struct.json' }]);
    expect(load({ menu: 'efir_corporate' }, ctx)).toEqual([{ path: 'menu/efir_corporate.json' }]);
    expect(load({ menu: '' }, ctx)).toEqual([]);
  });

  it('shows the menu as a nested list of links, for a visitor', async () => {
    const { container, calls } = show();
    const nav = await screen.findByRole('navigation', { name: 'Сайт тузилмаси' });
    expect(calls).toEqual([{ path: 'menu/efir_struct.json', query: {} }]);
    const top = nav.querySelector('ul') as HTMLElement;
    const items = Array.from(top.children).map((li) => li.firstElementChild?.textContent);
    expect(items).toEqual(['Бош саҳифа', 'Эфир', 'Рўйхатдан ўтиш', 'Ҳамкор (янги ойнада очилади)']);
    const group = within(top.children[1] as HTMLElement).getByRole('list');
    expect(
      within(group)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Каналлар', '/uz/channel/?type=tv'],
      ['Архив', '/uz/archive/'],
    ]);
    expect(screen.getByRole('link', { name: 'Бош саҳифа' }).getAttribute('href')).toBe('/uz/');
    const partner = screen.getByRole('link', { name: /Ҳамкор/ });
    expect([partner.getAttribute('target'), partner.getAttribute('rel')]).toEqual([
      '_blank',
      'noopener noreferrer',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a signed-in user the items of their role', async () => {
    show({}, { status: 'known', user: testUser() }, 'en');
    await screen.findByRole('navigation', { name: 'Site structure' });
    expect(screen.getByRole('link', { name: 'Chat' }).getAttribute('href')).toBe('/uz/chat/');
    expect(screen.queryByRole('link', { name: 'Sign up' })).toBeNull();
  });

  it('builds the demo site structure menu', async () => {
    const demo = demoMenus('efir').find((m) => m._id === 'efir_struct') as Menu;
    show({}, {}, 'ru', demo);
    const nav = await screen.findByRole('navigation', { name: 'Структура сайта' });
    expect(within(nav).getAllByRole('link').length).toBeGreaterThanOrEqual(5);
  });

  it.each([
    ['uz', 'Меню мавжуд эмас'],
    ['en', 'Menu does not exist'],
  ] as const)('in %s, says %j when the menu is missing', async (lang, text) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    show({ menu: 'efir_nothing' }, {}, lang);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(warn).toHaveBeenCalledWith('[efir] sitemap menu efir_nothing: Menu does not exist');
  });

  it.each([
    ['ru', 'Не указан идентификатор меню'],
    ['en', 'MenuId was not provided'],
  ] as const)('in %s, says %j when no menu id is configured', async (lang, text) => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { calls } = show({ menu: '' }, {}, lang);
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(calls).toEqual([]);
  });
});
