import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  LIVE_SEGMENT_SECONDS,
  LIVE_WINDOW_SEGMENTS,
  RADIO_LOOP_SEGMENTS,
  SEGMENTS_PER_DAY,
  TV_LOOP_SEGMENTS,
} from '@core/live';
import { TASHKENT_OFFSET_MS } from '@core/time';
import type { CachedBody } from '../cache';
import { decodeTimes, retime, trackTimescales } from './mp4';

/**
 * The demo live streams (issue 7): every channel without an `online` URL of its own gets an
 * endless live HLS stream made from the short committed loops of assets/live/. The timeline is
 * Tashkent time: segment `n` of a day starts at 00:00 + n × 6.4 s (Asia/Tashkent), so the live
 * edge advances in real time, the window holds the last 3 h 12 min to rewind into, every segment
 * carries its wall-clock date (EXT-X-PROGRAM-DATE-TIME) and the timeline restarts at midnight
 * after an EXT-X-DISCONTINUITY. Segments are the loop's fragments with their decode times
 * rewritten (mp4.ts), so a player sees one continuous stream.
 */

const SEGMENT_MS = LIVE_SEGMENT_SECONDS * 1000;
const DAY_MS = 86_400_000;

/** The loop of one demo stream: its init segment and fragments, with what retiming needs. */
export interface LiveLoop {
  init: Buffer;
  segments: Buffer[];
  /** Per fragment of the loop, each track's original decode time. */
  times: Map<number, bigint>[];
  /** Each track's segment length in its timescale (6.4 s × timescale). */
  ticks: Map<number, bigint>;
  /** The HLS CODECS attribute. */
  codecs: string;
  audioOnly: boolean;
}

function mediaRoot(): string | null {
  const here = dirname(fileURLToPath(import.meta.url));
  // src/server/live → ../../../assets; dist/server → ../../assets.
  return (
    [resolve(here, '../../../assets/live'), resolve(here, '../../assets/live')].find((dir) =>
      existsSync(join(dir, 'radio', 'init.mp4')),
    ) ?? null
  );
}

/** `avc1.PPCCLL` from the init segment's avcC box (profile, constraints, level). */
function videoCodec(init: Buffer): string | null {
  const at = init.indexOf('avcC', 0, 'latin1');
  if (at < 0) return null;
  const hex = (i: number) => (init[at + 4 + i] ?? 0).toString(16).padStart(2, '0');
  return `avc1.${hex(1)}${hex(2)}${hex(3)}`;
}

function readLoop(dir: string, count: number): LiveLoop {
  const init = readFileSync(join(dir, 'init.mp4'));
  const segments = Array.from({ length: count }, (_, i) => readFileSync(join(dir, `seg${i}.m4s`)));
  const scales = trackTimescales(init);
  const ticks = new Map(
    [...scales].map(([track, scale]) => [track, BigInt(Math.round(LIVE_SEGMENT_SECONDS * scale))]),
  );
  const video = videoCodec(init);
  return {
    init,
    segments,
    times: segments.map(decodeTimes),
    ticks,
    codecs: video ? `${video},mp4a.40.2` : 'mp4a.40.2',
    audioOnly: !video,
  };
}

/** The demo loops, read once: one per TV channel (its card), one shared by the radio stations. */
export class LiveLibrary {
  private readonly tv = new Map<string, LiveLoop>();
  private radio: LiveLoop | null = null;
  private readonly root: string | null;

  constructor(root: string | null = mediaRoot()) {
    this.root = root;
  }

  get available(): boolean {
    return this.root !== null;
  }

  /** The loop of a channel, or null when there is none (no media for it). */
  loop(channel: string, type: 'tv' | 'radio'): LiveLoop | null {
    if (!this.root) return null;
    if (type === 'radio') {
      this.radio ??= readLoop(join(this.root, 'radio'), RADIO_LOOP_SEGMENTS);
      return this.radio;
    }
    const cached = this.tv.get(channel);
    if (cached) return cached;
    const dir = join(this.root, 'tv', channel);
    // A channel added after the media was made plays the first card there is.
    const fallback = readdirSync(join(this.root, 'tv')).sort()[0];
    const source = existsSync(join(dir, 'init.mp4'))
      ? dir
      : fallback
        ? join(this.root, 'tv', fallback)
        : null;
    if (!source) return null;
    const loop = readLoop(source, TV_LOOP_SEGMENTS);
    this.tv.set(channel, loop);
    return loop;
  }
}

/** A segment's place on the timeline: its global sequence number, day and index in the day. */
export interface SegmentTime {
  sequence: number;
  day: number;
  index: number;
  /** Wall-clock start, ms since the epoch. */
  start: number;
}

export function segmentAt(sequence: number): SegmentTime {
  const day = Math.floor(sequence / SEGMENTS_PER_DAY);
  const index = sequence - day * SEGMENTS_PER_DAY;
  return { sequence, day, index, start: day * DAY_MS - TASHKENT_OFFSET_MS + index * SEGMENT_MS };
}

/** The sequence number of the last segment complete at `now` (the live edge). */
export function liveEdge(now: number): number {
  const local = now + TASHKENT_OFFSET_MS;
  const day = Math.floor(local / DAY_MS);
  const index = Math.floor((local - day * DAY_MS) / SEGMENT_MS);
  return day * SEGMENTS_PER_DAY + index - 1;
}

/** The sequence numbers a playlist at `now` lists: the last `size` complete ones. */
export function liveWindow(now: number, size = LIVE_WINDOW_SEGMENTS): { first: number; last: number } {
  const last = liveEdge(now);
  return { first: last - size + 1, last };
}

/** Whether a segment may be served at `now`: complete, and not older than the window plus slack. */
export function servable(sequence: number, now: number): boolean {
  const { first, last } = liveWindow(now);
  return sequence <= last && sequence >= first - 10;
}

/**
 * The media playlist at `now`; segments are `{sequence}.m4s` and `{sequence}.vtt` beside it. The
 * window's first segment and the first after midnight carry EXT-X-PROGRAM-DATE-TIME; players date
 * the others from them (each is exactly 6.4 s), which keeps the 3-hour playlist small
 * (`everyDate`: a date on every segment, for the bench's comparison).
 */
export function mediaPlaylist(
  now: number,
  ext: 'm4s' | 'vtt',
  { size = LIVE_WINDOW_SEGMENTS, everyDate = false }: { size?: number; everyDate?: boolean } = {},
): string {
  const { first, last } = liveWindow(now, size);
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:7',
    `#EXT-X-TARGETDURATION:${Math.ceil(LIVE_SEGMENT_SECONDS)}`,
    `#EXT-X-MEDIA-SEQUENCE:${first}`,
    `#EXT-X-DISCONTINUITY-SEQUENCE:${segmentAt(first).day}`,
  ];
  if (ext === 'm4s') lines.push('#EXT-X-MAP:URI="init.mp4"');
  const extinf = `#EXTINF:${LIVE_SEGMENT_SECONDS.toFixed(3)},`;
  for (let sequence = first; sequence <= last; sequence++) {
    const at = segmentAt(sequence);
    if (at.index === 0 && sequence !== first) lines.push('#EXT-X-DISCONTINUITY');
    if (everyDate || sequence === first || at.index === 0)
      lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(at.start).toISOString()}`);
    lines.push(extinf, `${sequence}.${ext}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The media playlists, made once per segment boundary: a playlist changes only when a segment
 * completes (every 6.4 s), and it is the same for every demo channel, so every request between
 * two boundaries, on any channel, gets the same body, compressed once per encoding
 * (compression.ts `sendEncoded`) instead of built and compressed per request.
 */
export class PlaylistCache {
  private readonly made = new Map<string, { edge: number; entry: CachedBody }>();

  get(now: number, ext: 'm4s' | 'vtt'): CachedBody {
    const edge = liveEdge(now);
    const kept = this.made.get(ext);
    if (kept?.edge === edge) return kept.entry;
    const body = mediaPlaylist(now, ext);
    const entry: CachedBody = { body, etag: `W/"${ext}-${edge}"`, tags: [], bytes: Buffer.from(body) };
    this.made.set(ext, { edge, entry });
    return entry;
  }
}

/** The multivariant playlist: one rendition, and a captions group when the channel has captions. */
export function masterPlaylist(loop: LiveLoop, captions: { name: string; lang: string } | null): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS'];
  if (captions)
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="cc",NAME="${captions.name}",LANGUAGE="${captions.lang}",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="captions.m3u8"`,
    );
  const bandwidth = loop.audioOnly ? 48_000 : 96_000;
  const attrs = [`BANDWIDTH=${bandwidth}`, `CODECS="${loop.codecs}"`];
  if (!loop.audioOnly) attrs.push('RESOLUTION=320x180', 'FRAME-RATE=25.000');
  if (captions) attrs.push('SUBTITLES="cc"');
  lines.push(`#EXT-X-STREAM-INF:${attrs.join(',')}`, 'media.m3u8');
  return `${lines.join('\n')}\n`;
}

/**
 * Fragment `index` of a timeline that plays `loop` over and over from time 0: the loop's fragment
 * `index mod length`, its decode times moved on by the whole loops before it, numbered `sequence`.
 */
export function loopSegment(loop: LiveLoop, index: number, sequence: number): Buffer {
  const k = index % loop.segments.length;
  const shift = new Map<number, bigint>();
  for (const [track, ticks] of loop.ticks) shift.set(track, BigInt(index - k) * ticks);
  return retime(loop.segments[k] as Buffer, shift, sequence);
}

/** The media segment `sequence` of a loop, retimed onto the live timeline (media time = time of day). */
export function mediaSegment(loop: LiveLoop, sequence: number): Buffer {
  return loopSegment(loop, segmentAt(sequence).index, sequence);
}

const vttTime = (ms: number) => {
  const s = Math.floor(ms / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor(s / 60) % 60)}:${pad(s % 60)}.${pad(ms % 1000, 3)}`;
};

/**
 * A WebVTT captions segment aligned with media segment `sequence`: X-TIMESTAMP-MAP ties its
 * local time 0 to the segment's media time (90 kHz; the day's timeline stays below 2^33).
 */
export function captionSegment(sequence: number, text: string): string {
  const { index } = segmentAt(sequence);
  const mpegts = Math.round(index * LIVE_SEGMENT_SECONDS * 90_000);
  return [
    'WEBVTT',
    `X-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000`,
    '',
    `${vttTime(0)} --> ${vttTime(SEGMENT_MS)}`,
    text.replace(/-->/g, '→'),
    '',
  ].join('\n');
}
