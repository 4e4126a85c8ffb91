import { useT } from '@core/i18n/react';
import { CONTENT_AUDIT_ACTIONS, inNewsroom, NEWSROOM_TYPES } from '@core/newsroom';
import type { User } from '@core/schemas/auth';
import type { AuditRow } from '@core/schemas/newsroom';
import { type FormEvent, useId, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { formatDateTime } from '../_kit/content/datetime';
import { DateInput } from '../_kit/datePicker/DateInput';
import { useApi } from '../runtime';
import type { WidgetProps } from '../types';
import type { AuditLogParams } from './meta';
import './auditLog.css';

const PAGE = 50;
const ACTIONS = new Set<string>(CONTENT_AUDIT_ACTIONS);
const TYPES = new Set<string>(NEWSROOM_TYPES);

interface Filters {
  user: string;
  type: string;
  from: string;
  to: string;
}

function Row({ row }: { row: AuditRow }) {
  const t = useT('auditLog');
  const [open, setOpen] = useState(false);
  const diffId = useId();
  const what = `${TYPES.has(row.type) ? t(`types.${row.type as 'news'}`) : row.type}: ${row.item_id}`;
  return (
    <>
      <tr>
        <td>{formatDateTime(row.at)}</td>
        <td>{row.actor_id ? row.actor_name : t('audit.system')}</td>
        <td>{ACTIONS.has(row.action) ? t(`actions.${row.action as 'create'}`) : row.action}</td>
        <td>{what}</td>
        <td>{row.version ?? ''}</td>
        <td>
          <button
            type="button"
            className="w-audit__toggle"
            aria-expanded={open}
            aria-controls={open ? diffId : undefined}
            onClick={() => setOpen(!open)}
          >
            {t('audit.show', { item: row.item_id })}
          </button>
        </td>
      </tr>
      {open && (
        <tr id={diffId}>
          <td colSpan={6}>
            {row.diff === null || row.diff === undefined ? (
              <p>{t('audit.noDiff')}</p>
            ) : (
              <pre className="w-audit__diff">{JSON.stringify(row.diff, null, 2)}</pre>
            )}
          </td>
        </tr>
      )}
    </>
  );
}

function Screen() {
  const t = useT('auditLog');
  const id = useId();
  const [draft, setDraft] = useState<Filters>({ user: '', type: '', from: '', to: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState(1);
  const query: Record<string, string | number> = { count: PAGE, page };
  for (const [k, v] of Object.entries(filters)) if (v.trim()) query[k] = v.trim();
  const log = useApi<AuditRow[]>('newsroom/audit.json', query, { quiet: true, staleTime: 0 });
  const rows = log.data?.data ?? [];
  const pages = Math.max(1, (log.data?.meta as { pages?: number } | undefined)?.pages ?? 1);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  };
  const field = (name: keyof Filters) => ({
    id: `${id}-${name}`,
    className: 'w-audit__control',
    value: draft[name],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [name]: event.target.value }),
  });
  return (
    <div className="w-audit">
      <form className="w-audit__filters" onSubmit={apply} aria-label={t('audit.filters')}>
        <p>
          <label htmlFor={`${id}-user`}>{t('audit.user')}</label>
          <input type="text" {...field('user')} />
        </p>
        <p>
          <label htmlFor={`${id}-type`}>{t('audit.type')}</label>
          <select {...field('type')}>
            <option value="">{t('audit.anyType')}</option>
            {NEWSROOM_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`types.${k}`)}
              </option>
            ))}
          </select>
        </p>
        <p>
          <label htmlFor={`${id}-from`}>{t('audit.from')}</label>
          <DateInput
            id={`${id}-from`}
            className="w-audit__control"
            value={draft.from}
            onChange={(from) => setDraft({ ...draft, from })}
          />
        </p>
        <p>
          <label htmlFor={`${id}-to`}>{t('audit.to')}</label>
          <DateInput
            id={`${id}-to`}
            className="w-audit__control"
            value={draft.to}
            onChange={(to) => setDraft({ ...draft, to })}
          />
        </p>
        <p>
          <button type="submit" className="w-audit__button">
            {t('audit.apply')}
          </button>
        </p>
      </form>
      {log.isError ? (
        <p role="alert">{t('audit.loadFailed')}</p>
      ) : !log.data ? (
        <div className="w-audit__waiting" aria-busy="true" />
      ) : rows.length === 0 ? (
        <p>{t('audit.empty')}</p>
      ) : (
        <div className="w-audit__scroll">
          <table className="w-audit__table">
            <caption className="visually-hidden">{t('audit.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('audit.colAt')}</th>
                <th scope="col">{t('audit.colWho')}</th>
                <th scope="col">{t('audit.colAction')}</th>
                <th scope="col">{t('audit.colWhat')}</th>
                <th scope="col">{t('audit.colVersion')}</th>
                <th scope="col">{t('audit.colChanges')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <Row key={row.id} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="w-audit__pager" aria-label={t('audit.page', { page, pages })}>
          <button
            type="button"
            className="w-audit__button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('audit.prev')}
          </button>
          <span>{t('audit.page', { page, pages })}</span>
          <button
            type="button"
            className="w-audit__button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('audit.next')}
          </button>
        </nav>
      )}
    </div>
  );
}

/**
 * The newsroom's audit log (issue 26; editors and admins): every content write, who made it and
 * when, filtered by user, type and Tashkent dates; each row opens to its diff. Read-only.
 */
export default function AuditLog(_props: WidgetProps<AuditLogParams>) {
  const t = useT('auditLog');
  return (
    <SignedIn label={t('audit.label')} minHeight="36rem">
      {(user: User) => (inNewsroom(user.roles) ? <Screen /> : <p>{t('audit.forbidden')}</p>)}
    </SignedIn>
  );
}
