import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Picture } from '@core/schemas/content';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { MediaVariant } from '../db/schema';
import { MAX_PIXELS } from '../uploads/pipeline';

/**
 * The media library's pictures (issue 26; docs/decisions/033-newsroom.md "Media library"): one
 * upload is stored in several widths, each in AVIF and WebP for `<picture>` sources, plus one JPEG
 * (PNG when it has transparency) that every browser shows, as the `<img>`'s own `src`.
 */

/** The widths stored (CSS pixels × density of the cards and the heroes that show them). */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
const LARGEST = Math.max(...MEDIA_WIDTHS);
/** The width of the fallback file (`link`) and of the thumbnail. */
const FALLBACK_WIDTH = 960;
const THUMB_WIDTH = 480;

const IMAGE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
  'image/tiff',
]);

export type MediaRefusal = 'empty' | 'type' | 'pixels' | 'damaged' | 'large';

/** Largest upload to the library. */
export const MEDIA_MAX_BYTES = 20 * 1024 * 1024;

export interface StoredMedia {
  id: string;
  width: number;
  height: number;
  variants: MediaVariant[];
}

/** The widths to make for an original `width` wide: those smaller, and the original's own when below the largest. */
export function widthsFor(width: number): number[] {
  const smaller = MEDIA_WIDTHS.filter((w) => w < width);
  return width <= LARGEST ? [...smaller, width] : [...MEDIA_WIDTHS];
}

/**
 * Decodes `bytes` (with a pixel limit, EXIF-upright, metadata dropped) and writes its variants under
 * `uploadsDir/media/{yyyy}/{mm}/`. Refuses what is not a raster picture, is damaged or too large.
 */
export async function storeMedia(
  bytes: Buffer,
  uploadsDir: string,
): Promise<{ media: StoredMedia } | { refused: MediaRefusal }> {
  if (bytes.length === 0) return { refused: 'empty' };
  if (bytes.length > MEDIA_MAX_BYTES) return { refused: 'large' };
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  if (!mime || !IMAGE_TYPES.has(mime)) return { refused: 'type' };
  try {
    const decode = () =>
      sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error', animated: false }).rotate();
    const meta = await decode().metadata();
    if (!meta.width || !meta.height) return { refused: 'damaged' };
    // EXIF orientations 5–8 swap the sides.
    const turned = (meta.orientation ?? 1) >= 5;
    const width = turned ? meta.height : meta.width;
    const height = turned ? meta.width : meta.height;
    const id = randomUUID();
    const now = new Date();
    const folder = ['media', String(now.getUTCFullYear()), String(now.getUTCMonth() + 1).padStart(2, '0')];
    await mkdir(join(uploadsDir, ...folder), { recursive: true });
    const variants: MediaVariant[] = [];
    const write = async (w: number, format: MediaVariant['format']) => {
      const pipeline = decode().resize({ width: w, withoutEnlargement: true });
      const encoded =
        format === 'avif'
          ? pipeline.avif({ quality: 55, effort: 2 })
          : format === 'webp'
            ? pipeline.webp({ quality: 78 })
            : format === 'png'
              ? pipeline.png({ compressionLevel: 9 })
              : pipeline.jpeg({ quality: 82, mozjpeg: true });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
      const name = `${id}-${info.width}.${format === 'jpeg' ? 'jpg' : format}`;
      await writeFile(join(uploadsDir, ...folder, name), data, { flag: 'wx' });
      variants.push({
        format,
        width: info.width,
        height: info.height,
        url: `/uploads/${[...folder, name].join('/')}`,
        bytes: data.length,
      });
    };
    for (const w of widthsFor(width)) {
      await write(w, 'avif');
      await write(w, 'webp');
    }
    await write(Math.min(width, FALLBACK_WIDTH), meta.hasAlpha ? 'png' : 'jpeg');
    return { media: { id, width, height, variants } };
  } catch (err) {
    return { refused: /pixel limit/i.test(String((err as Error).message)) ? 'pixels' : 'damaged' };
  }
}

/**
 * A library picture as content stores and the API answers it: the fallback as `link`, the smallest
 * WebP as `thumb`, the AVIF and WebP widths as `<picture>` sources, and the alt text per language.
 */
export function pictureOf(asset: {
  id: string;
  alt: Picture['alt'];
  width: number;
  height: number;
  variants: readonly MediaVariant[];
}): Picture {
  const fallback = asset.variants.find((v) => v.format === 'jpeg' || v.format === 'png');
  const webp = asset.variants.filter((v) => v.format === 'webp').sort((a, b) => a.width - b.width);
  const avif = asset.variants.filter((v) => v.format === 'avif').sort((a, b) => a.width - b.width);
  const srcset = (list: readonly MediaVariant[]) => list.map((v) => `${v.url} ${v.width}w`).join(', ');
  const thumb = webp.find((v) => v.width >= THUMB_WIDTH) ?? webp[webp.length - 1];
  const alt = asset.alt ?? {};
  return {
    title: alt.uz ?? alt.oz ?? alt.ru ?? alt.en ?? '',
    link: fallback?.url ?? webp[webp.length - 1]?.url ?? '',
    thumb: thumb?.url ?? null,
    width: asset.width,
    height: asset.height,
    sources: [
      ...(avif.length ? [{ type: 'image/avif', srcset: srcset(avif) }] : []),
      ...(webp.length ? [{ type: 'image/webp', srcset: srcset(webp) }] : []),
    ],
    alt,
    media: asset.id,
  };
}
