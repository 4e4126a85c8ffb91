import { describe, expect, it } from 'vitest';
import {
  type ChannelDay,
  currentIndex,
  entriesCovering,
  mainChannel,
  onAir,
  onAirAtMinute,
  onAirSpan,
  type ScheduleEntry,
  scheduleWindow,
  timeline,
  windowEntries,
} from './onair';

const at = (hh: number, mm = 0, ss = 0) => hh * 3600 + mm * 60 + ss;
const entry = (time: string, title = time): ScheduleEntry => ({
  time,
  title,
  broadcast: null,
  is_online: false,
});

// Deliberately not in time order.
const DAY: ScheduleEntry[] = [
  entry('12:00', 'Noon news'),
  entry('06:00', 'Morning show'),
  entry('22:30', 'Late film'),
  entry('09:15', 'Cartoons'),
  entry('18:00', 'Evening news'),
  entry('15:00', 'Sport'),
];

describe('timeline', () => {
  it('sorts by time and gives each entry the next one as its finish', () => {
    const line = timeline(DAY);
    expect(line.map((t) => t.entry.time)).toEqual(['06:00', '09:15', '12:00', '15:00', '18:00', '22:30']);
    expect(line.map((t) => t.index)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(line[0]).toMatchObject({ start: 360, finish: 555 });
  });

  it('ends the last entry at 24:00', () => {
    const line = timeline(DAY);
    expect(line.at(-1)).toMatchObject({ start: 22 * 60 + 30, finish: 1440 });
  });

  it('is empty for an empty day', () => {
    expect(timeline([])).toEqual([]);
  });
});

describe('currentIndex', () => {
  const line = timeline(DAY);

  it('makes an entry current at its exact start minute', () => {
    expect(currentIndex(line, 9 * 60 + 15)).toBe(1);
    expect(currentIndex(line, 9 * 60 + 14)).toBe(0);
  });

  it('keeps the last entry current up to midnight', () => {
    expect(currentIndex(line, 22 * 60 + 30)).toBe(5);
    expect(currentIndex(line, 1439)).toBe(5);
  });

  it('is -1 before the first entry has started', () => {
    expect(currentIndex(line, 0)).toBe(-1);
    expect(currentIndex(line, 359)).toBe(-1);
    expect(currentIndex(timeline([]), 600)).toBe(-1);
  });
});

describe('scheduleWindow', () => {
  const line = timeline(DAY);
  const times = (w: { entry: ScheduleEntry }[]) => w.map((t) => t.entry.time);

  it('starts one entry before the current one', () => {
    expect(times(scheduleWindow(line, 2, 4))).toEqual(['09:15', '12:00', '15:00', '18:00']);
  });

  it('opens at the start of the day when the first entry is current or none has started', () => {
    expect(times(scheduleWindow(line, 0, 4))).toEqual(['06:00', '09:15', '12:00', '15:00']);
    expect(times(scheduleWindow(line, -1, 4))).toEqual(['06:00', '09:15', '12:00', '15:00']);
  });

  it('moves back at the end of the day so the window stays full', () => {
    expect(times(scheduleWindow(line, 5, 4))).toEqual(['12:00', '15:00', '18:00', '22:30']);
    expect(times(scheduleWindow(line, 4, 5))).toEqual(['09:15', '12:00', '15:00', '18:00', '22:30']);
  });

  it('returns the whole day when it is not longer than the window', () => {
    expect(scheduleWindow(line, 3, 6)).toHaveLength(6);
    expect(scheduleWindow(line, 3, 10)).toHaveLength(6);
  });
});

describe('onAir', () => {
  const days: ChannelDay[] = [
    { channel: 'yoshlar', type: 'tv', items: DAY },
    {
      channel: 'toshkent',
      type: 'radio',
      items: [
        entry('10:00', 'Music'),
        { ...entry('07:00', 'Radio news'), broadcast: 'news', is_online: true },
      ],
    },
  ];

  it('gives each channel its current item with finish, durations and percent', () => {
    const [tv, radio] = onAir(days, at(7, 30));
    expect(tv).toMatchObject({
      channel: 'yoshlar',
      type: 'tv',
      time: '06:00',
      time_finish: '09:15',
      time_duration: 195 * 60,
      time_duration_now: 90 * 60,
      time_proc: 46.2,
      broadcast: null,
    });
    expect(tv?.entry.title).toBe('Morning show');
    expect(radio).toMatchObject({
      channel: 'toshkent',
      type: 'radio',
      time: '07:00',
      time_finish: '10:00',
      time_duration: 10_800,
      time_duration_now: 1_800,
      time_proc: 16.7,
      broadcast: 'news',
    });
  });

  it('counts seconds within the minute', () => {
    const [, radio] = onAir(days, at(8, 30, 0));
    expect(radio?.time_proc).toBe(50);
    const [, later] = onAir(days, at(8, 30, 54));
    expect(later?.time_duration_now).toBe(5_454);
    expect(later?.time_proc).toBe(50.5);
  });

  it('is at 0 percent on the exact start minute', () => {
    const [tv] = onAir(days, at(9, 15));
    expect(tv).toMatchObject({ time: '09:15', time_duration_now: 0, time_proc: 0 });
  });

  it('runs the last item to 24:00', () => {
    const [tv, radio] = onAir(days, at(23, 59, 59));
    expect(tv).toMatchObject({ time: '22:30', time_finish: '24:00', time_duration: 90 * 60 });
    expect(tv?.time_proc).toBe(100);
    expect(radio).toMatchObject({ time: '10:00', time_finish: '24:00', time_duration: 14 * 3600 });
  });

  it('leaves out channels with nothing started yet', () => {
    const result = onAir(days, at(6, 30));
    expect(result.map((r) => r.channel)).toEqual(['yoshlar']);
    expect(onAir(days, at(5, 59, 59))).toEqual([]);
  });

  it('keeps the order of the channels given', () => {
    const reversed = [...days].reverse();
    expect(onAir(reversed, at(12)).map((r) => r.channel)).toEqual(['toshkent', 'yoshlar']);
  });
});

describe('entriesCovering', () => {
  const times = (from: number, to: number) => entriesCovering(DAY, from, to).map((e) => e.time);

  it('keeps the entry on air at the start, those starting before the end, and the one that ends them', () => {
    expect(times(at(13) / 60, at(15) / 60)).toEqual(['12:00', '15:00']);
    expect(times(at(13) / 60, at(16) / 60)).toEqual(['12:00', '15:00', '18:00']);
    expect(times(at(9, 15) / 60, at(12) / 60)).toEqual(['09:15', '12:00']);
  });

  it('starts at the first entry before any, and runs to the last at the end of the day', () => {
    expect(times(at(4) / 60, at(7) / 60)).toEqual(['06:00', '09:15']);
    expect(times(at(22) / 60, 1440)).toEqual(['18:00', '22:30']);
    expect(entriesCovering([], 0, 1440)).toEqual([]);
  });

  it('answers what onAir needs at every minute of the span, as the whole day does', () => {
    for (let minute = 0; minute < 1440; minute += 7) {
      const span = onAirSpan(minute * 60);
      const from = Number(span.from.slice(0, 2)) * 60;
      const to = span.to ? Number(span.to.slice(0, 2)) * 60 : 1440;
      const days = [{ channel: 'c', type: 'tv' as const, items: entriesCovering(DAY, from, to) }];
      const whole = [{ channel: 'c', type: 'tv' as const, items: DAY }];
      for (const now of [minute * 60, (to - 1) * 60 + 59])
        expect(onAir(days, Math.min(now, 86_399))).toEqual(onAir(whole, Math.min(now, 86_399)));
    }
  });
});

describe('onAirSpan', () => {
  it('is the hour of the time and the two hours after it, to the end of the day at most', () => {
    expect(onAirSpan(at(12, 45, 30))).toEqual({ from: '12:00', to: '14:00' });
    expect(onAirSpan(at(0))).toEqual({ from: '00:00', to: '02:00' });
    expect(onAirSpan(at(21, 59))).toEqual({ from: '21:00', to: '23:00' });
    expect(onAirSpan(at(22, 10))).toEqual({ from: '22:00' });
    expect(onAirSpan(at(23, 59, 59))).toEqual({ from: '23:00' });
  });
});

describe('windowEntries', () => {
  const day: ScheduleEntry[] = [
    '00:00',
    '06:00',
    '08:00',
    '09:35',
    '10:40',
    '12:10',
    '14:00',
    '18:30',
    '23:00',
  ].map((time, i) => ({ time, title: time, broadcast: null, is_online: i % 3 !== 2 }));
  const shown = (items: readonly ScheduleEntry[], now: number | null, size: number) => {
    const line = timeline(items);
    const current = now === null ? -1 : currentIndex(line, now);
    return scheduleWindow(line, current, size).map((t) => ({
      time: t.entry.time,
      finish: t.finish,
      current: t.index === current,
    }));
  };

  it('keeps what the window shows, at every minute of the day and on another day', () => {
    for (const size of [1, 4, 5]) {
      for (let now = 0; now < 24 * 60; now += 7) {
        const part = windowEntries(day, now, size);
        expect(shown(part, now, size)).toEqual(shown(day, now, size));
        expect(part.length).toBeLessThanOrEqual(day.length);
      }
      expect(shown(windowEntries(day, null, size), null, size)).toEqual(shown(day, null, size));
    }
  });

  it('keeps the first entry not online after the current one (where its live stream closes)', () => {
    const part = windowEntries(day, 6 * 60 + 30, 1);
    expect(part.map((e) => e.time)).toEqual(['00:00', '06:00', '08:00']);
    const later = windowEntries(day, 9 * 60 + 40, 1);
    expect(later.map((e) => e.time)).toEqual(['08:00', '09:35', '12:10']);
    const closes = (items: readonly ScheduleEntry[], now: number) => {
      const line = timeline(items);
      const current = currentIndex(line, now);
      return line.find((t) => t.index > current && t.entry.is_online === false)?.start ?? 24 * 60;
    };
    for (let now = 0; now < 24 * 60; now += 7)
      for (const size of [1, 4]) expect(closes(windowEntries(day, now, size), now)).toBe(closes(day, now));
  });

  it('cuts a long day to a few entries', () => {
    expect(windowEntries(day, 12 * 60 + 30, 4).map((e) => e.time)).toEqual([
      '10:40',
      '12:10',
      '14:00',
      '18:30',
      '23:00',
    ]);
  });
});

describe('mainChannel', () => {
  const channels = [
    { channel: 'navo', type: 'radio' },
    { channel: 'uzbekistan', type: 'tv' },
    { channel: 'yoshlar', type: 'tv' },
  ];

  it('is the one named, else the first TV channel of the order, else the first', () => {
    expect(mainChannel(channels)?.channel).toBe('uzbekistan');
    expect(mainChannel(channels, 'yoshlar')?.channel).toBe('yoshlar');
    expect(mainChannel(channels, 'gone')?.channel).toBe('uzbekistan');
    expect(mainChannel([{ channel: 'navo', type: 'radio' }])?.channel).toBe('navo');
    expect(mainChannel([])).toBeUndefined();
  });
});

describe('onAirAtMinute', () => {
  const pictured = (time: string, broadcast: string) => ({
    ...entry(time, broadcast),
    broadcast,
    is_online: true,
    picture: `/uploads/${broadcast}.svg`,
  });
  const answer = {
    meta: { total: 3, date: '2026-11-27' },
    data: [
      {
        channel: 'navo',
        type: 'radio',
        title: { uz: 'Наво' },
        photo: '/uploads/navo.svg',
        color: null,
        items: [pictured('12:00', 'kuy'), pictured('14:00', 'suhbat')],
      },
      {
        channel: 'uzbekistan',
        type: 'tv',
        title: { uz: 'Ўзбекистон' },
        photo: null,
        color: '#0b3d91',
        items: [pictured('11:00', 'ertalab'), pictured('12:30', 'axborot'), pictured('13:30', 'sport')],
      },
      {
        channel: 'yoshlar',
        type: 'tv',
        title: { uz: 'Ёшлар' },
        photo: null,
        color: null,
        items: [pictured('12:00', 'film'), pictured('14:00', 'kino')],
      },
    ],
  };

  it("keeps each channel's entry on air and the next one's time and title, one picture: the main channel's", () => {
    const cut = onAirAtMinute(at(12, 45) / 60)(answer) as typeof answer;
    expect(cut.meta).toEqual(answer.meta);
    const [navo, uzbekistan, yoshlar] = cut.data;
    expect(navo?.photo).toBe('/uploads/navo.svg');
    // No logo: no `photo: null` (the monogram is drawn the same without it).
    expect(uzbekistan && 'photo' in uzbekistan).toBe(false);
    expect(uzbekistan?.items).toEqual([pictured('12:30', 'axborot'), { time: '13:30', title: 'sport' }]);
    expect(yoshlar?.items).toEqual([
      { time: '12:00', title: 'film', broadcast: 'film', is_online: true },
      { time: '14:00', title: 'kino' },
    ]);
    expect(navo?.items[0]).not.toHaveProperty('picture');
  });

  it('keeps the named channel’s picture instead', () => {
    const cut = onAirAtMinute(at(12, 45) / 60, 'yoshlar')(answer) as typeof answer;
    expect(cut.data[2]?.items[0]).toHaveProperty('picture', '/uploads/film.svg');
    expect(cut.data[1]?.items[0]).not.toHaveProperty('picture');
  });

  it('draws the same on-air items as the whole answer at that minute', () => {
    for (let minute = 0; minute < 1440; minute += 11) {
      const cut = onAirAtMinute(minute)(answer) as typeof answer;
      const items = (a: typeof answer) =>
        onAir(a.data as unknown as ChannelDay[], minute * 60).map((i) => ({
          channel: i.channel,
          time: i.time,
          finish: i.time_finish,
          title: i.entry.title,
          next: i.next && { time: i.next.time, title: i.next.title },
        }));
      expect(items(cut)).toEqual(items(answer));
    }
  });
});
