import { readFileSync } from 'node:fs';
import type { AnonsSlide } from '@core/schemas/content';
import { SLIDER_AUTOPLAY, SLIDER_BREAKPOINTS } from '@core/slider';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import AnonsSlider, { sliderOptions } from './AnonsSlider';
import { load } from './data';
import meta, { type AnonsSliderParams } from './meta';

const slide = (n: number, photo = true): AnonsSlide => ({
  _id: `anons-${n}`,
  type: 'auto',
  datetime: `2026-11-22T${String(10 + n).padStart(2, '0')}:00:00.000Z`,
  title: { uz: `Анонс ${n}`, oz: `Anons ${n}`, ru: `Анонс ${n}`, en: `Announcement ${n}` },
  description: {},
  photo: photo
    ? { title: `p${n}`, link: `/uploads/demo/anons-${n}.jpg`, thumb: null, width: 1280, height: 720 }
    : null,
  broadcast: null,
  channel: 'yoshlar',
});

const SLIDES = [1, 2, 3, 4, 5, 6].map((n) => slide(n, n !== 3));

/** A window of `width` px for matchMedia, as keen-slider and the reduced-motion check read it. */
function fakeMedia(width: number, reduce = false) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = min ? width >= Number(min[1]) : query.includes('reduce') ? reduce : false;
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  });
}

function show(params: AnonsSliderParams = { count: 6 }, slides: AnonsSlide[] = SLIDES) {
  const api = (path: string) => (path === 'efir/anons/slide.json' ? { data: slides, meta: {} } : undefined);
  return renderWithRuntime(<AnonsSlider id="slider" params={params} />, { api });
}

/** Where the slider stands: the first slide in view. */
const current = (container: HTMLElement) =>
  Number(container.querySelector('.w-anonsSlider__track')?.getAttribute('data-current'));

/** Fake time until the slider moves (ms, in steps of 100), or null when it stays for `limit` ms. */
async function timeToMove(container: HTMLElement, limit = SLIDER_AUTOPLAY * 2): Promise<number | null> {
  const from = current(container);
  for (let waited = 100; waited <= limit; waited += 100) {
    await act(() => vi.advanceTimersByTimeAsync(100));
    if (current(container) !== from) return waited;
  }
  return null;
}

/** Waits (in fake time) for the slides and for keen-slider to take them over; the play/pause button. */
async function ready(name = 'Тўхтатиш'): Promise<HTMLElement> {
  return vi.waitFor(() => {
    const button = screen.getByRole('button', { name });
    expect(button).toHaveProperty('disabled', false);
    return button;
  });
}

describe('anonsSlider widget', () => {
  beforeEach(() => fakeMedia(1024));
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('has examples and defaults valid against its schema, 6 slides by default', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(meta.defaults.count).toBe(6);
  });

  it('reads the slides of spec §7 with channel, count and rand', async () => {
    const ctx = {
      product: 'efir',
      lang: 'uz' as const,
      pathname: '/uz/',
      routeParams: {},
      search: new URLSearchParams(),
      now: 0,
    };
    const [need] = load({ count: 6 }, ctx);
    expect(need).toMatchObject({ path: 'efir/anons/slide.json', query: { count: 6 } });
    // The page embeds what a slide shows: no description, no channel (decision 025).
    const slide = {
      _id: 'a',
      type: 'auto',
      datetime: '2026-11-27T16:00:00.000Z',
      title: { uz: 'Т' },
      description: { uz: 'D' },
      photo: { title: 'Т', link: '/a.svg', thumb: '/a.svg', width: 640, height: 360 },
      channel: 'sport',
    };
    expect(need?.first?.({ data: [slide], meta: { total: 1 } })).toEqual({
      data: [
        {
          _id: 'a',
          datetime: '2026-11-27T16:00:00.000Z',
          title: { uz: 'Т' },
          photo: { link: '/a.svg', thumb: '/a.svg', width: 640, height: 360 },
        },
      ],
      meta: { total: 1 },
    });
    expect(load({ count: 4, channel: 'yoshlar', rand: true }, ctx)[0]?.query).toEqual({
      channel: 'yoshlar',
      count: 4,
      rand: true,
    });
    const { calls } = show({ count: 4, channel: 'yoshlar' });
    await screen.findAllByRole('group');
    expect(calls).toEqual([{ path: 'efir/anons/slide.json', query: { channel: 'yoshlar', count: 4 } }]);
  });

  it('shows linked slides with pictures of a reserved size, the time in Tashkent and controls', async () => {
    const { container } = show();
    const slides = await screen.findAllByRole('group');
    expect(slides).toHaveLength(6);
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('слайд');
    expect(slides[0]?.getAttribute('aria-label')).toBe('6 тадан 1-слайд');
    const link = within(slides[0] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/uz/anons/anons-1/');
    expect(link.textContent).toContain('Анонс 1');
    // 11:00 UTC is 16:00 in Tashkent, whatever the zone the test runs in.
    expect(
      within(slides[0] as HTMLElement)
        .getByText('22.11.2026 16:00')
        .getAttribute('datetime'),
    ).toBe('2026-11-22T11:00:00.000Z');
    const picture = container.querySelector('img') as HTMLImageElement;
    expect(picture.getAttribute('width')).toBe('1280');
    expect(picture.getAttribute('height')).toBe('720');
    expect(picture.getAttribute('alt')).toBe('');
    // The first slide's picture is the home page's LCP element: fetched first, and only it.
    expect(picture.getAttribute('fetchpriority')).toBe('high');
    expect(container.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
    // A slide without a picture keeps the box of one.
    expect(slides[2]?.querySelector('.w-anonsSlider__picture--none')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Анонслар' }).getAttribute('aria-roledescription')).toBe(
      'карусел',
    );
    expect(screen.getByRole('button', { name: 'Тўхтатиш' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Олдинги слайд' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Кейинги слайд' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('moves on every 10 s, loops, and stops when paused (WCAG 2.2.2)', async () => {
    vi.useFakeTimers();
    const { container } = show();
    const pause = await ready();
    expect(current(container)).toBe(0);

    // The first move comes 10 s after the slider started; each next one 10 s after the last.
    expect(await timeToMove(container)).toBeGreaterThanOrEqual(SLIDER_AUTOPLAY - 500);
    expect(current(container)).toBe(1);
    const wait = await timeToMove(container);
    expect(wait).toBeGreaterThanOrEqual(SLIDER_AUTOPLAY);
    expect(wait).toBeLessThanOrEqual(SLIDER_AUTOPLAY + 1000);
    expect(current(container)).toBe(2);
    // Moving slides are not announced.
    expect(container.querySelector('.w-anonsSlider__track')?.getAttribute('aria-live')).toBe('off');

    fireEvent.click(pause);
    expect(screen.getByRole('button', { name: 'Давом эттириш' })).toBeTruthy();
    expect(container.querySelector('.w-anonsSlider__track')?.getAttribute('aria-live')).toBe('polite');
    expect(await timeToMove(container, SLIDER_AUTOPLAY * 3)).toBeNull();
    expect(current(container)).toBe(2);

    // Play again: it moves on; after the last slide comes the first (loop).
    fireEvent.click(screen.getByRole('button', { name: 'Давом эттириш' }));
    for (const next of [3, 4, 5, 0]) {
      expect(await timeToMove(container)).toBeLessThanOrEqual(SLIDER_AUTOPLAY + 1000);
      expect(current(container)).toBe(next);
    }
  });

  it('stops while the pointer is over the slides or the focus is in them', async () => {
    vi.useFakeTimers();
    const { container } = show();
    await ready();
    const track = container.querySelector('.w-anonsSlider__track') as HTMLElement;

    fireEvent.mouseEnter(track);
    expect(await timeToMove(container, SLIDER_AUTOPLAY * 2)).toBeNull();
    fireEvent.mouseLeave(track);
    expect(await timeToMove(container)).toBeLessThanOrEqual(SLIDER_AUTOPLAY + 1000);
    expect(current(container)).toBe(1);

    const link = within(screen.getAllByRole('group')[1] as HTMLElement).getByRole('link');
    act(() => link.focus());
    expect(await timeToMove(container, SLIDER_AUTOPLAY * 2)).toBeNull();
    act(() => link.blur());
    expect(await timeToMove(container)).toBeLessThanOrEqual(SLIDER_AUTOPLAY + 1000);
    expect(current(container)).toBe(2);
  });

  it('previous and next move by hand', async () => {
    vi.useFakeTimers();
    const { container } = show();
    await ready();
    // Four slides in view at 1024 px; the others are out of the tab order and of the reading.
    const inert = () => screen.getAllByRole('group', { hidden: true }).map((g) => g.hasAttribute('inert'));
    expect(inert()).toEqual([false, false, false, false, true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Кейинги слайд' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(current(container)).toBe(1);
    expect(inert()).toEqual([true, false, false, false, false, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Олдинги слайд' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(current(container)).toBe(0);
    // Before the first comes the last (loop).
    fireEvent.click(screen.getByRole('button', { name: 'Олдинги слайд' }));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(current(container)).toBe(5);
  });

  it('does not start by itself for visitors who prefer reduced motion; play starts it', async () => {
    vi.restoreAllMocks();
    fakeMedia(1024, true);
    vi.useFakeTimers();
    const { container } = show();
    const play = await ready('Давом эттириш');
    expect(await timeToMove(container, SLIDER_AUTOPLAY * 3)).toBeNull();
    fireEvent.click(play);
    expect(await timeToMove(container)).toBeLessThanOrEqual(SLIDER_AUTOPLAY + 1000);
    expect(current(container)).toBe(1);
  });

  it('has nothing to slide when every slide is in view', async () => {
    show({ count: 6 }, SLIDES.slice(0, 3));
    await screen.findAllByRole('group');
    expect(screen.getByRole('button', { name: 'Тўхтатиш' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Кейинги слайд' })).toHaveProperty('disabled', true);
  });

  it('says so when there is no announcement, or the call fails', async () => {
    show({ count: 6 }, []);
    expect(await screen.findByText('Ҳозирча анонслар йўқ')).toBeTruthy();
    renderWithRuntime(<AnonsSlider id="s" params={{ count: 6 }} />, { api: () => undefined, lang: 'en' });
    expect((await screen.findByRole('alert')).textContent).toBe('The data could not be loaded');
  });

  it('speaks the visitor’s language', async () => {
    renderWithRuntime(<AnonsSlider id="s" params={{ count: 6 }} />, {
      lang: 'oz',
      api: () => ({ data: SLIDES, meta: {} }),
    });
    const slides = await screen.findAllByRole('group');
    expect(slides[1]?.textContent).toContain('Anons 2');
    expect(screen.getByRole('region', { name: 'Anonslar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'To‘xtatish' })).toBeTruthy();
  });
});

describe('slider breakpoints (spec §9)', () => {
  it('gives keen-slider 1, 2, 3, 4 slides a view from 0, 640, 800, 960 px, looping', () => {
    const options = sliderOptions(6);
    expect(options.slides).toEqual({ perView: 1, spacing: 0 });
    expect(options.loop).toBe(true);
    expect(options.breakpoints).toEqual({
      '(min-width: 640px)': { slides: { perView: 2, spacing: 0 }, loop: true, disabled: false },
      '(min-width: 800px)': { slides: { perView: 3, spacing: 0 }, loop: true, disabled: false },
      '(min-width: 960px)': { slides: { perView: 4, spacing: 0 }, loop: true, disabled: false },
    });
    expect(sliderOptions(3).breakpoints?.['(min-width: 800px)']).toMatchObject({
      disabled: true,
      loop: false,
    });
  });

  it('lays the slides out in CSS at the same widths before the script runs (no layout shift)', () => {
    const css = readFileSync('src/widgets/anonsSlider/anonsSlider.css', 'utf8');
    const widthAt = (block: string) =>
      Number(/flex:\s*0 0 ([\d.]+)%|flex-basis:\s*([\d.]+)%/.exec(block)?.slice(1).find(Boolean));
    const base = /\.w-anonsSlider__slide \{([^}]*)\}/.exec(css)?.[1] ?? '';
    const found = [{ minWidth: 0, percent: widthAt(base) }];
    for (const m of css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.w-anonsSlider__slide \{([^}]*)\}/g))
      found.push({ minWidth: Number(m[1]), percent: widthAt(m[2] ?? '') });
    expect(found.map((f) => f.minWidth)).toEqual(SLIDER_BREAKPOINTS.map((b) => b.minWidth));
    for (const [i, b] of SLIDER_BREAKPOINTS.entries())
      expect(found[i]?.percent).toBeCloseTo(100 / b.perView, 3);
    expect(SLIDER_AUTOPLAY).toBe(10_000);
  });
});
