import { LIVE_SEGMENT_SECONDS, LIVE_WINDOW_SEGMENTS, SEGMENTS_PER_DAY } from '@core/live';
import { describe, expect, it } from 'vitest';
import { liveEdge, mediaPlaylist, PlaylistCache, segmentAt } from './streams';

const SEGMENT_MS = LIVE_SEGMENT_SECONDS * 1000;

/**
 * A media playlist read as a player reads it (hls.js's parser): a segment's date is the last
 * EXT-X-PROGRAM-DATE-TIME, moved on by the durations of the segments since; a discontinuity counts.
 */
function read(text: string) {
  const lines = text.trim().split('\n');
  const segments: { sequence: number; date: number; discontinuity: number }[] = [];
  let date = Number.NaN;
  let duration = 0;
  let discontinuity = Number(lines.find((l) => l.startsWith('#EXT-X-DISCONTINUITY-SEQUENCE:'))?.slice(30));
  let sequence = Number(lines.find((l) => l.startsWith('#EXT-X-MEDIA-SEQUENCE:'))?.slice(22));
  for (const line of lines) {
    if (line.startsWith('#EXT-X-PROGRAM-DATE-TIME:')) date = Date.parse(line.slice(25));
    else if (line === '#EXT-X-DISCONTINUITY') discontinuity += 1;
    else if (line.startsWith('#EXTINF:')) duration = Number.parseFloat(line.slice(8));
    else if (!line.startsWith('#')) {
      expect(line).toBe(`${sequence}.m4s`);
      segments.push({ sequence, date, discontinuity });
      date += duration * 1000;
      sequence += 1;
    }
  }
  return { lines, segments };
}

describe('the demo playlist window', () => {
  it('lists at least three hours: 1800 segments of 6.4 s ending at the last complete one', () => {
    const now = Date.parse('2026-11-23T09:00:03.000Z'); // 14:00:03 in Tashkent
    const { segments, lines } = read(mediaPlaylist(now, 'm4s'));
    expect(LIVE_WINDOW_SEGMENTS).toBe(1800);
    expect(segments).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(segments.length * LIVE_SEGMENT_SECONDS).toBeGreaterThanOrEqual(3 * 3600);
    expect(segments.at(-1)?.sequence).toBe(liveEdge(now));
    const end = (segments.at(-1)?.date ?? 0) + SEGMENT_MS;
    expect(end).toBeLessThanOrEqual(now);
    expect(end).toBeGreaterThan(now - SEGMENT_MS);
    expect(lines.filter((l) => l.startsWith('#EXTINF:')).every((l) => l === '#EXTINF:6.400,')).toBe(true);
    // One date for the whole window when it does not cross midnight.
    expect(lines.filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))).toHaveLength(1);
  });

  it("dates every segment at its own start on the Tashkent day's timeline", () => {
    const now = Date.parse('2026-11-23T09:00:03.000Z');
    for (const { sequence, date } of read(mediaPlaylist(now, 'm4s')).segments)
      expect(date, String(sequence)).toBe(segmentAt(sequence).start);
    // A date on every segment says the same.
    const every = read(mediaPlaylist(now, 'm4s', { everyDate: true }));
    expect(every.lines.filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:'))).toHaveLength(1800);
    expect(every.segments).toEqual(read(mediaPlaylist(now, 'm4s')).segments);
  });

  it('crosses Tashkent midnight with one discontinuity and the new day dated at 00:00', () => {
    const now = Date.parse('2026-11-23T20:30:00.000Z'); // 01:30 in Tashkent: the window opens at 22:18
    const { lines, segments } = read(mediaPlaylist(now, 'm4s'));
    expect(segments).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(lines.filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(1);
    const cut = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(lines[cut + 1]).toBe('#EXT-X-PROGRAM-DATE-TIME:2026-11-23T19:00:00.000Z');
    const midnight = segments.findIndex((s) => s.date === Date.parse('2026-11-23T19:00:00.000Z'));
    expect(midnight).toBeGreaterThan(0);
    const before = segments[midnight - 1];
    const after = segments[midnight];
    // The last segment of the day is its 13,500th; the first of the next is index 0, one
    // discontinuity later, and every date still matches its segment.
    expect(segmentAt(before?.sequence ?? 0).index).toBe(SEGMENTS_PER_DAY - 1);
    expect(segmentAt(after?.sequence ?? 0).index).toBe(0);
    expect((after?.discontinuity ?? 0) - (before?.discontinuity ?? 0)).toBe(1);
    expect(after?.discontinuity).toBe(segmentAt(after?.sequence ?? 0).day);
    for (const { sequence, date } of segments) expect(date, String(sequence)).toBe(segmentAt(sequence).start);
  });

  it('a window of another size lists that many (the bench compares the old 300)', () => {
    const now = Date.parse('2026-11-23T09:00:03.000Z');
    expect(read(mediaPlaylist(now, 'm4s', { size: 300 })).segments).toHaveLength(300);
  });
});

describe('PlaylistCache', () => {
  it('makes a playlist once per segment boundary and a new one when a segment completes', () => {
    const cache = new PlaylistCache();
    const boundary = segmentAt(liveEdge(Date.parse('2026-11-23T09:00:03.000Z')) + 1).start;
    const a = cache.get(boundary + 10, 'm4s');
    const b = cache.get(boundary + SEGMENT_MS - 1, 'm4s');
    expect(b).toBe(a);
    expect(a.body).toBe(mediaPlaylist(boundary + 10, 'm4s'));
    const c = cache.get(boundary + SEGMENT_MS, 'm4s');
    expect(c).not.toBe(a);
    expect(c.body).toBe(mediaPlaylist(boundary + SEGMENT_MS, 'm4s'));
    // Captions have their own.
    const vtt = cache.get(boundary + SEGMENT_MS, 'vtt');
    expect(vtt.body).toMatch(/\.vtt$/m);
    expect(cache.get(boundary + SEGMENT_MS, 'm4s')).toBe(c);
  });
});
