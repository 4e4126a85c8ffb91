import { useT } from '@core/i18n/react';
import { type FormEvent, useId, useRef, useState } from 'react';
import { SHORT_TOAST_MS, toast } from './toast';

export const SEARCH_MIN = 2;
export const SEARCH_MAX = 100;

export type SearchError = 'required' | 'short' | 'long';

const ERROR_KEYS = {
  required: 'search.errors.required',
  short: 'search.errors.short',
  long: 'search.errors.long',
} as const;

/** The header search rule (spec §5): trimmed, required, 2 to 100 characters. */
export function validateSearch(raw: string): { text: string; error: SearchError | null } {
  const text = raw.trim();
  if (text.length === 0) return { text, error: 'required' };
  if (text.length < SEARCH_MIN) return { text, error: 'short' };
  if (text.length > SEARCH_MAX) return { text, error: 'long' };
  return { text, error: null };
}

/**
 * The header search form. It is checked before sending: an invalid text is highlighted with a
 * message and nothing is sent; a valid one shows the toast 'Поиск: {text}' for 2 s (spec §8, §9).
 * No search is performed (spec).
 */
export function SearchBox() {
  const t = useT('chrome');
  const [value, setValue] = useState('');
  const [error, setError] = useState<SearchError | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSearch(value);
    setError(result.error);
    if (result.error) {
      inputRef.current?.focus();
      return;
    }
    void toast(t('search.toast', { text: result.text }), 'info', SHORT_TOAST_MS);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark (spec §5); <search> would need a second element and is not yet known to every screen reader.
    <form role="search" className="search" aria-label={t('search.label')} noValidate onSubmit={onSubmit}>
      <label htmlFor={inputId} className="visually-hidden">
        {t('search.input')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className="search__input"
        type="search"
        name="q"
        autoComplete="off"
        required
        minLength={SEARCH_MIN}
        value={value}
        placeholder={t('search.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setValue(event.target.value);
          // The message goes away once the text is right; it is not replaced while typing.
          if (error && !validateSearch(event.target.value).error) setError(null);
        }}
      />
      {/* The glass is drawn in CSS (shell.css), like the header's search button. */}
      <button type="submit" className="search__submit">
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
      {error && (
        <p id={errorId} className="search__error" role="alert">
          {t(ERROR_KEYS[error], { min: SEARCH_MIN, max: SEARCH_MAX })}
        </p>
      )}
    </form>
  );
}
