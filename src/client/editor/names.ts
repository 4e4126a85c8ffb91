import { dateFormat } from '@core/dates';
import { type Lang, pickText } from '@core/lang';
import { WIDGET_META } from '@widgets/meta';
import { useMemo } from 'react';
import type { EditorKey, EditorT } from './i18n';

/** How the editor names things for its user, each function stable while the language is. */
export interface EditorNames {
  /** A widget kind's title in the interface language (its name when it has none). */
  nameOf: (component: string) => string;
  /** A template region's name. */
  regionName: (region: string) => string;
  /** A stored time (ISO) as the interface language writes a date and time; '' for none. */
  formatTime: (iso: string) => string;
}

export function useEditorNames(lang: Lang, t: EditorT): EditorNames {
  const nameOf = useMemo(() => {
    const cache = new Map<string, string>();
    return (component: string) => {
      let name = cache.get(component);
      if (name === undefined) {
        const meta = WIDGET_META.get(component);
        name = meta ? pickText(meta.title, lang) || component : component;
        cache.set(component, name);
      }
      return name;
    };
  }, [lang]);
  const regionName = useMemo(() => (region: string) => t(`region.${region}` as EditorKey), [t]);
  // Made on first use (the revisions list): a time-zone formatter costs ~10 ms to create.
  const formatTime = useMemo(
    () => (iso: string) => (iso ? dateFormat(lang, 'dateTime')(new Date(iso)) : ''),
    [lang],
  );
  return { nameOf, regionName, formatTime };
}
