import { describe, expect, it } from 'vitest';
import { ratingPercents } from './rating';

describe('ratingPercents (spec §9: 100 × rating / sum, one decimal)', () => {
  it('gives each item its share, rounded to one decimal', () => {
    expect(ratingPercents({ a: 1, b: 1, c: 1 })).toEqual([
      { id: 'a', rating: 1, percent: 33.3 },
      { id: 'b', rating: 1, percent: 33.3 },
      { id: 'c', rating: 1, percent: 33.3 },
    ]);
    expect(ratingPercents({ a: 2, b: 1 }).map((r) => r.percent)).toEqual([66.7, 33.3]);
  });

  it('rounds halves up (1/8 is 12.5, 1/16 is 6.25 → 6.3) and keeps whole shares whole', () => {
    const shares = ratingPercents({ big: 14, small: 1, tiny: 1 });
    expect(shares.map((r) => r.percent)).toEqual([87.5, 6.3, 6.3]);
    expect(ratingPercents({ one: 5 })).toEqual([{ id: 'one', rating: 5, percent: 100 }]);
    expect(ratingPercents({ a: 1, b: 7 }).map((r) => r.percent)).toEqual([87.5, 12.5]);
  });

  it('answers 0 for every item when the sum is 0, and nothing for an empty map', () => {
    expect(ratingPercents({ a: 0, b: 0 })).toEqual([
      { id: 'a', rating: 0, percent: 0 },
      { id: 'b', rating: 0, percent: 0 },
    ]);
    expect(ratingPercents({})).toEqual([]);
  });

  it('orders highest first and keeps the given order among ties (stable)', () => {
    const shares = ratingPercents({ low: 1, first: 5, high: 9, second: 5 });
    expect(shares.map((r) => r.id)).toEqual(['high', 'first', 'second', 'low']);
  });

  it('counts a negative or non-finite value as 0 rather than spoiling every share', () => {
    const shares = ratingPercents({ a: 3, b: -4, c: Number.NaN, d: 1 });
    expect(shares.map((r) => [r.id, r.percent])).toEqual([
      ['a', 75],
      ['d', 25],
      ['b', 0],
      ['c', 0],
    ]);
  });

  it('stays exact for large counts', () => {
    const shares = ratingPercents({ a: 1_000_001, b: 999_999 });
    expect(shares.map((r) => r.percent)).toEqual([50, 50]);
    expect(ratingPercents({ a: 2_000_000, b: 1 })[1]?.percent).toBe(0);
  });
});
