import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { ANONS, listOf } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import AnonsList from './AnonsList';
import meta, { type AnonsListParams } from './meta';

function show(params: AnonsListParams = { count: 100 }, route = '/uz/anons/') {
  const api = (path: string, query: Record<string, unknown>) =>
    path === 'efir/anons.json' ? listOf(ANONS, { page: Number(query.page) }) : undefined;
  return renderOnPage(<AnonsList id="anons" params={params} />, '/uz/anons/', { api, route });
}

describe('anonsList widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('shows each announcement: photo, air time in Tashkent, linked title and description', async () => {
    const { calls, container } = show();
    const link = await screen.findByRole('link', { name: 'Байрам концерти' });
    expect(link.getAttribute('href')).toBe('/uz/anons/concert/');
    expect(screen.getByText('24.11.2026, 20:00')).toBeTruthy();
    expect(screen.getByText('Юлдузлар иштирокида')).toBeTruthy();
    expect(screen.getByText('Жами: 1')).toBeTruthy();
    expect(calls).toEqual([{ path: 'efir/anons.json', query: { count: 100, page: 1 } }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('filters by channel from its params or the query', async () => {
    const { calls } = show({ channel: 'yoshlar', count: 6 }, '/uz/anons/?title=концерт&channel=uzbekistan');
    await screen.findByRole('link', { name: 'Байрам концерти' });
    expect(calls[0]?.query).toEqual({ channel: 'uzbekistan', count: 6, page: 1, title: 'концерт' });
  });

  it('sends page 0 to bad request', async () => {
    const { where } = show({ count: 100 }, '/uz/anons/?page=0');
    await screen.findByText('/uz/bad-request/');
    expect(where()).toBe('/uz/bad-request/');
  });
});
