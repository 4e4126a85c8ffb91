import { useT } from '@core/i18n/react';
import { Link } from '@core/router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { HttpStatus, httpStatus } from '../../runtime';
import { isItemId } from './ids';

export type ViewState = 'unspecified' | 'notFound' | 'error' | 'loading' | 'ready';

/** Where a view stands: no id, an id that names nothing (404), a failed read, loading, or ready. */
export function viewState(id: string | null, item: UseQueryResult<unknown> | null): ViewState {
  if (id === null) return 'unspecified';
  if (!isItemId(id) || !item) return 'notFound';
  if (item.isError) return httpStatus(item.error) === 404 ? 'notFound' : 'error';
  return item.data ? 'ready' : 'loading';
}

export interface ViewProblemProps {
  state: Exclude<ViewState, 'ready'>;
  /** "No such broadcast." */
  notFound: string;
  /** The section's list, offered instead. */
  list: { to: string; label: string };
}

/**
 * What a view shows instead of its item. Not found answers 404 on the server (spec §8: unknown
 * ids); loading keeps the box of a picture and a title, so the item does not push the page down.
 */
export function ViewProblem({ state, notFound, list }: ViewProblemProps) {
  const t = useT('kit.content');
  if (state === 'loading') {
    return (
      <div className="c-view c-view--loading" aria-busy="true">
        <span className="c-picture c-view__picture" style={{ aspectRatio: '16 / 9' }} />
        <p className="c-view__status">{t('state.loading')}</p>
      </div>
    );
  }
  if (state === 'unspecified') {
    return (
      <p className="c-message" role="status">
        {t('state.unspecified')}
      </p>
    );
  }
  return (
    <div className="c-message" role="alert">
      {state === 'notFound' && <HttpStatus code={404} />}
      <p>{state === 'notFound' ? notFound : t('state.loadError')}</p>
      <Link to={list.to}>{list.label}</Link>
    </div>
  );
}

/** Facts of an item (date, length, channel…) as a description list. */
export function Facts({ items }: { items: readonly { term: string; value: ReactNode }[] }) {
  const shown = items.filter((item) => item.value !== '' && item.value !== null && item.value !== undefined);
  if (shown.length === 0) return null;
  return (
    <dl className="c-facts">
      {shown.map((item) => (
        <div key={item.term} className="c-facts__row">
          <dt>{item.term}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
