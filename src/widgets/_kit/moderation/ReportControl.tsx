import { useT } from '@core/i18n/react';
import { type ModerationKind, REPORT_NOTE_MAX, REPORT_REASONS, type ReportReason } from '@core/moderation';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useRuntime } from '../../runtime';
import './moderation.css';

/**
 * A signed-in reader's report of a chat message or a comment to the moderators (issue 25): a
 * small button that opens a form beside the item (a reason from a list, an optional note). Keyboard
 * first: the form takes focus when it opens, Escape closes it and focus returns to the button; the
 * server's answer is read out (`role=status`), a refusal as an alert. Reported once, the button
 * says so and is done.
 */
export function ReportControl({ kind, id, author }: { kind: ModerationKind; id: string; author: string }) {
  const t = useT('kit.moderation');
  const runtime = useRuntime();
  const formId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const reasonRef = useRef<HTMLSelectElement>(null);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason>('spam');
  const [note, setNote] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState('');
  const [error, setError] = useState('');

  useEffect(() => {
    if (open) reasonRef.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setError('');
    buttonRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setError('');
    try {
      const answer = await runtime.send<{ message: string }>(
        'POST',
        'moderation/report.json',
        { kind, id, reason, ...(note.trim() ? { note: note.trim() } : {}) },
        { quiet: true },
      );
      setDone(answer.message);
      setOpen(false);
      buttonRef.current?.focus();
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('report.failed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="k-report">
      <button
        ref={buttonRef}
        type="button"
        className="k-report__toggle"
        aria-expanded={open}
        aria-controls={open ? formId : undefined}
        disabled={Boolean(done)}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {done ? t('report.sent') : t('report.open')}
        <span className="visually-hidden"> {t('report.of', { name: author })}</span>
      </button>
      <p className="k-report__status" aria-live="polite">
        {done}
      </p>
      {open && (
        <form id={formId} className="k-report__form" onSubmit={submit} onKeyDown={onKeyDown} noValidate>
          <label className="k-report__label" htmlFor={`${formId}-reason`}>
            {t('report.reason')}
          </label>
          <select
            ref={reasonRef}
            id={`${formId}-reason`}
            className="k-report__control"
            value={reason}
            onChange={(event) => setReason(event.target.value as ReportReason)}
          >
            {REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {t(`reason.${r}`)}
              </option>
            ))}
          </select>
          <label className="k-report__label" htmlFor={`${formId}-note`}>
            {t('report.note')}
          </label>
          <input
            id={`${formId}-note`}
            className="k-report__control"
            maxLength={REPORT_NOTE_MAX}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className="k-report__actions">
            <button type="submit" className="k-report__send" disabled={sending}>
              {t('report.send')}
            </button>
            <button type="button" className="k-report__cancel" onClick={close}>
              {t('report.cancel')}
            </button>
          </div>
          {error && (
            <p className="k-report__error" role="alert">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
