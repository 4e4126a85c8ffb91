import Type from 'typebox';
import { PATTERN_MESSAGE } from './errors';

/**
 * The `{id}.json` path segments of the API (issue 11), one schema for all of them. Route params
 * cannot carry the suffix (ids hold dots: state ids, dates), so routes take the whole segment and
 * `jsonId` strips it. Fastify has already decoded the segment once; it is never decoded again (a
 * second decode turned `%25zz` into a URIError, and `app%252eindex` into `app.index`).
 *
 * Every id of the API is ASCII: slugs (`uzbekistan24`, `bolajon-2026-11-25-2225`), state ids
 * (`app.category.list`), dates (`2026-11-25`), UUIDs, base64url tokens, numbers. Anything else
 * (NUL, `%`, spaces, other scripts, slashes) is refused by the schema with a 400 naming the
 * parameter, before it reaches a query.
 */
export const RESOURCE_ID = '[A-Za-z0-9_-][A-Za-z0-9._~-]{0,199}';

/** One `{id}.json` segment whose id is a `RESOURCE_ID` (or the narrower `id` pattern given). */
export function jsonFile(id: string = RESOURCE_ID) {
  return Type.String({
    pattern: `^(?:${id})\\.json$`,
    maxLength: 205,
    description: `An id followed by .json (id: ${id})`,
    [PATTERN_MESSAGE]: 'must be an id (ASCII letters, digits, ".", "_", "~", "-") followed by .json',
  });
}

/** Params of a route whose only parameter is the `{id}.json` segment `file`. */
export function jsonFileParams(id?: string) {
  return Type.Object({ file: jsonFile(id) });
}
