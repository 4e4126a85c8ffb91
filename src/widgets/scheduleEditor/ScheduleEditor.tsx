import { type Texts, useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { inNewsroom } from '@core/newsroom';
import { type DayIssue, dayIssues, type EditEntry } from '@core/schedule-edit';
import type { User } from '@core/schemas/auth';
import type { Broadcast } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { addDays, broadcastClock } from '@core/time';
import { useCallback, useEffect, useId, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { DateInput } from '../_kit/datePicker/DateInput';
import { messageOf, newsroomRequest } from '../_kit/newsroom/request';
import { useApi, useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import { DayGrid } from './DayGrid';
import { EMPTY, EntryForm } from './EntryForm';
import type { ScheduleEditorParams } from './meta';
import { clipDurations, sorted } from './moves';
import '../_kit/newsroom/newsroom.css';

interface Day {
  channel: string;
  date: string;
  items: EditEntry[];
}
type DayAnswer = { message?: string; data: Day; meta: { etag: string } };

function useNewsroom() {
  const session = useSession();
  const runtime = useRuntime();
  return useCallback(
    <T,>(method: 'GET' | 'PUT' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) =>
      newsroomRequest<T>(method, path, { token: session.token(), lang: runtime.lang, body, headers }),
    [session, runtime.lang],
  );
}

function issueText(t: Texts<'scheduleEditor'>, issue: DayIssue): string {
  switch (issue.code) {
    case 'overlap':
      return t('issue.overlap', {
        time: issue.time,
        title: issue.title,
        next: issue.next,
        nextTitle: issue.nextTitle,
      });
    case 'unsorted':
      return t('issue.unsorted', { time: issue.time, before: issue.before });
    case 'rating':
      return t('issue.rating', { time: issue.time, rating: issue.rating });
    case 'broadcast':
      return t('issue.broadcast', { time: issue.time, broadcast: issue.broadcast });
    default:
      return t(`issue.${issue.code}`, { time: issue.time });
  }
}

function Editor() {
  const t = useT('scheduleEditor');
  const runtime = useRuntime();
  const call = useNewsroom();
  const id = useId();
  const today = broadcastClock().date;
  const channels = useApi<Channel[]>(`${runtime.product}/channel.json`, { count: 'all' }, { quiet: true });
  const broadcastList = useApi<Broadcast[]>(
    `${runtime.product}/broadcast.json`,
    { count: 'all' },
    { quiet: true },
  );
  const broadcasts = broadcastList.data?.data ?? [];
  const [channel, setChannel] = useState('');
  const [date, setDate] = useState(addDays(today, 1));
  const [items, setItems] = useState<EditEntry[]>([]);
  const [etag, setEtag] = useState<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const [editing, setEditing] = useState<{ index: number | null; entry: EditEntry } | null>(null);
  const [conflict, setConflict] = useState<DayAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [said, setSaid] = useState('');
  const [copyTo, setCopyTo] = useState<string[]>([]);

  useEffect(() => {
    if (!channel && channels.data?.data[0]) setChannel(channels.data.data[0]._id);
  }, [channel, channels.data]);

  const load = useCallback(async () => {
    if (!channel) return;
    const answer = await call<DayAnswer>('GET', `newsroom/schedule/${channel}/${date}.json`);
    if (answer.status !== 200) return setError(messageOf(answer.body, t('ed.loadFailed')));
    setItems(sorted(answer.body.data.items));
    setEtag(answer.body.meta.etag);
    setDirty(false);
    setConflict(null);
    setError(null);
  }, [call, channel, date, t]);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!dirty) return;
    const guard = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', guard);
    return () => window.removeEventListener('beforeunload', guard);
  }, [dirty]);

  const change = (next: EditEntry[], announce?: string) => {
    setItems(clipDurations(next));
    setDirty(true);
    if (announce) setSaid(announce);
  };
  const leave = (go: () => void) => {
    if (!dirty || window.confirm(t('ed.discard'))) go();
  };

  const save = async (ifMatch = etag) => {
    setError(null);
    const answer = await call<DayAnswer>(
      'PUT',
      `newsroom/schedule/${channel}/${date}.json`,
      { items },
      { 'if-match': ifMatch ?? '*' },
    );
    if (answer.status === 200) {
      setItems(sorted(answer.body.data.items));
      setEtag(answer.body.meta.etag);
      setDirty(false);
      setConflict(null);
      runtime.toast(messageOf(answer.body, t('ed.saved')), 'success');
    } else if (answer.status === 409) setConflict(answer.body);
    else setError(messageOf(answer.body, t('ed.saveFailed')));
  };

  const copy = async () => {
    const answer = await call<{ message: string }>('POST', `newsroom/schedule/${channel}/${date}/copy.json`, {
      to: copyTo,
    });
    if (answer.status === 200) {
      runtime.toast(messageOf(answer.body, t('ed.copied')), 'success');
      setCopyTo([]);
    } else setError(messageOf(answer.body, t('ed.saveFailed')));
  };

  const issues = dayIssues(items);

  const dayList = Array.from({ length: 14 }, (_, i) => addDays(date, i + 1));

  return (
    <div className="w-sched-ed">
      <div className="w-sched-ed__bar">
        <label htmlFor={`${id}-channel`}>{t('ed.channel')}</label>
        <select
          id={`${id}-channel`}
          value={channel}
          onChange={(event) => {
            const value = event.target.value;
            leave(() => setChannel(value));
          }}
        >
          {(channels.data?.data ?? []).map((c) => (
            <option key={c._id} value={c._id}>
              {pickText(c.title, runtime.lang)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-date`}>{t('ed.date')}</label>
        <DateInput
          id={`${id}-date`}
          value={date}
          onChange={(value) => {
            if (value) leave(() => setDate(value));
          }}
        />
        <button
          type="button"
          className="w-sched-ed__button"
          onClick={() => setEditing({ index: null, entry: { ...EMPTY } })}
        >
          {t('ed.add')}
        </button>
        <button
          type="button"
          className="w-sched-ed__button w-sched-ed__button--primary"
          disabled={!dirty || issues.length > 0}
          onClick={() => void save()}
        >
          {t('ed.save')}
        </button>
        {dirty && <span className="w-sched-ed__hint">{t('ed.unsaved')}</span>}
      </div>
      <p className="w-sched-ed__hint" id={`${id}-help`}>
        {t('ed.keys')}
      </p>
      {error && (
        <p className="w-sched-ed__error" role="alert">
          {error}
        </p>
      )}
      {issues.length > 0 && (
        <ul className="w-sched-ed__error" role="alert">
          {issues.map((issue) => (
            <li key={`${issue.code}-${issue.index}`}>{issueText(t, issue)}</li>
          ))}
        </ul>
      )}
      {conflict && (
        <section className="w-sched-ed__conflict" role="alert" aria-labelledby={`${id}-conflict`}>
          <h3 id={`${id}-conflict`}>{t('conflict.title')}</h3>
          <p>{t('conflict.text', { n: conflict.data.items.length })}</p>
          <ol className="w-sched-ed__theirs">
            {conflict.data.items.map((e) => (
              <li key={e.time}>
                {e.time} {pickText(e.title, runtime.lang)}
              </li>
            ))}
          </ol>
          <div className="w-sched-ed__actions">
            <button type="button" className="w-sched-ed__button" onClick={() => void load()}>
              {t('conflict.reload')}
            </button>
            <button
              type="button"
              className="w-sched-ed__button w-sched-ed__button--primary"
              onClick={() => void save(conflict.meta.etag)}
            >
              {t('conflict.overwrite')}
            </button>
          </div>
        </section>
      )}
      {editing && (
        <EntryForm
          key={editing.index ?? 'new'}
          entry={editing.entry}
          broadcasts={broadcasts}
          lang={runtime.lang}
          onCancel={() => setEditing(null)}
          onDelete={
            editing.index === null
              ? undefined
              : () => {
                  change(items.filter((_, i) => i !== editing.index));
                  setEditing(null);
                }
          }
          onSave={(entry) => {
            const rest = editing.index === null ? items : items.filter((_, i) => i !== editing.index);
            change(sorted([...rest, entry]), t('ed.applied', { time: entry.time }));
            setEditing(null);
          }}
        />
      )}
      <p className="w-sched-ed__live" aria-live="polite">
        {said}
      </p>
      <DayGrid
        items={items}
        date={date}
        lang={runtime.lang}
        helpId={`${id}-help`}
        onChange={change}
        onDrag={(update) => {
          setItems(update);
          setDirty(true);
        }}
        onEdit={(index, entry) => setEditing({ index, entry })}
      />
      <details className="w-sched-ed__copy">
        <summary>{t('copy.title')}</summary>
        <p className="w-sched-ed__hint">{t('copy.replaces')}</p>
        <fieldset>
          <legend>{t('copy.days')}</legend>
          <div className="w-sched-ed__days">
            {dayList.map((d) => (
              <label key={d} className="w-sched-ed__check">
                <input
                  type="checkbox"
                  checked={copyTo.includes(d)}
                  onChange={(event) =>
                    setCopyTo(event.target.checked ? [...copyTo, d] : copyTo.filter((x) => x !== d))
                  }
                />
                {d}
              </label>
            ))}
          </div>
        </fieldset>
        {dirty && <p className="w-sched-ed__hint">{t('copy.saveFirst')}</p>}
        <button
          type="button"
          className="w-sched-ed__button"
          disabled={dirty || copyTo.length === 0}
          onClick={() => void copy()}
        >
          {t('copy.go', { n: copyTo.length })}
        </button>
      </details>
    </div>
  );
}

/**
 * The schedule editor (issue 26; editors and admins): one channel's Tashkent day as a 24-hour grid.
 * Entries are added and edited in a form (time, titles in four languages side by side, broadcast,
 * online, age rating), moved by pointer or arrow keys (5 minutes a step) and resized by their
 * bottom handle or Shift+arrows (an entry runs until the next one, so that moves the next start);
 * the day is saved with If-Match, and a conflict shows the day as saved meanwhile to reload or
 * overwrite knowingly. A day can be copied over other days (their entries are replaced).
 */
export default function ScheduleEditor(_props: WidgetProps<ScheduleEditorParams>) {
  const t = useT('scheduleEditor');
  return (
    <SignedIn label={t('ed.label')} minHeight="40rem">
      {(user: User) => (inNewsroom(user.roles) ? <Editor /> : <p>{t('ed.forbidden')}</p>)}
    </SignedIn>
  );
}
