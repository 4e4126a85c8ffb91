import type { Schedule } from '@core/schemas/entities';
import { describe, expect, it } from 'vitest';
import {
  clockTime,
  type DatedSpan,
  dateAt,
  datedSpans,
  fromStartTarget,
  positionAt,
  programmeOnAirAt,
  scheduleStarts,
  startsWithin,
  windowDates,
  windowDays,
} from './from-start';

const SEG = 6.4;
/** 2026-11-23 00:00 in Tashkent. */
const MIDNIGHT = Date.parse('2026-11-22T19:00:00.000Z');
const at = (hh: number, mm: number, ss = 0) => MIDNIGHT + ((hh * 60 + mm) * 60 + ss) * 1000;

/**
 * A window as hls.js holds it: `count` 6.4 s fragments dated from `from`, the first at media
 * position `base`; a discontinuity may move the dates on (a clock that jumps) while the media
 * timeline stays continuous.
 */
function frags(from: number, count: number, base = 1000, jump?: { after: number; ms: number }) {
  return Array.from({ length: count }, (_, i) => ({
    start: base + i * SEG,
    duration: SEG,
    programDateTime: from + i * SEG * 1000 + (jump && i > jump.after ? jump.ms : 0),
  }));
}

const item = (time: string, title: string) => ({
  time,
  title: { uz: title, oz: title, ru: title, en: `${title} (en)` },
  broadcast: null,
  duration: null,
  is_online: true,
});

const day = (date: string, items: [string, string][]): Schedule => ({
  channel: 'uzbekistan',
  date,
  items: items.map(([time, title]) => item(time, title)),
});

describe('wall clock ↔ media position', () => {
  // 3 h 12 min ending at 14:00:00: from 10:48:00.
  const spans = datedSpans(frags(at(10, 48), 1800));

  it('maps a date inside the window to its media position and back, to the millisecond', () => {
    const position = positionAt(spans, at(12, 0));
    // 72 minutes after the window's first moment, which is at media position 1000.
    expect(position).toBeCloseTo(1000 + 72 * 60, 6);
    expect(dateAt(spans, position as number)).toBe(at(12, 0));
    // Inside a segment, not only at its start.
    const odd = at(13, 17, 3) + 250;
    expect(dateAt(spans, positionAt(spans, odd) as number)).toBeCloseTo(odd, 3);
  });

  it('the window starts at its first dated segment and ends at the live edge', () => {
    expect(windowDates(spans)).toEqual({ from: at(10, 48), to: at(14, 0) });
    expect(positionAt(spans, at(10, 48))).toBe(1000);
    expect(positionAt(spans, at(10, 47, 59))).toBeNull();
    expect(positionAt(spans, at(14, 0))).toBeCloseTo(1000 + 1800 * SEG, 6);
    expect(positionAt(spans, at(14, 0, 1))).toBeNull();
    expect(dateAt(spans, 999)).toBeNull();
    expect(dateAt(spans, 1000 + 1800 * SEG + 1)).toBeNull();
    expect(windowDates([])).toBeNull();
  });

  it('across a discontinuity each run keeps its own dates; a gap in the dates maps to nothing', () => {
    // The clock jumps 60 s after the 100th segment (a real origin's gap); media stays continuous.
    const jumpy = datedSpans(frags(at(10, 0), 200, 0, { after: 99, ms: 60_000 }));
    expect(positionAt(jumpy, at(10, 0) + 100 * SEG * 1000 - 1)).toBeCloseTo(100 * SEG - 0.001, 6);
    expect(positionAt(jumpy, at(10, 0) + 100 * SEG * 1000 + 30_000)).toBeNull();
    expect(positionAt(jumpy, at(10, 0) + 100 * SEG * 1000 + 60_000)).toBeCloseTo(100 * SEG, 6);
  });

  it('leaves out undated fragments (a stream without EXT-X-PROGRAM-DATE-TIME has no wall clock)', () => {
    expect(datedSpans([{ start: 0, duration: SEG, programDateTime: null }])).toEqual([]);
  });
});

describe('programme starts from the schedule', () => {
  const today = day('2026-11-23', [
    ['06:00', 'Тонг'],
    ['11:30', 'Ахборот'],
    ['12:10', 'Фильм'],
    ['14:20', 'Спорт'],
  ]);
  const yesterday = day('2026-11-22', [['23:00', 'Кечки фильм']]);

  it('dates each entry on its Tashkent day, in time order, titled in the language', () => {
    const starts = scheduleStarts([today, yesterday], 'en');
    expect(starts.map((s) => s.time)).toEqual(['23:00', '06:00', '11:30', '12:10', '14:20']);
    expect(starts[0]?.at).toBe(at(-1, 0));
    expect(starts[2]).toEqual({ at: at(11, 30), time: '11:30', title: 'Ахборот (en)' });
  });

  it('marks only the starts inside the window', () => {
    const starts = scheduleStarts([today], 'uz');
    expect(startsWithin(starts, at(10, 48), at(14, 0)).map((s) => s.time)).toEqual(['11:30', '12:10']);
  });

  it('finds the programme on air at a moment, also one that began the day before', () => {
    const starts = scheduleStarts([yesterday, today], 'uz');
    expect(programmeOnAirAt(starts, at(12, 9, 59))?.title).toBe('Ахборот');
    expect(programmeOnAirAt(starts, at(12, 10))?.title).toBe('Фильм');
    expect(programmeOnAirAt(starts, at(1, 0))?.title).toBe('Кечки фильм');
    expect(programmeOnAirAt(scheduleStarts([today], 'uz'), at(1, 0))).toBeNull();
  });
});

describe('"from the start": offered only when the programme began inside the window', () => {
  const today = day('2026-11-23', [
    ['06:00', 'Тонг'],
    ['11:30', 'Ахборот'],
    ['12:10', 'Фильм'],
  ]);
  const starts = scheduleStarts([today], 'uz');

  it('inside: the position where the programme on air at the playing date began', () => {
    const spans = datedSpans(frags(at(10, 48), 1800));
    const target = fromStartTarget(spans, starts, at(13, 59, 40));
    expect(target?.programme.title).toBe('Фильм');
    expect(dateAt(spans, target?.position as number)).toBe(at(12, 10));
    // Rewound into the news: its start.
    expect(fromStartTarget(spans, starts, at(11, 45))?.programme.time).toBe('11:30');
  });

  it('outside: a programme that began before the window is not offered', () => {
    // The old 32-minute window, 13:28 to 14:00: the film began at 12:10.
    const short = datedSpans(frags(at(13, 28), 300));
    expect(fromStartTarget(short, starts, at(13, 59))).toBeNull();
    // The morning show began at 06:00, long before a 3-hour window.
    const spans = datedSpans(frags(at(10, 48), 1800));
    expect(fromStartTarget(spans, starts, at(11, 0))).toBeNull();
    // No schedule, or no dates: nothing to offer.
    expect(fromStartTarget(spans, [], at(13, 0))).toBeNull();
    expect(fromStartTarget([], starts, at(13, 0))).toBeNull();
  });

  it('across Tashkent midnight: the window covers two days, a programme begun yesterday counts', () => {
    const spans: DatedSpan[] = datedSpans(frags(at(-2, -12), 1800)); // 21:48 yesterday to 01:00
    const { from, to } = windowDates(spans) as { from: number; to: number };
    expect(windowDays(from, to)).toEqual(['2026-11-22', '2026-11-23']);
    expect(windowDays(at(10, 0), at(13, 0))).toEqual(['2026-11-23']);
    const both = scheduleStarts(
      [day('2026-11-22', [['23:00', 'Кечки фильм']]), day('2026-11-23', [['06:00', 'Тонг']])],
      'uz',
    );
    const target = fromStartTarget(spans, both, at(0, 50));
    expect(target?.programme.title).toBe('Кечки фильм');
    expect(dateAt(spans, target?.position as number)).toBe(at(-1, 0));
    expect(clockTime(at(-1, 0))).toBe('23:00');
  });
});
