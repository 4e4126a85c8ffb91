/**
 * The upload rules the browser and the server share (spec §5 Upload and Image, §9; decision
 * 039): the defaults, the quarter turns, how an `accept` list is read and how the multipart
 * fields that narrow a request are written and read.
 */

/** Spec §5/§9: count 1, size 10 (MB), type image/*, longest image side 6000, rotation step 90°. */
export const UPLOAD_DEFAULTS = {
  count: 1,
  size: 10,
  type: 'image/*',
  maxWidth: 6000,
  maxCount: 1,
  rotation: 90,
} as const;

/** The largest longest side an image is stored with (spec §9 "Maximum image side 6000"). */
export const MAX_IMAGE_SIDE = 6000;

/** The largest file size, in MB, any upload takes. */
export const MAX_UPLOAD_MB = 10;

/** A clockwise turn of an image in quarter turns. */
export type Turn = 0 | 90 | 180 | 270;

export const TURNS: readonly Turn[] = [0, 90, 180, 270];

/** `angle` turned by `step` degrees (negative turns back), kept within 0..270. */
export function turnBy(angle: Turn, step: number): Turn {
  const next = (((angle + step) % 360) + 360) % 360;
  return (TURNS.includes(next as Turn) ? next : angle) as Turn;
}

/** The entries of an `accept` list (`image/*,application/pdf`), trimmed and lowercased. */
export function acceptList(type: string): string[] {
  return type
    .split(',')
    .map((t) => t.trim().toLowerCase())
    .filter(Boolean);
}

/** Whether `mime` matches an entry of `accept` (`image/*` matches every image). */
export function acceptsType(accept: readonly string[], mime: string): boolean {
  const m = mime.toLowerCase();
  return accept.some((a) => a === m || (a.endsWith('/*') && m.startsWith(a.slice(0, -1))));
}

/** What a block asks of one sending: the multipart fields beside `file` (all optional to the server). */
export interface UploadNarrowing {
  /** Files in this request. */
  count: number;
  /** MB per file. */
  size: number;
  /** The accepted types, an `accept` list. */
  type: string;
  /** Longest side of a stored image. */
  maxWidth: number;
}

/** The rotation field: one quarter turn per file, in the order the files are sent (`90,0,270`). */
export const writeTurns = (turns: readonly Turn[]) => turns.join(',');

/** The turns of `rotate`, or null when an entry is not a quarter turn. */
export function readTurns(rotate: string | undefined): Turn[] | null {
  if (rotate === undefined || rotate.trim() === '') return [];
  const out: Turn[] = [];
  for (const part of rotate.split(',')) {
    const n = Number(part.trim());
    if (!TURNS.includes(n as Turn)) return null;
    out.push(n as Turn);
  }
  return out;
}

/** Why a chosen file is refused before it is sent (the server's reasons of the same names). */
export type Refusal = 'type' | 'large' | 'count';

/**
 * Which of `picked` may join the `already` chosen ones under the block's settings: a file of a
 * type not accepted or over `size` MB is refused, and so is every file past `count` in one
 * sending or past `maxCount` in all.
 */
export function checkPicked<F extends { type: string; size: number }>(
  picked: readonly F[],
  already: number,
  settings: { count: number; size: number; type: string; room?: number },
): { kept: F[]; refused: { file: F; reason: Refusal }[] } {
  const accept = acceptList(settings.type);
  const room = Math.min(settings.count, settings.room ?? settings.count) - already;
  const kept: F[] = [];
  const refused: { file: F; reason: Refusal }[] = [];
  for (const file of picked) {
    if (!acceptsType(accept, file.type)) refused.push({ file, reason: 'type' });
    else if (file.size > settings.size * 1024 * 1024) refused.push({ file, reason: 'large' });
    else if (kept.length >= room) refused.push({ file, reason: 'count' });
    else kept.push(file);
  }
  return { kept, refused };
}
