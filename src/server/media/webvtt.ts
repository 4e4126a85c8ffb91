/**
 * Checking an uploaded subtitle file (issue 26; docs/decisions/033-newsroom.md "Subtitles"): a
 * WebVTT file as the W3C's WebVTT spec (https://www.w3.org/TR/webvtt1/) writes it, read by its
 * parsing rules for the signature, the blocks and the cue timings, and by the syntax of its cue
 * text for markup. Written here, not taken from a package: none was installed (see the decision).
 *
 * What is refused, with the line it is on: bytes that are not UTF-8 text (a NUL or another control
 * character than tab, CR, LF and form feed); a first line that is not `WEBVTT` (after an optional
 * BOM) alone or followed by a space or tab and text; a timing line that is not
 * `[hh:]mm:ss.ttt --> [hh:]mm:ss.ttt [settings]` (minutes and seconds 00–59, three digits of
 * milliseconds), whose end is not after its start, or whose settings are not WebVTT's; a block
 * that is neither a cue, nor a NOTE, nor a STYLE or REGION block before the first cue; a tag in cue
 * text that is not one of WebVTT's (`c`, `i`, `b`, `u`, `ruby`, `rt`, `v`, `lang`, timestamps); a
 * file without cues. Lenient like the spec's parser where players are: header lines after the
 * signature (`Kind:`, `Language:`, HLS's `X-TIMESTAMP-MAP`), cues out of order.
 */

export type VttProblem =
  | { problem: 'text' }
  | { problem: 'signature' }
  | { problem: 'noCues' }
  | { problem: 'timing'; line: number }
  | { problem: 'order'; line: number }
  | { problem: 'settings'; line: number }
  | { problem: 'block'; line: number }
  | { problem: 'markup'; line: number; tag: string };

export type VttCheck = { cues: number } | VttProblem;

/** A WebVTT timestamp: hours (two or more digits) optional, minutes and seconds 00–59, milliseconds. */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
/** WebVTT's whitespace within a line (space, tab, form feed). */
const SPACE = /[ \t\f]+/;

/** A timestamp in milliseconds, or null when it is not one. */
export function timestampMs(value: string): number | null {
  const m = TIMESTAMP.exec(value);
  if (!m) return null;
  const [, h = '0', min = '0', s = '0', ms = '0'] = m;
  return ((Number(h) * 60 + Number(min)) * 60 + Number(s)) * 1000 + Number(ms);
}

const PERCENT = /^\d+(?:\.\d+)?%$/;
const isPercent = (v: string) => PERCENT.test(v) && Number.parseFloat(v) <= 100;

/** Whether `setting` (`name:value`) is one of a cue's settings with a value its rules accept. */
function validSetting(setting: string): boolean {
  const colon = setting.indexOf(':');
  if (colon <= 0 || colon === setting.length - 1) return false;
  const name = setting.slice(0, colon);
  const value = setting.slice(colon + 1);
  switch (name) {
    case 'vertical':
      return value === 'rl' || value === 'lr';
    case 'line': {
      const [where = '', align, ...rest] = value.split(',');
      if (rest.length || (align !== undefined && !['start', 'center', 'end'].includes(align))) return false;
      return isPercent(where) || /^-?\d+$/.test(where);
    }
    case 'position': {
      const [where = '', align, ...rest] = value.split(',');
      if (rest.length || (align !== undefined && !['line-left', 'center', 'line-right'].includes(align)))
        return false;
      return isPercent(where);
    }
    case 'size':
      return isPercent(value);
    case 'align':
      return ['start', 'center', 'end', 'left', 'right'].includes(value);
    case 'region':
      return !value.includes('-->');
    default:
      return false;
  }
}

/** The timing line of a cue: its times when it reads as the spec's, else which problem. */
function readTiming(line: string): { start: number; end: number } | 'timing' | 'order' | 'settings' {
  const arrow = line.indexOf('-->');
  const left = line.slice(0, arrow).trim();
  const [right = '', ...settings] = line
    .slice(arrow + 3)
    .trim()
    .split(SPACE);
  const start = timestampMs(left);
  const end = timestampMs(right);
  if (start === null || end === null) return 'timing';
  if (end <= start) return 'order';
  if (settings.some((s) => s !== '' && !validSetting(s))) return 'settings';
  return { start, end };
}

/** Cue text's tags (WebVTT cue text syntax): the spans, the voice and language with annotations. */
const CLASSES = '(?:\\.[^\\s.<>&/]+)*';
const START_TAG = new RegExp(`^(c|i|b|u|ruby|rt)${CLASSES}$|^(v|lang)${CLASSES}[ \\t\\f]+[^<>]*\\S[^<>]*$`);
const END_TAG = /^\/(c|i|b|u|ruby|rt|v|lang)$/;
const TIMESTAMP_TAG = /^(?:\d{2,}:)?[0-5]\d:[0-5]\d\.\d{3}$/;

/** The first tag of `text` that is not WebVTT's, or null. */
function foreignTag(text: string): string | null {
  let at = text.indexOf('<');
  while (at !== -1) {
    const close = text.indexOf('>', at + 1);
    const next = text.indexOf('<', at + 1);
    // A `<` that opens no tag (another `<` or the line's end before any `>`) is not WebVTT: `&lt;`.
    if (close === -1 || (next !== -1 && next < close)) return text.slice(at, at + 20);
    const inner = text.slice(at + 1, close);
    const ok = START_TAG.test(inner) || END_TAG.test(inner) || TIMESTAMP_TAG.test(inner);
    if (!ok) return `<${inner}>`;
    at = text.indexOf('<', close + 1);
  }
  return null;
}

/** Other control characters than tab, LF, form feed and CR: not text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is the point.
const CONTROL = /[\u0000-\u0008\u000b\u000e-\u001f\u007f]/;

/**
 * Checks `bytes` as a WebVTT file. Returns the number of cues, or the first problem (with its line,
 * counted from 1).
 */
export function checkWebVtt(bytes: Uint8Array): VttCheck {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { problem: 'text' };
  }
  if (CONTROL.test(text)) return { problem: 'text' };
  const lines = text.split(/\r\n|\r|\n/);
  // The signature: `WEBVTT` alone or followed by a space or tab and anything but an arrow.
  const first = lines[0] ?? '';
  if (!/^WEBVTT(?:[ \t].*)?$/.test(first) || first.includes('-->')) return { problem: 'signature' };

  let i = 1;
  // The header: lines after the signature up to the first blank one (none may be a timing line).
  while (i < lines.length && lines[i] !== '') {
    if (lines[i]?.includes('-->')) return { problem: 'block', line: i + 1 };
    i++;
  }

  let cues = 0;
  while (i < lines.length) {
    // Blank lines between blocks.
    while (i < lines.length && lines[i] === '') i++;
    if (i >= lines.length) break;
    const start = i;
    const block: string[] = [];
    while (i < lines.length && lines[i] !== '') block.push(lines[i++] ?? '');
    const [head = '', second] = block;
    const lineOf = (k: number) => start + k + 1;

    // Comments, and the style sheets and regions that may come before the first cue.
    const keyword = /^(NOTE|STYLE|REGION)(?:[ \t]|$)/.exec(head)?.[1];
    if (keyword && !head.includes('-->')) {
      if (keyword !== 'NOTE' && cues > 0) return { problem: 'block', line: lineOf(0) };
      const arrow = block.findIndex((l) => l.includes('-->'));
      if (arrow !== -1) return { problem: 'block', line: lineOf(arrow) };
      continue;
    }

    // A cue: an optional identifier, the timing line, the text (which has no arrow).
    const timingAt = head.includes('-->') ? 0 : second?.includes('-->') ? 1 : -1;
    if (timingAt === -1) return { problem: 'block', line: lineOf(0) };
    const timing = readTiming(block[timingAt] ?? '');
    if (typeof timing === 'string') return { problem: timing, line: lineOf(timingAt) };
    for (let k = timingAt + 1; k < block.length; k++) {
      const line = block[k] ?? '';
      if (line.includes('-->')) return { problem: 'block', line: lineOf(k) };
      const tag = foreignTag(line);
      if (tag !== null) return { problem: 'markup', line: lineOf(k), tag };
    }
    cues++;
  }
  return cues > 0 ? { cues } : { problem: 'noCues' };
}
