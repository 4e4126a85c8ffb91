import Type, { type Static, type TLiteral, type TUnion } from 'typebox';

/**
 * Moderation of the chat and the comments (issue 25): visitors' reports, bans, the word filter's
 * held items and the audit log, as the API sends them.
 */

import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_MAX,
  BAN_DURATIONS,
  FILTER_MAX_WORDS,
  FILTER_WORD_MAX,
  MODERATION_KINDS,
  MODERATION_REASON_MAX,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
} from '../moderation';
import { ListMetaSchema } from './common';

export * from '../moderation';

/** One of `values`, typed as their union (a union of a mapped list would be typed `never`). */
const oneOf = <const K extends string>(values: readonly K[]) =>
  Type.Union(values.map((value) => Type.Literal(value))) as unknown as TUnion<[TLiteral<K>]>;

const Kind = oneOf(MODERATION_KINDS);
const Reason = oneOf(REPORT_REASONS);

/** Where an item lives: a chat room, or a content item's comments. */
export const HeldContextSchema = Type.Union([
  Type.Object({ room: Type.String() }, { additionalProperties: false }),
  Type.Object({ db: Type.String(), item: Type.String() }, { additionalProperties: false }),
]);
export type HeldContext = Static<typeof HeldContextSchema>;

export const ReportBody = Type.Object(
  {
    kind: Kind,
    id: Type.String({ minLength: 1, maxLength: 64 }),
    reason: Reason,
    note: Type.Optional(Type.String({ maxLength: REPORT_NOTE_MAX })),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;

export const ReportSchema = Type.Object({
  _id: Type.String(),
  kind: Kind,
  targetId: Type.String(),
  context: HeldContextSchema,
  excerpt: Type.String(),
  author: Type.Object({ _id: Type.Union([Type.String(), Type.Null()]), name: Type.String() }),
  reporter: Type.String(),
  reason: Reason,
  note: Type.String(),
  /** Open reports of the same item, this one included. */
  count: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Report = Static<typeof ReportSchema>;

export const HeldSchema = Type.Object({
  _id: Type.String(),
  kind: Kind,
  context: HeldContextSchema,
  text: Type.String(),
  author: Type.Object({ _id: Type.String(), name: Type.String() }),
  matched: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Held = Static<typeof HeldSchema>;

export const BanSchema = Type.Object({
  userId: Type.String(),
  name: Type.String(),
  reason: Type.String(),
  /** null: permanent. */
  until: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
});
export type Ban = Static<typeof BanSchema>;

export const AuditSchema = Type.Object({
  _id: Type.Integer(),
  actor: Type.String(),
  action: oneOf(AUDIT_ACTIONS),
  kind: Type.Union([Kind, Type.Null()]),
  targetId: Type.Union([Type.String(), Type.Null()]),
  subject: Type.String(),
  reason: Type.String(),
  detail: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditSchema>;

/** `GET /moderation.json`: everything the moderation screen shows. */
export const ModerationOverviewSchema = Type.Object({
  reports: Type.Array(ReportSchema),
  held: Type.Array(HeldSchema),
  bans: Type.Array(BanSchema),
  words: Type.Array(Type.String()),
  audit: Type.Array(AuditSchema),
});
export type ModerationOverview = Static<typeof ModerationOverviewSchema>;

/** `GET /moderation/audit.json`: a page of the audit log, newest first. */
export const AuditQuery = Type.Object(
  {
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    count: Type.Optional(Type.Integer({ minimum: 1, maximum: AUDIT_PAGE_MAX })),
  },
  { additionalProperties: false },
);
export const AuditPageSchema = Type.Object({ data: Type.Array(AuditSchema), meta: ListMetaSchema });
export type AuditPage = Static<typeof AuditPageSchema>;

export const ReasonBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: MODERATION_REASON_MAX })) },
  { additionalProperties: false },
);

export const BanBody = Type.Object(
  {
    userId: Type.String({ minLength: 1, maxLength: 64 }),
    duration: oneOf(BAN_DURATIONS),
    reason: Type.String({ minLength: 1, maxLength: MODERATION_REASON_MAX }),
  },
  { additionalProperties: false },
);
export type BanBody = Static<typeof BanBody>;

export const WordsBody = Type.Object(
  {
    words: Type.Array(Type.String({ maxLength: FILTER_WORD_MAX }), { maxItems: FILTER_MAX_WORDS }),
  },
  { additionalProperties: false },
);
