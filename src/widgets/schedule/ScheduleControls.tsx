import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link, useLocation, useNavigate, useSearchParams } from '@core/router';
import { href } from '@core/routes';
import type { Channel } from '@core/schemas/entities';
import { addDays } from '@core/time';
import { type FormEvent, useId } from 'react';
import { formatDay } from '../_kit/schedule/day';
import { useRuntime } from '../runtime';

/** Yesterday, today and tomorrow in Tashkent, as `?date=` links keeping the other query params. */
export function DateNav({ date, today }: { date: string; today: string }) {
  const t = useT('schedule', 'kit.channel');
  const { lang } = useRuntime();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const days = [
    { key: 'yesterday', date: addDays(today, -1), label: t('schedule.yesterday') },
    { key: 'today', date: today, label: t('schedule.today') },
    { key: 'tomorrow', date: addDays(today, 1), label: t('schedule.tomorrow') },
  ];
  return (
    <nav className="w-schedule__dates" aria-label={t('schedule.dates')}>
      <ul>
        {days.map((day) => {
          const next = new URLSearchParams(search);
          next.set('date', day.date);
          return (
            <li key={day.key}>
              <Link
                to={{ pathname, search: `?${next.toString()}` }}
                aria-current={day.date === date ? 'date' : undefined}
              >
                <span className="w-schedule__day">{day.label}</span>{' '}
                <span className="w-schedule__date">{formatDay(day.date, lang)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export interface ChannelPickerProps {
  channel: string;
  /** The channel came from `?channel=`: choose another in the query, else open its schedule view. */
  byQuery: boolean;
  channels: readonly Channel[];
}

/** Another channel's schedule: a labelled select and a button (no navigation on a mere change). */
export function ChannelPicker({ channel, byQuery, channels }: ChannelPickerProps) {
  const t = useT('schedule', 'kit.channel');
  const { lang } = useRuntime();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const selectId = useId();
  if (channels.length < 2) return null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('channel');
    if (typeof value !== 'string' || value === '' || value === channel) return;
    if (byQuery) {
      const next = new URLSearchParams(search);
      next.set('channel', value);
      navigate({ pathname, search: `?${next.toString()}` });
    } else {
      navigate(href('app.schedule.view', { id: value }, { date: search.get('date') ?? undefined }));
    }
  };

  return (
    <form key={channel} className="w-schedule__picker" onSubmit={onSubmit}>
      <label htmlFor={selectId}>{t('schedule.channel')}</label>
      <select id={selectId} name="channel" defaultValue={channel}>
        {channels.map((c) => (
          <option key={c._id} value={c._id}>
            {pickText(c.title, lang)}
          </option>
        ))}
      </select>
      <button type="submit">{t('schedule.show')}</button>
    </form>
  );
}
