import type { FlatNamespace, i18n as I18n, ParseKeys, TOptions } from 'i18next';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext, I18nextProvider } from 'react-i18next';

/**
 * The app's translations in React (decision 023). react-i18next's `useTranslation` does a lot per
 * component it is called in: an options object, a subscription to i18next's events, a fixed `t`
 * and a copy of the i18next instance's properties. A page of 300 widgets paid ~10 ms for it in
 * the editor's first render, and every i18next lookup costs again each time a text is asked for.
 * Here the language is read once, by the provider, and handed down in a context; `useT(ns)` only
 * reads two contexts and returns the namespace's `t` of that language, which remembers every text
 * it has looked up. A language switch changes the context, so every component that asks for texts
 * renders again, in the new language.
 */

const LanguageContext = createContext<string | null>(null);

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
 * Provides `i18n` to react-i18next (`Trans`, `useTranslation` of libraries) and its current
 * language to `useT`, in the browser, the server's render, tests and stories alike.
 */
export function I18nProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  const language = useSyncExternalStore(
    languageEvents(i18n),
    () => i18n.language,
    () => i18n.language,
  );
  return (
    <I18nextProvider i18n={i18n}>
      <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>
    </I18nextProvider>
  );
}

/** Texts longer than this many different lookups (texts with free values, say) start afresh. */
const MAX_REMEMBERED = 2000;

/** A key of namespace `N` (of any of them, for a union): plural forms by their base, `count` picks. */
export type TextKey<N extends FlatNamespace> = N extends FlatNamespace ? ParseKeys<N> : never;

/**
 * The `t` of one or several namespaces: a key is looked up in each, in order (a widget asks for
 * its own namespace and its kits': `useT('poll', 'kit.engage')`). Keys are typed from the
 * source language's files (src/widgets/texts.gen.ts); a key of another namespace is written
 * `'namespace:key'` where a text is passed around as a key (`Message` of the form kit).
 */
export type Texts<N extends FlatNamespace = FlatNamespace> = (key: TextKey<N>, options?: TOptions) => string;

/** Each i18next instance's `t`s, by language and namespaces (`lng\0ns,ns`). */
const remembered = new WeakMap<I18n, Map<string, Texts<never>>>();

function rememberedOf(i18n: I18n): Map<string, Texts<never>> {
  let mine = remembered.get(i18n);
  if (!mine) {
    const fixed = new Map<string, Texts<never>>();
    mine = fixed;
    remembered.set(i18n, fixed);
    // Texts added later (the editor's, another language's) may answer keys looked up before.
    const forget = () => fixed.clear();
    i18n.store?.on('added', forget);
    i18n.store?.on('removed', forget);
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
 * time: texts it has looked up (with the same values) come from a map, not from i18next again.
 */
export function textsOf<N extends FlatNamespace>(i18n: I18n, lng: string, ns: readonly N[]): Texts<N> {
  const mine = rememberedOf(i18n);
  const id = `${lng}\u0000${ns.join(',')}`;
  let t = mine.get(id);
  if (!t) {
    const lookup = i18n.getFixedT(lng, ns.length === 1 ? ns[0] : [...ns]) as unknown as (
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

/** The i18next instance of the tree (its provider's, else react-i18next's global one). */
export function useI18n(): I18n {
  return useContext(I18nContext)?.i18n ?? getI18n();
}

/**
 * The texts of namespaces `ns` in the interface language: `const t = useT('poll', 'kit.engage')`
 * (a key is looked up in each, in order). Stable until the language changes; renders again in the
 * new language when it does.
 */
export function useT<const N extends readonly [FlatNamespace, ...FlatNamespace[]]>(
  ...ns: N
): Texts<N[number]> {
  return textsOf(useI18n(), useI18nLanguage(), ns);
}

/** The interface language as i18next names it (`uz-Cyrl`, `ru`…), for components that format by it. */
export function useI18nLanguage(): string {
  const i18n = useI18n();
  return useContext(LanguageContext) ?? i18n.language;
}
