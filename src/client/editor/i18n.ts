import i18next from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { I18NEXT_LNG } from '../../shared/i18n/resources';
import type { Lang } from '../../shared/lang';
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

// The namespace is not among the typed ones (visitors' resources): its keys are typed here instead.
const fixedT = (lng: string) =>
  (i18next.getFixedT as unknown as (l: string, ns: string) => (k: string, v?: object) => string)(lng, NS);

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

export type EditorKey = Leaves<typeof en>;
export type EditorT = (key: EditorKey, vars?: Record<string, string | number>) => string;

/**
 * The editor's `t` of one language: each text is looked up and interpolated once and then read
 * from a map (a 300-widget canvas asks for the same few frame labels, per widget name, hundreds of
 * times; i18next's lookup and interpolation cost 60 ms of such a first render).
 */
export function cachedT(lng: string): EditorT {
  const fixed = fixedT(lng);
  const texts = new Map<string, string>();
  return (key, vars) => {
    const id = vars ? `${key}\u0000${JSON.stringify(vars)}` : key;
    let text = texts.get(id);
    if (text === undefined) {
      text = fixed(key, vars);
      // Bounded: texts with free values (an error's reason) must not grow it forever.
      if (texts.size >= 2000) texts.clear();
      texts.set(id, text);
    }
    return text;
  };
}

/** The editor's `t`, in the interface language (re-rendering on a language switch). */
export function useEditorT(): EditorT {
  addTexts();
  const { i18n } = useTranslation();
  const lng = i18n.language;
  return useMemo(() => cachedT(lng), [lng]);
}

/** A field's label in the interface language: the editor's word for it, else the schema's title. */
export function fieldLabel(t: EditorT, name: string, schemaTitle?: string): string {
  return Object.hasOwn(en.field, name) ? t(`field.${name}` as EditorKey) : (schemaTitle ?? name);
}
