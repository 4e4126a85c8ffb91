import { useAtom } from 'jotai';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { INTL_LOCALE, type Lang } from '../../shared/lang';
import { changeLanguage } from '../i18n';
import { langAtom } from '../state/lang';
import { toast } from './toast';

/** Each language under its own name: the same in every interface language, so not translated. */
const OPTIONS: readonly { lang: Lang; name: string }[] = [
  { lang: 'uz', name: 'Ўзбекча' },
  { lang: 'oz', name: 'O‘zbekcha' },
  { lang: 'ru', name: 'Русский' },
  { lang: 'en', name: 'English' },
];

/**
 * Chooses the interface language. The choice is stored in localStorage (`efir.lang`) through
 * `langAtom`, i18next switches with `changeLanguage()`; the route stays `/uz/`.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const [lang, setLang] = useAtom(langAtom);
  const [busy, setBusy] = useState(false);

  const choose = async (next: Lang) => {
    if (next === lang || busy) return;
    setBusy(true);
    try {
      await changeLanguage(next);
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
