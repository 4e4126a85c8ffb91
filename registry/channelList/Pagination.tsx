import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { pageButtons } from './pages';

/** Page links of a list: `?page=N` keeping the other query params, the current page marked. */
export function Pagination({ page, pages }: { page: number; pages: number }) {
  const { t } = useTranslation('broadcast');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const buttons = pageButtons(page, pages);
  if (buttons.length === 0) return null;

  const to = (p: number) => {
    const next = new URLSearchParams(search);
    next.set('page', String(p));
    return { pathname, search: `?${next.toString()}` };
  };

  return (
    <nav className="w-channelList__pager" aria-label={t('pagination.label')}>
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
