import { type Texts, useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import { AGE_RATINGS, type AgeRating, inNewsroom } from '@core/newsroom';
import { type DayIssue, dayIssues, type EditEntry, entryEnds } from '@core/schedule-edit';
import type { User } from '@core/schemas/auth';
import type { Broadcast } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { addDays, broadcastClock, formatHHmm, isHHmm, MINUTES_PER_DAY, parseHHmm } from '@core/time';
import {
  type FormEvent,
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { DateInput } from '../_kit/datePicker/DateInput';
import { messageOf, newsroomRequest } from '../_kit/newsroom/request';
import { useApi, useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { ScheduleEditorParams } from './meta';
import '../_kit/newsroom/newsroom.css';

/** Pixels per minute of the day grid (24 h = 1152 px). */
const SCALE = 0.8;
/** The step of moving and resizing, by keyboard and pointer. */
const STEP = 5;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

interface Day {
  channel: string;
  date: string;
  items: EditEntry[];
}
type DayAnswer = { message?: string; data: Day; meta: { etag: string } };

const minutes = (e: EditEntry) => parseHHmm(e.time);
const sorted = (items: EditEntry[]) => [...items].sort((a, b) => minutes(a) - minutes(b));

/**
 * Moves entry `index` to start at `start`, kept between its neighbours (a minute after the one
 * before, a minute before the one after), and its duration within the next entry's start.
 */
export function moveEntry(items: EditEntry[], index: number, start: number): EditEntry[] {
  const prev = items[index - 1];
  const next = items[index + 1];
  const lo = prev ? minutes(prev) + 1 : 0;
  const hi = next ? minutes(next) - 1 : MINUTES_PER_DAY - 1;
  const at = Math.max(lo, Math.min(hi, start));
  return items.map((e, i) => {
    if (i !== index) return e;
    const duration = e.duration != null && next ? Math.min(e.duration, minutes(next) - at) : e.duration;
    return { ...e, time: formatHHmm(at), duration };
  });
}

/**
 * Makes entry `index` end at `end`: its duration when it has one, else the next entry's start
 * (an entry runs until the next one), kept after its start and before the entry after next.
 */
export function resizeEntry(items: EditEntry[], index: number, end: number): EditEntry[] {
  const entry = items[index];
  if (!entry) return items;
  const start = minutes(entry);
  const next = items[index + 1];
  if (entry.duration != null || !next) {
    const limit = next ? minutes(next) : MINUTES_PER_DAY;
    const duration = Math.max(1, Math.min(limit - start, end - start));
    return items.map((e, i) => (i === index ? { ...e, duration } : e));
  }
  return moveEntry(items, index + 1, end);
}

/**
 * Every entry with a duration cut at the next entry's start: an entry put or moved into another
 * one splits it (the grid shows the new ends), so the editor never makes an overlap.
 */
export function clipDurations(items: EditEntry[]): EditEntry[] {
  return items.map((e, i) => {
    const next = items[i + 1];
    if (e.duration == null || !next) return e;
    const gap = minutes(next) - minutes(e);
    return e.duration > gap ? { ...e, duration: Math.max(1, gap) } : e;
  });
}

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

const EMPTY: EditEntry = { time: '', title: {}, broadcast: null, duration: null, is_online: false };

/** The form of one entry: time, titles side by side, broadcast, online, rating, duration. */
function EntryForm({
  entry,
  broadcasts,
  lang,
  onSave,
  onCancel,
  onDelete,
}: {
  entry: EditEntry;
  broadcasts: Broadcast[];
  lang: Lang;
  onSave: (entry: EditEntry) => void;
  onCancel: () => void;
  onDelete?: () => void;
}) {
  const t = useT('scheduleEditor');
  const id = useId();
  const [draft, setDraft] = useState<EditEntry>(entry);
  const [error, setError] = useState<string | null>(null);
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isHHmm(draft.time)) return setError(t('form.badTime'));
    if (!Object.values(draft.title).some((v) => v?.trim()) && !draft.broadcast)
      return setError(t('form.noTitle'));
    onSave(draft);
  };
  return (
    <form
      className="w-sched-ed__form"
      onSubmit={submit}
      onKeyDown={(event: KeyboardEvent) => {
        if (event.key === 'Escape') onCancel();
      }}
      aria-labelledby={`${id}-h`}
      noValidate
    >
      <h3 id={`${id}-h`}>{entry.time ? t('form.edit', { time: entry.time }) : t('form.add')}</h3>
      <div className="w-sched-ed__row">
        <label htmlFor={`${id}-time`}>{t('form.time')}</label>
        <input
          ref={first}
          id={`${id}-time`}
          type="time"
          step={60}
          required
          value={draft.time}
          aria-invalid={error === t('form.badTime')}
          onChange={(event) => setDraft({ ...draft, time: event.target.value.slice(0, 5) })}
        />
        <label htmlFor={`${id}-duration`}>{t('form.duration')}</label>
        <input
          id={`${id}-duration`}
          type="number"
          min={1}
          max={1440}
          value={draft.duration ?? ''}
          aria-describedby={`${id}-duration-hint`}
          onChange={(event) =>
            setDraft({ ...draft, duration: event.target.value ? Number(event.target.value) : null })
          }
        />
        <span id={`${id}-duration-hint`} className="w-sched-ed__hint">
          {t('form.durationHint')}
        </span>
      </div>
      <fieldset className="w-sched-ed__titles">
        <legend>{t('form.title')}</legend>
        {(['uz', 'oz', 'ru', 'en'] as const).map((l) => (
          <div key={l}>
            <label htmlFor={`${id}-title-${l}`}>{t(`lang.${l}`)}</label>
            <input
              id={`${id}-title-${l}`}
              lang={l === 'uz' ? 'uz-Cyrl' : l === 'oz' ? 'uz-Latn' : l}
              value={draft.title[l] ?? ''}
              onChange={(event) => setDraft({ ...draft, title: { ...draft.title, [l]: event.target.value } })}
            />
          </div>
        ))}
      </fieldset>
      <div className="w-sched-ed__row">
        <label htmlFor={`${id}-broadcast`}>{t('form.broadcast')}</label>
        <select
          id={`${id}-broadcast`}
          value={draft.broadcast ?? ''}
          onChange={(event) => setDraft({ ...draft, broadcast: event.target.value || null })}
        >
          <option value="">{t('form.noBroadcast')}</option>
          {broadcasts.map((b) => (
            <option key={b._id} value={b._id}>
              {pickText(b.title, lang)}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-rating`}>{t('form.rating')}</label>
        <select
          id={`${id}-rating`}
          value={draft.rating ?? ''}
          onChange={(event) => {
            const rating = (event.target.value || null) as AgeRating | null;
            const { rating: _, ...rest } = draft;
            setDraft(rating ? { ...rest, rating } : rest);
          }}
        >
          <option value="">{t('form.noRating')}</option>
          {AGE_RATINGS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <label className="w-sched-ed__check">
          <input
            type="checkbox"
            checked={draft.is_online}
            onChange={(event) => setDraft({ ...draft, is_online: event.target.checked })}
          />
          {t('form.online')}
        </label>
      </div>
      {error && (
        <p className="w-sched-ed__error" role="alert">
          {error}
        </p>
      )}
      <div className="w-sched-ed__actions">
        <button type="submit" className="w-sched-ed__button w-sched-ed__button--primary">
          {t('form.apply')}
        </button>
        <button type="button" className="w-sched-ed__button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        {onDelete && (
          <button type="button" className="w-sched-ed__button" onClick={onDelete}>
            {t('form.delete')}
          </button>
        )}
      </div>
    </form>
  );
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
  const drag = useRef<{
    index: number;
    mode: 'move' | 'resize';
    y: number;
    start: number;
    end: number;
  } | null>(null);
  const entryRefs = useRef<(HTMLButtonElement | null)[]>([]);

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

  const ends = entryEnds(items);
  const issues = dayIssues(items);
  const titleOf = (e: EditEntry) => pickText(e.title, runtime.lang) || e.time;

  const onKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const entry = items[index];
    if (!entry) return;
    const delta = event.key === 'ArrowUp' ? -STEP : event.key === 'ArrowDown' ? STEP : 0;
    if (delta) {
      event.preventDefault();
      if (event.shiftKey) {
        const next = resizeEntry(items, index, (ends[index] ?? 0) + delta);
        const end = entryEnds(next)[index] ?? 0;
        change(next, t('ed.endsAt', { title: titleOf(entry), time: formatHHmm(end) }));
      } else {
        const next = moveEntry(items, index, minutes(entry) + delta);
        change(next, t('ed.startsAt', { title: titleOf(entry), time: next[index]?.time ?? '' }));
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      change(
        items.filter((_, i) => i !== index),
        t('ed.deleted', { title: titleOf(entry) }),
      );
    }
  };

  const onPointerDown = (index: number, mode: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    const entry = items[index];
    if (!entry || event.button !== 0) return;
    event.stopPropagation();
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = { index, mode, y: event.clientY, start: minutes(entry), end: ends[index] ?? 0 };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const delta = Math.round((event.clientY - d.y) / SCALE / STEP) * STEP;
    if (delta === 0) return;
    setItems((current) =>
      d.mode === 'move'
        ? moveEntry(current, d.index, d.start + delta)
        : resizeEntry(current, d.index, d.end + delta),
    );
    setDirty(true);
  };
  const onPointerUp = () => {
    drag.current = null;
  };

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
      <section className="w-sched-ed__scroll" aria-label={t('ed.grid', { date })}>
        <div
          className="w-sched-ed__grid"
          style={{ blockSize: `${MINUTES_PER_DAY * SCALE}px` }}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          {HOURS.map((h) => (
            <div
              key={h}
              className="w-sched-ed__hour"
              style={{ insetBlockStart: `${h * 60 * SCALE}px` }}
              aria-hidden="true"
            >
              {formatHHmm(h * 60)}
            </div>
          ))}
          <ol className="w-sched-ed__entries">
            {items.map((entry, index) => {
              const start = minutes(entry);
              const end = ends[index] ?? start;
              return (
                <li
                  // biome-ignore lint/suspicious/noArrayIndexKey: moves are clamped between the neighbours, so an entry keeps its index while it moves (and the keyboard focus stays on it)
                  key={index}
                  className="w-sched-ed__entry"
                  style={{
                    insetBlockStart: `${start * SCALE}px`,
                    blockSize: `${Math.max(end - start, 1) * SCALE}px`,
                  }}
                >
                  <button
                    ref={(el) => {
                      entryRefs.current[index] = el;
                    }}
                    type="button"
                    className="w-sched-ed__entry-body"
                    aria-describedby={`${id}-help`}
                    onKeyDown={onKey(index)}
                    onPointerDown={onPointerDown(index, 'move')}
                    onDoubleClick={() => setEditing({ index, entry })}
                    onClick={(event) => {
                      if (event.detail === 0) setEditing({ index, entry });
                    }}
                  >
                    <span className="w-sched-ed__time">
                      {entry.time}–{formatHHmm(end)}
                    </span>{' '}
                    <span className="w-sched-ed__title">{titleOf(entry)}</span>
                    {entry.rating && <span className="w-sched-ed__badge">{entry.rating}</span>}
                    {entry.is_online && <span className="w-sched-ed__badge">{t('ed.online')}</span>}
                  </button>
                  <button
                    type="button"
                    className="w-sched-ed__edit"
                    onClick={() => setEditing({ index, entry })}
                    aria-label={t('ed.editEntry', { time: entry.time, title: titleOf(entry) })}
                  >
                    {t('ed.edit')}
                  </button>
                  <span
                    className="w-sched-ed__handle"
                    aria-hidden="true"
                    onPointerDown={onPointerDown(index, 'resize')}
                  />
                </li>
              );
            })}
          </ol>
        </div>
      </section>
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
