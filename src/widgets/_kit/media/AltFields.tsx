import { useT } from '@core/i18n/react';
import { type I18nText, LANGS, type Lang } from '@core/lang';
import { useId } from 'react';

/** The alt text of a picture in the four languages, side by side (each required). */
export function AltFields({
  value,
  onChange,
  invalid,
}: {
  value: I18nText;
  onChange: (value: I18nText) => void;
  /** The language the server named as missing or too long. */
  invalid?: Lang | null;
}) {
  const t = useT('kit.media');
  const id = useId();
  return (
    <fieldset className="k-media__alts">
      <legend>{t('media.alt')}</legend>
      <p className="k-media__hint" id={`${id}-hint`}>
        {t('media.altHint')}
      </p>
      {LANGS.map((lang) => (
        <label key={lang} className="k-media__field">
          <span>{t(`media.lang.${lang}`)}</span>
          <textarea
            lang={lang === 'uz' ? 'uz-Cyrl' : lang === 'oz' ? 'uz-Latn' : lang}
            rows={2}
            maxLength={300}
            required
            aria-invalid={invalid === lang || undefined}
            aria-describedby={`${id}-hint`}
            value={value[lang] ?? ''}
            onChange={(event) => onChange({ ...value, [lang]: event.target.value })}
          />
        </label>
      ))}
    </fieldset>
  );
}
