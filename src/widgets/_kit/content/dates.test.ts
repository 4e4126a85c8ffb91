import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration, tashkentDate, tashkentDateTime, tashkentTime } from './dates';

// The tests run in America/New_York (vitest.config.ts): dates must still read in Tashkent time.
describe('content dates in Tashkent time', () => {
  it('shows the Tashkent date and time of an instant', () => {
    expect(tashkentDate('2026-11-22T20:30:00Z')).toBe('23.11.2026');
    expect(tashkentTime('2026-11-22T20:30:00Z')).toBe('01:30');
    expect(tashkentDateTime('2026-11-23T09:05:00+05:00')).toBe('23.11.2026, 09:05');
    expect(tashkentDateTime('2026-12-31T19:00:00Z')).toBe('01.01.2027, 00:00');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(tashkentDate('soon')).toBe('');
    expect(tashkentTime('')).toBe('');
    expect(tashkentDateTime('2026-13-45')).toBe('');
  });
});

describe('durations', () => {
  it('reads as a clock', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(28 * 60 + 5)).toBe('28:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(-5)).toBe('0:00');
  });

  it('is written in ISO 8601 for machines', () => {
    expect(isoDuration(0)).toBe('PT0S');
    expect(isoDuration(1800)).toBe('PT30M');
    expect(isoDuration(3723)).toBe('PT1H2M3S');
    expect(isoDuration(3600)).toBe('PT1H');
  });
});
