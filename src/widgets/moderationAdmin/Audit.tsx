import { useT } from '@core/i18n/react';
import { AUDIT_PAGE_SIZE, REPORT_REASONS } from '@core/moderation';
import { useSearchParams } from '@core/router';
import type { ListMeta } from '@core/schemas/common';
import type { AuditEntry, Report } from '@core/schemas/moderation';
import { keepPreviousData } from '@tanstack/react-query';
import { formatDateTime } from '../_kit/content/datetime';
import { Pagination } from '../_kit/list/Pagination';
import { parsePage } from '../_kit/list/pages';
import { useApi } from '../runtime';

/** The audit log, paged on the server (`GET /moderation/audit.json?page=&count=`). */
export const AUDIT_PATH = 'moderation/audit.json';

const REASON_KEYS: ReadonlySet<string> = new Set(REPORT_REASONS);

/**
 * The moderation audit log, newest first, a page at a time: `?page=` in the address as every list
 * (one Pagination); a malformed page reads as the first. The page shown stays while the next loads.
 */
export function Audit() {
  const t = useT('moderationAdmin', 'kit.moderation');
  const [search] = useSearchParams();
  const page = parsePage(search.get('page')) ?? 1;
  const log = useApi<AuditEntry[], ListMeta>(
    AUDIT_PATH,
    { page, count: AUDIT_PAGE_SIZE },
    { quiet: true, staleTime: 0, placeholderData: keepPreviousData },
  );
  if (log.isError) return <p role="alert">{t('mod.loadFailed')}</p>;
  const entries = log.data?.data ?? [];
  const meta = log.data?.meta;
  return (
    <div aria-busy={log.isFetching || undefined}>
      <div className="w-mod__scroll">
        <table className="w-mod__table">
          <caption>{t('mod.auditCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('mod.when')}</th>
              <th scope="col">{t('mod.who')}</th>
              <th scope="col">{t('mod.action')}</th>
              <th scope="col">{t('mod.subject')}</th>
              <th scope="col">{t('mod.why')}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry._id}>
                <td>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </td>
                <td>{entry.actor}</td>
                <td>
                  {t(`action.${entry.action}`)}
                  {entry.kind && <> ({t(entry.kind === 'chat' ? 'mod.kindChat' : 'mod.kindComment')})</>}
                  {entry.detail && <span className="w-mod__detail">{entry.detail}</span>}
                </td>
                <td>{entry.subject || '—'}</td>
                <td>
                  {entry.reason
                    ? REASON_KEYS.has(entry.reason)
                      ? t(`reason.${entry.reason as Report['reason']}`)
                      : entry.reason
                    : '—'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {meta && meta.total === 0 && <p className="w-mod__meta">{t('mod.noAudit')}</p>}
      {meta && meta.total > 0 && (
        <>
          <p className="w-mod__meta" aria-live="polite">
            {t('mod.auditPage', { page: meta.page, pages: meta.pages, total: meta.total })}
          </p>
          <Pagination page={meta.page} pages={meta.pages} />
        </>
      )}
    </div>
  );
}
