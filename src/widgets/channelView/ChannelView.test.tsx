import type { Lang } from '@core/lang';
import { Route, Routes } from '@core/router';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { CHANNELS, schedule, tashkent } from '../../../tests/helpers/broadcast';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import ChannelView from './ChannelView';
import meta, { type ChannelViewParams } from './meta';

const TODAY = '2026-11-23';

function api(path: string): unknown {
  const channel = /^efir\/channel\/([a-z0-9-]+)\.json$/.exec(path)?.[1];
  if (channel) {
    const found = CHANNELS.find((c) => c._id === channel);
    return found ? { data: found, meta: {} } : undefined;
  }
  const m = /^efir\/schedule\/([a-z0-9-]+)\/(\d{4}-\d{2}-\d{2})\.json$/.exec(path);
  if (m?.[1] && m[2]) return { data: schedule(m[1], m[2]), meta: {} };
  return undefined;
}

function show(params: ChannelViewParams = {}, route = '/uz/channel/yoshlar/', lang: Lang = 'uz') {
  const view = <ChannelView id="channel-1" params={params} />;
  return renderWithRuntime(
    <Routes>
      <Route path="/uz/channel/:id/" element={view} />
      <Route path="*" element={view} />
    </Routes>,
    { api, route, lang },
  );
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.setSystemTime(tashkent(TODAY, '12:00:00'));
});

afterEach(() => {
  vi.useRealTimers();
});

describe('channelView widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it.each([
    ['uz', 'Не указан канал'],
    ['ru', 'Не указан канал'],
    ['en', 'Channel not specified'],
    ['oz', 'Kanal ko‘rsatilmagan'],
  ] as const)('says the channel is not specified (%s)', (lang, text) => {
    const { calls } = show({}, '/uz/channel/', lang);
    expect(screen.getByRole('status').textContent).toBe(text);
    expect(calls).toEqual([]);
  });

  it('shows the channel of the route: photo, title, type, about and today around the current entry', async () => {
    const { calls, container } = show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ёшлар' })).toBeTruthy();
    const photo = screen.getByRole('img', { name: 'Ёшлар' });
    expect(photo.getAttribute('width')).toBe('480');
    expect(photo.getAttribute('height')).toBe('270');
    expect(screen.getByText('Телеканал')).toBeTruthy();
    expect(screen.getByText('Ёшлар телеканали')).toBeTruthy();
    await screen.findByText('Ахборот');
    expect(calls.map((c) => c.path)).toEqual([
      'efir/channel/yoshlar.json',
      `efir/schedule/yoshlar/${TODAY}.json`,
    ]);
    const today = screen.getByRole('region', { name: 'Бугун эфирда' });
    const times = within(today)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('time')?.textContent);
    expect(times).toEqual(['09:00', '12:00', '13:30', '18:00', '21:00']);
    const current = today.querySelector<HTMLElement>('li[aria-current="true"]');
    expect(current?.textContent).toContain('Ахборот');
    expect(current && within(current).getByText('Эфирда')).toBeTruthy();
    expect(within(today).getByRole('link', { name: 'Тўлиқ кўрсатувлар жадвали' }).getAttribute('href')).toBe(
      '/uz/schedule/yoshlar/',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves the current entry at the minute boundary', async () => {
    vi.setSystemTime(tashkent(TODAY, '13:29:45'));
    show();
    await screen.findByText('Спорт');
    const current = () => document.querySelector('li[aria-current="true"]')?.textContent;
    expect(current()).toContain('Ахборот');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(15_000);
    });
    expect(current()).toContain('Спорт');
  });

  it('lets the params choose the channel over the route', async () => {
    const { calls } = show({ channel: 'uzbekistan' }, '/uz/channel/yoshlar/', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Uzbekistan' })).toBeTruthy();
    expect(calls[0]?.path).toBe('efir/channel/uzbekistan.json');
  });

  it("shows the channel's monogram, in the page's script, in the photo box when it has no logo", async () => {
    show({}, '/uz/channel/toshkent/');
    await screen.findByRole('heading', { level: 1, name: 'Тошкент' });
    expect(document.querySelector('img')).toBeNull();
    const mark = screen.getByRole('img', { name: 'Тошкент' });
    expect(mark.classList.contains('w-channelView__photo')).toBe(true);
    expect(mark.textContent).toBe('Т');
    expect(mark.getAttribute('style')).toMatch(/--channel-color:\s*#[0-9a-f]{6}/);
    expect(screen.getByText('Радио')).toBeTruthy();
  });

  it('says the channel is not found, with a link to the channel list', async () => {
    const { calls, container } = show({}, '/uz/channel/nope/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Канал топилмади');
    expect(within(alert).getByRole('link', { name: 'Барча каналлар' }).getAttribute('href')).toBe(
      '/uz/channel/',
    );
    expect(calls.map((c) => c.path)).toEqual(['efir/channel/nope.json']);
    expect(await axeViolations(container)).toEqual([]);
  });
});
