/*
 * An item's status badges and its title in the interface language, as the newsroom's list and
 * its editor show them.
 */
import { useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import type { NewsroomRow } from '@core/schemas/newsroom';
import { formatDateTime } from '../_kit/content/datetime';

export function StatusBadge({ row }: { row: Pick<NewsroomRow, 'status' | 'publish_at'> }) {
  const t = useT('newsroom');
  return (
    <span className={`w-nr__badge w-nr__badge--${row.status}`}>
      {row.status === 'scheduled'
        ? t('nr.scheduled', { at: formatDateTime(row.publish_at ?? '') })
        : t(`nr.${row.status}`)}
    </span>
  );
}

/** A live item with a draft (or a scheduled change) saved since its last publish. */
export function ChangesBadge({ row }: { row: Pick<NewsroomRow, 'unpublished_changes'> }) {
  const t = useT('newsroom');
  if (!row.unpublished_changes) return null;
  return <span className="w-nr__badge w-nr__badge--changes">{t('nr.unpublishedChanges')}</span>;
}

export const titleOf = (title: unknown, lang: Lang) =>
  pickText((title ?? {}) as Record<string, string>, lang);
