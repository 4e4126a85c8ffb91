/**
 * The app's texts (decision 027): namespaces of JSON texts per language, looked up the way the
 * files are written (i18next's JSON format, which they keep): nested keys read with `.`, a key of
 * another namespace written `namespace:key`, `{{name}}` values, plural forms `key_one`, `key_few`,
 * `key_many`, `key_other`… picked by `count` with `Intl.PluralRules`, and each language's
 * fallbacks (a Latin page falls back to English, never to Cyrillic). That is all the app asked of
 * i18next (14 KB brotli of every page's start); the rest of it (back-ends, formatters, nesting,
 * contexts, ordinals, post-processors) the app never used.
 *
 * The same catalogue serves the browser (one per page), the server's render (one per language),
 * the server's own texts (src/server/texts.ts), stories and tests.
 */

/** Texts of every language and namespace: `resources[code][namespace]`, nested objects of strings. */
export type Resources = Record<string, Record<string, Record<string, unknown>>>;

/** A lookup's values (`{{name}}`), `count` (also picks the plural form), and where to look. */
export interface LookupOptions {
  /** The language to look in (default: the catalogue's). */
  lng?: string;
  /** The namespace(s) to look in, in order (default: the catalogue's default namespace). */
  ns?: string | readonly string[];
  count?: number;
  [value: string]: unknown;
}

export interface CatalogueOptions {
  /** The language shown (an Intl tag: `uz-Cyrl`, `uz-Latn`, `ru`, `en`). */
  lng: string;
  resources?: Resources;
  /** The namespace of a key that names none. */
  defaultNS: string;
  /** Languages to look in after `lng`, by language (`default` for any other); false: none. */
  fallback?: Record<string, readonly string[]> | false;
  /** Called with a text asked for but found nowhere (the key itself is shown in its place). */
  onMissing?: (ns: string, key: string, lng: string) => void;
}

type Event = 'languageChanged' | 'added';
type Listener = (value: string) => void;

const NS_SEPARATOR = ':';
const VALUE = /\{\{\s*([^{}]+?)\s*\}\}/g;

const pluralRules = new Map<string, Intl.PluralRules>();
/** The plural category of `count` in `lng` (`one`, `few`, `many`, `other`…). */
function pluralOf(lng: string, count: number): string {
  let rules = pluralRules.get(lng);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(lng);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(lng, rules);
  }
  return rules.select(count);
}

/** The string at the dotted `key` of `texts` (a nested object), or undefined. */
function find(texts: Record<string, unknown> | undefined, key: string): string | undefined {
  if (!texts) return undefined;
  const flat = texts[key];
  if (typeof flat === 'string') return flat;
  let at: unknown = texts;
  for (const part of key.split('.')) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string, unknown>)[part];
  }
  return typeof at === 'string' ? at : undefined;
}

/** `text` with its `{{name}}`s filled from `values`; a name not given stays as written. */
export function interpolate(text: string, values: Record<string, unknown> | undefined): string {
  if (!text.includes('{{')) return text;
  return text.replace(VALUE, (whole, name: string) => {
    if (!values || !Object.hasOwn(values, name)) return whole;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** Copies into `target` what `source` has and it lacks, deeply (what it has stays). */
function merge(target: Record<string, unknown>, source: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(source)) {
    const held = target[key];
    if (held === undefined) target[key] = value;
    else if (typeof held === 'object' && held !== null && typeof value === 'object' && value !== null)
      merge(held as Record<string, unknown>, value as Record<string, unknown>);
  }
}

export class Catalogue {
  language: string;
  /** `data[code][namespace]`: the texts held. */
  readonly data: Resources;
  readonly defaultNS: string;
  private readonly fallback: Record<string, readonly string[]> | false;
  private readonly onMissing?: (ns: string, key: string, lng: string) => void;
  private readonly listeners: Record<Event, Set<Listener>> = { languageChanged: new Set(), added: new Set() };

  constructor(options: CatalogueOptions) {
    this.language = options.lng;
    this.defaultNS = options.defaultNS;
    this.fallback = options.fallback ?? false;
    this.onMissing = options.onMissing;
    this.data = {};
    for (const [code, namespaces] of Object.entries(options.resources ?? {}))
      this.data[code] = { ...namespaces };
  }

  on(event: Event, listener: Listener): void {
    this.listeners[event].add(listener);
  }

  off(event: Event, listener: Listener): void {
    this.listeners[event].delete(listener);
  }

  private emit(event: Event, value: string): void {
    for (const listener of [...this.listeners[event]]) listener(value);
  }

  /** Shows `lng` from now on (its texts are expected to be there: see src/client/i18n.ts). */
  async changeLanguage(lng: string): Promise<void> {
    if (lng === this.language) return;
    this.language = lng;
    this.emit('languageChanged', lng);
  }

  hasResourceBundle(lng: string, ns: string): boolean {
    return this.data[lng]?.[ns] !== undefined;
  }

  getResourceBundle(lng: string, ns: string): Record<string, unknown> | undefined {
    return this.data[lng]?.[ns];
  }

  /** Adds the texts of namespace `ns` in `lng`; texts already held stay as they are. */
  addResourceBundle(lng: string, ns: string, texts: Record<string, unknown>): void {
    const byNs = this.data[lng] ?? {};
    this.data[lng] = byNs;
    const held = byNs[ns];
    // A copy: the objects given may be shared (the stories' files, a test's resources).
    const merged = held ? structuredClone(held) : texts;
    if (held) merge(merged, texts);
    byNs[ns] = merged;
    this.emit('added', lng);
  }

  /** The languages a lookup in `lng` reads, in order. */
  private codes(lng: string, fallback: boolean): readonly string[] {
    if (!fallback || !this.fallback) return [lng];
    return [lng, ...(this.fallback[lng] ?? this.fallback.default ?? [])];
  }

  /** The text of `key` (first namespace, then first language, that has it), or undefined. */
  private resolve(key: string, options: LookupOptions | undefined, fallback = true): string | undefined {
    let namespaces: readonly string[] =
      options?.ns === undefined
        ? [this.defaultNS]
        : typeof options.ns === 'string'
          ? [options.ns]
          : options.ns;
    let path = key;
    const colon = key.indexOf(NS_SEPARATOR);
    if (colon > 0) {
      namespaces = [key.slice(0, colon)];
      path = key.slice(colon + 1);
    }
    const count = typeof options?.count === 'number' ? options.count : undefined;
    for (const ns of namespaces)
      for (const code of this.codes(options?.lng ?? this.language, fallback)) {
        const texts = this.data[code]?.[ns];
        if (!texts) continue;
        const found =
          (count === undefined
            ? undefined
            : ((count === 0 ? find(texts, `${path}_zero`) : undefined) ??
              find(texts, `${path}_${pluralOf(code, count)}`))) ?? find(texts, path);
        if (found !== undefined) return found;
      }
    return undefined;
  }

  /** Whether `key` names a text (in `options.ns`, `options.lng`; with fallbacks unless `fallback: false`). */
  exists(key: string, options?: LookupOptions & { fallback?: boolean }): boolean {
    return this.resolve(key, options, options?.fallback !== false) !== undefined;
  }

  /** The text of `key` with its values filled in; the key itself (without namespace) when there is none. */
  t(key: string, options?: LookupOptions): string {
    const found = this.resolve(key, options);
    if (found !== undefined) return interpolate(found, options);
    const colon = key.indexOf(NS_SEPARATOR);
    const bare = colon > 0 ? key.slice(colon + 1) : key;
    if (this.onMissing) {
      const ns =
        colon > 0
          ? key.slice(0, colon)
          : ((options?.ns === undefined ? this.defaultNS : [options.ns].flat()[0]) ?? '');
      this.onMissing(ns, bare, options?.lng ?? this.language);
    }
    return bare;
  }

  /** `t` fixed to language `lng` and namespace(s) `ns`. */
  getFixedT(lng: string, ns?: string | readonly string[]): (key: string, options?: LookupOptions) => string {
    return (key, options) => this.t(key, { ...options, lng, ns: ns ?? this.defaultNS });
  }
}
