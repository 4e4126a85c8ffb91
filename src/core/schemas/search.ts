import Type, { type Static } from 'typebox';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN } from '../search';
import { I18nTextSchema, ListMetaSchema } from './common';

/** The constants live in `@core/search` (no TypeBox there: the results page's data reads them). */
export {
  SEARCH_PAGE_SIZE,
  SEARCH_QUERY_MAX,
  SEARCH_QUERY_MIN,
  SEARCH_TYPES,
  type SearchHitType,
  SUGGEST_COUNT,
} from '../search';

export const SearchTypeSchema = Type.Union([
  Type.Literal('channel'),
  Type.Literal('broadcast'),
  Type.Literal('archive'),
  Type.Literal('news'),
  Type.Literal('person'),
  Type.Literal('category'),
  Type.Literal('anons'),
]);

const QueryText = Type.String({
  description: `The query, ${SEARCH_QUERY_MIN} to ${SEARCH_QUERY_MAX} characters in any script (Uzbek Cyrillic or Latin, Russian)`,
  maxLength: 1000,
});
const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

export const SearchQuerySchema = Type.Object(
  {
    q: Type.Optional(QueryText),
    type: Type.Optional(SearchTypeSchema),
    channel: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', maxLength: 64 })),
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
    /** `1`: only what is written in the script typed (no transliteration). */
    exact: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
  },
  { additionalProperties: false },
);
export type SearchQuery = Static<typeof SearchQuerySchema>;

export const SuggestQuerySchema = Type.Object(
  { q: Type.Optional(QueryText), exact: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])) },
  { additionalProperties: false },
);

export const SearchHitSchema = Type.Object({
  type: SearchTypeSchema,
  id: Type.String(),
  title: I18nTextSchema,
  summary: I18nTextSchema,
  /** The page relative to `/{lang}/`, e.g. `channel/uzbekistan/`. */
  path: Type.String(),
  channel: Type.Union([Type.String(), Type.Null()]),
  date: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  picture: Type.Union([Type.String(), Type.Null()]),
  /** On air now (programmes). */
  live: Type.Boolean(),
  score: Type.Number(),
});
export type SearchHit = Static<typeof SearchHitSchema>;

const Count = Type.Object({ value: Type.String(), count: Type.Integer({ minimum: 0 }) });

export const SearchFacetsSchema = Type.Object({
  type: Type.Array(Count),
  channel: Type.Array(Count),
  /** First and last dates of the dated matches (news, recordings, announcements). */
  dates: Type.Object({
    from: Type.Union([Type.String(), Type.Null()]),
    to: Type.Union([Type.String(), Type.Null()]),
  }),
});
export type SearchFacets = Static<typeof SearchFacetsSchema>;

export const SearchResultSchema = Type.Object({
  data: Type.Array(SearchHitSchema),
  meta: Type.Object({ ...ListMetaSchema.properties, query: Type.String(), facets: SearchFacetsSchema }),
});
export type SearchResult = Static<typeof SearchResultSchema>;

export const SuggestResultSchema = Type.Object({
  data: Type.Array(SearchHitSchema),
  meta: Type.Object({ query: Type.String() }),
});
export type SuggestResult = Static<typeof SuggestResultSchema>;
