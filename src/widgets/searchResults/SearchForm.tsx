import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link, type Path, useLocation, useNavigate } from '@core/router';
import type { Channel } from '@core/schemas/entities';
import type { SearchFacets } from '@core/schemas/search';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_TYPES } from '@core/search';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { DateInput } from '../_kit/datePicker/DateInput';
import { useRuntime } from '../runtime';
import type { SearchRequest } from './data';

/** The form's fields, as the address names them (the page is left out: a new search starts at 1). */
const FIELDS = ['q', 'type', 'channel', 'from', 'to', 'exact'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (request: SearchRequest): Values => ({
  q: request.q,
  type: request.type ?? '',
  channel: request.channel ?? '',
  from: request.from ?? '',
  to: request.to ?? '',
  exact: request.exact ? '1' : '',
});

/**
 * The results page's address for `request` with some fields changed (empty ones left out), at its
 * first page: the form's target, the type links and "without filters".
 */
export function addressOf(pathname: string, request: SearchRequest, change: Partial<Values>): Partial<Path> {
  const values = { ...valuesOf(request), ...change };
  const next = new URLSearchParams();
  for (const field of FIELDS) {
    const value = values[field].trim();
    if (value) next.set(field, value);
  }
  const qs = next.toString();
  return { pathname, search: qs ? `?${qs}` : '' };
}

/**
 * The search form (issue 27): a plain GET form to the same page, so it works before the page
 * hydrates or without script; once hydrated it navigates in place, empty fields left out. The
 * address is the truth: back and forward change the fields shown.
 */
export function SearchForm({
  request,
  facets,
  channels,
}: {
  request: SearchRequest;
  facets: SearchFacets | undefined;
  channels: readonly Channel[] | undefined;
}) {
  const t = useT('searchResults');
  const { lang } = useRuntime();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const id = useId();
  const shown = valuesOf(request);
  const [values, setValues] = useState<Values>(shown);
  const key = FIELDS.map((field) => shown[field]).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values of the address
  useEffect(() => setValues(valuesOf(request)), [key]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(addressOf(pathname, request, values));
  };
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const typeCount = new Map((facets?.type ?? []).map((f) => [f.value, f.count]));
  const channelFacets = facets?.channel ?? [];
  const name = (channel: string) =>
    pickText(channels?.find((c) => c._id === channel)?.title, lang) || channel;

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the landmark, as the list filters (src/widgets/_kit/list/TitleFilter.tsx)
    <form
      role="search"
      className="w-search__form"
      method="get"
      action={pathname}
      aria-labelledby={`${id}-label`}
      onSubmit={submit}
    >
      <p id={`${id}-label`} className="w-search__formLabel">
        {t('search.form.label')}
      </p>
      <p className="w-search__field w-search__field--query">
        <label htmlFor={`${id}-q`}>{t('search.form.query')}</label>
        <span className="w-search__row">
          <input
            id={`${id}-q`}
            className="w-search__input"
            type="search"
            name="q"
            value={values.q}
            required
            minLength={SEARCH_QUERY_MIN}
            maxLength={SEARCH_QUERY_MAX}
            autoComplete="off"
            aria-describedby={`${id}-hint`}
            onChange={set('q')}
          />
          {/* The list kit's filter button (src/widgets/_kit/list/list.css, loaded with Pagination). */}
          <button type="submit" className="l-filter__submit">
            {t('search.form.submit')}
          </button>
        </span>
        <span id={`${id}-hint`} className="w-search__hint">
          {t('search.form.queryHint', { min: SEARCH_QUERY_MIN, max: SEARCH_QUERY_MAX })}
        </span>
      </p>
      <p className="w-search__check">
        <input
          id={`${id}-exact`}
          type="checkbox"
          name="exact"
          value="1"
          checked={values.exact === '1'}
          onChange={(event) => setValues((v) => ({ ...v, exact: event.target.checked ? '1' : '' }))}
        />
        <label htmlFor={`${id}-exact`}>{t('search.form.exact')}</label>
      </p>
      <div className="w-search__filters">
        <p className="w-search__field">
          <label htmlFor={`${id}-type`}>{t('search.form.type')}</label>
          <select
            id={`${id}-type`}
            className="w-search__input"
            name="type"
            value={values.type}
            onChange={set('type')}
          >
            <option value="">{t('search.form.anyType')}</option>
            {SEARCH_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`search.facet.${type}`)}
                {facets ? ` (${typeCount.get(type) ?? 0})` : ''}
              </option>
            ))}
          </select>
        </p>
        <p className="w-search__field">
          <label htmlFor={`${id}-channel`}>{t('search.form.channel')}</label>
          <select
            id={`${id}-channel`}
            className="w-search__input"
            name="channel"
            value={values.channel}
            onChange={set('channel')}
          >
            <option value="">{t('search.form.anyChannel')}</option>
            {channelFacets.map((f) => (
              <option key={f.value} value={f.value}>
                {`${name(f.value)} (${f.count})`}
              </option>
            ))}
            {/* A channel of the address the results do not hold stays chosen. */}
            {values.channel && !channelFacets.some((f) => f.value === values.channel) && (
              <option value={values.channel}>{name(values.channel)}</option>
            )}
          </select>
        </p>
        <p className="w-search__field">
          <label htmlFor={`${id}-from`}>{t('search.form.from')}</label>
          <DateInput
            id={`${id}-from`}
            className="w-search__input"
            name="from"
            value={values.from}
            max={values.to || undefined}
            onChange={(from) => setValues((v) => ({ ...v, from }))}
          />
        </p>
        <p className="w-search__field">
          <label htmlFor={`${id}-to`}>{t('search.form.to')}</label>
          <DateInput
            id={`${id}-to`}
            className="w-search__input"
            name="to"
            value={values.to}
            min={values.from || undefined}
            onChange={(to) => setValues((v) => ({ ...v, to }))}
          />
        </p>
      </div>
      {(request.type || request.channel || request.from || request.to) && (
        <Link
          className="w-search__clear"
          to={addressOf(pathname, request, { type: '', channel: '', from: '', to: '' })}
        >
          {t('search.form.clear')}
        </Link>
      )}
    </form>
  );
}
