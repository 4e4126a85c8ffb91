import type { Schedule } from '@core/schemas/entities';
import { act, fireEvent, screen } from '@testing-library/react';
import type HlsType from 'hls.js';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../../tests/helpers/axe';
import { testI18n } from '../../../../tests/helpers/i18n';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import LiveTimeline from './LiveTimeline';

/** 2026-11-23 00:00 in Tashkent. */
const MIDNIGHT = Date.parse('2026-11-22T19:00:00.000Z');
const at = (hh: number, mm: number, ss = 0) => MIDNIGHT + ((hh * 60 + mm) * 60 + ss) * 1000;
const SEG = 6.4;

const schedule: Schedule = {
  channel: 'uzbekistan',
  date: '2026-11-23',
  items: [
    ['06:00', 'Тонг'],
    ['11:30', 'Ахборот'],
    ['12:10', 'Фильм'],
  ].map(([time, title]) => ({
    time: time as string,
    title: { uz: title as string, oz: 'x', ru: 'x', en: 'x' },
    broadcast: null,
    duration: null,
    is_online: true,
  })),
};

/**
 * hls.js as the timeline reads it: the level's fragments (dated, from `from`, `count` of 6.4 s,
 * the first at media position 500) and the date of the playing position.
 */
function fakeHls(from: number, count: number, playing: number) {
  const fragments = Array.from({ length: count }, (_, i) => ({
    start: 500 + i * SEG,
    duration: SEG,
    programDateTime: from + i * SEG * 1000,
  }));
  return { latestLevelDetails: { fragments }, playingDate: new Date(playing) } as unknown as HlsType;
}

function mount(hls: HlsType) {
  const media = document.createElement('video');
  const view = renderWithRuntime(<LiveTimeline hls={hls} media={media} channel="uzbekistan" lang="uz" />, {
    cached: [['efir/schedule/uzbekistan/2026-11-23.json', {}, { data: schedule, meta: {} }]],
  });
  return { ...view, media };
}

const i18n = testI18n('uz');
const uz = (ns: string, key: string, vars: Record<string, string> = {}) => i18n.t(key, { ns, ...vars });
const fromStartName = (title: string, time: string) => uz('kit.timeline', 'fromStart.named', { title, time });

describe('LiveTimeline', () => {
  it('a 3-hour window: the wall-clock bounds, the marks of the programmes starting inside it, and "from the start"', async () => {
    const { container, media } = mount(fakeHls(at(10, 48), 1800, at(13, 59, 30)));
    expect(container.querySelector('.p-timeline__edge--from')?.textContent).toBe('10:48');
    expect(container.querySelector('.p-timeline__edge--to')?.textContent).toBe('14:00');
    expect(container.querySelector('time')?.getAttribute('datetime')).toBe(
      new Date(at(13, 59, 30)).toISOString(),
    );
    expect(container.querySelector('time')?.textContent).toBe('13:59');
    const toolbar = screen.getByRole('toolbar', { name: uz('kit.timeline', 'timeline.label') });
    const marks = Array.from(toolbar.querySelectorAll('button'));
    expect(marks.map((b) => b.getAttribute('aria-label'))).toEqual(['11:30 Ахборот', '12:10 Фильм']);
    expect(marks.map((b) => b.getAttribute('title'))).toEqual(['11:30 Ахборот', '12:10 Фильм']);
    // One tab stop; the arrows move between the marks.
    expect(marks.map((b) => b.tabIndex)).toEqual([0, -1]);
    act(() => marks[0]?.focus());
    fireEvent.keyDown(marks[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(marks[1]);
    expect(marks.map((b) => b.tabIndex)).toEqual([-1, 0]);
    fireEvent.keyDown(marks[1] as HTMLElement, { key: 'Home' });
    expect(document.activeElement).toBe(marks[0]);

    // "From the start" plays the film from 12:10: 82 minutes into the window.
    const button = screen.getByRole('button', { name: fromStartName('Фильм', '12:10') });
    expect(button.textContent).toBe(uz('kit.timeline', 'fromStart.label'));
    fireEvent.click(button);
    expect(media.currentTime).toBeCloseTo(500 + 82 * 60, 6);
    // A mark plays its programme from its start.
    fireEvent.click(marks[0] as HTMLElement);
    expect(media.currentTime).toBeCloseTo(500 + 42 * 60, 6);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('the old 32-minute window: the film began before it, so "from the start" is not offered', () => {
    const { container } = mount(fakeHls(at(13, 28), 300, at(13, 59, 30)));
    expect(container.querySelector('.p-timeline__edge--from')?.textContent).toBe('13:28');
    expect(screen.queryByRole('button', { name: fromStartName('Фильм', '12:10') })).toBeNull();
    expect(container.querySelector('.p-timeline__from-start')).toBeNull();
    // No programme starts inside it: no marks.
    expect(screen.queryByRole('toolbar')).toBeNull();
  });

  it('a stream without dates (a real origin without EXT-X-PROGRAM-DATE-TIME) shows no timeline', () => {
    const hls = {
      latestLevelDetails: { fragments: [{ start: 0, duration: SEG, programDateTime: null }] },
      playingDate: null,
    } as unknown as HlsType;
    const { container } = mount(hls);
    expect(container.querySelector('.p-timeline')).toBeNull();
  });
});
