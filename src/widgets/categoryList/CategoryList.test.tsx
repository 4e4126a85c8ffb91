import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { ancestors, childrenByParent, subtree } from '../_kit/category/tree';
import { CATEGORIES, listOf } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import CategoryList from './CategoryList';
import meta, { type CategoryListParams } from './meta';

/** The API's answer: the children of `parent` (roots for `root`), or every match of a title. */
function api(path: string, query: Record<string, unknown>): unknown {
  if (path !== 'efir/category.json') return undefined;
  if (query.count === 'all') return listOf(CATEGORIES);
  const title = typeof query.title === 'string' ? query.title.toLowerCase() : null;
  const rows = CATEGORIES.filter((c) =>
    title
      ? Object.values(c.title).some((t) => t?.toLowerCase().includes(title))
      : c.parent === (query.parent === 'root' ? null : query.parent),
  ).sort((a, b) => a.order - b.order || a._id.localeCompare(b._id));
  return listOf(rows, { page: Number(query.page), pages: rows.length ? 1 : 0 });
}

function show(params: CategoryListParams = { count: 4 }, route = '/uz/category/') {
  return renderOnPage(<CategoryList id="categories" params={params} />, '/uz/category/', { api, route });
}

describe('categoryList widget', () => {
  it('has examples and defaults valid against its schema, 4 a page by default (spec §9)', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(meta.defaults.count).toBe(4);
  });

  it('shows the top categories as a tree of their subcategories, each linking to its broadcasts and archive', async () => {
    const { calls, container } = show();
    const top = await screen.findAllByRole('heading', { level: 2 });
    expect(top.map((h) => h.textContent)).toEqual(['Янгиликлар', 'Болалар']);
    const news = top[0]?.closest('li') as HTMLElement;
    // Subcategories in their order, nested: Ҳудудлар (1), Жаҳон (2) › Осиё.
    const branch = news.querySelector('ul.w-categoryList__branch') as HTMLElement;
    const names = [...branch.querySelectorAll(':scope > li > .w-categoryList__child')].map(
      (a) => a.textContent,
    );
    expect(names).toEqual(['Ҳудудлар', 'Жаҳон']);
    const asia = within(branch).getByRole('link', { name: 'Осиё' });
    expect(asia.getAttribute('href')).toBe('/uz/category/asia/');
    expect(asia.closest('ul')?.closest('li')?.querySelector('.w-categoryList__child')?.textContent).toBe(
      'Жаҳон',
    );
    expect(within(news).getByRole('link', { name: 'Кўрсатувлари — Янгиликлар' }).getAttribute('href')).toBe(
      '/uz/broadcast/?category=news',
    );
    expect(within(news).getByRole('link', { name: 'Архив ёзувлари — Янгиликлар' }).getAttribute('href')).toBe(
      '/uz/archive/?category=news',
    );
    expect(within(news).getByRole('link', { name: 'Кўрсатувлари — Осиё' }).getAttribute('href')).toBe(
      '/uz/broadcast/?category=asia',
    );
    expect(screen.getByText('Жами: 2')).toBeTruthy();
    expect(calls).toEqual([
      { path: 'efir/category.json', query: { parent: 'root', count: 4, page: 1 } },
      { path: 'efir/category.json', query: { count: 'all' } },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('searches every level by title and shows where each match sits', async () => {
    const { calls } = show({ count: 4 }, '/uz/category/?title=%20осиё%20');
    const link = await screen.findByRole('link', { name: 'Осиё' });
    expect(link.closest('li')?.textContent).toContain('Янгиликлар › Жаҳон');
    expect(calls[0]?.query).toEqual({ count: 4, page: 1, title: 'осиё' });
  });

  it('shows the subtree of a given parent', async () => {
    const { calls } = show({ parent: 'news', count: 4 });
    const top = await screen.findAllByRole('heading', { level: 2 });
    expect(top.map((h) => h.textContent)).toEqual(['Ҳудудлар', 'Жаҳон']);
    expect(calls[0]?.query).toEqual({ parent: 'news', count: 4, page: 1 });
  });

  it('sends a bad page to bad request without reading', async () => {
    const { calls, where } = show({ count: 4 }, '/uz/category/?page=-2');
    await screen.findByText('/uz/bad-request/');
    expect(where()).toBe('/uz/bad-request/');
    expect(calls).toEqual([]);
  });
});

describe('category tree', () => {
  const groups = childrenByParent(CATEGORIES);

  it('groups categories by parent in their order', () => {
    expect(groups.get(null)?.map((c) => c._id)).toEqual(['news', 'kids']);
    expect(groups.get('news')?.map((c) => c._id)).toEqual(['region', 'world']);
  });

  it('builds a subtree to a depth, and follows no cycle', () => {
    const news = CATEGORIES[0];
    if (!news) throw new Error('no fixture');
    const tree = subtree(news, groups);
    expect(tree.children.map((n) => [n.category._id, n.children.map((c) => c.category._id)])).toEqual([
      ['region', []],
      ['world', ['asia']],
    ]);
    expect(subtree(news, groups, 1).children.every((n) => n.children.length === 0)).toBe(true);
    const a = { _id: 'a', title: {}, parent: 'b', order: 1 };
    const b = { _id: 'b', title: {}, parent: 'a', order: 1 };
    const cyclic = childrenByParent([a, b]);
    expect(subtree(a, cyclic).children.map((n) => n.category._id)).toEqual(['b']);
    expect(subtree(a, cyclic).children[0]?.children).toEqual([]);
    expect(ancestors(a, [a, b]).map((c) => c._id)).toEqual(['b']);
  });

  it('lists the ancestors of a category, the top one first', () => {
    const asia = CATEGORIES.find((c) => c._id === 'asia');
    if (!asia) throw new Error('no fixture');
    expect(ancestors(asia, CATEGORIES).map((c) => c._id)).toEqual(['news', 'world']);
  });
});
