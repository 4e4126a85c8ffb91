import type { Lang } from '@core/lang';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { ARCHIVE, BROADCASTS, itemOf, listOf } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import BroadcastView from './BroadcastView';
import { load } from './data';
import meta, { type BroadcastViewParams } from './meta';

const TITLES = {
  channel: { uz: 'Ўзбекистон', en: 'Uzbekistan', oz: 'O‘zbekiston' },
  category: { uz: 'Янгиликлар', en: 'News', oz: 'Yangiliklar' },
};

function api(episodePages: number) {
  return (path: string, query: Record<string, unknown>): unknown => {
    const id = /^efir\/broadcast\/([a-z0-9-]+)\.json$/.exec(path)?.[1];
    if (id) {
      const found = BROADCASTS.find((b) => b._id === id);
      const titles = found?.channel ? TITLES : { channel: null, category: null };
      return found ? itemOf(found, { titles }) : undefined;
    }
    if (path === 'stats.rating' && query.db === 'broadcast')
      return { data: { 'tongi-efir': 4, axborot: 3, 'navo-kechasi': 1 }, meta: {} };
    if (path === 'efir/archive.json') {
      const episodes = ARCHIVE.filter((a) => a.broadcast === query.broadcast);
      return listOf(episodes, { page: Number(query.page), pages: episodes.length ? episodePages : 0 });
    }
    return undefined;
  };
}

function show(
  params: BroadcastViewParams = { episodes: 12 },
  route = '/uz/broadcast/axborot/',
  { pages = 1, lang = 'uz' as Lang, pattern = '/uz/broadcast/:id/' } = {},
) {
  return renderOnPage(<BroadcastView id="broadcast" params={params} />, pattern, {
    api: api(pages),
    route,
    lang,
  });
}

describe('broadcastView widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('shows the broadcast: pictures, title, channel and category titles, description and its episodes', async () => {
    const { calls, container } = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ахборот' })).toBeTruthy();
    const main = screen.getByRole('img', { name: 'Ахборот' });
    expect(main.getAttribute('src')).toBe('/uploads/demo/axborot-1.jpg');
    expect([main.getAttribute('width'), main.getAttribute('height')]).toEqual(['960', '540']);
    expect(screen.getByRole('img', { name: 'Ахборот, 2-расм' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Ахборот, 3-расм' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ўзбекистон' }).getAttribute('href')).toBe(
      '/uz/channel/uzbekistan/',
    );
    expect(screen.getByRole('link', { name: 'Янгиликлар' }).getAttribute('href')).toBe('/uz/category/news/');
    expect(screen.getByText('Кундалик янгиликлар дастури')).toBeTruthy();
    // Its coming airings as iCalendar (issue 26); a TV broadcast has no podcast.
    expect(screen.getByRole('link', { name: 'Тақвимга қўшиш' }).getAttribute('href')).toBe(
      '/uz/api/efir/broadcast/axborot/calendar.ics',
    );
    expect(screen.queryByRole('link', { name: 'Подкаст (RSS)' })).toBeNull();
    const episodes = screen.getByRole('region', { name: 'Кўрсатув сонлари' });
    const episode = await within(episodes).findByRole('link', { name: 'Ахборот, 22 ноябрь' });
    expect(episode.getAttribute('href')).toBe('/uz/archive/axborot-2026-11-22/');
    expect(within(episodes).getByRole('heading', { level: 3, name: 'Ахборот, 22 ноябрь' })).toBeTruthy();
    expect(within(episodes).getByText('22.11.2026, 21:00')).toBeTruthy();
    expect(calls.filter((c) => c.path !== 'stats.rating')).toEqual([
      { path: 'efir/broadcast/axborot.json', query: { with: 'title' } },
      { path: 'efir/archive.json', query: { broadcast: 'axborot', count: 12, page: 1 } },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('declares exactly the reads it makes', async () => {
    const { calls } = show({ episodes: 4 }, '/uz/broadcast/axborot/?page=2', { pages: 3 });
    await screen.findByRole('link', { name: 'Ахборот, 22 ноябрь' });
    const needs = load(
      { episodes: 4 },
      {
        product: 'efir',
        lang: 'uz',
        pathname: '/uz/broadcast/axborot/',
        routeParams: { id: 'axborot' },
        search: new URLSearchParams('page=2'),
        now: 0,
      },
    );
    // The rating is added on the client (spec §3): the one read the server does not make.
    expect(calls.filter((c) => c.path !== 'stats.rating')).toEqual(
      needs.map((n) => ({ path: n.path, query: n.query })),
    );
  });

  it('shows the broadcast’s rating among its facts: its share of the views, one decimal (spec §3)', async () => {
    const { container } = show();
    await screen.findByRole('heading', { level: 1, name: 'Ахборот' });
    const term = await screen.findByText('Рейтинг', { selector: 'dt' });
    await waitFor(() => expect(term.nextElementSibling?.textContent).toBe('37,5 %'));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('pages through the episodes, and sends a page past the last to bad request', async () => {
    const first = show({ episodes: 12 }, '/uz/broadcast/axborot/?page=3', { pages: 3 });
    const nav = await screen.findByRole('navigation', { name: 'Саҳифалар' });
    expect(within(nav).getByRole('link', { name: '3-саҳифа' }).getAttribute('aria-current')).toBe('page');
    first.unmount();
    const past = show({ episodes: 12 }, '/uz/broadcast/axborot/?page=4', { pages: 3 });
    await screen.findByText('/uz/bad-request/');
    expect(past.where()).toBe('/uz/bad-request/');
  });

  it('says when no episode is in the archive yet, and leaves out what the broadcast lacks', async () => {
    show({ episodes: 12 }, '/uz/broadcast/navo-kechasi/');
    expect(await screen.findByText('Бу кўрсатувнинг ёзувлари ҳали архивда йўқ')).toBeTruthy();
    expect(document.querySelector('.c-picture--empty')).toBeTruthy();
    expect(screen.queryByText('Канал')).toBeNull();
    expect(screen.getByText('Радио')).toBeTruthy();
  });

  it.each([
    ['a broadcastId route param', '/uz/broadcast/by/:broadcastId/', '/uz/broadcast/by/axborot/'],
    ['a broadcastId query value', '/uz/broadcast/', '/uz/broadcast/?broadcastId=axborot'],
  ])('accepts %s as the id (spec §2)', async (_name, pattern, route) => {
    const { calls } = show({ episodes: 12 }, route, { pattern });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ахборот' })).toBeTruthy();
    expect(calls[0]?.path).toBe('efir/broadcast/axborot.json');
  });

  it('says a broadcast is not found, with a link to the list', async () => {
    const { container } = show({ episodes: 12 }, '/uz/broadcast/nope/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Бундай кўрсатув йўқ');
    expect(within(alert).getByRole('link', { name: 'Барча кўрсатувлар' }).getAttribute('href')).toBe(
      '/uz/broadcast/',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the texts of the language', async () => {
    show({ episodes: 12 }, '/uz/broadcast/axborot/', { lang: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Axborot news' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Uzbekistan' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Episodes' })).toBeTruthy();
  });
});
