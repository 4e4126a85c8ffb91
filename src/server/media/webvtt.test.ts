import { describe, expect, it } from 'vitest';
import { checkWebVtt, timestampMs } from './webvtt';

const vtt = (text: string) => checkWebVtt(new TextEncoder().encode(text));

const GOOD = `WEBVTT - Янгиликлар

NOTE the newsroom's file

STYLE
::cue { color: yellow }

1
00:00:01.000 --> 00:00:04.500 line:90% align:center
<v Бошловчи>Хайрли кеч, азиз томошабинлар!</v>

intro-2
00:04.500 --> 00:07.250 position:10%,line-left size:80%
<i>Musiqa</i> &amp; <c.yellow.big>ovoz</c> <00:00:05.000><b>keyin</b>

01:00:00.000 --> 01:00:01.000
<lang en>Good <u>evening</u></lang>
`;

describe('WebVTT check', () => {
  it('reads timestamps with and without hours', () => {
    expect(timestampMs('00:00:01.000')).toBe(1000);
    expect(timestampMs('01:02.003')).toBe(62_003);
    expect(timestampMs('100:00:00.000')).toBe(360_000_000);
    for (const bad of ['00:00:01,000', '0:00:01.000', '00:60:00.000', '00:00:1.000', '00:00:01.00', '1.000'])
      expect(timestampMs(bad), bad).toBeNull();
  });

  it('accepts a file with header text, notes, a style block, cue ids, settings and WebVTT tags', () => {
    expect(vtt(GOOD)).toEqual({ cues: 3 });
  });

  it('accepts a BOM, CRLF line ends, header lines and a cue without text', () => {
    const text = '\uFEFFWEBVTT\r\nKind: captions\r\nLanguage: uz\r\n\r\n00:01.000 --> 00:02.000\r\n\r\n';
    expect(vtt(text)).toEqual({ cues: 1 });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\nHi')).toEqual({ cues: 1 });
  });

  it('refuses what is not UTF-8 text', () => {
    expect(checkWebVtt(Uint8Array.from([0x57, 0x45, 0x42, 0x56, 0x54, 0x54, 0x0a, 0xff, 0xfe]))).toEqual({
      problem: 'text',
    });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\nA\u0000B')).toEqual({ problem: 'text' });
    expect(checkWebVtt(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toEqual({
      problem: 'text',
    });
  });

  it('refuses a file without the signature', () => {
    for (const text of [
      '',
      '1\n00:00:01,000 --> 00:00:02,000\nSRT',
      'WEBVTTX\n\n00:01.000 --> 00:02.000\nA',
      'webvtt\n\n00:01.000 --> 00:02.000\nA',
      ' WEBVTT\n\n00:01.000 --> 00:02.000\nA',
    ])
      expect(vtt(text), JSON.stringify(text)).toEqual({ problem: 'signature' });
  });

  it('refuses bad timings with their line', () => {
    expect(vtt('WEBVTT\n\n1\n00:00:01,000 --> 00:00:02,000\nSRT times')).toEqual({
      problem: 'timing',
      line: 4,
    });
    expect(vtt('WEBVTT\n\n00:01.000 -> 00:02.000\nA')).toEqual({ problem: 'block', line: 3 });
    expect(vtt('WEBVTT\n\n00:01.000 --> \nA')).toEqual({ problem: 'timing', line: 3 });
    expect(vtt('WEBVTT\n\n00:00:05.000 --> 00:00:04.000\nA')).toEqual({ problem: 'order', line: 3 });
    expect(vtt('WEBVTT\n\n00:00:05.000 --> 00:00:05.000\nA')).toEqual({ problem: 'order', line: 3 });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000 colour:red\nA')).toEqual({ problem: 'settings', line: 3 });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000 line:200%\nA')).toEqual({ problem: 'settings', line: 3 });
  });

  it('refuses blocks that are not cues, notes or a leading style', () => {
    expect(vtt('WEBVTT\n\njust text\nmore text')).toEqual({ problem: 'block', line: 3 });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\nA\n\nSTYLE\n::cue {}')).toEqual({
      problem: 'block',
      line: 6,
    });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\nA\n00:03.000 --> 00:04.000')).toEqual({
      problem: 'block',
      line: 5,
    });
    expect(vtt('WEBVTT\n00:01.000 --> 00:02.000\nA')).toEqual({ problem: 'block', line: 2 });
  });

  it('refuses markup beyond WebVTT tags', () => {
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\n<script>alert(1)</script>')).toEqual({
      problem: 'markup',
      line: 4,
      tag: '<script>',
    });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\nA\n<font color="red">B</font>')).toMatchObject({
      problem: 'markup',
      line: 5,
    });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\n<img src=x onerror=alert(1)>')).toMatchObject({
      problem: 'markup',
    });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\n1 < 2')).toMatchObject({ problem: 'markup' });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\n<v>nobody</v>')).toMatchObject({ problem: 'markup' });
    expect(vtt('WEBVTT\n\n00:01.000 --> 00:02.000\n<br>')).toMatchObject({ problem: 'markup' });
  });

  it('refuses a file without cues', () => {
    expect(vtt('WEBVTT\n\nNOTE nothing yet\n')).toEqual({ problem: 'noCues' });
    expect(vtt('WEBVTT')).toEqual({ problem: 'noCues' });
  });
});
