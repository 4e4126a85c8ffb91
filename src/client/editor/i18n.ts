import { textsOf, useI18nLanguage } from '@core/i18n/react';
import { I18NEXT_LNG } from '@core/i18n/resources';
import type { Lang } from '@core/lang';
import i18next from 'i18next';
import en from './texts/en.json';
import oz from './texts/oz.json';
import ru from './texts/ru.json';
import uz from './texts/uz.json';

/**
 * The editor's texts: an i18next namespace of their own (`editor`), shipped in the editor's chunk
 * and added when it loads, so visitors' pages never carry them. Keys are typed from en.json
 * (texts.test.ts keeps the four languages in step).
 */
const TEXTS: Record<Lang, Record<string, unknown>> = { uz, oz, ru, en };
const NS = 'editor';

let added = false;
function addTexts() {
  if (added) return;
  added = true;
  for (const [lang, texts] of Object.entries(TEXTS))
    i18next.addResourceBundle(I18NEXT_LNG[lang as Lang], NS, texts, true, false);
}

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type EditorKey = Leaves<typeof en>;
export type EditorT = (key: EditorKey, vars?: Record<string, string | number>) => string;

/**
 * The editor's `t` of one language. Like every `t` of the app (src/core/i18n/react.tsx), it looks
 * each text up and interpolates it once, then reads it from a map: a 300-widget canvas asks for the
 * same few frame labels, per widget name, hundreds of times.
 */
export function editorT(lng: string): EditorT {
  addTexts();
  // The namespace is not among the typed ones (visitors' resources): its keys are typed here instead.
  return textsOf(i18next, lng, NS as never) as unknown as EditorT;
}

/** The editor's `t`, in the interface language (re-rendering on a language switch). */
export function useEditorT(): EditorT {
  return editorT(useI18nLanguage());
}

/** A field's label in the interface language: the editor's word for it, else the schema's title. */
export function fieldLabel(t: EditorT, name: string, schemaTitle?: string): string {
  return Object.hasOwn(en.field, name) ? t(`field.${name}` as EditorKey) : (schemaTitle ?? name);
}
