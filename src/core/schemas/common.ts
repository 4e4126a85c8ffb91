import Type, { type Static, type TSchema, type TSchemaOptions } from 'typebox';
import type { Lang } from '../lang';

/**
 * One of the site's languages, as a query, body or answer field. Written out (not mapped from
 * `LANGS`): Fastify's TypeBox provider infers a mapped union as `never`.
 */
export const LangSchema = (options?: TSchemaOptions) =>
  Type.Union([Type.Literal('uz'), Type.Literal('oz'), Type.Literal('ru'), Type.Literal('en')], options);

// Every language, and nothing else: fails to compile when LANGS and this schema part.
const langsMatch: [Lang, Static<ReturnType<typeof LangSchema>>] extends [
  Static<ReturnType<typeof LangSchema>>,
  Lang,
]
  ? true
  : never = true;
void langsMatch;

/** A text per language (spec §3: "Titles may be per-language objects"). */
export const I18nTextSchema = Type.Object(
  {
    uz: Type.Optional(Type.String({ maxLength: 2000 })),
    ru: Type.Optional(Type.String({ maxLength: 2000 })),
    en: Type.Optional(Type.String({ maxLength: 2000 })),
    oz: Type.Optional(Type.String({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);
export type I18nTextValue = Static<typeof I18nTextSchema>;

/** A slug id: lower-case latin letters, digits and dashes. */
export const SlugSchema = Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', maxLength: 64 });

/**
 * A menu's id: a slug that may also hold underscores, since the page chrome reads its menus as
 * `{product}_main`, `_topbar`, `_corporate` and `_affiliate` (src/client/shell/data.ts).
 */
export const MENU_ID_PATTERN = '[a-z0-9][a-z0-9_-]{0,63}';
export const MenuIdSchema = Type.String({ pattern: `^${MENU_ID_PATTERN}$`, maxLength: 64 });

export const ErrorSchema = Type.Object({
  message: Type.String(),
  statusCode: Type.Optional(Type.Integer()),
  /** The body field or parameter at fault, when there is one. */
  field: Type.Optional(Type.String()),
});
export type ApiError = Static<typeof ErrorSchema>;

export const ListMetaSchema = Type.Object({
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  count: Type.Integer({ minimum: 0 }),
  pages: Type.Integer({ minimum: 0 }),
});
export type ListMeta = Static<typeof ListMetaSchema>;

/** Every response wraps its result in `data` plus `meta` (design §5). */
export function Envelope<D extends TSchema, M extends TSchema>(data: D, meta: M) {
  return Type.Object({ data, meta });
}

/**
 * Query of a paged list: `count` is a page size (1..1000) or `all`; `page` a positive integer;
 * `items` a comma-separated list of ids to fetch.
 */
export const ListQuerySchema = Type.Object({
  count: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Literal('all')])),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  items: Type.Optional(Type.String({ pattern: '^[a-z0-9-]+(,[a-z0-9-]+)*$', maxLength: 2000 })),
});
