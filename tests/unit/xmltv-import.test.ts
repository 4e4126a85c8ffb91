import type { ScheduleItem } from '@core/schemas/entities';
import { describe, expect, it } from 'vitest';
import { xmltvDocument } from '../../src/server/feeds/xmltv';
import {
  diffDay,
  listingDays,
  parseListing,
  titleOf,
  xmltvTime,
} from '../../src/server/newsroom/xmltv-import';

const e = (time: string, duration: number | null, title = time): ScheduleItem => ({
  time,
  title: { uz: title, en: title },
  broadcast: null,
  duration,
  is_online: false,
});

function roundTrip(items: ScheduleItem[], date = '2026-11-29') {
  const xml = xmltvDocument({
    publicUrl: 'https://efir.test',
    channels: [{ id: 'one', type: 'tv', title: { en: 'One' }, photo: null }],
    broadcasts: new Map(),
    categories: new Map(),
    days: [{ channel: 'one', date, items }],
    now: new Date(),
  });
  const days = listingDays(parseListing(xml), { one: 'one' }, () => false);
  return diffDay('one', date, items, days.get(`one ${date}`) ?? []);
}

describe('XMLTV import', () => {
  it('keeps an entry inheriting its broadcast’s rating after a round trip; its own differing rating stays', () => {
    const date = '2026-11-29';
    const show = {
      id: 'show',
      title: { en: 'Show' },
      description: {},
      category: null,
      picture: null,
      rating: '12+',
    };
    const items: ScheduleItem[] = [
      { ...e('10:00', 60, 'Show'), broadcast: 'show' },
      { ...e('11:00', 60, 'Show late'), broadcast: 'show', rating: '16+' },
    ];
    const xml = xmltvDocument({
      publicUrl: 'https://efir.test',
      channels: [{ id: 'one', type: 'tv', title: { en: 'One' }, photo: null }],
      broadcasts: new Map([['show', show]]),
      categories: new Map(),
      days: [{ channel: 'one', date, items }],
      now: new Date(),
    });
    // The export writes the broadcast's rating on the first entry, its own on the second.
    expect(xml.match(/<value>12\+<\/value>/g)).toHaveLength(1);
    expect(xml.match(/<value>16\+<\/value>/g)).toHaveLength(1);
    const read = listingDays(
      parseListing(xml),
      { one: 'one' },
      (id) => id === 'show',
      (id) => (id === 'show' ? '12+' : null),
    ).get(`one ${date}`);
    expect(read?.map((entry) => entry.rating ?? null)).toEqual([null, '16+']);
    expect(diffDay('one', date, items, read ?? []).changed).toEqual([]);
  });

  it('reads XMLTV times with and without offsets', () => {
    expect(xmltvTime('20261129050000 +0500')).toBe(Date.parse('2026-11-29T00:00:00Z'));
    expect(xmltvTime('202611290000')).toBe(Date.parse('2026-11-29T00:00:00Z'));
    expect(xmltvTime('20261129000000 -0130')).toBe(Date.parse('2026-11-29T01:30:00Z'));
    expect(xmltvTime('nope')).toBeNull();
  });

  it('maps lang attributes to our languages; untagged titles fill the empty ones', () => {
    expect(
      titleOf([
        { lang: 'uz-Latn', value: 'A' },
        { lang: 'uz-Cyrl', value: 'Б' },
      ]),
    ).toEqual({ oz: 'A', uz: 'Б' });
    expect(
      titleOf([
        { lang: 'ru', value: 'Р' },
        { lang: null, value: 'X' },
      ]),
    ).toEqual({
      ru: 'Р',
      uz: 'X',
      oz: 'X',
      en: 'X',
    });
  });

  it('a day exported and read back is the same day, with or without durations', () => {
    for (const items of [
      [e('00:00', 355), e('05:55', null), e('06:00', 120), e('08:00', 30), e('09:00', null)],
      [e('00:00', null), e('12:00', 60), e('23:00', 60)],
    ]) {
      const diff = roundTrip(items);
      expect(diff.added).toEqual([]);
      expect(diff.changed).toEqual([]);
      expect(diff.removed).toEqual([]);
    }
  });
});
