/**
 * What a page embeds of an answer its widget shows only in part (issue 23, decision 025: a read's
 * `first`, src/widgets/types.ts): the fields its first render reads, nothing else. The server also
 * keeps each per-language text in the page's language (`inLanguage`); the browser reads the whole
 * answer once hydrated.
 */

/**
 * A first read's cut, named: the same `key` means the same cut of any answer. The server keeps
 * the cut of a kept answer (frozen, shared by the renders of its minute) by answer, language and
 * key, so the renders of a minute cut it and write its JSON once (src/client/entry-server.tsx);
 * a cut without a key is made for every render.
 */
export type FirstRead = ((answer: unknown) => unknown) & { readonly key?: string };

/** `cut` named by `key` (see `FirstRead`). */
export function firstRead(key: string, cut: (answer: unknown) => unknown): FirstRead {
  return Object.assign((answer: unknown) => cut(answer), { key });
}

/** Fields to keep: a name keeps the field as it is, `[name, fields]` keeps that much of it. */
export type Fields = readonly (string | readonly [string, Fields])[];

/** `value` (an object, or each object of an array) with only `fields`. */
export function withFields(value: unknown, fields: Fields): unknown {
  if (Array.isArray(value)) return value.map((item: unknown) => withFields(item, fields));
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const [name, inner] = typeof field === 'string' ? [field, null] : field;
    if (!Object.hasOwn(source, name)) continue;
    out[name] = inner ? withFields(source[name], inner) : source[name];
  }
  return out;
}

/** An API answer (`{ data, meta }`) with its `data` (an item or a list of them) cut to `fields`. */
export function answerWith(fields: Fields): FirstRead {
  return firstRead(`fields ${JSON.stringify(fields)}`, (answer: unknown): unknown => {
    const { data, ...rest } = answer as { data: unknown };
    return { ...rest, data: withFields(data, fields) };
  });
}

/** The whole answer: only its texts are cut to the page's language (by the server, `inLanguage`). */
export const inPageLanguage: FirstRead = firstRead('whole', (answer: unknown): unknown => answer);

/** A picture as a card or a slide draws it (`Picture`: its file, its thumbnail, its size). */
export const PICTURE_FIELDS: Fields = ['link', 'thumb', 'width', 'height'];
