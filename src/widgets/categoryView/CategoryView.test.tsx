import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { BROADCASTS, CATEGORIES, itemOf, listOf } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import CategoryView from './CategoryView';
import { load } from './data';
import meta, { type CategoryViewParams } from './meta';

function api(path: string, query: Record<string, unknown>): unknown {
  const id = /^efir\/category\/([a-z0-9-]+)\.json$/.exec(path)?.[1];
  if (id) {
    const found = CATEGORIES.find((c) => c._id === id);
    return found ? itemOf(found) : undefined;
  }
  if (path === 'efir/category.json') return listOf(CATEGORIES);
  if (path === 'efir/broadcast.json') {
    const rows = BROADCASTS.filter((b) => b.category === query.category);
    return listOf(rows, { total: rows.length ? 30 : 0 });
  }
  return undefined;
}

function show(params: CategoryViewParams = { broadcasts: 12 }, route = '/uz/category/world/') {
  return renderOnPage(<CategoryView id="category" params={params} />, '/uz/category/:id/', { api, route });
}

describe('categoryView widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('shows where the category sits, its subcategories and links to its broadcasts and archive', async () => {
    const { calls, container } = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Жаҳон' })).toBeTruthy();
    const path = screen.getByRole('navigation', { name: 'Юқори рукнлар' });
    expect(within(path).getByRole('link', { name: 'Янгиликлар' }).getAttribute('href')).toBe(
      '/uz/category/news/',
    );
    expect(screen.getByRole('link', { name: 'Осиё' }).getAttribute('href')).toBe('/uz/category/asia/');
    expect(screen.getByRole('link', { name: 'Архив ёзувлари — Жаҳон' }).getAttribute('href')).toBe(
      '/uz/archive/?category=world',
    );
    expect(screen.getByText('Бу рукнда ҳали кўрсатувлар йўқ')).toBeTruthy();
    expect(calls).toEqual(
      load(
        { broadcasts: 12 },
        {
          product: 'efir',
          lang: 'uz',
          pathname: '/uz/category/world/',
          routeParams: { id: 'world' },
          search: new URLSearchParams(),
          now: 0,
        },
      ).map((n) => ({ path: n.path, query: n.query ?? {} })),
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows its first broadcasts and a link to all of them', async () => {
    const { calls } = show({ broadcasts: 1 }, '/uz/category/news/');
    const card = await screen.findByRole('link', { name: 'Ахборот' });
    expect(card.getAttribute('href')).toBe('/uz/broadcast/axborot/');
    expect(screen.getByRole('link', { name: 'Рукннинг барча кўрсатувлари (30)' }).getAttribute('href')).toBe(
      '/uz/broadcast/?category=news',
    );
    expect(calls.at(-1)).toEqual({
      path: 'efir/broadcast.json',
      query: { category: 'news', count: 1, page: 1 },
    });
    expect(screen.queryByRole('navigation', { name: 'Юқори рукнлар' })).toBeNull();
  });

  it('says a category is not found', async () => {
    show({ broadcasts: 12 }, '/uz/category/nope/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Бундай рукн йўқ');
    expect(within(alert).getByRole('link', { name: 'Барча рукнлар' }).getAttribute('href')).toBe(
      '/uz/category/',
    );
  });
});
