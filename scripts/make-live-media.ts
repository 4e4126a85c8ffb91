/**
 * Makes the demo live streams' media once: `npm run make:live-media` (needs ffmpeg; installs it
 * with apt-get when missing). The output, under assets/live/, is committed, so a fresh machine
 * and CI never need ffmpeg. The server (src/server/live/) loops these segments into endless live
 * playlists with real timestamps; see docs/decisions/015-live-player.md.
 *
 * - TV: one card per channel (its colour, its name, a running timecode) with a soft chord, in
 *   fragmented MP4 (H.264 baseline + AAC), 2 segments of 6.4 s.
 * - Radio: one AAC loop shared by the stations (a slow melody), 4 segments of 6.4 s.
 *
 * 6.4 s is chosen so that both tracks cut exactly: 160 frames at 25 fps and 300 AAC frames of
 * 1024 samples at 48 kHz; and a day is exactly 13,500 segments.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { LIVE_SEGMENT_SECONDS, RADIO_LOOP_SEGMENTS, TV_LOOP_SEGMENTS } from '@core/live';
import { CHANNELS } from '@demo/data';

const OUT = join(import.meta.dirname, '..', 'assets', 'live');
const FONT = '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf';

function ensureFfmpeg() {
  if (spawnSync('ffmpeg', ['-version']).status === 0) return;
  console.log('ffmpeg is missing: installing it with apt-get');
  const root = process.getuid?.() === 0;
  const run = (args: string[]) =>
    root
      ? execFileSync('apt-get', args, { stdio: 'inherit' })
      : execFileSync('sudo', ['apt-get', ...args], { stdio: 'inherit' });
  run(['update']);
  run(['install', '-y', '--no-install-recommends', 'ffmpeg', 'fonts-dejavu-core']);
}

function hls(dir: string, inputs: string[], codecs: string[], seconds: number, segments: number) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  execFileSync(
    'ffmpeg',
    [
      '-hide_banner',
      '-loglevel',
      'error',
      ...inputs,
      ...codecs,
      '-t',
      String(seconds),
      '-f',
      'hls',
      '-hls_time',
      String(LIVE_SEGMENT_SECONDS),
      '-hls_segment_type',
      'fmp4',
      '-hls_fmp4_init_filename',
      'init.mp4',
      '-hls_segment_filename',
      join(dir, 'seg%d.m4s'),
      '-hls_playlist_type',
      'vod',
      join(dir, 'source.m3u8'),
    ],
    { stdio: 'inherit' },
  );
  // The server writes its own playlists; the source one only served ffmpeg's segmenting. A last
  // sliver of audio (the encoder's priming frame) past the loop is dropped.
  rmSync(join(dir, 'source.m3u8'));
  for (const name of readdirSync(dir)) {
    const index = /^seg(\d+)\.m4s$/.exec(name)?.[1];
    if (index !== undefined && Number(index) >= segments) rmSync(join(dir, name));
  }
}

const escapeText = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\\\'").replace(/:/g, '\\:');

function tv(id: string, name: string, color: string) {
  const seconds = TV_LOOP_SEGMENTS * LIVE_SEGMENT_SECONDS;
  const text = (t: string, size: number, y: string) =>
    `drawtext=fontfile=${FONT}:text='${t}':fontcolor=white:fontsize=${size}:x=(w-tw)/2:y=${y}`;
  hls(
    join(OUT, 'tv', id),
    [
      '-f',
      'lavfi',
      '-i',
      `color=c=${color}:s=320x180:r=25:d=${seconds}`,
      '-f',
      'lavfi',
      '-i',
      `aevalsrc='0.06*sin(2*PI*220*t)+0.04*sin(2*PI*277.18*t)+0.04*sin(2*PI*329.63*t)':s=48000:d=${seconds}`,
    ],
    [
      '-vf',
      [
        text(escapeText(name), 30, '52'),
        text('EFIR · LIVE DEMO', 12, '98'),
        // A running timecode, so a moving picture (and a frozen one) is visible.
        `drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontcolor=white@0.85:fontsize=16:x=(w-tw)/2:y=124`,
      ].join(','),
      '-c:v',
      'libx264',
      '-profile:v',
      'baseline',
      '-preset',
      'veryslow',
      '-tune',
      'stillimage',
      '-crf',
      '36',
      '-g',
      '160',
      '-keyint_min',
      '160',
      '-sc_threshold',
      '0',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-b:a',
      '24k',
      '-ac',
      '1',
      '-ar',
      '48000',
    ],
    seconds,
    TV_LOOP_SEGMENTS,
  );
}

function radio() {
  const seconds = RADIO_LOOP_SEGMENTS * LIVE_SEGMENT_SECONDS;
  // A slow pentatonic melody, one note every 0.8 s, with a soft fifth under it.
  const note = 'pow(2,(floor(mod(t/0.8,5))*2+if(gte(mod(t/0.8,5),3),1,0))/12)';
  hls(
    join(OUT, 'radio'),
    [
      '-f',
      'lavfi',
      '-i',
      `aevalsrc='0.12*sin(2*PI*330*${note}*t)*exp(-2*mod(t,0.8))+0.03*sin(2*PI*165*t)':s=48000:d=${seconds}`,
    ],
    ['-c:a', 'aac', '-b:a', '32k', '-ac', '1', '-ar', '48000'],
    seconds,
    RADIO_LOOP_SEGMENTS,
  );
}

function size(dir: string): number {
  let total = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    const s = statSync(path);
    total += s.isDirectory() ? size(path) : s.size;
  }
  return total;
}

ensureFfmpeg();
for (const channel of CHANNELS)
  if (channel.type === 'tv') tv(channel.id, channel.title.uz ?? channel.id, channel.color);
radio();
console.log(`assets/live: ${(size(OUT) / 1024).toFixed(0)} KB`);
