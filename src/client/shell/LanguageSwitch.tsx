import { useT } from '@core/i18n/react';
import { INTL_LOCALE, LANG_NAMES, type Lang } from '@core/lang';
import { useQueryClient } from '@tanstack/react-query';
import { useAtom } from 'jotai';
import { useState } from 'react';
import { readAllPartsWhole } from '../app/boot';
import { readShownLayouts } from '../app/layout-query';
import { langAtom, storeLang } from '../state/lang';
import { toast } from './toast';

/** Each language under its own name, in the switch's order. */
const OPTIONS: readonly { lang: Lang; name: string }[] = (['uz', 'oz', 'ru', 'en'] as const).map((lang) => ({
  lang,
  name: LANG_NAMES[lang],
}));

/**
 * Chooses the interface language: the catalogue switches with `changeLanguage()` and the layout on
 * screen is read in the new language (`readShownLayouts`), then the choice goes into
 * the `efir_lang` cookie (so the server renders the next page in it) and `langAtom`; the route
 * stays `/uz/`.
 */
export function LanguageSwitch() {
  const t = useT('chrome');
  const [lang, setLang] = useAtom(langAtom);
  const [busy, setBusy] = useState(false);
  const client = useQueryClient();

  const choose = async (next: Lang) => {
    if (next === lang || busy) return;
    setBusy(true);
    try {
      // Loaded on the first switch: the server render and the first paint need none of it.
      const { changeLanguage } = await import('../i18n');
      // The page's layout comes in each language apart (app/layout-query.ts): read with the texts.
      // A read the server embedded in part holds the page's language only: read whole first.
      await Promise.all([changeLanguage(next), readShownLayouts(client, next), readAllPartsWhole(client)]);
      storeLang(next);
      setLang(next);
    } catch (error) {
      console.error('[efir] switching the language failed', error);
      void toast(t('lang.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="lang-switch" aria-busy={busy || undefined}>
      <legend className="visually-hidden">{t('lang.label')}</legend>
      {OPTIONS.map((option) => (
        <button
          key={option.lang}
          type="button"
          className="lang-switch__option"
          lang={INTL_LOCALE[option.lang]}
          aria-pressed={option.lang === lang}
          onClick={() => void choose(option.lang)}
        >
          {option.name}
        </button>
      ))}
    </fieldset>
  );
}
