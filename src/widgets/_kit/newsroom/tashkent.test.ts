import { describe, expect, it } from 'vitest';
import { fromTashkentInput, toTashkentInput } from './tashkent';

describe('Tashkent inputs', () => {
  it('shows an instant in Tashkent time and reads it back', () => {
    expect(toTashkentInput('2026-11-27T20:30:00.000Z')).toBe('2026-11-28T01:30');
    expect(fromTashkentInput('2026-11-28T01:30')).toBe('2026-11-27T20:30:00.000Z');
    expect(fromTashkentInput('')).toBeUndefined();
    expect(toTashkentInput(null)).toBe('');
  });
});
