import { useT } from '@core/i18n/react';
import { Link, useLocation, useNavigate, useSearchParams } from '@core/router';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { TITLE_MAX_LENGTH } from './pages';

/**
 * The title filter of a list (spec §5: trimmed): `?title=` on the same page, the other filters
 * kept and the page reset. It is a plain GET form, so it works before the page hydrates too (the
 * list trims what it reads).
 */
export function TitleFilter({ title }: { title: string | undefined }) {
  const t = useT('kit.list');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const inputId = useId();
  const labelId = useId();
  const [value, setValue] = useState(title ?? '');
  // The URL is the truth: back, forward or a link elsewhere on the page change the filter shown.
  useEffect(() => setValue(title ?? ''), [title]);

  const kept = [...search.entries()].filter(([key]) => key !== 'page' && key !== 'title');
  const withTitle = (text: string) => {
    const next = new URLSearchParams(kept);
    if (text) next.set('title', text);
    const qs = next.toString();
    return { pathname, search: qs ? `?${qs}` : '' };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(withTitle(value.trim()));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the landmark, as the header's search box (src/client/shell/SearchBox.tsx); its label names it apart from that one.
    <form
      role="search"
      className="l-filter"
      method="get"
      action={pathname}
      aria-labelledby={labelId}
      onSubmit={submit}
    >
      <label id={labelId} htmlFor={inputId} className="l-filter__label">
        {t('list.filter.label')}
      </label>
      <div className="l-filter__row">
        <input
          id={inputId}
          className="l-filter__input"
          type="search"
          name="title"
          value={value}
          maxLength={TITLE_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => setValue(event.target.value)}
        />
        {kept.map(([key, v], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a key; order is identity
          <input key={i} type="hidden" name={key} value={v} />
        ))}
        <button type="submit" className="l-filter__submit">
          {t('list.filter.submit')}
        </button>
        {title && (
          <Link className="l-filter__clear" to={withTitle('')}>
            {t('list.filter.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
