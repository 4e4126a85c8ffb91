import type { Lang } from '@core/lang';
import type { Anchor } from '@core/schemas/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { CHANNELS } from '../../../tests/helpers/broadcast';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { formatPercent } from '../_kit/engage/percent';
import { checkParams } from '../validate';
import { load } from './data';
import meta, { type RatingsParams } from './meta';
import Ratings from './Ratings';

const anchor = (id: string, uz: string, en: string, likes: number, photo = true): Anchor => ({
  _id: id,
  type: 'tv',
  title: { uz, en, ru: uz, oz: en },
  photo: photo
    ? {
        title: id,
        link: `/uploads/demo/${id}.jpg`,
        thumb: `/uploads/demo/${id}-thumb.jpg`,
        width: 400,
        height: 400,
      }
    : null,
  channel: ['uzbekistan'],
  broadcast: null,
  category: null,
  detail: { nation: 'uzbek', about: {} },
  likes,
});

const ANCHORS = [
  anchor('dilnoza-rahimova', 'Дилноза Раҳимова', 'Dilnoza Rakhimova', 12),
  anchor('sherzod-karimov', 'Шерзод Каримов', 'Sherzod Karimov', 1, false),
];

/** Ratings of the channels as `stats.rating` answers them: highest first (1/8 is 12.5 %). */
const STATS = { uzbekistan: 5, yoshlar: 2, toshkent: 1 };

function api(path: string, query: Record<string, unknown>) {
  if (path === 'efir/anchors.json' && query.sort === 'likes')
    return { data: ANCHORS, meta: { total: 2, page: 1, count: 20, pages: 1 } };
  if (path === 'stats.rating' && query.db === 'channel') return { data: STATS, meta: {} };
  if (path === 'efir/channel.json' && query.count === 'all')
    return { data: CHANNELS, meta: { total: 3, page: 1, count: 3, pages: 1 } };
  return undefined;
}

function show(params: RatingsParams = { lists: ['anchors', 'channels'] }, lang: Lang = 'uz') {
  return renderWithRuntime(<Ratings id="ratings" params={params} />, {
    api,
    lang,
    route: '/uz/service/rating/',
  });
}

describe('ratings widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(checkParams(meta, { lists: [] })).not.toEqual([]);
    expect(checkParams(meta, { lists: ['channels', 'channels'] })).not.toEqual([]);
  });

  it('reads the top 20 anchors by likes and the top 10 channels by rating (spec §9)', async () => {
    const ctx = {
      product: 'efir',
      lang: 'uz' as const,
      pathname: '/',
      routeParams: {},
      search: new URLSearchParams(),
      now: 0,
    };
    const needs = [
      { path: 'efir/anchors.json', query: { sort: 'likes', count: 20 } },
      { path: 'stats.rating', query: { db: 'channel', limit: 10, return: 'assoc', sort: 'desc' } },
      { path: 'efir/channel.json', query: { count: 'all' } },
    ];
    expect(load({ lists: ['anchors', 'channels'] }, ctx)).toEqual(needs);
    expect(load({ lists: ['channels'] }, ctx)).toEqual(needs.slice(1));
    const { calls } = show();
    await screen.findAllByRole('listitem');
    expect(calls.sort((a, b) => a.path.localeCompare(b.path))).toEqual(
      [...needs].sort((a, b) => a.path.localeCompare(b.path)),
    );
  });

  it('lists the most liked anchors, linked, with their likes', async () => {
    const { container } = show();
    const list = await screen.findByRole('region', { name: 'Энг кўп ёқтирилган бошловчилар' });
    const rows = await within(list).findAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Дилноза Раҳимова12 та ёқтириш',
      'Шерзод Каримов1 та ёқтириш',
    ]);
    expect(within(list).getByRole('link', { name: 'Дилноза Раҳимова' }).getAttribute('href')).toBe(
      '/uz/anchors/dilnoza-rahimova/',
    );
    const photo = rows[0]?.querySelector('img') as HTMLImageElement;
    expect([photo.getAttribute('src'), photo.getAttribute('width'), photo.getAttribute('height')]).toEqual([
      '/uploads/demo/dilnoza-rahimova-thumb.jpg',
      '48',
      '48',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('lists the channels by rating as percentages with one decimal', async () => {
    show({ lists: ['channels'] });
    const list = await screen.findByRole('region', { name: 'Каналлар рейтинги' });
    const rows = await within(list).findAllByRole('listitem');
    // 5, 2 and 1 of 8: 62.5, 25 and 12.5 %.
    expect(rows.map((r) => r.textContent)).toEqual([
      'ЎзбекистонТомошабинлар улуши: 62,5 %',
      'ЁшларТомошабинлар улуши: 25,0 %',
      'ТошкентТомошабинлар улуши: 12,5 %',
    ]);
    expect(within(list).getByRole('link', { name: 'Ёшлар' }).getAttribute('href')).toBe(
      '/uz/channel/yoshlar/',
    );
    expect(((rows[0] as HTMLElement).querySelector('.w-ratings__fill') as HTMLElement).style.inlineSize).toBe(
      '62.5%',
    );
    expect(screen.queryByRole('region', { name: 'Энг кўп ёқтирилган бошловчилар' })).toBeNull();
  });

  it('shows the lists in the order asked, in the visitor’s language', async () => {
    show({ lists: ['channels', 'anchors'], title: { en: 'Top' } }, 'en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Top' })).toBeTruthy();
    await screen.findAllByRole('listitem');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Channel rating',
      'Most liked anchors',
    ]);
    expect(await screen.findByText('12 likes')).toBeTruthy();
    expect(await screen.findByText('62.5 %')).toBeTruthy();
  });

  it('says so when a list is empty or cannot be read', async () => {
    renderWithRuntime(<Ratings id="r" params={{ lists: ['anchors', 'channels'] }} />, {
      api: (path, query) =>
        path === 'stats.rating'
          ? { data: {}, meta: {} }
          : path === 'efir/channel.json'
            ? api(path, query)
            : undefined,
    });
    expect(await screen.findByText('Ҳозирча маълумот йўқ')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe('Маълумотларни юклаб бўлмади');
  });
});

describe('formatPercent', () => {
  it('writes one decimal with the language’s separator', () => {
    expect(formatPercent(12.5, 'uz')).toBe('12,5 %');
    expect(formatPercent(12.5, 'en')).toBe('12.5 %');
    expect(formatPercent(100, 'ru')).toBe('100,0 %');
    expect(formatPercent(33.333, 'oz')).toBe('33,3 %');
    expect(formatPercent(0, 'en')).toBe('0.0 %');
  });
});
