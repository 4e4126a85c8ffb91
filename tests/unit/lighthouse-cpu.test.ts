import { describe, expect, it } from 'vitest';
import { calibratedMultiplier } from '../bench/lighthouse-cpu';

describe('calibratedMultiplier (the Lighthouse calculator the bench scores each run again with)', () => {
  it("gives the calculator's slowdown at its anchor points", () => {
    const at = (index: number) => Number(calibratedMultiplier(index)?.toFixed(2));
    expect(at(150)).toBe(1);
    expect(at(800)).toBe(2);
    expect(at(1300)).toBe(3);
    expect(at(1533)).toBe(4);
    expect(at(1766)).toBe(5);
    expect(at(2000)).toBe(6);
  });

  it('grows with the machine, without a step between the pieces', () => {
    let last = calibratedMultiplier(150) ?? 0;
    for (let index = 160; index <= 4000; index += 10) {
      const m = calibratedMultiplier(index) ?? 0;
      expect(m).toBeGreaterThan(last);
      expect(m - last).toBeLessThan(0.05);
      last = m;
    }
  });

  it('has no slowdown for a machine too slow to emulate the phone, or for no measure', () => {
    expect(calibratedMultiplier(149)).toBeNull();
    expect(calibratedMultiplier(Number.NaN)).toBeNull();
  });
});
