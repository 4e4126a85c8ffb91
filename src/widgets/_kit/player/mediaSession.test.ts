import { describe, expect, it } from 'vitest';
import { clampSeek, positionOf } from './mediaSession';

/** A media element's timing, as the lock screen reads it. */
function media(props: {
  currentTime: number;
  duration: number;
  playbackRate?: number;
  ranges?: [number, number][];
}) {
  const ranges = props.ranges ?? [];
  return {
    currentTime: props.currentTime,
    duration: props.duration,
    playbackRate: props.playbackRate ?? 1,
    seekable: {
      length: ranges.length,
      start: (i: number) => ranges[i]?.[0] ?? 0,
      end: (i: number) => ranges[i]?.[1] ?? 0,
    },
  } as unknown as HTMLMediaElement;
}

describe('the Media Session’s position and seeks', () => {
  it('gives on-demand media a position (duration, position, rate); live media none', () => {
    expect(positionOf(media({ currentTime: 12, duration: 300 }))).toEqual({
      duration: 300,
      position: 12,
      playbackRate: 1,
    });
    // Never past the end, never before the start (the API throws on either).
    expect(positionOf(media({ currentTime: 301, duration: 300 }))?.position).toBe(300);
    expect(positionOf(media({ currentTime: -1, duration: 300, playbackRate: 2 }))).toEqual({
      duration: 300,
      position: 0,
      playbackRate: 2,
    });
    expect(positionOf(media({ currentTime: 12, duration: Number.POSITIVE_INFINITY }))).toBeNull();
    expect(positionOf(media({ currentTime: 0, duration: Number.NaN }))).toBeNull();
  });

  it('keeps a system seek inside the seekable range (a live window, a recording)', () => {
    const live = media({ currentTime: 1000, duration: Number.POSITIVE_INFINITY, ranges: [[100, 1900]] });
    expect(clampSeek(live, 40)).toBe(100);
    expect(clampSeek(live, 1500)).toBe(1500);
    expect(clampSeek(live, 5000)).toBe(1900);
    const recording = media({ currentTime: 10, duration: 300 });
    expect(clampSeek(recording, -10)).toBe(0);
    expect(clampSeek(recording, 400)).toBe(300);
  });
});
