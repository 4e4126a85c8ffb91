import type { I18nText } from '@core/lang';
import type { NewsroomType } from '@core/newsroom';
import type { SubtitleTrack } from '@core/schemas/content';
import type { NewsroomDocuments, NewsroomPicture } from '@core/schemas/newsroom';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  anonsSlides,
  archiveItems,
  broadcasts,
  categories,
  channels,
  menus,
  news,
  people,
  polls,
  type StoredPicture,
} from '../db/schema';

/**
 * Documents ⇄ public rows (issue 26; decision 033). The public tables hold exactly what visitors
 * see; a publish writes `toRow(document)` there (insert or update), an unpublish deletes the row.
 * `fromRow` reads a row back as a document: the item a seeded row is until the newsroom first
 * saves it. Columns a document does not carry (an archive item's catch-up link) are left as they
 * are on update.
 */

/** The cache tags each type's public reads carry (routes/content/*, channels.ts, site.ts, polls.ts). */
export const TYPE_TAGS: Record<NewsroomType, readonly string[]> = {
  // `search`: the search answers (issue 27) of every type the search index holds.
  channel: ['channel', 'search'],
  category: ['category', 'search'],
  broadcast: ['broadcast', 'search'],
  archive: ['archive', 'search'],
  anons: ['anons', 'search'],
  news: ['news', 'search'],
  person: ['person', 'anchors', 'search'],
  poll: ['poll'],
  menu: ['menu'],
};

/** A reference from one document to another public item (checked before a publish). */
export interface Reference {
  field: string;
  type: 'channel' | 'category' | 'broadcast';
  id: string;
}

export interface Projection<D> {
  table: PgTable;
  id: PgColumn;
  title: PgColumn;
  /** The public row's values (insert and update) of a document, as of `now`. */
  toRow(doc: D, now: Date): Record<string, unknown>;
  fromRow(row: Record<string, unknown>): D;
  refs(doc: D): Reference[];
}

/** An object without its undefined and null values (documents leave absent fields out). */
function compact<T extends object>(value: Record<string, unknown>): T {
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (v !== undefined && v !== null) out[key] = v;
  return out as T;
}

/** A document's text as the public row stores it: empty languages left out. */
const text = (value: Partial<Record<string, string>> | undefined): I18nText => {
  const out: I18nText = {};
  for (const [lang, v] of Object.entries(value ?? {}))
    if (typeof v === 'string' && v.trim()) out[lang as keyof I18nText] = v;
  return out;
};
/** A stored text as a document's: a title keeps `uz` even when the row has none (the form asks for it). */
const docTitle = (value: unknown) => ({ uz: '', ...(value as I18nText) }) as { uz: string } & I18nText;
const docText = (value: unknown) => {
  const t = text(value as I18nText);
  return Object.keys(t).length ? t : undefined;
};

const stored = (p: NewsroomPicture | undefined): StoredPicture | null =>
  p
    ? {
        title: p.title ?? '',
        link: p.link,
        thumb: p.thumb ?? null,
        width: p.width ?? null,
        height: p.height ?? null,
        // A media-library picture keeps its <picture> sources, alt text and id (decision 038).
        ...(p.sources?.length ? { sources: p.sources } : {}),
        ...(p.alt ? { alt: p.alt } : {}),
        ...(p.media ? { media: p.media } : {}),
      }
    : null;
const picture = (p: unknown): NewsroomPicture | undefined => {
  const s = p as StoredPicture | null | undefined;
  if (!s?.link) return undefined;
  return compact<NewsroomPicture>({
    link: s.link,
    title: s.title || undefined,
    width: s.width,
    height: s.height,
    thumb: s.thumb ?? undefined,
    sources: s.sources?.length ? s.sources : undefined,
    alt: s.alt,
    media: s.media,
  });
};
const iso = (d: unknown) =>
  d instanceof Date ? d.toISOString() : d ? new Date(String(d)).toISOString() : undefined;
const date = (s: string | undefined) => (s ? new Date(s) : null);

function refs(
  doc: Record<string, unknown>,
  fields: readonly Reference['type'][],
  parent = false,
): Reference[] {
  const out: Reference[] = [];
  for (const field of fields) {
    const id = doc[field];
    if (typeof id === 'string') out.push({ field, type: field, id });
  }
  if (parent && typeof doc.parent === 'string')
    out.push({ field: 'parent', type: 'category', id: doc.parent });
  return out;
}

type Row = Record<string, unknown>;

const channel: Projection<NewsroomDocuments['channel']> = {
  table: channels,
  id: channels.id,
  title: channels.title,
  toRow: (d) => ({
    id: d._id,
    type: d.type,
    title: text(d.title),
    about: text(d.about),
    photo: d.photo ?? null,
    color: d.color ?? null,
    order: d.order ?? 999,
    regional: d.regional ?? false,
    isHidden: d.is_hidden ?? false,
    online: d.online ?? null,
  }),
  fromRow: (r: Row) =>
    compact({
      _id: r.id,
      type: r.type,
      title: docTitle(r.title),
      about: docText(r.about),
      photo: r.photo,
      color: r.color,
      order: r.order,
      regional: r.regional,
      is_hidden: r.isHidden,
      online: r.online,
    }),
  refs: () => [],
};

const category: Projection<NewsroomDocuments['category']> = {
  table: categories,
  id: categories.id,
  title: categories.title,
  toRow: (d) => ({ id: d._id, title: text(d.title), parent: d.parent ?? null, order: d.order ?? 999 }),
  fromRow: (r: Row) => compact({ _id: r.id, title: docTitle(r.title), parent: r.parent, order: r.order }),
  refs: (d) => refs(d, [], true),
};

const broadcast: Projection<NewsroomDocuments['broadcast']> = {
  table: broadcasts,
  id: broadcasts.id,
  title: broadcasts.title,
  toRow: (d) => ({
    id: d._id,
    type: d.type,
    title: text(d.title),
    description: text(d.description),
    channel: d.channel ?? null,
    category: d.category ?? null,
    imagesAnons: (d.images_anons ?? []).map(stored),
    order: d.order ?? 999,
    isHidden: d.is_hidden ?? false,
    rating: d.rating ?? null,
  }),
  fromRow: (r: Row) =>
    compact({
      _id: r.id,
      type: r.type,
      title: docTitle(r.title),
      description: docText(r.description),
      channel: r.channel,
      category: r.category,
      rating: r.rating,
      images_anons: ((r.imagesAnons as StoredPicture[]) ?? []).map(picture).filter(Boolean),
      order: r.order,
      is_hidden: r.isHidden,
    }),
  refs: (d) => refs(d, ['channel', 'category']),
};

const archive: Projection<NewsroomDocuments['archive']> = {
  table: archiveItems,
  id: archiveItems.id,
  title: archiveItems.title,
  toRow: (d) => ({
    id: d._id,
    type: d.type,
    title: text(d.title),
    description: text(d.description),
    broadcast: d.broadcast ?? null,
    channel: d.channel ?? null,
    url: d.url ?? null,
    poster: stored(d.poster),
    date: new Date(d.date),
    duration: d.duration,
    rating: d.rating ?? null,
    availableFrom: date(d.available_from),
    availableUntil: date(d.available_until),
    subtitles: d.subtitles ?? [],
    signLanguageUrl: d.sign_language_url ?? null,
    audioDescriptionUrl: d.audio_description_url ?? null,
  }),
  fromRow: (r: Row) =>
    compact({
      _id: r.id,
      type: r.type,
      title: docTitle(r.title),
      description: docText(r.description),
      broadcast: r.broadcast,
      channel: r.channel,
      url: r.url,
      poster: picture(r.poster),
      date: iso(r.date),
      duration: r.duration,
      rating: r.rating,
      available_from: iso(r.availableFrom),
      available_until: iso(r.availableUntil),
      subtitles:
        Array.isArray(r.subtitles) && r.subtitles.length > 0 ? (r.subtitles as SubtitleTrack[]) : undefined,
      sign_language_url: r.signLanguageUrl,
      audio_description_url: r.audioDescriptionUrl,
    }),
  refs: (d) => refs(d, ['broadcast', 'channel']),
};

const anons: Projection<NewsroomDocuments['anons']> = {
  table: anonsSlides,
  id: anonsSlides.id,
  title: anonsSlides.title,
  toRow: (d) => ({
    id: d._id,
    datetime: new Date(d.datetime),
    title: text(d.title),
    description: text(d.description),
    photo: stored(d.photo),
    broadcast: d.broadcast ?? null,
    channel: d.channel ?? null,
  }),
  fromRow: (r: Row) =>
    compact({
      _id: r.id,
      title: docTitle(r.title),
      description: docText(r.description),
      datetime: iso(r.datetime),
      photo: picture(r.photo),
      broadcast: r.broadcast,
      channel: r.channel,
    }),
  refs: (d) => refs(d, ['broadcast', 'channel']),
};

const newsItem: Projection<NewsroomDocuments['news']> = {
  table: news,
  id: news.id,
  title: news.title,
  toRow: (d) => ({
    id: d._id,
    type: d.type,
    title: text(d.title),
    summary: text(d.summary),
    body: text(d.body),
    picture: stored(d.picture),
    channel: d.channel ?? null,
    category: d.category ?? null,
    date: new Date(d.date),
  }),
  fromRow: (r: Row) =>
    compact({
      _id: r.id,
      type: r.type,
      title: docTitle(r.title),
      summary: docText(r.summary),
      body: docText(r.body),
      picture: picture(r.picture),
      channel: r.channel,
      category: r.category,
      date: iso(r.date),
    }),
  refs: (d) => refs(d, ['channel', 'category']),
};

const person: Projection<NewsroomDocuments['person']> = {
  table: people,
  id: people.id,
  title: people.title,
  toRow: (d) => ({
    id: d._id,
    kind: d.kind,
    type: d.type,
    title: text(d.title),
    photo: stored(d.photo),
    channels: d.channels ?? [],
    broadcast: d.broadcast ?? null,
    category: d.category ?? null,
    detail: { nation: d.nation ?? null, about: text(d.about) },
    order: d.order ?? 999,
  }),
  fromRow: (r: Row) => {
    const detail = (r.detail ?? {}) as { nation?: string | null; about?: I18nText };
    const list = (r.channels as string[] | null) ?? [];
    return compact({
      _id: r.id,
      kind: r.kind,
      type: r.type,
      title: docTitle(r.title),
      about: docText(detail.about),
      photo: picture(r.photo),
      channels: list.length ? list : undefined,
      broadcast: r.broadcast,
      category: r.category,
      nation: detail.nation,
      order: r.order,
    });
  },
  refs: (d) => [
    ...refs(d, ['broadcast', 'category']),
    ...(d.channels ?? []).map((id) => ({ field: 'channels', type: 'channel' as const, id })),
  ],
};

const poll: Projection<NewsroomDocuments['poll']> = {
  table: polls,
  id: polls.id,
  title: polls.title,
  toRow: (d, now) => ({
    id: d._id,
    type: d.multiple ? 'checkbox' : 'radio',
    title: text(d.title),
    answers: d.options.map((o) => ({ id: o._id, title: text(o.title) })),
    date: new Date(d.date),
    isClosed: d.closes_at ? new Date(d.closes_at) <= now : false,
  }),
  fromRow: (r: Row) =>
    compact({
      _id: r.id,
      title: docTitle(r.title),
      multiple: r.type === 'checkbox',
      options: ((r.answers as { id: string; title: I18nText }[]) ?? []).map((a) => ({
        _id: a.id,
        title: docTitle(a.title),
      })),
      date: iso(r.date),
    }),
  refs: () => [],
};

const menu: Projection<NewsroomDocuments['menu']> = {
  table: menus,
  id: menus.id,
  title: menus.title,
  toRow: (d) => ({ id: d._id, title: text(d.title), items: d.items }),
  fromRow: (r: Row) => compact({ _id: r.id, title: docTitle(r.title), items: r.items ?? [] }),
  refs: () => [],
};

/** The projection of every type. */
export const PROJECTIONS: { [K in NewsroomType]: Projection<NewsroomDocuments[K]> } = {
  channel,
  category,
  broadcast,
  archive,
  anons,
  news: newsItem,
  person,
  poll,
  menu,
};

/** The public table of each reference type. */
export const REFERENCE_TABLES = {
  channel: { table: channels, id: channels.id },
  category: { table: categories, id: categories.id },
  broadcast: { table: broadcasts, id: broadcasts.id },
} as const;

/** A projection seen through its type only (the service handles every type alike). */
export function projectionOf(type: NewsroomType): Projection<Record<string, unknown>> {
  return PROJECTIONS[type] as unknown as Projection<Record<string, unknown>>;
}
