import type { Catalogue as I18n } from '@core/i18n/catalogue';
import { browserCatalogue } from '@core/i18n/instance';
import { type TextKey, type Texts, textsOf, useI18n, useT } from '@core/i18n/react';
import { I18NEXT_LNG } from '@core/i18n/resources';
import type { Lang } from '@core/lang';
import en from './texts/en.json';
import oz from './texts/oz.json';
import ru from './texts/ru.json';
import uz from './texts/uz.json';

/**
 * The editor's texts: a namespace of the app's one catalogue (`editor`, typed from uz.json like
 * every namespace: src/client/i18n.ts), read with the same `useT`; its files ship in the editor's
 * chunk and are added, in the four languages, when it loads, so visitors' pages never carry them
 * (tests/unit/i18n.test.ts keeps the four languages in step).
 */
const TEXTS: Record<Lang, Record<string, unknown>> = { uz, oz, ru, en };
const NS = 'editor' as const;

const added = new WeakSet<I18n>();
function addTexts(i18n: I18n) {
  if (added.has(i18n)) return;
  added.add(i18n);
  for (const [lang, texts] of Object.entries(TEXTS))
    i18n.addResourceBundle(I18NEXT_LNG[lang as Lang], NS, texts);
}

export type EditorKey = TextKey<'editor'>;
export type EditorT = Texts<'editor'>;

/**
 * The editor's `t` of one language. Like every `t` of the app (src/core/i18n/react.tsx), it looks
 * each text up and interpolates it once, then reads it from a map: a 300-widget canvas asks for the
 * same few frame labels, per widget name, hundreds of times.
 */
export function editorT(lng: string): EditorT {
  const catalogue = browserCatalogue();
  addTexts(catalogue);
  return textsOf(catalogue, lng, [NS]);
}

/** The editor's `t`, in the interface language (re-rendering on a language switch): `useT('editor')`. */
export function useEditorT(): EditorT {
  addTexts(useI18n());
  return useT(NS);
}

/** A field's label in the interface language: the editor's word for it, else the schema's title. */
export function fieldLabel(t: EditorT, name: string, schemaTitle?: string): string {
  return Object.hasOwn(en.field, name) ? t(`field.${name}` as EditorKey) : (schemaTitle ?? name);
}
