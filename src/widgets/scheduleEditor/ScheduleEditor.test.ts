import type { EditEntry } from '@core/schedule-edit';
import { entryEnds } from '@core/schedule-edit';
import { describe, expect, it } from 'vitest';
import { clipDurations, dayScale, minutes, moveEntry, resizeEntry } from './moves';

const e = (time: string, duration: number | null = null): EditEntry => ({
  time,
  title: { en: time },
  broadcast: null,
  duration,
  is_online: false,
});

describe('the schedule editor’s moves', () => {
  it('moves an entry between its neighbours, never onto them', () => {
    const day = [e('10:00'), e('11:00'), e('12:00')];
    expect(moveEntry(day, 1, 11 * 60 + 5)[1]?.time).toBe('11:05');
    expect(moveEntry(day, 1, 9 * 60)[1]?.time).toBe('10:01');
    expect(moveEntry(day, 1, 13 * 60)[1]?.time).toBe('11:59');
  });

  it('resizes by moving the next start, or the duration when the entry has one', () => {
    const day = [e('10:00'), e('11:00'), e('12:00')];
    expect(resizeEntry(day, 0, 11 * 60 - 5).map((x) => x.time)).toEqual(['10:00', '10:55', '12:00']);
    const timed = [e('10:00', 30), e('11:00')];
    expect(resizeEntry(timed, 0, 10 * 60 + 35)[0]?.duration).toBe(35);
    expect(resizeEntry(timed, 0, 12 * 60)[0]?.duration).toBe(60);
  });

  it('an entry put into another one with a duration splits it', () => {
    expect(clipDurations([e('10:00', 120), e('11:00')])[0]?.duration).toBe(60);
    expect(clipDurations([e('10:00', 30), e('11:00')])[0]?.duration).toBe(30);
  });

  it('the day grid gives every entry at least the least height, and keeps time and place in step', () => {
    // A 5-minute bulletin between a long programme and a gap, then one running to midnight.
    const day = [e('06:00', 55), e('06:55', 5), e('07:00', 10), e('08:00')];
    const ends = entryEnds(day);
    const scale = dayScale(day, ends, 1, 28);
    const heights = day.map((entry, i) => scale.y(ends[i] ?? 0) - scale.y(minutes(entry)));
    expect(heights).toEqual([55, 28, 28, 16 * 60]);
    // Before the first short entry the scale is plain; after, it is pushed down by what they gained.
    expect(scale.y(6 * 60)).toBe(360);
    expect(scale.y(8 * 60)).toBe(480 + (28 - 5) + (28 - 10));
    expect(scale.total).toBe(1440 + 23 + 18);
    // Back from place to time, inside a stretched entry and in the plain part.
    expect(scale.time(scale.y(6 * 60 + 57))).toBeCloseTo(6 * 60 + 57);
    expect(scale.time(scale.y(7 * 60 + 30))).toBeCloseTo(7 * 60 + 30);
    expect(scale.time(-5)).toBe(0);
    expect(scale.time(scale.total + 5)).toBe(24 * 60);
  });

  it('an entry of no length still gets the least height, and an empty day is the plain scale', () => {
    const day = [e('10:00', 0), e('11:00')];
    const scale = dayScale(day, entryEnds(day), 1, 28);
    expect(scale.y(11 * 60) - scale.y(10 * 60)).toBe(60 + 28);
    expect(dayScale([], [], 0.5, 28).total).toBe(720);
  });
});
