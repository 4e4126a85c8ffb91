/**
 * Just enough ISO BMFF (fragmented MP4) to loop the demo segments into an endless live stream:
 * read each track's timescale from the init segment, and rewrite a media segment's decode times
 * (`tfdt`) and fragment number (`mfhd`) so that the loop plays as one continuous timeline.
 */

interface Box {
  type: string;
  /** Offset of the box header in the buffer. */
  start: number;
  /** Offset of the box payload (after size, type and any largesize). */
  body: number;
  end: number;
}

const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'moof', 'traf', 'mvex', 'minf', 'stbl']);

function* boxes(buf: Buffer, from = 0, to = buf.length): Generator<Box> {
  let at = from;
  while (at + 8 <= to) {
    let size = buf.readUInt32BE(at);
    const type = buf.toString('latin1', at + 4, at + 8);
    let body = at + 8;
    if (size === 1) {
      size = Number(buf.readBigUInt64BE(at + 8));
      body = at + 16;
    } else if (size === 0) size = to - at;
    if (size < 8 || at + size > to) throw new Error(`malformed MP4 box ${type} at ${at}`);
    yield { type, start: at, body, end: at + size };
    at += size;
  }
}

/** Boxes at a path such as `moov/trak`, searched depth-first. */
function* find(buf: Buffer, path: string[], from = 0, to = buf.length): Generator<Box> {
  const [head, ...rest] = path;
  for (const box of boxes(buf, from, to)) {
    if (box.type !== head) continue;
    if (rest.length === 0) yield box;
    else if (CONTAINERS.has(box.type)) yield* find(buf, rest, box.body, box.end);
  }
}

/** track_ID → timescale, from an init segment's `moov/trak/{tkhd, mdia/mdhd}`. */
export function trackTimescales(init: Buffer): Map<number, number> {
  const scales = new Map<number, number>();
  for (const trak of find(init, ['moov', 'trak'])) {
    const [tkhd] = find(init, ['tkhd'], trak.body, trak.end);
    const [mdhd] = find(init, ['mdia', 'mdhd'], trak.body, trak.end);
    if (!tkhd || !mdhd) continue;
    const id = init.readUInt32BE(tkhd.body + (init[tkhd.body] === 1 ? 20 : 12));
    const scale = init.readUInt32BE(mdhd.body + (init[mdhd.body] === 1 ? 20 : 12));
    scales.set(id, scale);
  }
  return scales;
}

/** Each track's decode time (`tfdt`) of the first fragment of a media segment, in its timescale. */
export function decodeTimes(segment: Buffer): Map<number, bigint> {
  const times = new Map<number, bigint>();
  for (const traf of find(segment, ['moof', 'traf'])) {
    const [tfhd] = find(segment, ['tfhd'], traf.body, traf.end);
    const [tfdt] = find(segment, ['tfdt'], traf.body, traf.end);
    if (!tfhd || !tfdt) continue;
    const id = segment.readUInt32BE(tfhd.body + 4);
    if (times.has(id)) continue;
    times.set(
      id,
      segment[tfdt.body] === 1
        ? segment.readBigUInt64BE(tfdt.body + 4)
        : BigInt(segment.readUInt32BE(tfdt.body + 4)),
    );
  }
  return times;
}

/**
 * A copy of `segment` whose every fragment is shifted by `shift[track]` (timescale units) and
 * numbered from `sequence`. `tfdt` must be version 1 (64-bit), as ffmpeg writes it.
 */
export function retime(segment: Buffer, shift: ReadonlyMap<number, bigint>, sequence: number): Buffer {
  const out = Buffer.from(segment);
  let fragment = 0;
  for (const moof of find(out, ['moof'])) {
    for (const mfhd of find(out, ['mfhd'], moof.body, moof.end))
      out.writeUInt32BE((sequence + fragment) >>> 0, mfhd.body + 4);
    fragment++;
    for (const traf of find(out, ['traf'], moof.body, moof.end)) {
      const [tfhd] = find(out, ['tfhd'], traf.body, traf.end);
      if (!tfhd) continue;
      const by = shift.get(out.readUInt32BE(tfhd.body + 4)) ?? 0n;
      for (const tfdt of find(out, ['tfdt'], traf.body, traf.end)) {
        if (out[tfdt.body] !== 1) throw new Error('tfdt version 0 cannot hold a live timeline');
        out.writeBigUInt64BE(out.readBigUInt64BE(tfdt.body + 4) + by, tfdt.body + 4);
      }
    }
  }
  return out;
}
