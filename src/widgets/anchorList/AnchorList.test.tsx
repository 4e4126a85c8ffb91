import type { Lang } from '@core/lang';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { ANCHORS, listOf } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import AnchorList from './AnchorList';
import meta, { type AnchorListParams } from './meta';

function show(params: AnchorListParams = { count: 4 }, route = '/uz/anchors/', lang: Lang = 'uz') {
  const api = (path: string, query: Record<string, unknown>) =>
    path === 'efir/anchors.json'
      ? {
          ...listOf(ANCHORS, { page: Number(query.page), pages: 3, total: 10 }),
          meta: {
            total: 10,
            page: Number(query.page),
            count: 4,
            pages: 3,
            broadcasts: { axborot: { uz: 'Ахборот', en: 'Axborot news' } },
          },
        }
      : undefined;
  return renderOnPage(<AnchorList id="anchors" params={params} />, '/uz/anchors/', { api, route, lang });
}

describe('anchorList widget', () => {
  it('has examples and defaults valid against its schema, 4 a page by default (spec §9)', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(meta.defaults.count).toBe(4);
  });

  it('shows a card per anchor: portrait, linked name, broadcast title and likes, with pagination', async () => {
    const { calls, container } = show();
    const link = await screen.findByRole('link', { name: 'Дилноза Каримова' });
    expect(link.getAttribute('href')).toBe('/uz/anchors/dilnoza/');
    const photo = screen.getByRole('img', { name: 'Дилноза Каримова' });
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['240', '300']);
    const [first, second] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('c-card'));
    expect(within(first as HTMLElement).getByText('Ахборот')).toBeTruthy();
    expect(within(first as HTMLElement).getByText('Ёқтиришлар: 42')).toBeTruthy();
    expect((second as HTMLElement).querySelector('.c-picture--empty')?.getAttribute('style')).toContain(
      '240 / 300',
    );
    // Nobody liked the second yet: no "Likes: 0".
    expect(within(second as HTMLElement).queryByText(/Ёқтиришлар/)).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Саҳифалар' })).toBeTruthy();
    expect(calls).toEqual([{ path: 'efir/anchors.json', query: { count: 4, page: 1, with: 'broadcast' } }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('passes the sort and the filters', async () => {
    const { calls } = show(
      { type: 'tv', sort: 'likes', count: 8 },
      '/uz/anchors/?channel=yoshlar&broadcast=axborot&category=news&title=%20Дил%20&page=2',
    );
    await screen.findByRole('link', { name: 'Дилноза Каримова' });
    expect(calls[0]?.query).toEqual({
      type: 'tv',
      channel: 'yoshlar',
      category: 'news',
      broadcast: 'axborot',
      sort: 'likes',
      count: 8,
      page: 2,
      title: 'Дил',
      with: 'broadcast',
    });
  });

  it('sends a page past the last to bad request', async () => {
    const { where } = show({ count: 4 }, '/uz/anchors/?page=4');
    await screen.findByText('/uz/bad-request/');
    expect(where()).toBe('/uz/bad-request/');
  });
});
