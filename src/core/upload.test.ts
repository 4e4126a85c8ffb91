import { describe, expect, it } from 'vitest';
import { acceptList, acceptsType, checkPicked, readTurns, turnBy, writeTurns } from './upload';

describe('upload rules shared by the browser and the server', () => {
  it('turns in quarter turns, both ways, within 0..270', () => {
    expect(turnBy(0, 90)).toBe(90);
    expect(turnBy(270, 90)).toBe(0);
    expect(turnBy(0, -90)).toBe(270);
    expect(turnBy(90, 180)).toBe(270);
  });

  it('writes and reads the rotate field; anything but a quarter turn is refused', () => {
    expect(readTurns(writeTurns([90, 0, 270]))).toEqual([90, 0, 270]);
    expect(readTurns(undefined)).toEqual([]);
    expect(readTurns('45')).toBeNull();
    expect(readTurns('90,x')).toBeNull();
  });

  it('reads an accept list', () => {
    const accept = acceptList(' image/* , Application/PDF');
    expect(accept).toEqual(['image/*', 'application/pdf']);
    expect(acceptsType(accept, 'image/png')).toBe(true);
    expect(acceptsType(accept, 'application/pdf')).toBe(true);
    expect(acceptsType(accept, 'video/mp4')).toBe(false);
  });

  it('keeps what fits the count, size, type and the room left', () => {
    const f = (type: string, size = 10) => ({ type, size });
    const { kept, refused } = checkPicked(
      [f('image/png'), f('text/html'), f('image/png', 2 * 1024 * 1024), f('image/jpeg'), f('image/gif')],
      0,
      { count: 3, size: 1, type: 'image/*', room: 2 },
    );
    expect(kept).toHaveLength(2);
    expect(refused.map((r) => r.reason)).toEqual(['type', 'large', 'count']);
  });
});
