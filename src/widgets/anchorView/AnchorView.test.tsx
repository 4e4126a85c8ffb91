import type { Lang } from '@core/lang';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { CHANNELS, channelPage } from '../../../tests/helpers/broadcast';
import { ANCHORS, listOf, NATIONS } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import AnchorView from './AnchorView';
import { load } from './data';
import meta, { type AnchorViewParams } from './meta';

function api(path: string, query: Record<string, unknown>): unknown {
  if (path === 'efir/anchors.json') {
    const rows = ANCHORS.filter((a) => String(query.items).split(',').includes(a._id));
    return {
      ...listOf(rows),
      meta: { ...listOf(rows).meta, broadcasts: { axborot: { uz: 'Ахборот', en: 'Axborot news' } } },
    };
  }
  if (path === 'efir/channel.json') return channelPage(CHANNELS);
  if (path === 'list/nation/all.json') return listOf(NATIONS);
  return undefined;
}

function show(params: AnchorViewParams = {}, route = '/uz/anchors/dilnoza/', lang: Lang = 'uz') {
  return renderOnPage(<AnchorView id="anchor" params={params} />, '/uz/anchors/:id/', { api, route, lang });
}

describe('anchorView widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('shows the anchor: photo, name, channels, broadcast, nation, likes and about', async () => {
    const { calls, container } = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Дилноза Каримова' })).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Дилноза Каримова' });
    expect(photo.getAttribute('src')).toBe('/uploads/demo/dilnoza.jpg');
    expect([photo.getAttribute('width'), photo.getAttribute('height')]).toEqual(['360', '450']);
    expect(screen.getByRole('link', { name: 'Ўзбекистон' }).getAttribute('href')).toBe(
      '/uz/channel/uzbekistan/',
    );
    expect(screen.getByRole('link', { name: 'Ёшлар' }).getAttribute('href')).toBe('/uz/channel/yoshlar/');
    expect(screen.getByRole('link', { name: 'Ахборот' }).getAttribute('href')).toBe('/uz/broadcast/axborot/');
    expect(screen.getByText('ўзбек')).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    const about = screen.getByRole('region', { name: 'Бошловчи ҳақида' });
    expect(within(about).getByText('Ўн йилдан бери бошловчи')).toBeTruthy();
    expect(calls).toEqual(
      load(
        {},
        {
          product: 'efir',
          lang: 'uz',
          pathname: '/uz/anchors/dilnoza/',
          routeParams: { id: 'dilnoza' },
          search: new URLSearchParams(),
          now: 0,
        },
      ).map((n) => ({ path: n.path, query: n.query ?? {} })),
    );
    expect(calls[0]).toEqual({ path: 'efir/anchors.json', query: { items: 'dilnoza', with: 'broadcast' } });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the photo box and leaves out what an anchor lacks', async () => {
    show({ item: 'bobur' }, '/uz/anchors/dilnoza/', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bobur Aliev' })).toBeTruthy();
    expect(document.querySelector('.c-picture--empty')?.getAttribute('style')).toContain('360 / 450');
    expect(screen.queryByText('Channels')).toBeNull();
    expect(screen.queryByText('Nationality')).toBeNull();
    expect(screen.queryByRole('region', { name: 'About the anchor' })).toBeNull();
    expect(screen.getByText('Radio')).toBeTruthy();
  });

  it('answers an unknown anchor with not found', async () => {
    const { container } = show({}, '/uz/anchors/nobody/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Бундай бошловчи йўқ');
    expect(within(alert).getByRole('link', { name: 'Барча бошловчилар' }).getAttribute('href')).toBe(
      '/uz/anchors/',
    );
    expect(await axeViolations(container)).toEqual([]);
  });
});
