import Type, { type Static } from 'typebox';
import { BREAKING_TEXT_MAX } from '../breaking';

export {
  BREAKING_EVENT,
  BREAKING_MAX_DAYS,
  BREAKING_PATH,
  BREAKING_TEXT_MAX,
  breakingCurrent,
  PUBLIC_NAMESPACE,
} from '../breaking';

/**
 * The breaking-news banner (issue 26; decision 036): one at a time, raised by the newsroom, shown
 * at the top of every page until its time is up or it is lowered.
 */

/** A link of a banner: a path of this site (`/uz/…`, not `//host`) or an https URL. */
export const BreakingLinkSchema = Type.String({
  maxLength: 500,
  pattern: '^(/(?![/\\\\])\\S*|https://[^\\s/]+\\S*)$',
  'x-pattern-message': 'a path of this site (/uz/…) or an https:// address',
});

const line = (required: boolean) =>
  Type.String({ maxLength: BREAKING_TEXT_MAX, ...(required ? { minLength: 1 } : {}) });

/** The banner's text in the four languages; Uzbek (Cyrillic) at least. */
export const BreakingTextSchema = Type.Object(
  {
    uz: line(true),
    oz: Type.Optional(line(false)),
    ru: Type.Optional(line(false)),
    en: Type.Optional(line(false)),
  },
  { additionalProperties: false },
);

/** The current banner, as visitors get it. */
export const BreakingSchema = Type.Object({
  _id: Type.String(),
  text: BreakingTextSchema,
  link: Type.Union([Type.String(), Type.Null()]),
  /** When it comes down by itself (ISO 8601). */
  until: Type.String({ format: 'date-time' }),
  created_at: Type.String({ format: 'date-time' }),
});
export type Breaking = Static<typeof BreakingSchema>;

/** Raising a banner (it replaces the one up). */
export const BreakingBody = Type.Object(
  {
    text: BreakingTextSchema,
    link: Type.Optional(Type.Union([BreakingLinkSchema, Type.Null(), Type.Literal('')])),
    until: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
);
export type BreakingInput = Static<typeof BreakingBody>;
