/* The schedule editor's form of one entry, and the blank entry it adds. */
import { useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import { AGE_RATINGS, type AgeRating } from '@core/newsroom';
import type { EditEntry } from '@core/schedule-edit';
import type { Broadcast } from '@core/schemas/content';
import { isHHmm } from '@core/time';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';

export const EMPTY: EditEntry = { time: '', title: {}, broadcast: null, duration: null, is_online: false };

/** The form of one entry: time, titles side by side, broadcast, online, rating, duration. */
export function EntryForm({
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
