import type { Lang } from '@core/lang';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { CHANNELS, channelPage, Where } from '../../../tests/helpers/broadcast';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { FirstScreenContext } from '../screen';
import { checkParams } from '../validate';
import ChannelList from './ChannelList';
import meta, { type ChannelListParams } from './meta';

function show(
  params: ChannelListParams = { count: 4 },
  route = '/uz/channel/',
  pages = 1,
  lang: Lang = 'uz',
) {
  const api = (path: string, query: Record<string, unknown>) =>
    path === 'efir/channel.json'
      ? channelPage(CHANNELS, { page: Number(query.page), pages, total: pages * 4 })
      : undefined;
  return renderWithRuntime(
    <>
      <ChannelList id="channels-1" params={params} />
      <Where />
    </>,
    { api, route, lang },
  );
}

const where = () => screen.getByTestId('where').textContent;

describe('channelList widget', () => {
  it('has examples and defaults valid against its schema, 4 a page by default', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(meta.defaults.count).toBe(4);
  });

  it('loads every photo lazily when the list is below the first screen', async () => {
    const api = (path: string, query: Record<string, unknown>) =>
      path === 'efir/channel.json'
        ? channelPage(CHANNELS, { page: Number(query.page), pages: 1, total: 4 })
        : undefined;
    renderWithRuntime(
      <FirstScreenContext.Provider value={false}>
        <ChannelList id="channels-1" params={{ count: 4 }} />
      </FirstScreenContext.Provider>,
      { api, route: '/uz/channel/' },
    );
    await screen.findAllByRole('link', { name: /Ўзбекистон|Ёшлар|Тошкент/ });
    const logos = document.querySelectorAll('img.w-channelList__photo');
    expect(logos.length).toBeGreaterThan(0);
    for (const photo of logos) expect(photo.getAttribute('loading')).toBe('lazy');
  });

  it('shows a card per channel: photo, linked title and type', async () => {
    const { calls, container } = show();
    const links = await screen.findAllByRole('link', { name: /Ўзбекистон|Ёшлар|Тошкент/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/uz/channel/uzbekistan/',
      '/uz/channel/yoshlar/',
      '/uz/channel/toshkent/',
    ]);
    const photo = screen.getByRole('img', { name: 'Ёшлар' });
    expect(photo.getAttribute('src')).toBe('/uploads/demo/channel-yoshlar.svg');
    expect(photo.getAttribute('width')).toBe('320');
    expect(photo.getAttribute('height')).toBe('180');
    // The first cards are in view on arrival (one is the largest paint): not lazily loaded.
    expect(photo.getAttribute('loading')).toBeNull();
    expect(screen.getAllByText('Телеканал')).toHaveLength(2);
    expect(screen.getAllByText('Радио')).toHaveLength(1);
    expect(calls).toEqual([{ path: 'efir/channel.json', query: { count: 4, page: 1 } }]);
    // A single page needs no pagination.
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows its heading and translated texts', async () => {
    show({ count: 4, title: { ru: 'Телеканалы', en: 'TV channels' } }, '/uz/channel/', 1, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'TV channels' })).toBeTruthy();
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(3);
    expect(screen.getAllByText('TV channel')).toHaveLength(2);
  });

  it('passes the params to the call', async () => {
    const { calls } = show({ type: 'radio', scope: 'regional', count: 8 });
    await screen.findAllByRole('listitem');
    expect(calls[0]?.query).toEqual({ type: 'radio', regional: true, count: 8, page: 1 });
  });

  it('lets the route query override type, regional and page', async () => {
    const { calls } = show(
      { type: 'radio', scope: 'regional', count: 4 },
      '/uz/channel/?type=tv&regional=false&page=2',
      3,
    );
    await screen.findAllByRole('listitem');
    // `regional=false` asks for the national channels only.
    expect(calls[0]?.query).toEqual({ type: 'tv', regional: false, count: 4, page: 2 });
  });

  it('paginates with page links that keep the other query params', async () => {
    const { container } = show({ count: 4 }, '/uz/channel/?type=tv&page=6', 12);
    const nav = await screen.findByRole('navigation', { name: 'Саҳифалар' });
    const pageLinks = within(nav).getAllByRole('link', { name: /-саҳифа$/ });
    expect(pageLinks.map((a) => a.textContent)).toEqual(['1', '4', '5', '6', '7', '8', '12']);
    const current = within(nav).getByRole('link', { name: '6-саҳифа' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(pageLinks.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: '7-саҳифа' }).getAttribute('href')).toBe(
      '/uz/channel/?type=tv&page=7',
    );
    expect(within(nav).getByRole('link', { name: 'Олдинги' }).getAttribute('href')).toBe(
      '/uz/channel/?type=tv&page=5',
    );
    expect(within(nav).getByRole('link', { name: 'Кейинги' }).getAttribute('href')).toBe(
      '/uz/channel/?type=tv&page=7',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows at least 5 page buttons', async () => {
    show({ count: 4 }, '/uz/channel/', 9);
    const nav = await screen.findByRole('navigation', { name: 'Саҳифалар' });
    const pageLinks = within(nav).getAllByRole('link', { name: /-саҳифа$/ });
    expect(pageLinks.map((a) => a.textContent)).toEqual(['1', '2', '3', '4', '5', '9']);
    expect(within(nav).queryByRole('link', { name: 'Олдинги' })).toBeNull();
  });

  it.each(['0', '-1', 'abc', '1.5', '2e1', ''])('sends page %j to bad request', async (page) => {
    const { calls } = show({ count: 4 }, `/uz/channel/?page=${page}`, 3);
    expect((await screen.findByTestId('where')).textContent).toBe('/uz/bad-request/');
    expect(calls.filter((c) => c.query.page !== undefined && String(c.query.page) === page)).toEqual([]);
  });

  it('sends a page above the last one to bad request', async () => {
    show({ count: 4 }, '/uz/channel/?page=4', 3);
    await screen.findByText('/uz/bad-request/');
    expect(where()).toBe('/uz/bad-request/');
  });

  it('accepts the last page', async () => {
    show({ count: 4 }, '/uz/channel/?page=3', 3);
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: '3-саҳифа' }).getAttribute('aria-current')).toBe('page');
    expect(where()).toBe('/uz/channel/?page=3');
  });

  it('says so when the call fails', async () => {
    renderWithRuntime(<ChannelList id="channels-1" params={{ count: 4 }} />, { api: () => undefined });
    expect((await screen.findByRole('alert')).textContent).toBe('Маълумотларни юклаб бўлмади');
  });
});
