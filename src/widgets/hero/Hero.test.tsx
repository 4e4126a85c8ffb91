import type { Lang } from '@core/lang';
import type { OnAirChannel } from '@core/schemas/onair';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { CHANNELS, DAY, tashkent } from '../../../tests/helpers/broadcast';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import Hero from './Hero';
import meta, { type HeroParams } from './meta';

const TODAY = '2026-11-23';

/** `onair.json` as the server answers it: every visible channel, its entries with their pictures. */
function onAirAnswer(pictures: Record<string, string | null>, channels = CHANNELS) {
  const data: OnAirChannel[] = channels.map((c) => ({
    channel: c._id,
    type: c.type,
    title: c.title,
    photo: c.photo,
    color: c._id === 'yoshlar' ? '#d9480f' : null,
    items: DAY.map(({ time, title, is_online }) => ({
      time,
      title,
      broadcast: pictures[time] === undefined ? null : `show-${time.slice(0, 2)}`,
      is_online,
      picture: pictures[time] ?? null,
    })),
  }));
  return { data, meta: { total: data.length, date: TODAY } };
}

function show(
  params: HeroParams = {},
  {
    lang = 'uz',
    answer = onAirAnswer({ '12:00': '/uploads/demo/broadcast-axborot.svg' }),
    noPlayer = true,
  } = {} as {
    lang?: Lang;
    answer?: ReturnType<typeof onAirAnswer>;
    /** Without the app's player (no script yet): the watch control is a link to the channel page. */
    noPlayer?: boolean;
  },
) {
  const api = (path: string) => (path === 'efir/onair.json' ? answer : undefined);
  return renderWithRuntime(<Hero id="hero-1" params={params} />, { api, lang, noPlayer });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('hero widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it("shows the main channel's programme on air: picture, title, start–end, progress, watch link", async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const { calls, container } = show();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Ахборот' });
    // The section is named by the programme's title.
    expect(screen.getByRole('region', { name: 'Ахборот' })).toBeTruthy();
    // The rail's need: every channel (no type), the hour's two-hour span.
    expect(calls).toEqual([{ path: 'efir/onair.json', query: { date: TODAY, from: '12:00', to: '14:00' } }]);
    expect(container.querySelector('.w-hero__live')?.textContent).toBe('Жонли эфир · Ўзбекистон');
    expect(container.querySelector('.w-hero__time')?.textContent).toBe('12:00–13:30');
    // 45 of 90 minutes.
    const bar = screen.getByRole('progressbar', { name: 'Кўрсатув бориши: Ахборот' });
    expect(bar.getAttribute('aria-valuenow')).toBe('50');
    const picture = container.querySelector('img.w-hero__picture');
    expect(picture?.getAttribute('src')).toBe('/uploads/demo/broadcast-axborot.svg');
    // Decorative: the title is beside it, and nothing is written on it.
    expect(picture?.getAttribute('alt')).toBe('');
    expect(picture?.getAttribute('width')).toBe('1280');
    expect(picture?.getAttribute('height')).toBe('720');
    const watch = screen.getByRole('link', { name: 'Жонли эфирни кўриш' });
    expect(watch.getAttribute('href')).toBe('/uz/channel/uzbekistan/');
    expect(heading.id).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("falls back to the channel's logo, then to its monogram, in the same 16:9 box", async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const logo = show({}, { answer: onAirAnswer({}) });
    await screen.findByRole('heading', { level: 2, name: 'Ахборот' });
    const img = logo.container.querySelector('.w-hero__art img');
    expect(img?.getAttribute('src')).toBe('/uploads/demo/channel-uzbekistan.svg');
    expect(img?.className).toBe('w-hero__mark');
    logo.unmount();

    // No logo either: the monogram, in the page's script.
    const noLogo = CHANNELS.map((c) => ({ ...c, photo: null }));
    const mark = show({ channel: 'yoshlar' }, { answer: onAirAnswer({}, noLogo), lang: 'en' });
    await screen.findByRole('heading', { level: 2, name: 'News' });
    const box = mark.container.querySelector('.w-hero__art .channel-mark');
    expect(box?.textContent).toBe('Y');
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    expect(mark.container.querySelector('.w-hero__live')?.textContent).toBe('Live · Yoshlar');
    expect(screen.getByRole('link', { name: 'Watch live' }).getAttribute('href')).toBe(
      '/uz/channel/yoshlar/',
    );
  });

  it('with the app running, its watch control plays the channel in the floating player (issue 25)', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const { plays, container } = show({}, { noPlayer: false });
    await screen.findByRole('heading', { level: 2, name: 'Ахборот' });
    expect(screen.queryByRole('link', { name: 'Жонли эфирни кўриш' })).toBeNull();
    const watch = screen.getByRole('button', { name: 'Жонли эфирни кўриш' });
    act(() => watch.click());
    expect(plays).toEqual([{ channel: 'uzbekistan', type: 'tv', title: 'Ўзбекистон' }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes the first TV channel of the order, whatever comes before it', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const order = [CHANNELS[2], CHANNELS[1], CHANNELS[0]].filter((c) => c !== undefined);
    show({}, { answer: onAirAnswer({}, order) });
    await screen.findByRole('heading', { level: 2, name: 'Ахборот' });
    expect(screen.getByRole('link', { name: 'Жонли эфирни кўриш' }).getAttribute('href')).toBe(
      '/uz/channel/yoshlar/',
    );
  });

  it('moves its progress at the next minute', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:20'));
    show();
    const bar = await screen.findByRole('progressbar');
    // 45 minutes 20 seconds of 90.
    expect(bar.getAttribute('aria-valuenow')).toBe('50.4');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    // 46 of 90 minutes.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('51.1');
  });

  it('keeps its programme when the next hour’s read fails, and reads it again until answered', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:59:30'));
    const answer = onAirAnswer({ '12:00': '/uploads/demo/broadcast-axborot.svg' });
    let failures = 0;
    const api = (path: string, query: Record<string, unknown>) => {
      if (path !== 'efir/onair.json') return undefined;
      // The network drops at the hour: the new span's read fails four times.
      if (query.from === '13:00' && failures < 4) {
        failures += 1;
        throw Object.assign(new Error('503'), { status: 503 });
      }
      return answer;
    };
    const { calls } = renderWithRuntime(<Hero id="hero-1" params={{}} />, { api, noPlayer: true });
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('66.1');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(40_000);
    });
    // 13:00: the hour's read failed; the programme is still shown, its progress drawn for the minute.
    expect(failures).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Ахборот');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('66.7');
    expect(screen.queryByRole('alert')).toBeNull();
    // Tried again (more than the usual three times), until the read is answered.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(failures).toBe(4);
    expect(calls.filter((c) => c.query.from === '13:00')).toHaveLength(5);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('67.8');
  });

  it('with nothing to show, a read that keeps failing shows the error', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:30:00'));
    const api = (path: string) => {
      if (path === 'efir/onair.json') throw Object.assign(new Error('503'), { status: 503 });
      return undefined;
    };
    renderWithRuntime(<Hero id="hero-1" params={{}} />, { api, noPlayer: true });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    expect(screen.getByRole('alert').textContent).toBe('Маълумотларни юклаб бўлмади');
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('before the day’s first programme: the channel, no times, still the watch link', async () => {
    vi.setSystemTime(tashkent(TODAY, '05:30:00'));
    const { container } = show();
    expect(await screen.findByText('Ҳозир эфирда кўрсатув йўқ')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Ўзбекистон');
    expect(container.querySelector('.w-hero__time')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('link', { name: 'Жонли эфирни кўриш' }).getAttribute('href')).toBe(
      '/uz/channel/uzbekistan/',
    );
  });
});
