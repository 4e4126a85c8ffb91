import { API_PREFIX } from '@core/api-prefix';
import type { I18nText } from '@core/lang';
import type {
  Anchor,
  AnonsSlide,
  ArchiveItem,
  Broadcast,
  Category,
  News,
  Person,
  Picture,
} from '@core/schemas/content';
import type {
  anonsSlides,
  archiveItems,
  broadcasts,
  categories,
  news,
  people,
  StoredPicture,
} from '../../db/schema';

/** Database rows as the API answers them (src/core/schemas/content.ts). */

/** A stored picture with every field of the schema, nothing more (old rows may lack some). */
export function toPicture(p: StoredPicture | null | undefined): Picture | null {
  if (!p?.link) return null;
  return {
    title: p.title ?? '',
    link: p.link,
    thumb: p.thumb ?? null,
    width: p.width ?? null,
    height: p.height ?? null,
    // A media-library picture (decision 038): its <picture> sources, alt text and library id.
    ...(p.sources?.length ? { sources: p.sources } : {}),
    ...(p.alt ? { alt: p.alt } : {}),
    ...(p.media ? { media: p.media } : {}),
  };
}

export function toCategory(row: typeof categories.$inferSelect): Category {
  return { _id: row.id, title: row.title, parent: row.parent, order: row.order };
}

/** A broadcast with the ids of its published episodes, newest first. */
export function toBroadcast(row: typeof broadcasts.$inferSelect, items: string[]): Broadcast {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    description: row.description,
    channel: row.channel,
    category: row.category,
    images_anons: row.imagesAnons.map(toPicture).filter((p): p is Picture => p !== null),
    items,
  };
}

/** Where an archive item plays when it has no `url` of its own: the demo media the server makes. */
export const vodMediaUrl = (product: string, id: string) =>
  `${API_PREFIX}/${product}/vod/${encodeURIComponent(id)}/index.m3u8`;

/**
 * An archive item; `category` is its broadcast's, and so is its rating when it has none of its own
 * (issue 26). The rating, the rights window, the subtitles and the accessible versions are in the
 * answer only when set.
 */
export function toArchiveItem(
  row: typeof archiveItems.$inferSelect,
  category: string | null,
  product: string,
  broadcastRating: string | null = null,
): ArchiveItem {
  const { airedChannel, airedDate, airedTime } = row;
  const rating = (row.rating ?? broadcastRating) as ArchiveItem['rating'] | null;
  const subtitles = row.subtitles as NonNullable<ArchiveItem['subtitles']>;
  return {
    _id: row.id,
    type: row.type,
    broadcast: row.broadcast,
    channel: row.channel,
    category,
    title: row.title,
    description: row.description,
    url: row.url ?? vodMediaUrl(product, row.id),
    poster: toPicture(row.poster),
    date: row.date.toISOString(),
    duration: row.duration,
    aired:
      airedChannel && airedDate && airedTime
        ? { channel: airedChannel, date: airedDate, time: airedTime }
        : null,
    ...(rating ? { rating } : {}),
    ...(row.availableFrom ? { available_from: row.availableFrom.toISOString() } : {}),
    ...(row.availableUntil ? { available_until: row.availableUntil.toISOString() } : {}),
    ...(subtitles.length > 0 ? { subtitles } : {}),
    ...(row.signLanguageUrl ? { sign_language_url: row.signLanguageUrl } : {}),
    ...(row.audioDescriptionUrl ? { audio_description_url: row.audioDescriptionUrl } : {}),
  };
}

export function toAnonsSlide(row: typeof anonsSlides.$inferSelect): AnonsSlide {
  return {
    _id: row.id,
    type: row.type,
    datetime: row.datetime.toISOString(),
    title: row.title,
    description: row.description,
    photo: toPicture(row.photo),
    broadcast: row.broadcast,
    channel: row.channel,
  };
}

const detailOf = (row: typeof people.$inferSelect) => ({
  nation: row.detail?.nation ?? null,
  about: row.detail?.about ?? {},
});

export function toAnchor(row: typeof people.$inferSelect, likes: number): Anchor {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    photo: toPicture(row.photo),
    channel: row.channels,
    broadcast: row.broadcast,
    category: row.category,
    detail: detailOf(row),
    likes,
  };
}

/** A person works for one channel: the first of the row's channels. */
export function toPerson(row: typeof people.$inferSelect): Person {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    photo: toPicture(row.photo),
    channel: row.channels[0] ?? null,
    detail: detailOf(row),
  };
}

/** A news item; a row read without its body (lists) answers an empty one. */
export function toNews(row: Omit<typeof news.$inferSelect, 'body'> & { body?: I18nText }): News {
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    summary: row.summary,
    body: row.body ?? {},
    picture: toPicture(row.picture),
    channel: row.channel,
    category: row.category,
    date: row.date.toISOString(),
  };
}
