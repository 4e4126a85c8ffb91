import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { CHANNELS, channelPage } from '../../../tests/helpers/broadcast';
import { ANONS, itemOf } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import AnonsView from './AnonsView';
import meta, { type AnonsViewParams } from './meta';

function api(path: string): unknown {
  const id = /^efir\/anons\/([a-z0-9-]+)\.json$/.exec(path)?.[1];
  if (id) {
    const found = ANONS.find((a) => a._id === id);
    return found ? itemOf(found) : undefined;
  }
  if (path === 'efir/channel.json') return channelPage(CHANNELS);
  return undefined;
}

function show(params: AnonsViewParams = {}, route = '/uz/anons/concert/') {
  return renderOnPage(<AnonsView id="anons" params={params} />, '/uz/anons/:id/', { api, route });
}

describe('anonsView widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('shows the announcement: photo, title, air time, channel, description and its broadcast', async () => {
    const { calls, container } = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Байрам концерти' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Байрам концерти' }).getAttribute('height')).toBe('540');
    expect(screen.getByText('24.11.2026, 20:00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ёшлар' }).getAttribute('href')).toBe('/uz/channel/yoshlar/');
    expect(screen.getByRole('link', { name: 'Кўрсатув ҳақида' }).getAttribute('href')).toBe(
      '/uz/broadcast/axborot/',
    );
    expect(calls).toEqual([
      { path: 'efir/anons/concert.json', query: {} },
      { path: 'efir/channel.json', query: { count: 'all' } },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('answers an unknown announcement with not found', async () => {
    show({}, '/uz/anons/gone/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Бундай анонс йўқ');
    expect(within(alert).getByRole('link', { name: 'Барча анонслар' }).getAttribute('href')).toBe(
      '/uz/anons/',
    );
  });
});
