import { I18NEXT_FALLBACK, I18NEXT_LNG } from '@core/i18n/resources';
import { INTL_LOCALE, type Lang } from '@core/lang';
import { addTexts, CHROME, textsInBrowser } from '@widgets/texts';
import type { TextResources } from '@widgets/texts.gen';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type editorTexts from './editor/texts/uz.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'chrome';
    // The catalogue (src/widgets/texts.gen.ts) and the editor's namespace (src/client/editor/i18n.ts).
    resources: TextResources & { editor: typeof editorTexts };
  }
}

/** The language being switched to, while its texts load (widgets loading meanwhile load both). */
let switchingTo: Lang | null = null;
let shown: Lang = 'uz';

/**
 * Starts i18next in `lang` with the texts the page carries (`resources`: the chrome's and those of
 * the widgets it places, src/client/entry-server.tsx); without them (the Vite dev server) the
 * chrome's are loaded. Every other namespace loads with the widget that needs it
 * (src/widgets/texts.ts).
 */
export async function initI18n(
  lang: Lang,
  resources?: Record<string, Record<string, unknown>>,
): Promise<i18n> {
  const code = I18NEXT_LNG[lang];
  shown = lang;
  await i18next.use(initReactI18next).init({
    lng: code,
    resources: resources ? { [code]: resources } : {},
    ns: Object.keys(resources ?? {}),
    defaultNS: CHROME,
    // Every language has every key (tests/unit/i18n.test.ts); fallbacks are never loaded up front.
    fallbackLng: I18NEXT_FALLBACK,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  textsInBrowser(i18next, () => (switchingTo && switchingTo !== shown ? [shown, switchingTo] : [shown]));
  if (!resources) await addTexts(i18next, lang, [CHROME]);
  return i18next;
}

/**
 * Switches the interface language and the document's `lang`: first the texts of every namespace
 * the page holds now are loaded in the new language, so that nothing renders a key.
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  const code = I18NEXT_LNG[lang];
  switchingTo = lang;
  try {
    const held = Object.keys(i18next.store.data[I18NEXT_LNG[shown]] ?? {});
    await addTexts(i18next, lang, [CHROME, ...held]);
    await i18next.changeLanguage(code);
    shown = lang;
    document.documentElement.lang = INTL_LOCALE[lang];
  } finally {
    switchingTo = null;
  }
}
