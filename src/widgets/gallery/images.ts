import { type I18nText, type Lang, pickText } from '@core/lang';

/** One picture of the gallery, whatever shape the API gave it in. */
export interface GalleryImage {
  key: string;
  /** The picture shown in the grid (the thumbnail when there is one). */
  src: string;
  /** The picture shown enlarged. */
  full: string;
  caption: string;
  width?: number;
  height?: number;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/** A title as the API gives it: a string or a per-language object. */
function textOf(value: unknown, lang: Lang): string {
  if (typeof value === 'string') return value.trim();
  if (!isRecord(value)) return '';
  const text: I18nText = {};
  for (const l of ['uz', 'ru', 'en', 'oz'] as const) {
    const v = own(value, l);
    if (typeof v === 'string') text[l] = v;
  }
  return pickText(text, lang).trim();
}

/** Pictures come from our uploads or an http(s) address; other schemes (javascript:, data:) are dropped. */
function safeSrc(value: unknown): string {
  return typeof value === 'string' && /^(https?:\/\/[^\s/]|\/(?![/\\]))\S*$/i.test(value) ? value : '';
}

function size(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value) : undefined;
}

/** A string URL or an uploaded file {title, link, thumb, width, height} (spec §3). */
function toImage(value: unknown, caption: string, lang: Lang): Omit<GalleryImage, 'key'> | null {
  const plain = safeSrc(value);
  if (plain) return { src: plain, full: plain, caption };
  if (!isRecord(value)) return null;
  const link = safeSrc(own(value, 'link'));
  const src = safeSrc(own(value, 'thumb')) || link;
  if (!src) return null;
  const width = size(own(value, 'width'));
  const height = size(own(value, 'height'));
  const image = { src, full: link || src, caption: textOf(own(value, 'title'), lang) || caption };
  return width && height ? { ...image, width, height } : image;
}

/**
 * The pictures of a response's `data` (spec §7): an object gives `data[field]`; a list gives
 * each item's `[field]`, captioned with the item's title. A field may hold one picture or several.
 */
export function toImages(data: unknown, field: string, lang: Lang): GalleryImage[] {
  const images: GalleryImage[] = [];
  const add = (value: unknown, caption: string) => {
    for (const entry of Array.isArray(value) ? value : [value]) {
      const image = toImage(entry, caption, lang);
      if (image) images.push({ ...image, key: `${images.length}:${image.src}` });
    }
  };
  if (Array.isArray(data)) {
    for (const item of data) if (isRecord(item)) add(own(item, field), textOf(own(item, 'title'), lang));
  } else if (isRecord(data)) {
    add(own(data, field), '');
  }
  return images;
}
