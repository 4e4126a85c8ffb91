import type { Lang } from '@core/lang';
import type { Schedule } from '@core/schemas/entities';
import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { CHANNELS, LATE_DAY, schedule, tashkent } from '../../../tests/helpers/broadcast';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import meta, { type OnAirParams } from './meta';
import OnAir from './OnAir';

const TODAY = '2026-11-23';

/** Schedules in an order other than the channels', plus one of a hidden channel. */
function daysOf(date: string): Schedule[] {
  return [
    schedule('toshkent', date, LATE_DAY),
    schedule('yoshlar', date),
    schedule('hidden', date),
    schedule('uzbekistan', date),
  ];
}

/** The answer of `onair.json` from the channels (visible ones, in order) and their days, as the server joins them. */
function onAirAnswer(days: Schedule[], query: Record<string, unknown>) {
  const byChannel = new Map(days.map((d) => [d.channel, d]));
  const data = CHANNELS.filter((c) => !c.is_hidden && (!query.type || c.type === query.type)).map((c) => ({
    channel: c._id,
    type: c.type,
    title: c.title,
    photo: c.photo,
    items: (byChannel.get(c._id)?.items ?? []).map(({ time, title, broadcast, is_online }) => ({
      time,
      title,
      broadcast,
      is_online,
    })),
  }));
  return { data, meta: { total: data.length, date: String(query.date) } };
}

function show(params: OnAirParams = {}, lang: Lang = 'uz') {
  const api = (path: string, query: Record<string, unknown>) => {
    if (path === 'efir/onair.json') return onAirAnswer(daysOf(String(query.date)), query);
    return undefined;
  };
  return renderWithRuntime(<OnAir id="on-air-1" params={params} />, { api, lang });
}

function rows() {
  return within(screen.getByRole('list')).getAllByRole('listitem');
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('onAir widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it("links a programme that names its broadcast to the broadcast's page (its recordings)", async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const withBroadcast = (date: string) =>
      daysOf(date).map((day) =>
        day.channel === 'yoshlar'
          ? { ...day, items: day.items.map((item) => ({ ...item, broadcast: 'axborot' })) }
          : day,
      );
    const api = (path: string, query: Record<string, unknown>) => {
      if (path === 'efir/onair.json') return onAirAnswer(withBroadcast(String(query.date)), query);
      return undefined;
    };
    const { container } = renderWithRuntime(<OnAir id="on-air-1" params={{}} />, { api, lang: 'en' });
    // The link is named by the programme's title it shows.
    const link = await screen.findByRole('link', { name: 'News' });
    expect(link.getAttribute('href')).toBe('/uz/broadcast/axborot/');
    // Programmes without a broadcast stay plain text.
    expect(container.querySelectorAll('a[href^="/uz/broadcast/"]')).toHaveLength(1);
  });

  it('lists what is on air now on each channel, in channel order, with its progress', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const { calls, container } = show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Ҳозир эфирда' })).toBeTruthy();
    await screen.findAllByRole('progressbar');
    expect(calls).toContainEqual({
      path: 'efir/onair.json',
      query: { date: TODAY, from: '12:00', to: '14:00' },
    });
    const [first, second, third, ...rest] = rows();
    expect(rest).toEqual([]);
    expect(
      within(first as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/uz/channel/uzbekistan/');
    expect(
      within(second as HTMLElement)
        .getByRole('link', { name: 'Ёшлар' })
        .getAttribute('href'),
    ).toBe('/uz/channel/yoshlar/');
    expect(second?.textContent).toContain('Ахборот');
    expect(second?.textContent).toContain('12:00–13:30');
    // The now/next rail: what follows, with its time.
    expect(second?.querySelector('.w-onAir__next')?.textContent).toBe('Кейин 13:30: Спорт');
    const bar = within(second as HTMLElement).getByRole('progressbar');
    // 45 of 90 minutes.
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    // A progressbar's range is 0–100 by default: not repeated on each bar.
    expect(bar.hasAttribute('aria-valuemin') || bar.hasAttribute('aria-valuemax')).toBe(false);
    // Named by the card's channel and programme (their elements, not a second copy of the text).
    expect(within(second as HTMLElement).getByRole('progressbar', { name: 'Ёшлар Ахборот' })).toBe(bar);
    expect(bar.hasAttribute('aria-label')).toBe(false);
    // The radio day started at 10:00 and runs to 20:00: 165 of 600 minutes.
    expect(third?.textContent).toContain('10:00–20:00');
    expect(
      within(third as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('27.5');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows the last item of the day running to 24:00', async () => {
    vi.setSystemTime(tashkent(TODAY, '23:30:00'));
    show({}, 'en');
    await screen.findAllByRole('progressbar');
    const [first] = rows();
    expect(first?.textContent).toContain('Night music');
    expect(first?.textContent).toContain('23:00–24:00');
    expect(
      within(first as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('50');
  });

  it('leaves out channels whose day has not started', async () => {
    vi.setSystemTime(tashkent(TODAY, '09:30:00'));
    show();
    await screen.findAllByRole('progressbar');
    expect(rows().map((r) => within(r).getByRole('link').textContent)).toEqual(['Ўзбекистон', 'Ёшлар']);
  });

  it('says when nothing is on air', async () => {
    vi.setSystemTime(tashkent(TODAY, '05:00:00'));
    show();
    expect(await screen.findByText('Ҳозир эфирда ҳеч нарса йўқ')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('recalculates at the minute boundary', async () => {
    vi.setSystemTime(tashkent(TODAY, '13:29:40'));
    show();
    await screen.findAllByRole('progressbar');
    const yoshlar = () => rows()[1] as HTMLElement;
    expect(yoshlar().textContent).toContain('Ахборот');
    expect(within(yoshlar()).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('99.6');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(yoshlar().textContent).toContain('Спорт');
    expect(yoshlar().textContent).toContain('13:30–18:00');
    expect(within(yoshlar()).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
  });

  it('fetches the next Tashkent day when the date changes', async () => {
    // 18:59:30 UTC is 23:59:30 in Tashkent.
    vi.setSystemTime(new Date('2026-11-22T18:59:30Z'));
    const { calls } = show();
    await screen.findAllByRole('progressbar');
    expect(calls.filter((c) => c.path === 'efir/onair.json').map((c) => c.query.date)).toEqual([
      '2026-11-22',
    ]);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(calls.filter((c) => c.path === 'efir/onair.json').map((c) => c.query.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
    ]);
    expect(await screen.findByText('Ҳозир эфирда ҳеч нарса йўқ')).toBeTruthy();
  });

  it('shows one type of channel with its own heading', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const { calls } = show({ type: 'radio', title: { uz: 'Радиода ҳозир', en: 'Now on the radio' } });
    expect(await screen.findByRole('heading', { name: 'Радиода ҳозир' })).toBeTruthy();
    await screen.findAllByRole('progressbar');
    expect(calls).toContainEqual({
      path: 'efir/onair.json',
      query: { date: TODAY, type: 'radio', from: '12:00', to: '14:00' },
    });
    expect(
      rows().map((r) => within(r).getByRole('link').querySelector('.w-onAir__name')?.textContent),
    ).toEqual(['Тошкент']);
  });
});
