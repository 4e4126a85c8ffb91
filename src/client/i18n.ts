import type { Catalogue } from '@core/i18n/catalogue';
import { browserCatalogue } from '@core/i18n/instance';
import { I18NEXT_LNG } from '@core/i18n/resources';
import { INTL_LOCALE, type Lang } from '@core/lang';
import { addTexts, CHROME, textsInBrowser } from '@widgets/texts';
import type { TextResources } from '@widgets/texts.gen';
import type editorTexts from './editor/texts/uz.json';

declare module '@core/i18n/keys' {
  // The catalogue (src/widgets/texts.gen.ts) and the editor's namespace (src/client/editor/i18n.ts).
  interface TextCatalogue extends TextResources {
    editor: typeof editorTexts;
  }
}

/** The language being switched to, while its texts load (widgets loading meanwhile load both). */
let switchingTo: Lang | null = null;
let shown: Lang = 'uz';

/**
 * Starts the browser's catalogue in `lang` with the texts the page carries (`resources`: the chrome's and those of
 * the widgets it places, src/client/entry-server.tsx); without them (the Vite dev server) the
 * chrome's are loaded. Every other namespace loads with the widget that needs it
 * (src/widgets/texts.ts).
 */
export async function initI18n(
  lang: Lang,
  resources?: Record<string, Record<string, unknown>>,
): Promise<Catalogue> {
  const code = I18NEXT_LNG[lang];
  shown = lang;
  // Every language has every key (tests/unit/i18n.test.ts); fallbacks are never loaded up front.
  const catalogue = browserCatalogue();
  await catalogue.changeLanguage(code);
  for (const [ns, texts] of Object.entries(resources ?? {})) catalogue.addResourceBundle(code, ns, texts);
  textsInBrowser(catalogue, () => (switchingTo && switchingTo !== shown ? [shown, switchingTo] : [shown]));
  if (!resources) await addTexts(catalogue, lang, [CHROME]);
  return catalogue;
}

/**
 * Switches the interface language and the document's `lang`: first the texts of every namespace
 * the page holds now are loaded in the new language, so that nothing renders a key.
 */
export async function changeLanguage(lang: Lang): Promise<void> {
  const code = I18NEXT_LNG[lang];
  switchingTo = lang;
  try {
    const catalogue = browserCatalogue();
    const held = Object.keys(catalogue.data[I18NEXT_LNG[shown]] ?? {});
    await addTexts(catalogue, lang, [CHROME, ...held]);
    await catalogue.changeLanguage(code);
    shown = lang;
    document.documentElement.lang = INTL_LOCALE[lang];
  } finally {
    switchingTo = null;
  }
}
