import { useT } from '@core/i18n/react';
import { useNavigate } from '@core/router';
import { href } from '@core/routes';
import {
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useId,
  useRef,
  useState,
} from 'react';
import type { SearchSuggestProps, SuggestHandle, SuggestView } from './SearchSuggest';
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

type Suggest = ComponentType<SearchSuggestProps>;
let suggestChunk: Promise<Suggest> | null = null;
/** The suggestions' chunk (SearchSuggest.tsx), imported once per page on the first focus of a search field. */
function loadSuggest(): Promise<Suggest> {
  suggestChunk ??= import('./SearchSuggest').then((m) => m.SearchSuggest);
  return suggestChunk;
}

const CLOSED: SuggestView = { expanded: false, activeId: undefined };

/**
 * The header search form. It is checked before sending: an invalid text is highlighted with a
 * message and nothing is sent; a valid one shows the toast 'Поиск: {text}' for 2 s (spec §8, §9)
 * and, beyond the spec (decision 037), opens the results page `search/?q=`. Without JavaScript the
 * form GETs the same page.
 *
 * The field is a WAI-ARIA combobox with list autocomplete: its suggestions (SearchSuggest.tsx) load
 * lazily on its first focus or input, so the server's HTML and the page's initial JS carry only
 * the field; until then (and if the chunk fails) it is a plain search field. Escape with the
 * popup closed clears the text (the popup's own Escape only closes it).
 */
export function SearchBox() {
  const t = useT('chrome');
  const navigate = useNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<SearchError | null>(null);
  const [Suggestions, setSuggestions] = useState<Suggest | null>(null);
  const [view, setView] = useState<SuggestView>(CLOSED);
  const inputRef = useRef<HTMLInputElement>(null);
  const suggestRef = useRef<SuggestHandle>(null);
  const inputId = useId();
  const errorId = useId();
  const listboxId = useId();
  const onView = useCallback((next: SuggestView) => setView(next), []);

  const load = () => {
    if (Suggestions) return;
    loadSuggest().then(
      (component) => setSuggestions(() => component),
      // A failed chunk (offline, a new deploy) leaves the plain search field; the next focus tries again.
      () => {
        suggestChunk = null;
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateSearch(value);
    setError(result.error);
    if (result.error) {
      inputRef.current?.focus();
      return;
    }
    suggestRef.current?.close();
    void toast(t('search.toast', { text: result.text }), 'info', SHORT_TOAST_MS);
    navigate(href('app.search', {}, { q: result.text }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestRef.current?.keyDown(event)) return;
    // The second Escape (the popup closed) clears the text; on an empty field it goes on (a drawer closes).
    if (event.key === 'Escape' && value !== '') {
      event.preventDefault();
      event.stopPropagation();
      setValue('');
      setError(null);
    }
  };

  const valid = validateSearch(value);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the search landmark (spec §5); <search> would need a second element and is not yet known to every screen reader.
    <form
      role="search"
      className="search"
      aria-label={t('search.label')}
      action={href('app.search')}
      method="get"
      noValidate
      onSubmit={onSubmit}
    >
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
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={view.expanded}
        aria-controls={Suggestions ? listboxId : undefined}
        aria-activedescendant={view.activeId}
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
          load();
        }}
        onFocus={load}
        onClick={() => suggestRef.current?.reopen()}
        onBlur={() => suggestRef.current?.close()}
        onKeyDown={onKeyDown}
      />
      {/* The glass is drawn in CSS (shell.css), like the header's search button. */}
      <button type="submit" className="search__submit">
        <span className="visually-hidden">{t('search.submit')}</span>
      </button>
      {Suggestions && (
        <Suggestions
          ref={suggestRef}
          query={valid.error ? '' : valid.text}
          input={inputRef}
          listboxId={listboxId}
          onView={onView}
        />
      )}
      {error && (
        <p id={errorId} className="search__error" role="alert">
          {t(ERROR_KEYS[error], { min: SEARCH_MIN, max: SEARCH_MAX })}
        </p>
      )}
    </form>
  );
}
