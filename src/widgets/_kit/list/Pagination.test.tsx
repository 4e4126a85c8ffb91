import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import { Pagination } from './Pagination';
import { PAGE_SIZE } from './sizes';

const show = (page: number, pages: number, route: string, lang: 'uz' | 'en' = 'uz') =>
  renderWithRuntime(<Pagination page={page} pages={pages} />, { route, lang });

describe('Pagination (one for every list)', () => {
  it('is a named navigation of page links, the current page marked, the filters kept', async () => {
    const { container } = show(6, 12, '/uz/archive/?channel=yoshlar&page=6');
    const nav = screen.getByRole('navigation', { name: 'Саҳифалар' });
    const pages = within(nav).getAllByRole('link', { name: /-саҳифа$/ });
    // Spec §9: at least 5 page buttons, plus the first and the last.
    expect(pages.map((a) => a.textContent)).toEqual(['1', '4', '5', '6', '7', '8', '12']);
    const current = within(nav).getByRole('link', { name: '6-саҳифа' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(pages.filter((a) => a.hasAttribute('aria-current'))).toHaveLength(1);
    expect(within(nav).getByRole('link', { name: '1-саҳифа' }).getAttribute('href')).toBe(
      '/uz/archive/?channel=yoshlar&page=1',
    );
    expect(within(nav).getByRole('link', { name: 'Олдинги' }).getAttribute('href')).toBe(
      '/uz/archive/?channel=yoshlar&page=5',
    );
    expect(within(nav).getByRole('link', { name: 'Кейинги' }).getAttribute('rel')).toBe('next');
    // The gaps are not read out.
    expect(nav.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(2);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers no previous link on the first page and no next link on the last', () => {
    const first = show(1, 3, '/uz/news/', 'en');
    expect(screen.queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/uz/news/?page=2');
    first.unmount();
    show(3, 3, '/uz/news/?page=3', 'en');
    expect(screen.queryByRole('link', { name: 'Next' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('is not there for a single page', () => {
    const { container } = show(1, 1, '/uz/news/');
    expect(container.querySelector('nav')).toBeNull();
  });

  it('pages by the sizes of spec §9 (channels 4, archive 100, news 8, anchors 4, category 4, person 100)', () => {
    expect(PAGE_SIZE).toMatchObject({
      channel: 4,
      archive: 100,
      news: 8,
      anchors: 4,
      category: 4,
      person: 100,
      poll: 100,
    });
  });
});
