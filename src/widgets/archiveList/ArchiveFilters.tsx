import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link, useLocation, useNavigate, useSearchParams } from '@core/router';
import type { Category } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { broadcastClock } from '@core/time';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { allCategoriesNeed } from '../_kit/category/needs';
import { type CategoryNode, childrenByParent, subtree } from '../_kit/category/tree';
import { channelsNeed } from '../_kit/content/lookups';
import { DateInput } from '../_kit/datePicker/DateInput';
import { type ListRequest, TITLE_MAX_LENGTH } from '../_kit/list/pages';
import { useLoadContext, useNeed, useRuntime } from '../runtime';
import { FORM_FILTERS } from './data';
import type { ArchiveListParams } from './meta';
import './archiveList.css';

/** The form's fields, as the page's query names them. */
const FIELDS = ['title', ...FORM_FILTERS] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (request: ListRequest | null): Values => ({
  title: request?.title ?? '',
  channel: request?.channel ?? '',
  category: request?.category ?? '',
  date: request?.date ?? '',
});

/** The categories in the tree's order, each with its depth (the options' indent). */
function flatten(nodes: readonly CategoryNode[], depth = 0): { category: Category; depth: number }[] {
  return nodes.flatMap((node) => [{ category: node.category, depth }, ...flatten(node.children, depth + 1)]);
}

/**
 * The archive's filters (issue 24): title, channel, category and the Tashkent day it aired. A plain
 * GET form to the same page, so it works before the page hydrates or without script; once
 * hydrated it navigates to the same address, empty fields left out and the page reset. Other
 * values of the query (`type`, `broadcast`) are kept. The address is the truth: back and forward
 * change the fields shown.
 */
export function ArchiveFilters({ request }: { params: ArchiveListParams; request: ListRequest | null }) {
  const t = useT('archiveList');
  const { lang } = useRuntime();
  const ctx = useLoadContext();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const labelId = useId();
  const id = useId();
  const channels = useNeed<Channel[]>(channelsNeed(ctx.product)).data?.data ?? [];
  const categories = useNeed<Category[]>(allCategoriesNeed(ctx)).data?.data ?? [];
  const shown = valuesOf(request);
  const [values, setValues] = useState<Values>(shown);
  const key = FIELDS.map((field) => shown[field]).join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the values of the address
  useEffect(() => setValues(valuesOf(request)), [key]);

  const kept = [...search.entries()].filter(([name]) => name !== 'page' && !FIELDS.includes(name as Field));
  const addressOf = (chosen: Partial<Values>) => {
    const next = new URLSearchParams(kept);
    for (const field of FIELDS) {
      const value = chosen[field]?.trim();
      if (value) next.set(field, value);
    }
    const qs = next.toString();
    return { pathname, search: qs ? `?${qs}` : '' };
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(addressOf(values));
  };
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));
  const groups = childrenByParent(categories);
  const tree = flatten((groups.get(null) ?? []).map((top) => subtree(top, groups)));
  const today = broadcastClock(ctx.now).date;
  const any = FIELDS.some((field) => shown[field]);

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form itself is the landmark, as the title filter (src/widgets/_kit/list/TitleFilter.tsx)
    <form
      role="search"
      className="l-filter w-archiveList__filters"
      method="get"
      action={pathname}
      aria-labelledby={labelId}
      onSubmit={submit}
    >
      <p id={labelId} className="l-filter__label w-archiveList__filtersLabel">
        {t('archiveList.filter.label')}
      </p>
      <div className="w-archiveList__fields">
        <p className="w-archiveList__field w-archiveList__field--title">
          <label htmlFor={`${id}-title`}>{t('archiveList.filter.title')}</label>
          <input
            id={`${id}-title`}
            className="l-filter__input"
            type="search"
            name="title"
            value={values.title}
            maxLength={TITLE_MAX_LENGTH}
            autoComplete="off"
            onChange={set('title')}
          />
        </p>
        <p className="w-archiveList__field">
          <label htmlFor={`${id}-channel`}>{t('archiveList.filter.channel')}</label>
          <select
            id={`${id}-channel`}
            className="l-filter__input"
            name="channel"
            value={values.channel}
            onChange={set('channel')}
          >
            <option value="">{t('archiveList.filter.any')}</option>
            {channels.map((channel) => (
              <option key={channel._id} value={channel._id}>
                {pickText(channel.title, lang)}
              </option>
            ))}
            {/* A channel of the address the list does not hold (hidden, say) stays chosen. */}
            {values.channel && !channels.some((c) => c._id === values.channel) && (
              <option value={values.channel}>{values.channel}</option>
            )}
          </select>
        </p>
        <p className="w-archiveList__field">
          <label htmlFor={`${id}-category`}>{t('archiveList.filter.category')}</label>
          <select
            id={`${id}-category`}
            className="l-filter__input"
            name="category"
            value={values.category}
            onChange={set('category')}
          >
            <option value="">{t('archiveList.filter.any')}</option>
            {tree.map(({ category, depth }) => (
              <option key={category._id} value={category._id}>
                {'\u00a0\u00a0'.repeat(depth)}
                {pickText(category.title, lang)}
              </option>
            ))}
            {values.category && !categories.some((c) => c._id === values.category) && (
              <option value={values.category}>{values.category}</option>
            )}
          </select>
        </p>
        <p className="w-archiveList__field">
          <label htmlFor={`${id}-date`}>{t('archiveList.filter.date')}</label>
          <DateInput
            id={`${id}-date`}
            className="l-filter__input"
            name="date"
            value={values.date}
            max={today}
            onChange={(date) => setValues((v) => ({ ...v, date }))}
          />
        </p>
        {kept.map(([name, value], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a query may repeat a key; order is identity
          <input key={i} type="hidden" name={name} value={value} />
        ))}
      </div>
      <div className="l-filter__row">
        <button type="submit" className="l-filter__submit">
          {t('archiveList.filter.submit')}
        </button>
        {any && (
          <Link className="l-filter__clear" to={addressOf({})}>
            {t('archiveList.filter.clear')}
          </Link>
        )}
      </div>
    </form>
  );
}
