import { pickText } from '@core/lang';
import type { Channel } from '@core/schemas/entities';
import { FORM_NAMES, type FormName, SUBMISSION_STATUSES, type SubmissionStatus } from '@core/schemas/forms';
import { type FormEvent, useId, useState } from 'react';
import { DateInput } from '../_kit/datePicker/DateInput';
import { useRequestTexts } from '../_kit/requests/texts';
import { useApi, useRuntime } from '../runtime';
import type { Filters } from './filters';

/**
 * The newsroom's filters: the form, the status, the channel and the dates sent (from, to). They
 * apply when sent (the Show button, or Enter), from page 1, so that stepping through a select
 * with the keyboard reads nothing on the way.
 */
export function FilterForm({ filters, onApply }: { filters: Filters; onApply: (next: Filters) => void }) {
  const { product, lang } = useRuntime();
  const { t, formName, status } = useRequestTexts();
  const legendId = useId();
  const id = useId();
  const channels = useApi<Channel[]>(`${product}/channel.json`, { count: 'all' });
  const [draft, setDraft] = useState({
    form: filters.form ?? '',
    status: filters.status ?? '',
    channel: filters.channel ?? '',
    from: filters.from ?? '',
    to: filters.to ?? '',
  });
  const set = (key: keyof typeof draft) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setDraft((now) => ({ ...now, [key]: value }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      form: (draft.form || undefined) as FormName | undefined,
      status: (draft.status || undefined) as SubmissionStatus | undefined,
      channel: draft.channel || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
      page: 1,
    });
  };
  return (
    <form className="r-filters" aria-labelledby={legendId} onSubmit={apply}>
      <h3 id={legendId} className="visually-hidden">
        {t('admin.filters')}
      </h3>
      <label>
        {t('admin.form')}
        <select value={draft.form} onChange={set('form')}>
          <option value="">{t('admin.allForms')}</option>
          {FORM_NAMES.map((name) => (
            <option key={name} value={name}>
              {formName(name)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin.status')}
        <select value={draft.status} onChange={set('status')}>
          <option value="">{t('admin.any')}</option>
          {SUBMISSION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {status(s)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('admin.channel')}
        <select value={draft.channel} onChange={set('channel')}>
          <option value="">{t('admin.any')}</option>
          {(channels.data?.data ?? []).map((c) => (
            <option key={c._id} value={c._id}>
              {pickText(c.title, lang)}
            </option>
          ))}
        </select>
      </label>
      <span className="r-filter__date">
        <label htmlFor={`${id}-from`}>{t('admin.from')}</label>
        <DateInput
          id={`${id}-from`}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(from) => setDraft((now) => ({ ...now, from }))}
        />
      </span>
      <span className="r-filter__date">
        <label htmlFor={`${id}-to`}>{t('admin.to')}</label>
        <DateInput
          id={`${id}-to`}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(to) => setDraft((now) => ({ ...now, to }))}
        />
      </span>
      <button type="submit" className="r-button r-button--primary">
        {t('admin.apply')}
      </button>
    </form>
  );
}
