import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import type { Catalogue, LookupOptions } from './catalogue';
import { browserCatalogue } from './instance';
import type { Namespace, TextKey } from './keys';

type I18n = Catalogue;

export type { TextKey };

/**
 * The app's translations in React (decisions 023 and 027). react-i18next's `useTranslation` did a
 * lot per component it was called in: an options object, a subscription to i18next's events, a
 * fixed `t` and a copy of the i18next instance's properties. A page of 300 widgets paid ~10 ms for
 * it in the editor's first render, and every lookup cost again each time a text was asked for.
 * Here the language is read once, by the provider, and handed down in a context; `useT(ns)` only
 * reads two contexts and returns the namespace's `t` of that language, which remembers every text
 * it has looked up. A language switch changes the context, so every component that asks for texts
 * renders again, in the new language.
 */

const LanguageContext = createContext<string | null>(null);
const CatalogueContext = createContext<I18n | null>(null);

const subscriptions = new WeakMap<I18n, (onChange: () => void) => () => void>();

/** Subscribes to a language switch of `i18n` (one function per instance: a stable subscription). */
function languageEvents(i18n: I18n) {
  let subscribe = subscriptions.get(i18n);
  if (!subscribe) {
    subscribe = (onChange) => {
      i18n.on('languageChanged', onChange);
      return () => i18n.off('languageChanged', onChange);
    };
    subscriptions.set(i18n, subscribe);
  }
  return subscribe;
}

/**
 * Provides the catalogue `i18n` and its current language to `useT`, in the browser, the server's
 * render, tests and stories alike.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const language = useSyncExternalStore(
    languageEvents(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  return (
    <CatalogueContext.Provider value={i18n}>
      <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
    </CatalogueContext.Provider>
  );
}

/** Texts longer than this many different lookups (texts with free values, say) start afresh. */
const MAX_REMEMBERED = 2000;

/**
 * The `t` of one or several namespaces: a key is looked up in each, in order (a widget asks for
 * its own namespace and its kits': `useT('poll', 'kit.engage')`). Keys are typed from the
 * source language's files (src/widgets/texts.gen.ts); a key of another namespace is written
 * `'namespace:key'` where a text is passed around as a key (`Message` of the form kit).
 */
export type Texts<N extends Namespace = Namespace> = (
  key: TextKey<N>,
  options?: Omit<LookupOptions, 'lng' | 'ns'>,
) => string;

/** Each catalogue's `t`s, by language and namespaces (`lng\0ns,ns`). */
const remembered = new WeakMap<I18n, Map<string, Texts<never>>>();

function rememberedOf(i18n: I18n): Map<string, Texts<never>> {
  let mine = remembered.get(i18n);
  if (!mine) {
    const fixed = new Map<string, Texts<never>>();
    mine = fixed;
    remembered.set(i18n, fixed);
    // Texts added later (the editor's, another language's) may answer keys looked up before.
    const forget = () => fixed.clear();
    i18n.on('added', forget);
  }
  return mine;
}

/** Whether a lookup's options can be part of a key (plain values only: no objects, no functions). */
function plain(options: Record<string, unknown>): boolean {
  for (const value of Object.values(options)) {
    const type = typeof value;
    if (value !== null && value !== undefined && type !== 'string' && type !== 'number' && type !== 'boolean')
      return false;
  }
  return true;
}

/**
 * The `t` of namespaces `ns` (looked up in that order) in language `lng`, the same function each
 * time: texts it has looked up (with the same values) come from a map, not from the catalogue again.
 */
export function textsOf<N extends Namespace>(i18n: I18n, lng: string, ns: readonly N[]): Texts<N> {
  const mine = rememberedOf(i18n);
  const id = `${lng}\u0000${ns.join(',')}`;
  let t = mine.get(id);
  if (!t) {
    const lookup = i18n.getFixedT(lng, ns.length === 1 ? ns[0] : [...ns]) as (
      key: unknown,
      options?: unknown,
    ) => unknown;
    const texts = new Map<string, unknown>();
    const remembering = (key: unknown, options?: unknown) => {
      const simple =
        typeof key === 'string' &&
        (options === undefined ||
          (typeof options === 'object' && options !== null && plain(options as Record<string, unknown>)));
      if (!simple) return lookup(key, options);
      const at = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
      if (texts.has(at)) return texts.get(at);
      const text = lookup(key, options);
      if (texts.size >= MAX_REMEMBERED) texts.clear();
      texts.set(at, text);
      return text;
    };
    t = remembering as unknown as Texts<never>;
    mine.set(id, t);
  }
  return t as unknown as Texts<N>;
}

/** The catalogue of the tree (its provider's, else the browser's: src/core/i18n/instance.ts). */
export function useI18n(): I18n {
  return useContext(CatalogueContext) ?? browserCatalogue();
}

/**
 * The texts of namespaces `ns` in the interface language: `const t = useT('poll', 'kit.engage')`
 * (a key is looked up in each, in order). Stable until the language changes; renders again in the
 * new language when it does.
 */
export function useT<const N extends readonly [Namespace, ...Namespace[]]>(...ns: N): Texts<N[number]> {
  return textsOf(useI18n(), useI18nLanguage(), ns);
}

/** The interface language as the catalogue names it (`uz-Cyrl`, `ru`…), for components that format by it. */
export function useI18nLanguage(): string {
  const i18n = useI18n();
  return useContext(LanguageContext) ?? i18n.language;
}
