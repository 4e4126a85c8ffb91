import type { Lang } from '@core/lang';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { BROADCASTS, listOf } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import BroadcastList from './BroadcastList';
import meta, { type BroadcastListParams } from './meta';

/** Views of the most viewed broadcasts (`stats.rating`): Axborot has 3 of 8, 37.5 %. */
const RATINGS = { data: { 'tongi-efir': 4, axborot: 3, 'navo-kechasi': 1 }, meta: {} };

function show(
  params: BroadcastListParams = { count: 100 },
  route = '/uz/broadcast/',
  pages = 1,
  lang: Lang = 'uz',
) {
  const api = (path: string, query: Record<string, unknown>) =>
    path === 'efir/broadcast.json'
      ? listOf(BROADCASTS, { page: Number(query.page), pages, total: 41 })
      : path === 'stats.rating' && query.db === 'broadcast'
        ? RATINGS
        : undefined;
  return renderOnPage(<BroadcastList id="broadcasts" params={params} />, '/uz/broadcast/', {
    api,
    route,
    lang,
  });
}

describe('broadcastList widget', () => {
  it('has examples and defaults valid against its schema, 100 a page by default', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(meta.defaults.count).toBe(100);
  });

  it('shows a card per broadcast: first picture, linked title, type and episodes in the archive', async () => {
    const { calls, container } = show();
    const links = await screen.findAllByRole('link', { name: /Ахборот|Наво/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/uz/broadcast/axborot/',
      '/uz/broadcast/navo-kechasi/',
    ]);
    const picture = screen.getByRole('img', { name: 'Ахборот' });
    expect(picture.getAttribute('src')).toBe('/uploads/demo/axborot-1-thumb.jpg');
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['320', '180']);
    // A broadcast without pictures keeps the box.
    const [, second] = screen.getAllByRole('listitem');
    expect((second as HTMLElement).querySelector('.c-picture--empty')).toBeTruthy();
    expect(screen.getByText('Архивда: 2')).toBeTruthy();
    expect(screen.getByText('Архивда: 0')).toBeTruthy();
    expect(screen.getByText('Жами: 41')).toBeTruthy();
    expect(calls[0]).toEqual({ path: 'efir/broadcast.json', query: { count: 100, page: 1 } });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows each broadcast’s rating, added on the client: its share of the views, one decimal (spec §3)', async () => {
    const { calls, container } = show();
    await screen.findAllByRole('listitem');
    await waitFor(() => expect(container.querySelector('.c-rating--pending')).toBeNull());
    const [first, second] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(first?.querySelector('.c-rating')?.textContent).toBe('Рейтинг: 37,5 %');
    expect(second?.querySelector('.c-rating')?.textContent).toBe('Рейтинг: 12,5 %');
    // One read of the numbers for the whole list.
    expect(calls.filter((c) => c.path === 'stats.rating')).toEqual([
      { path: 'stats.rating', query: { db: 'broadcast', limit: 100, return: 'assoc', sort: 'desc' } },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes the category, channel and type from the query (a category links to its broadcasts)', async () => {
    const { calls } = show(
      { type: 'tv', count: 12 },
      '/uz/broadcast/?category=news&channel=yoshlar&title=Ахб',
    );
    await screen.findAllByRole('listitem');
    expect(calls[0]?.query).toEqual({
      type: 'tv',
      channel: 'yoshlar',
      category: 'news',
      count: 12,
      page: 1,
      title: 'Ахб',
    });
  });

  it('paginates and sends a page past the last to bad request', async () => {
    const first = show({ count: 100 }, '/uz/broadcast/?page=2', 5);
    const nav = await screen.findByRole('navigation', { name: 'Саҳифалар' });
    expect(
      within(nav)
        .getAllByRole('link', { name: /-саҳифа$/ })
        .map((a) => a.textContent),
    ).toEqual(['1', '2', '3', '4', '5']);
    first.unmount();
    const past = show({ count: 100 }, '/uz/broadcast/?page=6', 5);
    await screen.findByText('/uz/bad-request/');
    expect(past.where()).toBe('/uz/bad-request/');
  });
});
