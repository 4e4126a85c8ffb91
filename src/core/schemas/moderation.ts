import Type, { type Static, type TLiteral, type TUnion } from 'typebox';

/**
 * Moderation of the chat and the comments (issue 25): visitors' reports, bans, the word filter's
 * held items and the audit log, as the API sends them.
 */

/** What can be reported, held back and deleted. */
export const MODERATION_KINDS = ['chat', 'comment'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** A report's reason, chosen from a list (texts: kit.moderation `reason.*`). */
export const REPORT_REASONS = ['spam', 'abuse', 'hate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Longest free note of a report, and of a moderator's reason. */
export const REPORT_NOTE_MAX = 300;
export const MODERATION_REASON_MAX = 300;

/** How long a ban lasts; `permanent` has no end. */
export const BAN_DURATIONS = ['1h', '1d', '7d', 'permanent'] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];
export const BAN_MS: Record<Exclude<BanDuration, 'permanent'>, number> = {
  '1h': 3_600_000,
  '1d': 86_400_000,
  '7d': 7 * 86_400_000,
};

/** The word filter: at most this many entries of at most this many characters. */
export const FILTER_MAX_WORDS = 500;
export const FILTER_WORD_MAX = 64;

/**
 * The roles that moderate (one list, one check, on both sides): the newsroom's `editor` role
 * (issue 26) is added here.
 */
export const MODERATOR_ROLES = ['admin'] as const;

/** Whether an account with `roles` moderates the chat and the comments. */
export function canModerate(roles: readonly string[]): boolean {
  return roles.some((role) => (MODERATOR_ROLES as readonly string[]).includes(role));
}

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

export const AUDIT_ACTIONS = [
  'report',
  'delete',
  'dismiss',
  'ban',
  'unban',
  'approve',
  'reject',
  'words',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

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
