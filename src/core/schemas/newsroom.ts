import Type, { type Static, type TSchema } from 'typebox';
import { AGE_RATINGS, ITEM_STATUSES, NEWSROOM_TYPES, type NewsroomType } from '../newsroom';
import { ListMetaSchema, MenuIdSchema, SlugSchema } from './common';
import { SubtitleTrackSchema } from './content';
import { ChannelTypeSchema, ColorSchema, MenuItemSchema } from './entities';

/**
 * The newsroom's documents (issue 26; docs/decisions/033-newsroom.md): each content type as an
 * editor writes it. The server validates writes with these schemas and the newsroom page builds
 * its forms from them (rjsf), so they stay plain JSON Schema: optional fields rather than
 * `null` unions, ids as slugs, every text in the four languages.
 */

/** A text in the four languages; Uzbek (Cyrillic) is the one every item must have. */
export const NewsroomTextSchema = Type.Object(
  {
    uz: Type.String({ minLength: 1, maxLength: 2000, title: 'Ўзбекча' }),
    oz: Type.Optional(Type.String({ maxLength: 2000, title: 'Oʻzbekcha' })),
    ru: Type.Optional(Type.String({ maxLength: 2000, title: 'Русский' })),
    en: Type.Optional(Type.String({ maxLength: 2000, title: 'English' })),
  },
  { additionalProperties: false },
);

/** A longer text in the four languages, none required (descriptions, summaries). */
export const NewsroomLongTextSchema = Type.Object(
  {
    uz: Type.Optional(Type.String({ maxLength: 20000 })),
    oz: Type.Optional(Type.String({ maxLength: 20000 })),
    ru: Type.Optional(Type.String({ maxLength: 20000 })),
    en: Type.Optional(Type.String({ maxLength: 20000 })),
  },
  { additionalProperties: false },
);

/** Rich text (news bodies): HTML per language, sanitised by the server when saved. */
export const NewsroomHtmlSchema = Type.Object(
  {
    uz: Type.Optional(Type.String({ maxLength: 200000 })),
    oz: Type.Optional(Type.String({ maxLength: 200000 })),
    ru: Type.Optional(Type.String({ maxLength: 200000 })),
    en: Type.Optional(Type.String({ maxLength: 200000 })),
  },
  { additionalProperties: false },
);

const Url = Type.String({ minLength: 1, maxLength: 2000, pattern: '^(https?://|/)\\S*$' });
const DateTime = Type.String({ format: 'date-time' });

/**
 * A picture: its link (an upload or an https URL), and its size when known (no layout shift). One
 * picked from the media library (decision 038) also carries its thumbnail, its AVIF and WebP
 * `sources`, its alt text in the four languages and its library id.
 */
export const NewsroomPictureSchema = Type.Object(
  {
    link: Url,
    title: Type.Optional(Type.String({ maxLength: 500 })),
    width: Type.Optional(Type.Integer({ minimum: 1, maximum: 20000 })),
    height: Type.Optional(Type.Integer({ minimum: 1, maximum: 20000 })),
    thumb: Type.Optional(Url),
    sources: Type.Optional(
      Type.Array(
        Type.Object(
          {
            type: Type.String({ pattern: '^image/(avif|webp)$' }),
            srcset: Type.String({ maxLength: 4000 }),
          },
          { additionalProperties: false },
        ),
        { maxItems: 4 },
      ),
    ),
    alt: Type.Optional(
      Type.Object(
        {
          uz: Type.Optional(Type.String({ maxLength: 300 })),
          oz: Type.Optional(Type.String({ maxLength: 300 })),
          ru: Type.Optional(Type.String({ maxLength: 300 })),
          en: Type.Optional(Type.String({ maxLength: 300 })),
        },
        { additionalProperties: false },
      ),
    ),
    media: Type.Optional(Type.String({ maxLength: 64 })),
  },
  { additionalProperties: false },
);
export type NewsroomPicture = Static<typeof NewsroomPictureSchema>;

export const AgeRatingSchema = Type.Enum(AGE_RATINGS);

export const ChannelDocumentSchema = Type.Object(
  {
    _id: SlugSchema,
    type: ChannelTypeSchema,
    title: NewsroomTextSchema,
    about: Type.Optional(NewsroomLongTextSchema),
    photo: Type.Optional(Url),
    color: Type.Optional(ColorSchema),
    order: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
    regional: Type.Optional(Type.Boolean()),
    is_hidden: Type.Optional(Type.Boolean()),
    /** The live stream (HLS or MP4) on an origin of STREAM_ORIGINS; absent: the demo stream. */
    online: Type.Optional(Type.String({ format: 'uri', maxLength: 2000 })),
  },
  { additionalProperties: false },
);

export const CategoryDocumentSchema = Type.Object(
  {
    _id: SlugSchema,
    title: NewsroomTextSchema,
    parent: Type.Optional(SlugSchema),
    order: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  },
  { additionalProperties: false },
);

export const BroadcastDocumentSchema = Type.Object(
  {
    _id: SlugSchema,
    type: ChannelTypeSchema,
    title: NewsroomTextSchema,
    description: Type.Optional(NewsroomLongTextSchema),
    channel: Type.Optional(SlugSchema),
    category: Type.Optional(SlugSchema),
    rating: Type.Optional(AgeRatingSchema),
    images_anons: Type.Optional(Type.Array(NewsroomPictureSchema, { maxItems: 20 })),
    order: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
    is_hidden: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);

export const ArchiveDocumentSchema = Type.Object(
  {
    _id: SlugSchema,
    type: ChannelTypeSchema,
    title: NewsroomTextSchema,
    description: Type.Optional(NewsroomLongTextSchema),
    broadcast: Type.Optional(SlugSchema),
    channel: Type.Optional(SlugSchema),
    /** The media (HLS or MP4); absent: the demo media the server makes. */
    url: Type.Optional(Url),
    poster: Type.Optional(NewsroomPictureSchema),
    /** When it aired; it is listed from `date + duration` on. */
    date: DateTime,
    /** Seconds. */
    duration: Type.Integer({ minimum: 1, maximum: 7 * 24 * 3600 }),
    rating: Type.Optional(AgeRatingSchema),
    /** The rights window: outside it the recording is not offered. Absent: open on that side. */
    available_from: Type.Optional(DateTime),
    available_until: Type.Optional(DateTime),
    /** Subtitle files uploaded to `/newsroom/subtitles` (WebVTT), one a language. */
    subtitles: Type.Optional(Type.Array(SubtitleTrackSchema, { maxItems: 4 })),
    sign_language_url: Type.Optional(Url),
    audio_description_url: Type.Optional(Url),
  },
  { additionalProperties: false },
);

export const AnonsDocumentSchema = Type.Object(
  {
    _id: SlugSchema,
    title: NewsroomTextSchema,
    description: Type.Optional(NewsroomLongTextSchema),
    /** When what it announces airs. */
    datetime: DateTime,
    photo: Type.Optional(NewsroomPictureSchema),
    broadcast: Type.Optional(SlugSchema),
    channel: Type.Optional(SlugSchema),
  },
  { additionalProperties: false },
);

export const NewsDocumentSchema = Type.Object(
  {
    _id: SlugSchema,
    type: ChannelTypeSchema,
    title: NewsroomTextSchema,
    summary: Type.Optional(NewsroomLongTextSchema),
    body: Type.Optional(NewsroomHtmlSchema),
    picture: Type.Optional(NewsroomPictureSchema),
    channel: Type.Optional(SlugSchema),
    category: Type.Optional(SlugSchema),
    date: DateTime,
  },
  { additionalProperties: false },
);

export const PersonDocumentSchema = Type.Object(
  {
    _id: SlugSchema,
    /** `anchor`: a presenter (the anchors' page); `person`: a guest or staff. */
    kind: Type.Union([Type.Literal('anchor'), Type.Literal('person')]),
    type: ChannelTypeSchema,
    title: NewsroomTextSchema,
    about: Type.Optional(NewsroomLongTextSchema),
    photo: Type.Optional(NewsroomPictureSchema),
    channels: Type.Optional(Type.Array(SlugSchema, { maxItems: 50, uniqueItems: true })),
    broadcast: Type.Optional(SlugSchema),
    category: Type.Optional(SlugSchema),
    nation: Type.Optional(Type.String({ maxLength: 100 })),
    order: Type.Optional(Type.Integer({ minimum: 0, maximum: 100000 })),
  },
  { additionalProperties: false },
);

export const PollDocumentSchema = Type.Object(
  {
    _id: SlugSchema,
    title: NewsroomTextSchema,
    /** Several answers per ballot (true) or one (false). */
    multiple: Type.Boolean(),
    options: Type.Array(
      Type.Object({ _id: SlugSchema, title: NewsroomTextSchema }, { additionalProperties: false }),
      { minItems: 2, maxItems: 50 },
    ),
    date: DateTime,
    /** When it stops taking votes (its results stay readable); absent: open. */
    closes_at: Type.Optional(DateTime),
  },
  { additionalProperties: false },
);

export const MenuDocumentSchema = Type.Object(
  {
    /** The chrome reads `{product}_main` (the header), `_topbar`, `_corporate`, `_affiliate`. */
    _id: MenuIdSchema,
    title: NewsroomTextSchema,
    /** Ordered links, each with children one level deep. */
    items: Type.Array(MenuItemSchema, { maxItems: 100 }),
  },
  { additionalProperties: false },
);

/** The document schema of each newsroom type. */
export const NEWSROOM_DOCUMENTS = {
  channel: ChannelDocumentSchema,
  category: CategoryDocumentSchema,
  broadcast: BroadcastDocumentSchema,
  archive: ArchiveDocumentSchema,
  anons: AnonsDocumentSchema,
  news: NewsDocumentSchema,
  person: PersonDocumentSchema,
  poll: PollDocumentSchema,
  menu: MenuDocumentSchema,
} as const satisfies Record<NewsroomType, TSchema>;

export type NewsroomDocuments = { [K in NewsroomType]: Static<(typeof NEWSROOM_DOCUMENTS)[K]> };
export type NewsroomDocument = NewsroomDocuments[NewsroomType];

export const NewsroomTypeSchema = Type.Enum(NEWSROOM_TYPES);
export const ItemStatusSchema = Type.Enum(ITEM_STATUSES);

/** What a write does besides saving: keep a draft, publish now, publish later, take down. */
export const WRITE_ACTIONS = ['draft', 'publish', 'schedule', 'unpublish'] as const;
export type WriteAction = (typeof WRITE_ACTIONS)[number];

/** The body of `POST /newsroom/{type}.json` and `PUT /newsroom/{type}/{id}.json`. */
export function NewsroomWriteSchema<T extends TSchema>(document: T) {
  return Type.Object(
    {
      document,
      action: Type.Enum(WRITE_ACTIONS),
      /** With `schedule`: when the item goes public. */
      publish_at: Type.Optional(DateTime),
      /** With `publish` or `schedule`: when it is taken down again. */
      unpublish_at: Type.Optional(DateTime),
    },
    { additionalProperties: false },
  );
}

/** Who saved an item last, and when. */
export const NewsroomMetaSchema = Type.Object({
  type: NewsroomTypeSchema,
  id: SlugSchema,
  /** Counts saves; 0: an item only the public table holds (seeded), never saved in the newsroom. */
  version: Type.Integer({ minimum: 0 }),
  status: ItemStatusSchema,
  /** Whether visitors see the item now (a public row exists). */
  live: Type.Boolean(),
  publish_at: Type.Union([DateTime, Type.Null()]),
  unpublish_at: Type.Union([DateTime, Type.Null()]),
  published_at: Type.Union([DateTime, Type.Null()]),
  /** Live, and a draft (or a scheduled change) saved since the last publish: visitors see an older version. */
  unpublished_changes: Type.Boolean(),
  updated_at: Type.Union([DateTime, Type.Null()]),
  updated_by: Type.Union([Type.String(), Type.Null()]),
});
export type NewsroomMeta = Static<typeof NewsroomMetaSchema>;

/** One item as the editor reads it (`GET /newsroom/{type}/{id}.json`, and a 409's body). */
export const NewsroomItemSchema = Type.Object({
  data: Type.Record(Type.String(), Type.Unknown()),
  meta: NewsroomMetaSchema,
});
export type NewsroomItem = { data: Record<string, unknown>; meta: NewsroomMeta };

/** A 409: the refusal's message and the item as it is now. */
export const NewsroomConflictSchema = Type.Object({
  message: Type.String(),
  data: Type.Record(Type.String(), Type.Unknown()),
  meta: NewsroomMetaSchema,
});

/** A row of the newsroom's list of a type. */
export const NewsroomRowSchema = Type.Object({
  ...NewsroomMetaSchema.properties,
  title: Type.Record(Type.String(), Type.String()),
});
export type NewsroomRow = Static<typeof NewsroomRowSchema>;

export const NewsroomListSchema = Type.Object({ data: Type.Array(NewsroomRowSchema), meta: ListMetaSchema });

export const NewsroomListQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    title: Type.Optional(Type.String({ maxLength: 200 })),
    status: Type.Optional(ItemStatusSchema),
  },
  { additionalProperties: false },
);

/** One row of the audit log. */
export const AuditRowSchema = Type.Object({
  id: Type.Integer(),
  at: DateTime,
  actor_id: Type.Union([Type.String(), Type.Null()]),
  actor_name: Type.String(),
  action: Type.String(),
  type: Type.String(),
  item_id: Type.String(),
  version: Type.Union([Type.Integer(), Type.Null()]),
  /** The jsondiffpatch delta of before → after (null: nothing changed in the document). */
  diff: Type.Unknown(),
  note: Type.String(),
});
export type AuditRow = Static<typeof AuditRowSchema>;

export const AuditListSchema = Type.Object({ data: Type.Array(AuditRowSchema), meta: ListMetaSchema });

export const AuditQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
    /** An account id, or `system`. */
    user: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    type: Type.Optional(Type.String({ pattern: '^[a-z]{1,20}$' })),
    item: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    /** From this instant (or Tashkent date) on. */
    from: Type.Optional(Type.String({ maxLength: 40 })),
    /** Up to this instant (or the end of this Tashkent date). */
    to: Type.Optional(Type.String({ maxLength: 40 })),
  },
  { additionalProperties: false },
);
