import { type I18nText, pickText } from '@core/lang';
import { useLocation } from '@core/router';
import type { User } from '@core/schemas/auth';
import { ANONYMOUS_FORMS, type FormName, HONEYPOT } from '@core/schemas/forms';
import { useEffect, useId, useRef } from 'react';
import { useRuntime } from '../../runtime';
import { isRegistered, useSession } from '../../session';
import { Form, FormError, SubmitButton } from '../forms/form';
import { type FormField, formFields } from './fields';
import { RegistrationPrompt } from './RegistrationPrompt';
import { RequestField } from './RequestField';
import { useRequestTexts } from './texts';
import { useRequestForm } from './useRequestForm';
import './buttons.css';
import './requests.css';

/** Rough heights (rem) of the controls, to reserve the form's box before the session is known. */
const HEIGHTS: Record<FormField['kind'], number> = {
  text: 5.5,
  email: 5.5,
  tel: 7,
  date: 5.5,
  number: 5.5,
  select: 5.5,
  channel: 5.5,
  broadcast: 5.5,
  region: 5.5,
  radio: 5.5,
  textarea: 9.5,
  file: 8,
};

/** The height the form takes (the fields, the note, the button), as a CSS length. */
export function reservedHeight(form: FormName): string {
  const fields = formFields(form).reduce((sum, field) => sum + HEIGHTS[field.kind], 0);
  return `${fields + 7}rem`;
}

export interface RequestFormPanelProps {
  form: FormName;
  title?: I18nText;
  /** Hears the server's confirmation after a successful send (the home buttons' dialog closes). */
  onSent?: (message: string) => void;
  /** Whether the first field takes focus on mount (wide windows only, spec §9); true by default. */
  autoFocus?: boolean;
  /** The id of a heading around it (a dialog's title) that names the form: then it has none of its own. */
  labelledBy?: string;
}

/**
 * A request form with who may send it (spec §5): until the session is known (the server's HTML,
 * hydration) an empty box of the form's height, so nothing moves; visitors and users with only the
 * guest role get the registration prompt, except for qabulxona, which anyone may send; the others
 * get the form. The requestForm widget shows it; so does the home buttons' dialog, which passes `onSent`.
 */
export function RequestFormPanel({ form, title, onSent, autoFocus, labelledBy }: RequestFormPanelProps) {
  const session = useSession();
  const { lang } = useRuntime();
  const { formName } = useRequestTexts();
  const { pathname, search } = useLocation();
  const ownId = useId();
  const headingId = labelledBy ?? ownId;
  const heading = pickText(title, lang);
  if (session.status !== 'known') {
    return <div className="r-request r-request--waiting" style={{ minHeight: reservedHeight(form) }} />;
  }
  const allowed = ANONYMOUS_FORMS.includes(form) || isRegistered(session.user);
  return (
    <section className="r-request" aria-labelledby={headingId}>
      {!labelledBy && (
        <h2 id={headingId} className={heading ? 'r-request__title' : 'visually-hidden'}>
          {heading || formName(form)}
        </h2>
      )}
      {allowed ? (
        <RequestFormBody
          // Another form (an admin editing the params) is another set of values: start afresh.
          key={form}
          form={form}
          user={session.user}
          headingId={headingId}
          onSent={onSent}
          autoFocus={autoFocus}
        />
      ) : (
        <RegistrationPrompt target={pathname + search} />
      )}
    </section>
  );
}

function RequestFormBody({
  form,
  user,
  headingId,
  onSent,
  autoFocus,
}: {
  form: FormName;
  user: User | null;
  headingId: string;
  onSent?: (message: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useRequestTexts();
  const { api, fields, files, pick, remove, turn, progress, confirmation } = useRequestForm(
    form,
    user,
    onSent,
  );
  const honeypotId = useId();
  const progressId = useId();
  // After a send the form is emptied and the confirmation stands above it: where the send button
  // was (the bottom of a long form, of a dialog scrolled inside on a phone) it was out of sight and
  // focus was left behind (issue 24). It is brought into view and takes focus, so a screen reader
  // reads it and the keyboard goes on from it.
  const done = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const status = done.current;
    if (!confirmation || !status) return;
    status.focus({ preventScroll: true });
    status.scrollIntoView({ block: 'nearest' });
  }, [confirmation]);
  return (
    <>
      {/* A live region present from the start, so the confirmation is announced when it arrives. */}
      <div
        ref={done}
        role="status"
        tabIndex={-1}
        className={confirmation ? 'f-status r-request__done' : 'r-request__done'}
      >
        {confirmation}
      </div>
      <Form form={api} aria-labelledby={headingId} autoFocus={autoFocus} className="r-form">
        <p className="r-form__note">{t('form.requiredNote')}</p>
        {fields.map((field) => (
          <RequestField
            key={field.name}
            form={form}
            field={field}
            files={files[field.name] ?? []}
            onPick={(picked) => pick(field, picked)}
            onRemove={(index) => remove(field, index)}
            onTurn={(index, to) => turn(field, index, to)}
          />
        ))}
        {/* The honeypot (issue 10): off-screen and out of the tab order, so people never fill it;
            a bot that does is sent as typed, and the server ignores its request. */}
        <div className="r-honeypot" aria-hidden="true">
          <label htmlFor={honeypotId}>{t('form.honeypot')}</label>
          <input
            id={honeypotId}
            name={HONEYPOT}
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={api.values[HONEYPOT] ?? ''}
            onChange={(event) => api.setValue(HONEYPOT, event.currentTarget.value)}
          />
        </div>
        {progress !== null && (
          <div className="r-progress">
            <label htmlFor={progressId}>{t('form.sending', { percent: Math.round(progress * 100) })}</label>
            <progress id={progressId} max={1} value={progress} />
          </div>
        )}
        <FormError />
        <SubmitButton>{t('form.submit')}</SubmitButton>
      </Form>
    </>
  );
}
