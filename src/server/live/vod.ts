import { LIVE_SEGMENT_SECONDS } from '@core/live';
import { type LiveLoop, loopSegment } from './streams';

/**
 * The demo on-demand media (issue 8): an archive item without a `url` of its own plays its
 * channel's demo loop (assets/live/, the same segments as its live stream) for its whole length,
 * as a VOD HLS playlist. Segment `n` is the loop's fragment retimed to start at n × 6.4 s
 * (streams.ts `loopSegment`, mp4.ts), so a player sees one continuous recording from time 0.
 */

/** 6.4 s is 32/5 s: whole-number arithmetic keeps 64 s at exactly 10 segments. */
const SEGMENT_FIFTHS = Math.round(LIVE_SEGMENT_SECONDS * 5);

/** When an archive item is published: the end of its recording (ms since the epoch). */
export function recordingEnd(item: { date: Date; duration: number }): number {
  return item.date.getTime() + item.duration * 1000;
}

/** How many segments cover `seconds`: the last one ends at or just after the recording's end. */
export function vodSegmentCount(seconds: number): number {
  return Math.max(1, Math.ceil((Math.max(0, seconds) * 5) / SEGMENT_FIFTHS));
}

/**
 * The media playlist of a recording of `seconds`: every segment, the init segment, and the end
 * (`#EXT-X-ENDLIST`), so a player shows the whole length and seeks anywhere. Segments are
 * `{n}.m4s` and `init.mp4` beside it.
 */
export function vodPlaylist(seconds: number): string {
  const count = vodSegmentCount(seconds);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(LIVE_SEGMENT_SECONDS)}`,
    '#EXT-X-PLAYLIST-TYPE:VOD',
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-INDEPENDENT-SEGMENTS',
    '#EXT-X-MAP:URI="init.mp4"',
  ];
  const extinf = `#EXTINF:${LIVE_SEGMENT_SECONDS.toFixed(3)},`;
  for (let n = 0; n < count; n++) lines.push(extinf, `${n}.m4s`);
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/** Segment `n` (from 0) of a recording that loops `loop`. */
export function vodSegment(loop: LiveLoop, n: number): Buffer {
  return loopSegment(loop, n, n + 1);
}
