import type { Submission } from '@core/schemas/submissions';
import { useRuntime } from '../../runtime';
import { StatusText } from './SubmissionDetail';
import { formatMoment, useRequestTexts } from './texts';
import './buttons.css';
import './requests.css';

/** The id of a row's open button: focus goes back to it when its submission is closed. */
export const openButtonId = (tableId: string, submission: string) => `${tableId}-open-${submission}`;

/**
 * A page of submissions (the user's own, or the newsroom's): when it was sent (Tashkent time), its
 * subject (a button that opens it), its form when several are listed, the sender for the newsroom,
 * the status in words and the newsroom's answer. The opened row is marked.
 */
export function SubmissionTable({
  id,
  caption,
  rows,
  openedId,
  onOpen,
  showSender = false,
  showForm = false,
}: {
  id: string;
  caption: string;
  rows: readonly Submission[];
  openedId: string | null;
  onOpen: (row: Submission) => void;
  showSender?: boolean;
  /** A column naming each row's form (the newsroom's list of every form). */
  showForm?: boolean;
}) {
  const { lang } = useRuntime();
  const { t, formName } = useRequestTexts();
  return (
    <div className="r-table-wrap">
      <table className="r-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('my.sent')}</th>
            <th scope="col">{t('my.title')}</th>
            {showForm && <th scope="col">{t('detail.form')}</th>}
            {showSender && <th scope="col">{t('admin.sender')}</th>}
            <th scope="col">{t('my.status')}</th>
            <th scope="col">{t('my.answer')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row._id} aria-current={row._id === openedId ? 'true' : undefined}>
              <td>
                <time dateTime={row.created}>{formatMoment(row.created, lang)}</time>
              </td>
              <th scope="row">
                <button
                  type="button"
                  id={openButtonId(id, row._id)}
                  className="r-link"
                  aria-expanded={row._id === openedId}
                  onClick={() => onOpen(row)}
                >
                  {row.title || formName(row.form)}
                </button>
              </th>
              {showForm && <td>{formName(row.form)}</td>}
              {showSender && (
                <td>{row.sender ? row.sender.displayName || row.sender.username : t('detail.anonymous')}</td>
              )}
              <td>
                <StatusText status={row.status} />
              </td>
              <td>{row.answer || <span className="r-muted">{t('my.noAnswer')}</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
