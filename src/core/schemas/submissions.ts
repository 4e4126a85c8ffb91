import Type, { type Static } from 'typebox';
import { ListMetaSchema, SlugSchema } from './common';
import { FormNameSchema, MediaTypeSchema, SubmissionStatusSchema, TEXT_LIMITS } from './forms';

/**
 * Request-form submissions as the API reads and changes them (issue 10; the forms themselves are
 * src/core/schemas/forms.ts): a submission with its files and history, the lists, the newsroom's filters
 * and its status-and-answer body.
 */

/** An attachment as its sender and the newsroom see it: a short-lived signed link. */
export const AttachmentSchema = Type.Object({
  _id: Type.String(),
  field: Type.String(),
  title: Type.String(),
  mime: Type.String(),
  size: Type.Integer({ minimum: 0 }),
  width: Type.Union([Type.Integer(), Type.Null()]),
  height: Type.Union([Type.Integer(), Type.Null()]),
  /** Signed link of the file (valid an hour); images inline, other files as a download. */
  link: Type.String(),
  /** Signed link of an image's thumbnail, or null. */
  thumb: Type.Union([Type.String(), Type.Null()]),
});
export type Attachment = Static<typeof AttachmentSchema>;

/** One step of a submission's history: its status, who set it and when, the answer if one was written. */
export const SubmissionEventSchema = Type.Object({
  status: SubmissionStatusSchema,
  answer: Type.Union([Type.String(), Type.Null()]),
  /** Display name of the newsroom member, or null for the sender's own submission. */
  by: Type.Union([Type.String(), Type.Null()]),
  at: Type.String({ format: 'date-time' }),
});
export type SubmissionEvent = Static<typeof SubmissionEventSchema>;

/** A submission (`{product}.form` record) as its sender and the newsroom read it. */
export const SubmissionSchema = Type.Object({
  _id: Type.String(),
  form: FormNameSchema,
  status: SubmissionStatusSchema,
  /** The newsroom's latest answer, or null. */
  answer: Type.Union([Type.String(), Type.Null()]),
  title: Type.String(),
  email: Type.Union([Type.String(), Type.Null()]),
  type: Type.Union([MediaTypeSchema, Type.Null()]),
  message: Type.Union([Type.String(), Type.Null()]),
  channel: Type.Union([Type.String(), Type.Null()]),
  broadcast: Type.Union([Type.String(), Type.Null()]),
  detail: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
  attachments: Type.Array(AttachmentSchema),
  /** The sender's account (username and display name), or null for an anonymous qabulxona. */
  sender: Type.Union([
    Type.Object({ _id: Type.String(), username: Type.String(), displayName: Type.String() }),
    Type.Null(),
  ]),
  /** The language the sender wrote in (the answer's letter is in it). */
  lang: Type.String(),
  created: Type.String({ format: 'date-time' }),
  updated: Type.String({ format: 'date-time' }),
  history: Type.Array(SubmissionEventSchema),
});
export type Submission = Static<typeof SubmissionSchema>;

export const SubmissionListResponse = Type.Object({
  data: Type.Array(SubmissionSchema),
  meta: ListMetaSchema,
});
export type SubmissionListResponse = Static<typeof SubmissionListResponse>;

/** `PUT /{product}/form/submission/{id}.json` (admin): a new status, an answer for the sender, or both. */
export const SubmissionUpdateBody = Type.Object(
  {
    status: SubmissionStatusSchema,
    answer: Type.Optional(Type.String({ maxLength: TEXT_LIMITS.long })),
  },
  { additionalProperties: false },
);
export type SubmissionUpdateBody = Static<typeof SubmissionUpdateBody>;

/** Filters of the newsroom's list (`GET /{product}.form`), paged like every list. */
export const SubmissionQuery = Type.Object(
  {
    /** One form; every form when absent (the newsroom opens on all of them, newest first). */
    form: Type.Optional(FormNameSchema),
    status: Type.Optional(SubmissionStatusSchema),
    channel: Type.Optional(SlugSchema),
    /** Sent on or after this Tashkent date. */
    from: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
    /** Sent on or before this Tashkent date. */
    to: Type.Optional(Type.String({ format: 'date', maxLength: 10 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  },
  { additionalProperties: false },
);
export type SubmissionQuery = Static<typeof SubmissionQuery>;

/** Page size of the personal lists and the newsroom table (spec §9 Profile table: page 1, limit 10). */
export const SUBMISSIONS_PER_PAGE = 10;
