import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Lang } from '@core/lang';
import type { UploadedFile } from '@core/schemas/auth';
import { acceptsType, MAX_IMAGE_SIDE, MAX_UPLOAD_MB, type Turn } from '@core/upload';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { text } from '../texts';

/**
 * What an upload may be (spec §5 Upload and Image, §9): how many files, how big, which types (by
 * the file's bytes, never its name), and for images the longest side and the thumbnail.
 */
export interface UploadPolicy {
  /** Files per request, at least 1 (spec default 1). */
  count: number;
  /** Bytes per file (spec default 10 MB). */
  maxBytes: number;
  /** MIME types or `type/*` patterns (spec default `image/*`). */
  accept: string[];
  /** A narrower list a block asked for (its `type` setting): a file must match both. */
  within?: string[];
  /** Longest side of a stored image (spec: maxWidth, default 6000). */
  maxSide: number;
  /** Longest side of the thumbnail. */
  thumbSide: number;
  /** Extra clockwise rotation in 90° steps after the EXIF orientation is applied. */
  rotate: Turn;
}

const MB = 1024 * 1024;

/** Largest decoded image accepted, in pixels (a decompression bomb is refused before decoding). */
export const MAX_PIXELS = 40_000_000;

/** Images sharp re-encodes. SVG is not an image here: it can carry script. */
const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/tiff',
]);

/** Documents kept as they are (forms take them). */
const DOCUMENT_TYPES = new Set([
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/msword',
  'application/x-cfb',
  'application/vnd.oasis.opendocument.text',
  'audio/mpeg',
  'video/mp4',
]);

/** The policies an `upload_key` names. */
export const POLICIES: Record<string, UploadPolicy> = {
  /** A profile picture: one image, stored at most 6000 px like every image (spec §9), thumbnail 160. */
  picture: {
    count: 1,
    maxBytes: MAX_UPLOAD_MB * MB,
    accept: ['image/*'],
    maxSide: MAX_IMAGE_SIDE,
    thumbSide: 160,
    rotate: 0,
  },
  /**
   * The upload block (`fileUpload` widget): the ceiling its settings narrow per request (count,
   * size, type, maxWidth; decision 039): up to 10 images or documents of 10 MB.
   */
  block: {
    count: 10,
    maxBytes: MAX_UPLOAD_MB * MB,
    accept: ['image/*', ...DOCUMENT_TYPES],
    maxSide: MAX_IMAGE_SIDE,
    thumbSide: 320,
    rotate: 0,
  },
  /** Files of a request form: up to 5 images or documents. */
  form: {
    count: 5,
    maxBytes: 10 * MB,
    accept: ['image/*', ...DOCUMENT_TYPES],
    maxSide: 6000,
    thumbSide: 320,
    rotate: 0,
  },
  /** Images of the layout editor (galleries, icon boxes). */
  editor: { count: 10, maxBytes: 10 * MB, accept: ['image/*'], maxSide: 6000, thumbSide: 320, rotate: 0 },
};

export type UploadError = { title: string; message: string };

/** A byte limit as people read it: `10 MB`, `0.5 MB`. */
export const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10} MB`;

const accepts = (policy: UploadPolicy, mime: string) =>
  acceptsType(policy.accept, mime) && (!policy.within || acceptsType(policy.within, mime));

/** A file name fit to show: no path, no control characters, at most 200 characters. */
export function cleanTitle(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
  const clean = base.replace(/[\u0000-\u001f\u007f<>"]/g, '').trim();
  return (clean || 'file').slice(0, 200);
}

/** Why a file was refused: a key of `uploads.reason` in src/server/texts. */
export type Reason = 'empty' | 'large' | 'type' | 'pixels' | 'damaged' | 'count';

/** The failure of one file in `lang` (`uploads.failed`: spec §8's 'failed file upload' wording) and the reason. */
export function uploadError(lang: Lang, title: string, reason: Reason, limit?: string): UploadError {
  const why = text(lang, `uploads.reason.${reason}`);
  const message = text(lang, 'uploads.failed', { title, reason: limit ? `${why} (${limit})` : why });
  return { title, message };
}

/** A stored file, by its path under the folder it was stored in. */
export interface StoredFile {
  title: string;
  /** The detected MIME type of what was stored (images after re-encoding). */
  mime: string;
  size: number;
  path: string;
  thumbPath: string | null;
  width: number | null;
  height: number | null;
}

/**
 * Checks and stores one file under a generated name in `rootDir/{prefix}/{yyyy}/{mm}/`. Images are
 * decoded with a pixel limit, turned upright from EXIF, rotated by the policy, scaled so the
 * longest side is at most `maxSide`, re-encoded (which drops EXIF, GPS and anything appended to
 * the file) and given a thumbnail. Documents are stored as they are.
 */
export async function storeFile(
  bytes: Buffer,
  originalName: string,
  policy: UploadPolicy,
  rootDir: string,
  lang: Lang,
  prefix = 'u',
): Promise<{ file: StoredFile } | { error: UploadError }> {
  const title = cleanTitle(originalName);
  if (bytes.length === 0) return { error: uploadError(lang, title, 'empty') };
  if (bytes.length > policy.maxBytes)
    return { error: uploadError(lang, title, 'large', megabytes(policy.maxBytes)) };
  const detected = await fileTypeFromBuffer(bytes);
  const mime = detected?.mime ?? 'application/octet-stream';
  if (!(IMAGE_TYPES.has(mime) || DOCUMENT_TYPES.has(mime)) || !accepts(policy, mime)) {
    return { error: uploadError(lang, title, 'type') };
  }
  const now = new Date();
  const folder = [prefix, String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0')];
  await mkdir(join(rootDir, ...folder), { recursive: true });
  const id = randomUUID();
  const path = (name: string) => [...folder, name].join('/');

  if (!IMAGE_TYPES.has(mime)) {
    const name = `${id}.${detected?.ext ?? 'bin'}`;
    await writeFile(join(rootDir, ...folder, name), bytes, { flag: 'wx' });
    return {
      file: { title, mime, size: bytes.length, path: path(name), thumbPath: null, width: null, height: null },
    };
  }

  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).metadata();
    if (!meta.width || !meta.height) return { error: uploadError(lang, title, 'damaged') };
    if (meta.width * meta.height > MAX_PIXELS) return { error: uploadError(lang, title, 'pixels') };
    // PNG, GIF and WebP may hold transparency: they become PNG or WebP; the rest JPEG.
    const keepAlpha = meta.hasAlpha === true;
    const base = () =>
      sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false })
        .rotate()
        .rotate(policy.rotate || undefined);
    const main = base().resize({
      width: policy.maxSide,
      height: policy.maxSide,
      fit: 'inside',
      withoutEnlargement: true,
    });
    const encoded = keepAlpha
      ? await main.webp({ quality: 85 }).toBuffer({ resolveWithObject: true })
      : await main.jpeg({ quality: 85, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    const ext = keepAlpha ? 'webp' : 'jpg';
    const thumb = await base()
      .resize({ width: policy.thumbSide, height: policy.thumbSide, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
    const name = `${id}.${ext}`;
    const thumbName = `${id}.thumb.webp`;
    await writeFile(join(rootDir, ...folder, name), encoded.data, { flag: 'wx' });
    await writeFile(join(rootDir, ...folder, thumbName), thumb, { flag: 'wx' });
    return {
      file: {
        title,
        mime: keepAlpha ? 'image/webp' : 'image/jpeg',
        size: encoded.data.length,
        path: path(name),
        thumbPath: path(thumbName),
        width: encoded.info.width,
        height: encoded.info.height,
      },
    };
  } catch (err) {
    const text = String((err as Error).message);
    return { error: uploadError(lang, title, /pixel limit/i.test(text) ? 'pixels' : 'damaged') };
  }
}

/** Stores one public upload in `uploadsDir/u/…` (see `storeFile`), linked under `/uploads/`. */
export async function processFile(
  bytes: Buffer,
  originalName: string,
  policy: UploadPolicy,
  uploadsDir: string,
  lang: Lang,
): Promise<{ file: UploadedFile } | { error: UploadError }> {
  const result = await storeFile(bytes, originalName, policy, uploadsDir, lang);
  if ('error' in result) return result;
  const { title, path, thumbPath, width, height } = result.file;
  return {
    file: {
      title,
      link: `/uploads/${path}`,
      thumb: thumbPath ? `/uploads/${thumbPath}` : null,
      width,
      height,
    },
  };
}
