import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { useNavigate } from '@core/router';
import { href } from '@core/routes';
// Types only: the schemas' module would bring TypeBox into this chunk.
import type { SearchHit, SearchHitType, SuggestResult } from '@core/schemas/search';
import { useRuntime } from '@widgets/runtime';
import {
  type KeyboardEvent,
  type Ref,
  type RefObject,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useState,
} from 'react';
import { getJson } from '../api/http';

/** Milliseconds of quiet typing before the suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Suggestions shown at most (the API's SUGGEST_COUNT; SearchBox.test.tsx keeps them equal). */
export const SUGGEST_SHOWN = 8;

/** What the field needs to know of the popup: its `aria-expanded` and `aria-activedescendant`. */
export interface SuggestView {
  expanded: boolean;
  activeId: string | undefined;
}

/** What the field asks of the popup. */
export interface SuggestHandle {
  /** A key pressed in the field; true when the popup took it (the field then does nothing more). */
  keyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
  /** Closes the popup (the field lost focus, or the form was sent). */
  close(): void;
  /** Opens the popup again on the suggestions it holds (a click in the field). */
  reopen(): void;
}

export interface SearchSuggestProps {
  ref?: Ref<SuggestHandle>;
  /** The text to suggest for: the field's, trimmed, once valid (2–100 characters); else ''. */
  query: string;
  /** The field: the popup opens only while it has focus. */
  input: RefObject<HTMLInputElement | null>;
  /** The listbox's id (the field's `aria-controls`); options are `{listboxId}-{index}`. */
  listboxId: string;
  onView: (view: SuggestView) => void;
}

const TYPE_KEYS = {
  channel: 'search.suggest.types.channel',
  broadcast: 'search.suggest.types.broadcast',
  archive: 'search.suggest.types.archive',
  news: 'search.suggest.types.news',
  person: 'search.suggest.types.person',
  category: 'search.suggest.types.category',
  anons: 'search.suggest.types.anons',
} as const satisfies Record<SearchHitType, string>;

/** The id of option `index` of listbox `listboxId`. */
export const optionId = (listboxId: string, index: number) => `${listboxId}-${index}`;

/**
 * The header search's suggestions (issue 27, decision 037): a WAI-ARIA combobox's listbox popup
 * (APG "combobox with listbox popup", `aria-autocomplete="list"`) under the field of SearchBox.
 * Loaded with its chunk on the field's first focus or input, so visitors' pages do not start with
 * it: SearchBox renders the field (`role="combobox"`) and its validation alone, and this part
 * adds the listbox and a polite live region once it loads.
 *
 * From 2 characters (trimmed), after 150 ms of quiet typing, `GET search/suggest.json?q=` (a newer
 * text aborts the older request); up to 8 options, each the title in the page's language, its kind
 * and an on-air mark. Keys (in the field; focus never leaves it): ArrowDown/ArrowUp move the
 * highlighted option (`aria-activedescendant`, wrapping; they open a closed popup), Enter opens the
 * highlighted option's page (none highlighted: the form is sent, SearchBox's submit), Escape
 * closes the popup, Tab leaves and closes it; a click on an option opens it, a click in the field
 * shows the suggestions it still holds.
 */
export function SearchSuggest({ ref, query, input, listboxId, onView }: SearchSuggestProps) {
  const t = useT('chrome');
  const { lang } = useRuntime();
  const navigate = useNavigate();
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  /** How many suggestions the last answer brought (the live region's text); null: none asked for. */
  const [answered, setAnswered] = useState<number | null>(null);

  useEffect(() => {
    setActive(-1);
    if (!query) {
      setHits([]);
      setOpen(false);
      setAnswered(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getJson<SuggestResult>('search/suggest.json', { q: query }, { quiet: true, signal: controller.signal })
        .then((result) => {
          const shown = result.data.slice(0, SUGGEST_SHOWN);
          setHits(shown);
          setActive(-1);
          setOpen(shown.length > 0 && document.activeElement === input.current);
          setAnswered(shown.length);
        })
        // Aborted by a newer text, or failed (offline, 429): the field stays a plain search.
        .catch(() => {});
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, input]);

  const expanded = open && hits.length > 0;
  const activeId = expanded && active >= 0 ? optionId(listboxId, active) : undefined;
  // Before the browser paints (this part never renders on the server): the field's aria-expanded
  // and aria-activedescendant change in the same frame as the listbox.
  useLayoutEffect(() => onView({ expanded, activeId }), [expanded, activeId, onView]);

  // The highlighted option stays in view when the list scrolls (a short phone screen).
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const choose = (hit: SearchHit) => {
    setOpen(false);
    setActive(-1);
    navigate(`${href('app.index')}${hit.path.replace(/^\//, '')}`);
  };

  useImperativeHandle(ref, () => ({
    keyDown(event) {
      const count = hits.length;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp': {
          if (count === 0) return false;
          event.preventDefault();
          const down = event.key === 'ArrowDown';
          if (!expanded) {
            setOpen(true);
            setActive(down ? 0 : count - 1);
          } else if (down) setActive((i) => (i + 1) % count);
          else setActive((i) => (i <= 0 ? count - 1 : i - 1));
          return true;
        }
        case 'Enter': {
          const hit = expanded && active >= 0 ? hits[active] : undefined;
          if (!hit) return false;
          event.preventDefault();
          choose(hit);
          return true;
        }
        case 'Escape':
          if (!expanded) return false;
          // Only the popup closes: not the drawer around the field, and the text stays.
          event.preventDefault();
          event.stopPropagation();
          setOpen(false);
          setActive(-1);
          return true;
        case 'Tab':
          setOpen(false);
          setActive(-1);
          return false;
        default:
          return false;
      }
    },
    close() {
      setOpen(false);
      setActive(-1);
    },
    reopen() {
      if (hits.length > 0) setOpen(true);
    },
  }));

  return (
    <>
      <div
        id={listboxId}
        role="listbox"
        className="search__suggest"
        aria-label={t('search.suggest.label')}
        hidden={!expanded}
      >
        {expanded &&
          hits.map((hit, index) => (
            // biome-ignore lint/a11y/useFocusableInteractive: the field keeps focus and names the highlighted option with aria-activedescendant (APG combobox); its keys are the field's.
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses an option in the field (ArrowDown/ArrowUp, Enter).
            <div
              key={`${hit.type}:${hit.id}`}
              id={optionId(listboxId, index)}
              role="option"
              className="search__option"
              aria-selected={index === active}
              // The field keeps focus (and the popup stays open) while the option is pressed.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => choose(hit)}
            >
              {/* Spaces between the parts: the option's name reads "Ёшлар Канал", not "ЁшларКанал". */}
              <span className="search__option-title">{pickText(hit.title, lang)}</span>{' '}
              <span className="search__option-meta">
                {hit.live && (
                  <>
                    <span className="search__option-live">{t('search.suggest.live')}</span>{' '}
                  </>
                )}
                <span className="search__option-type">{t(TYPE_KEYS[hit.type])}</span>
              </span>
            </div>
          ))}
      </div>
      <span className="visually-hidden" role="status">
        {answered === null
          ? ''
          : answered > 0
            ? t('search.suggest.count', { count: answered })
            : t('search.suggest.none')}
      </span>
    </>
  );
}

export default SearchSuggest;
