import { inTreeOrder } from '@core/category-tree';
import type { Category } from '@core/schemas/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { ancestors, childrenByParent, subtree } from '../_kit/category/tree';
import { CATEGORIES, listOf } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import CategoryList from './CategoryList';
import meta, { type CategoryListParams } from './meta';

/**
 * The API's answer (catalog.ts): every category below `below` (`root`: all) in the tree's order,
 * each counted on its own and paged; the children of `parent`; or every match of a title.
 */
function api(path: string, query: Record<string, unknown>): unknown {
  if (path !== 'efir/category.json') return undefined;
  if (query.count === 'all') return listOf(CATEGORIES);
  const title = typeof query.title === 'string' ? query.title.toLowerCase() : null;
  const byOrder = (a: Category, b: Category) => a.order - b.order || a._id.localeCompare(b._id);
  const rows =
    typeof query.below === 'string'
      ? inTreeOrder(
          CATEGORIES.map((c) => ({ ...c, id: c._id })),
          query.below === 'root' ? null : query.below,
          byOrder,
        )
      : CATEGORIES.filter((c) =>
          title
            ? Object.values(c.title).some((t) => t?.toLowerCase().includes(title))
            : c.parent === (query.parent === 'root' ? null : query.parent),
        ).sort(byOrder);
  const count = Number(query.count);
  const page = Number(query.page);
  const data = rows.slice((page - 1) * count, page * count);
  return listOf(data, { total: rows.length, page, count, pages: Math.ceil(rows.length / count) });
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

  it('counts every category on its own: the total, the items and the pages agree (issue 24)', async () => {
    const { calls, container } = show({ count: 2 });
    const names = await screen.findAllByRole('heading', { level: 2 });
    // Page 1 of 5 categories, 2 a page: "Янгиликлар", then the first below it.
    expect(names.map((h) => h.textContent)).toEqual(['Янгиликлар', 'Ҳудудлар']);
    expect(container.querySelectorAll('.w-categoryList__node')).toHaveLength(2);
    expect(screen.getByText('Жами: 5')).toBeTruthy();
    const pager = screen.getByRole('navigation');
    expect(
      within(pager)
        .getAllByRole('link', { name: /^\D*\d+\D*$/ })
        .map((a) => a.textContent),
    ).toEqual(['1', '2', '3']);
    expect(calls[0]).toEqual({ path: 'efir/category.json', query: { below: 'root', count: 2, page: 1 } });
  });

  it('shows each category after its parent, indented, saying where it sits, with its broadcasts and archive', async () => {
    const { calls, container } = show();
    const names = await screen.findAllByRole('heading', { level: 2 });
    expect(names.map((h) => h.textContent)).toEqual(['Янгиликлар', 'Ҳудудлар', 'Жаҳон', 'Осиё']);
    const node = (name: string) =>
      screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
    expect(node('Янгиликлар').className).not.toContain('--sub');
    expect(node('Осиё').className).toContain('w-categoryList__node--sub');
    expect(node('Осиё').dataset.depth).toBe('2');
    expect(node('Осиё').textContent).toContain('Янгиликлар › Жаҳон');
    expect(within(node('Осиё')).getByRole('link', { name: 'Осиё' }).getAttribute('href')).toBe(
      '/uz/category/asia/',
    );
    expect(
      within(node('Янгиликлар'))
        .getByRole('link', { name: 'Кўрсатувлари — Янгиликлар' })
        .getAttribute('href'),
    ).toBe('/uz/broadcast/?category=news');
    expect(
      within(node('Янгиликлар'))
        .getByRole('link', { name: 'Архив ёзувлари — Янгиликлар' })
        .getAttribute('href'),
    ).toBe('/uz/archive/?category=news');
    expect(within(node('Осиё')).getByRole('link', { name: 'Кўрсатувлари — Осиё' }).getAttribute('href')).toBe(
      '/uz/broadcast/?category=asia',
    );
    expect(screen.getByText('Жами: 5')).toBeTruthy();
    expect(calls).toEqual([
      { path: 'efir/category.json', query: { below: 'root', count: 4, page: 1 } },
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

  it('shows the subtree of a given parent, paths starting below it', async () => {
    const { calls } = show({ parent: 'news', count: 4 });
    const names = await screen.findAllByRole('heading', { level: 2 });
    expect(names.map((h) => h.textContent)).toEqual(['Ҳудудлар', 'Жаҳон', 'Осиё']);
    expect(screen.getByText('Жами: 3')).toBeTruthy();
    const asia = names[2]?.closest('li') as HTMLElement;
    expect(asia.querySelector('.c-card__meta')?.textContent).toBe('Жаҳон');
    expect(calls[0]?.query).toEqual({ below: 'news', count: 4, page: 1 });
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
