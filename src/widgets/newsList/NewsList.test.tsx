import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { listOf, NEWS } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import meta, { type NewsListParams } from './meta';
import NewsList from './NewsList';

function show(params: NewsListParams = { count: 8 }, route = '/uz/news/', pages = 1) {
  const api = (path: string, query: Record<string, unknown>) =>
    path === 'news.json'
      ? listOf(
          NEWS.map((n) => ({ ...n, body: {} })),
          { page: Number(query.page), pages, total: 2 * pages },
        )
      : undefined;
  return renderOnPage(<NewsList id="news" params={params} />, '/uz/news/', { api, route });
}

describe('newsList widget', () => {
  it('has examples and defaults valid against its schema, 8 a page by default (spec §9)', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(meta.defaults.count).toBe(8);
  });

  it('shows the news without the product prefix: picture, Tashkent date, linked title and summary', async () => {
    const { calls, container } = show();
    const link = await screen.findByRole('link', { name: 'Янги студия очилди' });
    expect(link.getAttribute('href')).toBe('/uz/news/new-studio/');
    expect(screen.getByRole('img', { name: 'Янги студия очилди' }).getAttribute('width')).toBe('320');
    expect(screen.getByText('22.11.2026, 12:15')).toBeTruthy();
    expect(screen.getByText('Телеканал янги студияда')).toBeTruthy();
    const [, second] = screen.getAllByRole('listitem').filter((li) => li.classList.contains('c-card'));
    expect((second as HTMLElement).querySelector('.c-picture--empty')).toBeTruthy();
    expect(calls).toEqual([{ path: 'news.json', query: { count: 8, page: 1 } }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('passes the params and the query filters', async () => {
    const { calls } = show(
      { type: 'tv', count: 4, filter: false },
      '/uz/news/?category=news&channel=uzbekistan&page=2',
      2,
    );
    await screen.findByRole('link', { name: 'Янги студия очилди' });
    expect(screen.queryByRole('search')).toBeNull();
    expect(calls[0]?.query).toEqual({
      type: 'tv',
      channel: 'uzbekistan',
      category: 'news',
      count: 4,
      page: 2,
    });
  });

  it('sends a page past the last to bad request', async () => {
    const { where } = show({ count: 8 }, '/uz/news/?page=3', 2);
    await screen.findByText('/uz/bad-request/');
    expect(where()).toBe('/uz/bad-request/');
  });
});

describe('newsList as a short list (the home page)', () => {
  it('shows its first page with a "see all" link to the news, no total, pages or filter, whatever the query', async () => {
    const { calls, container } = show(
      { count: 4, more: true, title: { uz: 'Сўнгги янгиликлар' } },
      '/uz/news/?page=2&title=x',
      3,
    );
    await screen.findByRole('link', { name: 'Янги студия очилди' });
    expect(calls[0]?.query).toEqual({ count: 4, page: 1 });
    const more = screen.getByRole('link', { name: 'Барчаси: Сўнгги янгиликлар' });
    expect(more.getAttribute('href')).toBe('/uz/news/');
    expect(more.textContent).toBe('Барчаси');
    expect(container.querySelector('.l-list__total')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('search')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
