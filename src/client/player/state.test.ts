import type { PlayRequest } from '@widgets/player';
import { describe, expect, it } from 'vitest';
import { afterRouteChange, closed, resized, startPlaying, toggleSize } from './state';

const radio: PlayRequest = { channel: 'uzbekistan-radio', type: 'radio', title: 'Радио' };
const tv: PlayRequest = { channel: 'yoshlar', type: 'tv', title: 'Ёшлар' };

describe('the floating player’s state (spec §4)', () => {
  it('a radio play minimises the player, a TV play maximises it; every play is a new player', () => {
    const a = startPlaying(radio);
    const b = startPlaying(tv);
    expect(a.size).toBe('min');
    expect(b.size).toBe('max');
    expect(b.id).not.toBe(a.id);
    expect(startPlaying(tv).id).not.toBe(b.id);
  });

  it('the toggle switches between max and min; resizing keeps what plays', () => {
    expect(toggleSize('max')).toBe('min');
    expect(toggleSize('min')).toBe('max');
    const b = startPlaying(tv);
    const small = resized(b, 'min');
    expect(small).toEqual({ ...b, size: 'min' });
    expect(resized(small, 'min')).toBe(small);
    expect(resized(null, 'max')).toBeNull();
  });

  it('radio keeps playing across a route change, in the small player', () => {
    const a = startPlaying(radio);
    expect(afterRouteChange(a)).toBe(a);
    const big = resized(a, 'max');
    expect(afterRouteChange(big)).toEqual({ ...a, size: 'min' });
    expect(afterRouteChange(afterRouteChange(a))).toBe(a);
  });

  it('TV (video online) closes on any route change, maximised or minimised', () => {
    const b = startPlaying(tv);
    expect(afterRouteChange(b)).toBeNull();
    expect(afterRouteChange(resized(b, 'min'))).toBeNull();
    expect(afterRouteChange({ ...b, request: { ...tv, closesAt: Date.now() + 60_000 } })).toBeNull();
  });

  it('close empties the player; a closed player stays closed on a route change', () => {
    expect(closed()).toBeNull();
    expect(afterRouteChange(null)).toBeNull();
  });
});
