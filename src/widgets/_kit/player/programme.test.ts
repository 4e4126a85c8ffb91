import { timeline } from '@core/onair';
import type { ScheduleItem } from '@core/schemas/entities';
import { describe, expect, it } from 'vitest';
import { liveClosesAt, programmeAt, programmeOnAir, tashkentMidnight } from './programme';

const item = (time: string, en: string, online: boolean): ScheduleItem => ({
  time,
  title: { uz: en, ru: en, en, oz: en },
  broadcast: null,
  duration: null,
  is_online: online,
});
const DAY = [
  item('00:00', 'Night', true),
  item('12:00', 'News', true),
  item('13:00', 'Talk', true),
  item('14:00', 'Sport', false),
  { ...item('20:00', 'Film', true), rating: '16+' as const },
];
const at = (time: string) => new Date(`2026-11-23T${time}+05:00`);

describe('live streams opened from the schedule (spec §4)', () => {
  it('Tashkent midnight is 19:00 UTC the day before', () => {
    expect(new Date(tashkentMidnight('2026-11-23')).toISOString()).toBe('2026-11-22T19:00:00.000Z');
  });

  it('close at the next entry that is not online, skipping online ones', () => {
    const line = timeline(DAY);
    expect(liveClosesAt(line, 1, '2026-11-23')).toBe(at('14:00:00').getTime());
    expect(liveClosesAt(line, 2, '2026-11-23')).toBe(at('14:00:00').getTime());
  });

  it('close at 24:00 when no later entry is off line', () => {
    const line = timeline(DAY);
    expect(liveClosesAt(line, 4, '2026-11-23')).toBe(new Date('2026-11-23T19:00:00.000Z').getTime());
  });

  it('name the programme on air at a (rewound) position', () => {
    const schedule = { channel: 'x', date: '2026-11-23', items: DAY };
    expect(programmeAt(schedule, at('13:59:59'), 'en')).toBe('Talk');
    expect(programmeAt(schedule, at('14:00:00'), 'en')).toBe('Sport');
    // Another day's schedule says nothing about this position.
    expect(programmeAt(schedule, new Date('2026-11-24T12:00:00+05:00'), 'en')).toBeNull();
  });

  it('give the age rating of the programme on air (none when the entry has none)', () => {
    const schedule = { channel: 'x', date: '2026-11-23', items: DAY };
    expect(programmeOnAir(schedule, at('21:00:00'), 'en')).toEqual({ title: 'Film', rating: '16+' });
    expect(programmeOnAir(schedule, at('19:59:00'), 'en')).toEqual({ title: 'Sport', rating: null });
  });
});
