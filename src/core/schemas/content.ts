import Type, { type Static } from 'typebox';
import { CONTENT_DBS, type ContentDb } from '../content-dbs';
import { AGE_RATINGS } from '../newsroom';
import { UploadedFileSchema } from './auth';
import { I18nTextSchema, LangSchema, SlugSchema } from './common';
import { ChannelTypeSchema } from './entities';

/**
 * The broadcaster's content as the API answers it (spec §3, §7 "Content", "Polls, ratings,
 * likes"; issue 8). Ids are slugs; titles and texts are per language; pictures are uploaded-file
 * objects (spec §3 Uploaded file) so widgets know their size before they load (no layout shift).
 */

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

/** A picture with its link and size (spec §3 Uploaded file; "photo (with link)"). */
/** A `<picture>` source: a format and its widths (`url 480w, url 960w`). */
export const PictureSourceSchema = Type.Object({ type: Type.String(), srcset: Type.String() });

/**
 * A picture of content: an uploaded file; a picture of the media library (issue 26) also carries
 * its AVIF and WebP widths as `sources`, its alt text per language and its library id.
 */
export const PictureSchema = Type.Object({
  ...UploadedFileSchema.properties,
  sources: Type.Optional(Type.Array(PictureSourceSchema)),
  alt: Type.Optional(I18nTextSchema),
  media: Type.Optional(Type.String()),
});
export type Picture = Static<typeof PictureSchema>;

export const CategorySchema = Type.Object(
  {
    _id: SlugSchema,
    title: I18nTextSchema,
    parent: Nullable(SlugSchema),
    order: Type.Integer(),
  },
  { $id: 'efir:category', additionalProperties: false },
);
export type Category = Static<typeof CategorySchema>;

export const BroadcastSchema = Type.Object(
  {
    _id: SlugSchema,
    type: ChannelTypeSchema,
    title: I18nTextSchema,
    description: I18nTextSchema,
    channel: Nullable(SlugSchema),
    category: Nullable(SlugSchema),
    images_anons: Type.Array(PictureSchema),
    /** Its archive episodes' ids, newest first (those already published). */
    items: Type.Array(SlugSchema),
  },
  { $id: 'efir:broadcast', additionalProperties: false },
);
export type Broadcast = Static<typeof BroadcastSchema>;

/** The schedule entry an archive item records (catch-up): channel, Tashkent date, HH:mm. */
export const AiredSchema = Type.Object(
  { channel: SlugSchema, date: Type.String({ format: 'date' }), time: Type.String() },
  { additionalProperties: false },
);

/** Where the newsroom's uploaded subtitle files live (issue 26): generated names, WebVTT only. */
export const SUBTITLE_URL_PATTERN = '^/uploads/subtitles/[A-Za-z0-9_-]{1,64}\\.vtt$';

/** A recording's subtitles in one language (issue 26): a WebVTT file checked on upload. */
export const SubtitleTrackSchema = Type.Object(
  {
    lang: LangSchema(),
    url: Type.String({ pattern: SUBTITLE_URL_PATTERN, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type SubtitleTrack = Static<typeof SubtitleTrackSchema>;

/** The age ratings of programmes and recordings (issue 26; @core/newsroom AGE_RATINGS). */
const RatingSchema = Type.Union(
  [Type.Literal('0+'), Type.Literal('6+'), Type.Literal('12+'), Type.Literal('16+'), Type.Literal('18+')],
  { description: `Age rating: ${AGE_RATINGS.join(', ')}` },
);

export const ArchiveItemSchema = Type.Object(
  {
    _id: SlugSchema,
    type: ChannelTypeSchema,
    broadcast: Nullable(SlugSchema),
    channel: Nullable(SlugSchema),
    category: Nullable(SlugSchema),
    title: I18nTextSchema,
    description: I18nTextSchema,
    /** The media: HLS (.m3u8) or MP4. */
    url: Type.String(),
    poster: Nullable(PictureSchema),
    date: Type.String({ format: 'date-time' }),
    /** Seconds. */
    duration: Type.Integer({ minimum: 0 }),
    aired: Nullable(AiredSchema),
    // Issue 26, each present only when set (the lists' answers stay as lean as they were):
    /** The age rating: the recording's own, else its programme's. */
    rating: Type.Optional(RatingSchema),
    /** The rights window. Lists offer the recording only inside it; its page says when it is. */
    available_from: Type.Optional(Type.String({ format: 'date-time' })),
    available_until: Type.Optional(Type.String({ format: 'date-time' })),
    /** Subtitle files, one a language; the player offers them. */
    subtitles: Type.Optional(Type.Array(SubtitleTrackSchema, { maxItems: 4 })),
    /** Versions of the recording with sign language or audio description (HLS or MP4). */
    sign_language_url: Type.Optional(Type.String()),
    audio_description_url: Type.Optional(Type.String()),
  },
  { $id: 'efir:archiveItem', additionalProperties: false },
);
export type ArchiveItem = Static<typeof ArchiveItemSchema>;

export const AnonsSlideSchema = Type.Object(
  {
    _id: SlugSchema,
    /** `auto` or another kind (spec §3). */
    type: Type.String(),
    datetime: Type.String({ format: 'date-time' }),
    title: I18nTextSchema,
    description: I18nTextSchema,
    photo: Nullable(PictureSchema),
    broadcast: Nullable(SlugSchema),
    channel: Nullable(SlugSchema),
  },
  { $id: 'efir:anonsSlide', additionalProperties: false },
);
export type AnonsSlide = Static<typeof AnonsSlideSchema>;

export const PersonDetailSchema = Type.Object(
  { nation: Nullable(Type.String()), about: I18nTextSchema },
  { additionalProperties: false },
);

export const AnchorSchema = Type.Object(
  {
    _id: SlugSchema,
    type: ChannelTypeSchema,
    title: I18nTextSchema,
    photo: Nullable(PictureSchema),
    channel: Type.Array(SlugSchema),
    broadcast: Nullable(SlugSchema),
    category: Nullable(SlugSchema),
    detail: PersonDetailSchema,
    likes: Type.Integer({ minimum: 0 }),
  },
  { $id: 'efir:anchor', additionalProperties: false },
);
export type Anchor = Static<typeof AnchorSchema>;

export const PersonSchema = Type.Object(
  {
    _id: SlugSchema,
    type: ChannelTypeSchema,
    title: I18nTextSchema,
    photo: Nullable(PictureSchema),
    channel: Nullable(SlugSchema),
    detail: PersonDetailSchema,
  },
  { $id: 'efir:person', additionalProperties: false },
);
export type Person = Static<typeof PersonSchema>;

export const NewsSchema = Type.Object(
  {
    _id: SlugSchema,
    type: ChannelTypeSchema,
    title: I18nTextSchema,
    summary: I18nTextSchema,
    /** Sanitised HTML per language (empty in lists). */
    body: I18nTextSchema,
    picture: Nullable(PictureSchema),
    channel: Nullable(SlugSchema),
    category: Nullable(SlugSchema),
    date: Type.String({ format: 'date-time' }),
  },
  { $id: 'efir:news', additionalProperties: false },
);
export type News = Static<typeof NewsSchema>;

export const PollAnswerSchema = Type.Object(
  { _id: SlugSchema, title: I18nTextSchema, votes: Type.Integer({ minimum: 0 }) },
  { additionalProperties: false },
);

export const PollSchema = Type.Object(
  {
    _id: SlugSchema,
    /** `checkbox`: several answers; anything else: one (spec §3). */
    type: Type.String(),
    title: I18nTextSchema,
    answers: Type.Array(PollAnswerSchema),
    /** Ballots cast. */
    votes: Type.Integer({ minimum: 0 }),
    date: Type.String({ format: 'date-time' }),
  },
  { $id: 'efir:poll', additionalProperties: false },
);
export type Poll = Static<typeof PollSchema>;

/**
 * A poll as the poll list (`GET /poll.json`) shows it: no answer options, their number and the
 * ballots cast, and whether it still takes votes (results of a closed poll stay readable).
 */
export const PollSummarySchema = Type.Object(
  {
    _id: SlugSchema,
    /** `checkbox`: several answers; anything else: one (spec §3). */
    type: Type.String(),
    title: I18nTextSchema,
    date: Type.String({ format: 'date-time' }),
    is_closed: Type.Boolean(),
    /** Answer options the poll offers. */
    answer_count: Type.Integer({ minimum: 0 }),
    /** Ballots cast. */
    votes: Type.Integer({ minimum: 0 }),
  },
  { $id: 'efir:pollSummary', additionalProperties: false },
);
export type PollSummary = Static<typeof PollSummarySchema>;

/** The `type` filter of the poll list: `checkbox` (several answers) or `radio` (one answer). */
export const POLL_KINDS = ['checkbox', 'radio'] as const;
export type PollKind = (typeof POLL_KINDS)[number];

/** A vote (spec §7 POST /poll/{id}.json): `answer` one id, or several for a checkbox poll. */
export const PollVoteBody = Type.Object(
  {
    _id: SlugSchema,
    answer: Type.Union([SlugSchema, Type.Array(SlugSchema, { minItems: 1, maxItems: 50 })]),
  },
  { additionalProperties: false },
);

export const CommentSchema = Type.Object(
  {
    _id: Type.String(),
    datetime: Type.String({ format: 'date-time' }),
    username: Type.String(),
    content: Type.String(),
  },
  { $id: 'efir:comment', additionalProperties: false },
);
export type Comment = Static<typeof CommentSchema>;

/** The collections likes, ratings and comments count on (`{db}` of spec §7). */
export { CONTENT_DBS, type ContentDb };
// An enum, not a union of mapped literals: a mapped array is no tuple, and its static type was `never`.
export const ContentDbSchema = Type.Enum(CONTENT_DBS);

/** Likes or rating of an item: its count (spec §7: "returns a list with count"). */
export const CounterSchema = Type.Object(
  { _id: SlugSchema, db: ContentDbSchema, count: Type.Integer({ minimum: 0 }), mine: Type.Boolean() },
  { additionalProperties: false },
);
export type Counter = Static<typeof CounterSchema>;

/**
 * What a like answers (spec §7: "POST adds a like and returns a list with count"; decision 041):
 * a list holding the liked item's counter, and `meta.count`, the item's likes now.
 */
export const LikedSchema = Type.Object({
  data: Type.Array(CounterSchema, { minItems: 1, maxItems: 1 }),
  meta: Type.Object({ count: Type.Integer({ minimum: 0 }) }, { additionalProperties: false }),
});
export type Liked = Static<typeof LikedSchema>;
