import type { EditEntry } from '@core/schedule-edit';
import { describe, expect, it } from 'vitest';
import { clipDurations, moveEntry, resizeEntry } from './moves';

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
});
