import { useT } from '@core/i18n/react';
import { type I18nText, pickText } from '@core/lang';
import { Link } from '@core/router';
import { href } from '@core/routes';
import { type ReactNode, useDeferredValue, useId } from 'react';
import { Redirect, useRuntime } from '../../runtime';
import { PlaceholderCards } from '../content/Card';
import { Pagination } from './Pagination';
import { TitleFilter } from './TitleFilter';
import type { ListPage } from './useListPage';
import './list.css';
import '../content/content.css';

const NONE: readonly never[] = [];

const idOf = (item: unknown) => (item as { _id?: unknown })._id;

/** Whether `next` is `shown` with more items after it (the same first and last of `shown`). */
export function grows(shown: readonly unknown[], next: readonly unknown[]): boolean {
  const last = shown.length - 1;
  return (
    last >= 0 &&
    next.length > shown.length &&
    idOf(shown[0]) === idOf(next[0]) &&
    idOf(shown[last]) === idOf(next[last])
  );
}

/** How a list lays out its items: a grid of cards, of portraits, or rows. */
export type ListLayout = 'cards' | 'portraits' | 'rows';

export interface ListFrameProps<T> {
  /** The widget's own class, e.g. `w-archiveList`. */
  className: string;
  /** The list's heading (params.title, or a text); without it the section is named by `label`. */
  heading?: I18nText | string;
  label: string;
  page: ListPage<T>;
  /** Items a page holds (the placeholders while it loads; at most 12). */
  count: number;
  layout?: ListLayout;
  /** The title filter form (spec §5), shown unless a layout turns it off. */
  filter?: boolean;
  /** A list's own filter form in place of the title filter (the archive's channel, category, day). */
  filters?: ReactNode;
  /** Said when filters other than the title found nothing. */
  emptyFiltered?: string;
  /** Whether the page's query sets filters other than the title (for `emptyFiltered`). */
  filtered?: boolean;
  /** A short list: the section page a "see all" link leads to, shown instead of the total and pages. */
  more?: string;
  /** Said when the page holds nothing (a filtered list says what found nothing). */
  empty: string;
  /** One item: an `<li>`, with `Heading` for its title (h3 under the list's heading, h2 otherwise). */
  item: (item: T, index: number, Heading: 'h2' | 'h3') => ReactNode;
}

/**
 * The frame every section list shares: its heading, the title filter, the total (`meta.total`), the
 * items, and pagination. While loading it shows placeholder cards of the items' size (no shift);
 * a failed read says so; a malformed URL or a page past the last goes to the bad-request page.
 */
export function ListFrame<T>({
  className,
  heading,
  label,
  page,
  count,
  layout = 'cards',
  filter = true,
  filters,
  emptyFiltered,
  filtered,
  more,
  empty,
  item,
}: ListFrameProps<T>) {
  const t = useT('kit.list');
  const { lang } = useRuntime();
  const headingId = useId();
  // The rest of a long page whose first items the server rendered (`firstItems`, sizes.ts), read
  // whole once hydrated, is drawn in the background (a render that yields to the visitor's input):
  // at once, the archive's 80 other cards were one task of a phone's quarter second. Only such
  // growth waits; another page, or a first answer, is drawn at once (no "nothing here" meanwhile).
  const answer = page.list.data?.data ?? NONE;
  const shown = useDeferredValue(answer);
  const items = grows(shown, answer) ? shown : answer;
  if (page.bad) return <Redirect to={href('app.badRequest')} />;

  const { list, request } = page;
  const title = pickText(heading, lang);
  const Heading = title ? 'h3' : 'h2';
  const shape = layout === 'portraits' ? 'portrait' : 'wide';
  const gridClass = `l-list__items l-list__items--${layout}`;

  return (
    <section
      className={`l-list ${className}`}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : label}
      aria-busy={list.isPending}
    >
      {title && (
        <h2 id={headingId} className="l-list__title">
          {title}
        </h2>
      )}
      {filter && (filters ?? <TitleFilter title={request?.title} />)}
      {list.data && !more && (
        <p className="l-list__total">{t('list.total', { total: list.data.meta.total })}</p>
      )}
      {list.isError && (
        <p className="l-list__message" role="alert">
          {t('state.loadError')}
        </p>
      )}
      {list.isPending && (
        <ul className={gridClass} aria-hidden="true">
          <PlaceholderCards count={Math.min(count, 12)} shape={shape} noPicture={layout === 'rows'} />
        </ul>
      )}
      {list.isSuccess && items.length === 0 && (
        <p className="l-list__message">
          {filtered && emptyFiltered
            ? emptyFiltered
            : request?.title
              ? t('list.emptyFor', { title: request.title })
              : empty}
        </p>
      )}
      {items.length > 0 && <ul className={gridClass}>{items.map((it, i) => item(it, i, Heading))}</ul>}
      {list.data && !more && <Pagination page={page.page} pages={page.pages} />}
      {more && items.length > 0 && (
        // Named with the list's heading: each section's link says where it leads.
        <Link
          className="l-list__more"
          to={more}
          aria-label={title ? t('list.seeAllOf', { title }) : undefined}
        >
          {t('list.seeAll')}
        </Link>
      )}
    </section>
  );
}
