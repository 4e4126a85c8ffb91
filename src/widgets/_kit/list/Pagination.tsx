import { useT } from '@core/i18n/react';
import { Link, useLocation, useSearchParams } from '@core/router';
import { PAGE_BUTTONS, pageWindow } from './pages';
import './list.css';

/**
 * Page links of a list (spec §9: at least 5 page buttons): `?page=N` keeping the other query params
 * (the filters), the current page marked, previous and next where there are such pages.
 */
export function Pagination({
  page,
  pages,
  size = PAGE_BUTTONS,
}: {
  page: number;
  pages: number;
  size?: number;
}) {
  const t = useT('kit.list');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const buttons = pageWindow(page, pages, size);
  if (buttons.length === 0) return null;

  const to = (p: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(p));
    return { pathname, search: `?${next.toString()}` };
  };

  return (
    <nav className="l-pager" aria-label={t('pagination.label')}>
      <ul>
        {page > 1 && (
          <li>
            <Link to={to(page - 1)} rel="prev">
              {t('pagination.previous')}
            </Link>
          </li>
        )}
        {buttons.map((b) =>
          typeof b === 'number' ? (
            <li key={b}>
              <Link
                to={to(b)}
                aria-label={t('pagination.page', { page: b })}
                aria-current={b === page ? 'page' : undefined}
              >
                {b}
              </Link>
            </li>
          ) : (
            <li key={b} aria-hidden="true">
              …
            </li>
          ),
        )}
        {page < pages && (
          <li>
            <Link to={to(page + 1)} rel="next">
              {t('pagination.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
