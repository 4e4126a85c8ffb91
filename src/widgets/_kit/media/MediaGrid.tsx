import { useT } from '@core/i18n/react';
import { useState } from 'react';
import { useApi } from '../../runtime';
import { MEDIA_PATH, type MediaItem, type MediaPage } from './types';

/**
 * The media library's pictures, newest first, with a search over their alt texts; each is a button
 * (`onPick`) whose name is its alt text in the page's language.
 */
export function MediaGrid({
  onPick,
  picked,
  lang,
}: {
  onPick: (item: MediaItem) => void;
  picked?: string | null;
  lang: string;
}) {
  const t = useT('kit.media');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = { count: 24, page, ...(q.trim() ? { q: q.trim() } : {}) };
  const list = useApi<MediaItem[], MediaPage['meta']>(MEDIA_PATH, query, { quiet: true, staleTime: 0 });
  const data = list.data;
  return (
    <div className="k-media__browse">
      <label className="k-media__search">
        <span>{t('media.search')}</span>
        <input
          type="search"
          value={q}
          onChange={(event) => {
            setQ(event.target.value);
            setPage(1);
          }}
        />
      </label>
      {list.isError && <p role="alert">{t('media.loadFailed')}</p>}
      {data && data.data.length === 0 && <p>{t('media.empty')}</p>}
      <ul className="k-media__grid" aria-busy={list.isFetching || undefined}>
        {data?.data.map((item) => {
          const alt = item.alt[lang as keyof typeof item.alt] ?? item.picture.title;
          return (
            <li key={item._id}>
              <button
                type="button"
                className="k-media__tile"
                aria-pressed={picked === undefined ? undefined : picked === item._id}
                onClick={() => onPick(item)}
              >
                <img
                  src={item.picture.thumb ?? item.picture.link}
                  alt={alt}
                  width={160}
                  height={90}
                  loading="lazy"
                />
                <span className="k-media__size">
                  {item.width}×{item.height}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {data && data.meta.pages > 1 && (
        <nav className="k-media__pages" aria-label={t('media.pages')}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('media.previous')}
          </button>
          <span>{t('media.page', { page, pages: data.meta.pages })}</span>
          <button type="button" disabled={page >= data.meta.pages} onClick={() => setPage(page + 1)}>
            {t('media.next')}
          </button>
        </nav>
      )}
    </div>
  );
}
