import { describe, expect, it } from 'vitest';
import { episodeOf, genreOf, tashkentAt, xmlEscape } from './xmltv';

describe('XMLTV helpers', () => {
  it('escapes what the writer would put in as it is', () => {
    expect(xmlEscape('Tom & Jerry <"live">')).toBe('Tom &amp; Jerry &lt;&quot;live&quot;&gt;');
  });

  it('reads an episode number only where a title states one', () => {
    expect(episodeOf({ en: 'Heritage S02E05' })).toEqual({ onscreen: 'S02E05', xmltvNs: '1 . 4 .' });
    expect(episodeOf({ ru: 'Сериал, 5-серия' })).toEqual({ onscreen: 'E5', xmltvNs: '. 4 .' });
    expect(episodeOf({ oz: 'Kelinlar, 12-qism' })).toEqual({ onscreen: 'E12', xmltvNs: '. 11 .' });
    expect(episodeOf({ en: 'Episode 3' })).toEqual({ onscreen: 'E3', xmltvNs: '. 2 .' });
    expect(episodeOf({ en: 'News at 21:00', ru: 'Новости 24' })).toBeNull();
    expect(episodeOf({ en: 'S00E00' })).toBeNull();
  });

  it('finds the English genre of a category or of its nearest known ancestor', () => {
    const tree = new Map([
      ['derby', { id: 'derby', title: {}, parent: 'football' }],
      ['football', { id: 'football', title: {}, parent: 'sport' }],
      ['loop', { id: 'loop', title: {}, parent: 'loop' }],
    ]);
    expect(genreOf('cinema', tree)).toBe('Movie');
    expect(genreOf('derby', tree)).toBe('Sports');
    expect(genreOf('loop', tree)).toBeNull();
    expect(genreOf(null, tree)).toBeNull();
  });

  it('places a Tashkent wall time in UTC (+05:00)', () => {
    expect(tashkentAt('2026-11-27', 0).toISOString()).toBe('2026-11-26T19:00:00.000Z');
    expect(tashkentAt('2026-11-27', 21 * 60 + 30).toISOString()).toBe('2026-11-27T16:30:00.000Z');
  });
});
