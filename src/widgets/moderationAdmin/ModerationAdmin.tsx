import { useT } from '@core/i18n/react';
import {
  BAN_DURATIONS,
  type BanDuration,
  canModerate,
  FILTER_MAX_WORDS,
  MODERATION_REASON_MAX,
} from '@core/moderation';
import type { User } from '@core/schemas/auth';
import type { Held, HeldContext, ModerationOverview, Report } from '@core/schemas/moderation';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { formatDateTime } from '../_kit/content/datetime';
import { type SendMethod, useApi, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { AUDIT_PATH, Audit } from './Audit';
import type { ModerationAdminParams } from './meta';
import './moderationAdmin.css';

const PATH = 'moderation.json';

/** A moderation write: the server's message is toasted, the screen read again. */
function useAct() {
  const runtime = useRuntime();
  const client = useQueryClient();
  const t = useT('moderationAdmin');
  return async (method: SendMethod, path: string, body: unknown = {}): Promise<boolean> => {
    try {
      const answer = await runtime.send<{ message: string }>(method, path, body, { quiet: true });
      runtime.toast(answer.message, 'success');
      return true;
    } catch (err) {
      runtime.toast(err instanceof Error && err.message ? err.message : t('mod.failed'), 'error');
      return false;
    } finally {
      await Promise.all([
        client.invalidateQueries({ queryKey: ['api', PATH] }),
        client.invalidateQueries({ queryKey: ['api', AUDIT_PATH] }),
      ]);
    }
  };
}

function Where({ context }: { context: HeldContext }) {
  const t = useT('moderationAdmin');
  return (
    <>
      {'room' in context
        ? t('mod.inRoom', { room: context.room })
        : t('mod.onItem', { item: `${context.db}/${context.item}` })}
    </>
  );
}

/**
 * Banning a user from the chat and the comments: a disclosure with the duration and a reason
 * (required). Escape closes it and focus returns to its button.
 */
function BanForm({ userId, name }: { userId: string; name: string }) {
  const t = useT('moderationAdmin');
  const act = useAct();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [duration, setDuration] = useState<BanDuration>('1d');
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (open) first.current?.focus();
  }, [open]);
  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return setInvalid(true);
    if (await act('POST', 'moderation/bans.json', { userId, duration, reason: reason.trim() })) {
      setReason('');
      close();
    }
  };
  return (
    <div className="w-mod__ban">
      <button
        ref={toggle}
        type="button"
        className="w-mod__button"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => (open ? close() : setOpen(true))}
      >
        {t('mod.ban', { name })}
      </button>
      {open && (
        <form
          id={id}
          className="w-mod__form"
          onSubmit={submit}
          onKeyDown={(event: KeyboardEvent) => {
            if (event.key === 'Escape') close();
          }}
          noValidate
        >
          <label htmlFor={`${id}-duration`}>{t('mod.duration')}</label>
          <select
            ref={first}
            id={`${id}-duration`}
            className="w-mod__control"
            value={duration}
            onChange={(event) => setDuration(event.target.value as BanDuration)}
          >
            {BAN_DURATIONS.map((d) => (
              <option key={d} value={d}>
                {t(`duration.${d}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-reason`}>{t('mod.reason')}</label>
          <input
            id={`${id}-reason`}
            className="w-mod__control"
            value={reason}
            maxLength={MODERATION_REASON_MAX}
            required
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-error` : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              if (event.target.value.trim()) setInvalid(false);
            }}
          />
          {invalid && (
            <p id={`${id}-error`} className="w-mod__error" role="alert">
              {t('mod.reasonRequired')}
            </p>
          )}
          <div className="w-mod__actions">
            <button type="submit" className="w-mod__button w-mod__button--danger">
              {t('mod.banConfirm')}
            </button>
            <button type="button" className="w-mod__button" onClick={close}>
              {t('mod.cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

function ReportItem({ report }: { report: Report }) {
  const t = useT('moderationAdmin', 'kit.moderation');
  const act = useAct();
  const base = `moderation/reports/${report._id}`;
  return (
    <li className="w-mod__item">
      <p className="w-mod__meta">
        <strong>{t(report.kind === 'chat' ? 'mod.kindChat' : 'mod.kindComment')}</strong>{' '}
        <Where context={report.context} /> · {t(`reason.${report.reason}`)}
        {report.count > 1 && <> · {t('mod.times', { n: report.count })}</>}
      </p>
      <blockquote className="w-mod__text">{report.excerpt}</blockquote>
      <p className="w-mod__meta">
        {t('mod.author', { name: report.author.name })} · {t('mod.reporter', { name: report.reporter })} ·{' '}
        <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
      </p>
      {report.note && <p className="w-mod__note">{t('mod.note', { note: report.note })}</p>}
      <div className="w-mod__actions">
        <button
          type="button"
          className="w-mod__button w-mod__button--danger"
          onClick={() => void act('POST', `${base}/remove.json`)}
        >
          {t('mod.delete')}
          <span className="visually-hidden"> {t('mod.ofAuthor', { name: report.author.name })}</span>
        </button>
        <button
          type="button"
          className="w-mod__button"
          onClick={() => void act('POST', `${base}/dismiss.json`)}
        >
          {t('mod.dismiss')}
          <span className="visually-hidden"> {t('mod.ofAuthor', { name: report.author.name })}</span>
        </button>
        {report.author._id && <BanForm userId={report.author._id} name={report.author.name} />}
      </div>
    </li>
  );
}

function HeldItem({ held }: { held: Held }) {
  const t = useT('moderationAdmin');
  const act = useAct();
  const base = `moderation/held/${held._id}`;
  return (
    <li className="w-mod__item">
      <p className="w-mod__meta">
        <strong>{t(held.kind === 'chat' ? 'mod.kindChat' : 'mod.kindComment')}</strong>{' '}
        <Where context={held.context} /> · {t('mod.matched', { word: held.matched })}
      </p>
      <blockquote className="w-mod__text">{held.text}</blockquote>
      <p className="w-mod__meta">
        {t('mod.author', { name: held.author.name })} ·{' '}
        <time dateTime={held.createdAt}>{formatDateTime(held.createdAt)}</time>
      </p>
      <div className="w-mod__actions">
        <button
          type="button"
          className="w-mod__button"
          onClick={() => void act('POST', `${base}/approve.json`)}
        >
          {t('mod.approve')}
          <span className="visually-hidden"> {t('mod.ofAuthor', { name: held.author.name })}</span>
        </button>
        <button
          type="button"
          className="w-mod__button w-mod__button--danger"
          onClick={() => void act('POST', `${base}/reject.json`)}
        >
          {t('mod.reject')}
          <span className="visually-hidden"> {t('mod.ofAuthor', { name: held.author.name })}</span>
        </button>
        <BanForm userId={held.author._id} name={held.author.name} />
      </div>
    </li>
  );
}

function Words({ words }: { words: string[] }) {
  const t = useT('moderationAdmin');
  const act = useAct();
  const id = useId();
  const [draft, setDraft] = useState(words.join('\n'));
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const list = draft
      .split('\n')
      .map((w) => w.trim())
      .filter(Boolean)
      .slice(0, FILTER_MAX_WORDS);
    await act('PUT', 'moderation/words.json', { words: list });
  };
  return (
    <form className="w-mod__words" onSubmit={save}>
      <label htmlFor={`${id}-words`}>{t('mod.words')}</label>
      <p id={`${id}-hint`} className="w-mod__meta">
        {t('mod.wordsHint')}
      </p>
      <textarea
        id={`${id}-words`}
        className="w-mod__control"
        rows={6}
        value={draft}
        aria-describedby={`${id}-hint`}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className="w-mod__actions">
        <button type="submit" className="w-mod__button">
          {t('mod.saveWords')}
        </button>
      </div>
    </form>
  );
}

function Screen() {
  const t = useT('moderationAdmin');
  const act = useAct();
  const overview = useApi<ModerationOverview>(PATH, {}, { quiet: true, staleTime: 0 });
  const data = overview.data?.data;
  if (overview.isError) return <p role="alert">{t('mod.loadFailed')}</p>;
  if (!data) return <div className="w-mod__waiting" aria-busy="true" />;
  return (
    <div className="w-mod" aria-busy={overview.isFetching || undefined}>
      <section aria-labelledby="mod-reports">
        <h2 id="mod-reports">{t('mod.reports', { n: data.reports.length })}</h2>
        {data.reports.length === 0 ? (
          <p className="w-mod__meta">{t('mod.noReports')}</p>
        ) : (
          <ul className="w-mod__list">
            {data.reports.map((report) => (
              <ReportItem key={report._id} report={report} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="mod-held">
        <h2 id="mod-held">{t('mod.held', { n: data.held.length })}</h2>
        {data.held.length === 0 ? (
          <p className="w-mod__meta">{t('mod.noHeld')}</p>
        ) : (
          <ul className="w-mod__list">
            {data.held.map((held) => (
              <HeldItem key={held._id} held={held} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="mod-bans">
        <h2 id="mod-bans">{t('mod.bans', { n: data.bans.length })}</h2>
        {data.bans.length === 0 ? (
          <p className="w-mod__meta">{t('mod.noBans')}</p>
        ) : (
          <ul className="w-mod__list">
            {data.bans.map((ban) => (
              <li key={ban.userId} className="w-mod__item">
                <p className="w-mod__meta">
                  <strong>{ban.name}</strong> ·{' '}
                  {ban.until ? t('mod.until', { until: formatDateTime(ban.until) }) : t('duration.permanent')}{' '}
                  · {ban.reason}
                </p>
                <div className="w-mod__actions">
                  <button
                    type="button"
                    className="w-mod__button"
                    onClick={() => void act('DELETE', `moderation/bans/${ban.userId}.json`)}
                  >
                    {t('mod.lift', { name: ban.name })}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="mod-words">
        <h2 id="mod-words">{t('mod.filter')}</h2>
        <Words key={data.words.join('\n')} words={data.words} />
      </section>
      <section aria-labelledby="mod-audit">
        <h2 id="mod-audit">{t('mod.audit')}</h2>
        <Audit />
      </section>
    </div>
  );
}

/**
 * The moderation screen (issue 25; moderators: `canModerate`): the open reports of chat messages
 * and comments (delete the item, dismiss the report, ban its author), what the word filter held
 * back (approve, reject, ban), the bans in force (lift), the word filter's list, and the audit log
 * of every action, paged (`?page=`). Not rendered on the server (an empty box of its size until the session is known).
 */
export default function ModerationAdmin(_props: WidgetProps<ModerationAdminParams>) {
  const t = useT('moderationAdmin');
  return (
    <SignedIn label={t('mod.label')} minHeight="36rem">
      {(user: User) => (canModerate(user.roles) ? <Screen /> : <p>{t('mod.forbidden')}</p>)}
    </SignedIn>
  );
}
