/**
 * The texts' keys as types (decision 027): `TextCatalogue` maps each namespace to its source
 * language's (Uzbek Cyrillic) file; the client fills it (src/client/i18n.ts, from the generated
 * src/widgets/texts.gen.ts and the editor's file), so `t('pagination.next')` fails the typecheck
 * where no namespace asked for has that key.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging in src/client/i18n.ts
export interface TextCatalogue {}

/** A namespace of the catalogue: `chrome`, `kit.list`, `poll`… */
export type Namespace = keyof TextCatalogue & string;

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
/** `items_one` → `items`: plural forms are asked for by their base key and `count`. */
type Base<K extends string> = K extends `${infer B}_${PluralSuffix}` ? B : K;
/** The dotted keys of every text of a file: `{a: {b: 'x'}}` → `'a.b'`. */
export type KeysOf<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${Base<K>}` : KeysOf<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of namespace `N` (of any of them, for a union). */
export type TextKey<N extends Namespace> = N extends Namespace ? KeysOf<TextCatalogue[N]> : never;
