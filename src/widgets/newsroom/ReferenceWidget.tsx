import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { NEWSROOM_REFERENCES, NEWSROOM_TYPES, type NewsroomType } from '@core/newsroom';
import type { NewsroomRow } from '@core/schemas/newsroom';
import type { WidgetProps as RjsfWidgetProps } from '@rjsf/utils';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { useApi, useRuntime } from '../runtime';

/** How many items the picker lists at a time (the search narrows them on the server). */
export const REFERENCE_PAGE = 100;

/**
 * A field that names another item (a broadcast's channel, a news item's category…; the map is
 * NEWSROOM_REFERENCES): a search box that narrows the newsroom's items of that type by title, and
 * a select of them by title and id. The field's own label names the select; a value no longer
 * listed (an item deleted since, or outside the search) stays selectable as its id.
 */
export function ReferenceWidget({
  id,
  value,
  onChange,
  required,
  disabled,
  readonly,
  options,
  label,
}: RjsfWidgetProps) {
  const t = useT('newsroom');
  const { lang } = useRuntime();
  const target = String(options.refType) as NewsroomType;
  const [search, setSearch] = useState('');
  const term = search.trim();
  const list = useApi<NewsroomRow[]>(
    NEWSROOM_TYPES.includes(target) ? `newsroom/${target}.json` : null,
    { count: REFERENCE_PAGE, ...(term ? { title: term } : {}) },
    { quiet: true, staleTime: 30_000, placeholderData: keepPreviousData },
  );
  const rows = [...(list.data?.data ?? [])]
    .map((row) => ({ row, title: pickText(row.title, lang) || row.id }))
    .sort((a, b) => a.title.localeCompare(b.title, lang));
  const current = typeof value === 'string' ? value : '';
  const listed = !current || rows.some(({ row }) => row.id === current);
  const off = disabled || readonly;
  return (
    <div className="w-nr__ref">
      <label htmlFor={`${id}-search`} className="w-nr__ref-label">
        {t('nr.refSearch', { field: label || t(`types.${target}`) })}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="w-nr__control"
        value={search}
        disabled={off}
        aria-controls={id}
        onChange={(event) => setSearch(event.target.value)}
      />
      <select
        id={id}
        className="w-nr__control"
        value={current}
        required={required}
        disabled={off}
        aria-busy={list.isFetching}
        onChange={(event) => onChange(event.target.value || undefined)}
      >
        <option value="">{t('nr.refNone')}</option>
        {!listed && <option value={current}>{current}</option>}
        {rows.map(({ row, title }) => (
          <option key={row.id} value={row.id}>
            {`${title} (${row.id})${row.live ? '' : ` · ${t('nr.refHidden')}`}`}
          </option>
        ))}
      </select>
      {term && list.data && rows.length === 0 && (
        <p className="w-nr__ref-none" role="status">
          {t('nr.refNoMatch')}
        </p>
      )}
    </div>
  );
}

/**
 * The ui schema that makes each reference field of `type` a ReferenceWidget (an array of ids:
 * each of its items), laid over the form's generated one.
 */
export function withReferences(
  type: NewsroomType,
  schema: Record<string, unknown>,
  ui: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...ui };
  const props = (schema.properties ?? {}) as Record<string, { type?: unknown }>;
  for (const [field, target] of Object.entries(NEWSROOM_REFERENCES[type] ?? {})) {
    const widget = { 'ui:widget': 'reference', 'ui:options': { refType: target } };
    const own = (ui[field] ?? {}) as Record<string, unknown>;
    out[field] = props[field]?.type === 'array' ? { ...own, items: widget } : { ...own, ...widget };
  }
  return out;
}
