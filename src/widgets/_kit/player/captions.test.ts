// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import {
  CAPTIONS_KEY,
  captionsWanted,
  cueLineAbove,
  EMPTY_TRACK_URL,
  keepTracksOnOrigin,
  rememberCaptions,
} from './captions';

afterEach(() => localStorage.clear());

describe('captions in the player (issue 25)', () => {
  it('points a track hls.js gives a data: source at our own empty track, before it loads', async () => {
    const video = document.createElement('video');
    document.body.append(video);
    const stop = keepTracksOnOrigin(video);
    // As hls.js's createTrackNode does.
    const track = document.createElement('track');
    track.kind = 'subtitles';
    track.src = 'data:,WEBVTT';
    video.appendChild(track);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(track.getAttribute('src')).toBe(EMPTY_TRACK_URL);
    // A track of our origin is left as it is.
    const own = document.createElement('track');
    own.src = '/uz/api/efir/live/uzbekistan/1.vtt';
    video.appendChild(own);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(own.getAttribute('src')).toBe('/uz/api/efir/live/uzbekistan/1.vtt');
    stop();
    video.remove();
  });

  it('keeps the captions choice in local storage; off without one', () => {
    expect(captionsWanted()).toBe(false);
    rememberCaptions(true);
    expect(localStorage.getItem(CAPTIONS_KEY)).toBe('on');
    expect(captionsWanted()).toBe(true);
    rememberCaptions(false);
    expect(captionsWanted()).toBe(false);
  });

  it('lifts cues over the control bar: more lines in a smaller player, none in no player', () => {
    // 720 px of video, a 44 px bar: lines of 43 px, two of them, one more of room.
    expect(cueLineAbove(720, 44)).toBe(-4);
    // The small player (202 px): lines of 12 px.
    expect(cueLineAbove(202, 44)).toBe(-6);
    expect(cueLineAbove(0, 44)).toBe(-1);
    for (const height of [150, 202, 405, 720, 1080]) {
      const line = cueLineAbove(height, 44);
      // The cue's last line starts (|line| - 1) lines up: above the bar.
      expect((-line - 1) * height * 0.06).toBeGreaterThanOrEqual(44);
    }
  });
});
