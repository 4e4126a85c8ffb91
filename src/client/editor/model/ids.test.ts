import { describe, expect, it } from 'vitest';
import { createIdFactory, freshId, ID_PATTERN, idsOf, isValidId, randomIds, sequentialIds } from './ids';
import { samplePage } from './testing';

describe('ids', () => {
  it('random ids are short, readable and valid', () => {
    const id = randomIds('anonsList', new Set());
    expect(id).toMatch(/^anonsList-[a-z0-9]{6}$/);
    expect(isValidId(id)).toBe(true);
    const many = new Set(Array.from({ length: 2000 }, () => randomIds('text', new Set())));
    expect(many.size).toBe(2000);
  });

  it('never returns a taken id, even when the random source repeats itself', () => {
    const constant = createIdFactory({ random: () => 0 });
    const taken = new Set<string>();
    for (let i = 0; i < 50; i++) {
      const id = constant('text', taken);
      expect(taken.has(id)).toBe(false);
      expect(id).toMatch(ID_PATTERN);
      taken.add(id);
    }
  });

  it('a random source stuck on one value fails loudly instead of looping', () => {
    const stuck = createIdFactory({ random: () => 0, length: 20 });
    const taken = new Set<string>();
    // Every length from 20 up gives one id; after they are all taken the factory gives up.
    expect(() => {
      for (let i = 0; i < 500; i++) taken.add(stuck('x'.repeat(40), taken));
    }).toThrow(/no free id/);
    expect(taken.size).toBeGreaterThan(1);
    for (const id of taken) expect(isValidId(id), id).toBe(true);
  });

  it('keeps ids within 64 characters and the allowed alphabet whatever the hint', () => {
    const id = randomIds('a'.repeat(100), new Set());
    expect(id.length).toBeLessThanOrEqual(64);
    expect(isValidId(id)).toBe(true);
    expect(randomIds('ü ß!', new Set())).toMatch(/^w-[a-z0-9]{6}$/);
  });

  it('sequential ids skip taken ones', () => {
    const next = sequentialIds();
    expect(next('title', new Set(['title-1', 'title-2']))).toBe('title-3');
    expect(next('text', new Set())).toBe('text-4');
  });

  it('freshId avoids the ids of the layout', () => {
    const page = samplePage();
    expect(idsOf(page)).toEqual(new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g']));
    const constant = () => 'a';
    expect(freshId(page, 'title', (hint, taken) => (taken.has('a') ? `${hint}-x` : constant()))).toBe(
      'title-x',
    );
    expect(isValidId('a b')).toBe(false);
    expect(isValidId('x'.repeat(65))).toBe(false);
  });
});
