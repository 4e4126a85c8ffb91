/* The newsroom's list of one type's items: filtered by title, a page at a time, with their status. */
import { useT } from '@core/i18n/react';
import type { NewsroomType } from '@core/newsroom';
import type { NewsroomRow } from '@core/schemas/newsroom';
import { useId, useState } from 'react';
import { formatDateTime } from '../_kit/content/datetime';
import { useApi, useRuntime } from '../runtime';
import { ChangesBadge, StatusBadge, titleOf } from './badges';

const PAGE = 25;

export function List({ type, onOpen }: { type: NewsroomType; onOpen(id: string): void }) {
  const t = useT('newsroom');
  const { lang } = useRuntime();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const filterId = useId();
  const query = { count: PAGE, page, ...(filter.trim() ? { title: filter.trim() } : {}) };
  const list = useApi<NewsroomRow[]>(`newsroom/${type}.json`, query, { quiet: true, staleTime: 0 });
  const rows = list.data?.data ?? [];
  const listMeta = list.data?.meta as { pages?: number } | undefined;
  const pages = Math.max(1, listMeta?.pages ?? 1);
  return (
    <>
      <p className="w-nr__filter">
        <label htmlFor={filterId}>{t('nr.filter')}</label>
        <input
          id={filterId}
          type="search"
          className="w-nr__control"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setPage(1);
          }}
        />
      </p>
      {list.isError ? (
        <p role="alert">{t('nr.loadFailed')}</p>
      ) : !list.data ? (
        <div className="w-nr__waiting" aria-busy="true" />
      ) : rows.length === 0 ? (
        <p>{t('nr.empty')}</p>
      ) : (
        <div className="w-nr__scroll">
          <table className="w-nr__table">
            <caption className="visually-hidden">{t('nr.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('nr.colTitle')}</th>
                <th scope="col">{t('nr.colId')}</th>
                <th scope="col">{t('nr.colStatus')}</th>
                <th scope="col">{t('nr.colVersion')}</th>
                <th scope="col">{t('nr.colUpdated')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const title = titleOf(row.title, lang) || row.id;
                return (
                  <tr key={row.id}>
                    <td>
                      <button
                        type="button"
                        className="w-nr__link"
                        aria-label={t('nr.edit', { title })}
                        onClick={() => onOpen(row.id)}
                      >
                        {title}
                      </button>
                    </td>
                    <td>
                      <code>{row.id}</code>
                    </td>
                    <td>
                      <StatusBadge row={row} /> <ChangesBadge row={row} />
                    </td>
                    <td>{row.version}</td>
                    <td>{row.updated_at ? formatDateTime(row.updated_at) : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="w-nr__pager" aria-label={t('nr.page', { page, pages })}>
          <button
            type="button"
            className="w-nr__button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('nr.prev')}
          </button>
          <span>{t('nr.page', { page, pages })}</span>
          <button
            type="button"
            className="w-nr__button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('nr.next')}
          </button>
        </nav>
      )}
    </>
  );
}
