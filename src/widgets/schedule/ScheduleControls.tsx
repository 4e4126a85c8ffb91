import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link, useLocation, useSearchParams } from '@core/router';
import { href } from '@core/routes';
import type { Channel } from '@core/schemas/entities';
import { useLayoutEffect, useRef } from 'react';
import { formatDay } from '../_kit/schedule/day';
import { useRuntime } from '../runtime';
import { dayBar, weekdayOf } from './grid';

/**
 * The day bar (issue 24): a week back and a week ahead of today in Tashkent, as `?date=` links
 * keeping the other query params; yesterday, today and tomorrow by name, the others by weekday,
 * each with its date. One row that scrolls sideways, opened on the chosen day.
 */
export function DateNav({ date, today }: { date: string; today: string }) {
  const t = useT('schedule', 'kit.channel');
  const { lang } = useRuntime();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const list = useRef<HTMLUListElement>(null);
  const named: Record<number, string> = {
    [-1]: t('schedule.yesterday'),
    0: t('schedule.today'),
    1: t('schedule.tomorrow'),
  };

  // The chosen day in view, centred in the strip: the strip scrolls, never the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again when another day is chosen
  useLayoutEffect(() => {
    const strip = list.current;
    const chosen = strip?.querySelector<HTMLElement>('[aria-current="date"]')?.parentElement;
    if (!strip || !chosen) return;
    strip.scrollLeft = Math.max(0, chosen.offsetLeft - (strip.clientWidth - chosen.offsetWidth) / 2);
  }, [date]);

  return (
    <nav className="w-schedule__dates" aria-label={t('schedule.dates')}>
      <ul ref={list}>
        {dayBar(today).map((day) => {
          const next = new URLSearchParams(search);
          next.set('date', day.date);
          return (
            <li key={day.date}>
              <Link
                to={{ pathname, search: `?${next.toString()}` }}
                aria-current={day.date === date ? 'date' : undefined}
              >
                <span className="w-schedule__day">
                  {named[day.offset] ?? t(`schedule.weekday.${weekdayOf(day.date)}`)}
                </span>{' '}
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
  /** The channel came from `?channel=`: another one goes in the query, else its schedule view. */
  byQuery: boolean;
  channels: readonly Channel[];
}

/**
 * Another channel's schedule (issue 24): a row of links, one a channel, the shown one marked;
 * a choice is one step (no select and «show» button), and works before any script.
 */
export function ChannelPicker({ channel, byQuery, channels }: ChannelPickerProps) {
  const t = useT('schedule', 'kit.channel');
  const { lang } = useRuntime();
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  const list = useRef<HTMLUListElement>(null);

  // The shown channel in view, centred in the strip.
  // biome-ignore lint/correctness/useExhaustiveDependencies: again when another channel is shown
  useLayoutEffect(() => {
    const strip = list.current;
    const chosen = strip?.querySelector<HTMLElement>('[aria-current="page"]')?.parentElement;
    if (!strip || !chosen) return;
    strip.scrollLeft = Math.max(0, chosen.offsetLeft - (strip.clientWidth - chosen.offsetWidth) / 2);
  }, [channel]);

  if (channels.length < 2) return null;
  const date = search.get('date') ?? undefined;
  const target = (id: string) => {
    if (!byQuery) return href('app.schedule.view', { id }, { date });
    const next = new URLSearchParams(search);
    next.set('channel', id);
    return { pathname, search: `?${next.toString()}` };
  };
  return (
    <nav className="w-schedule__channels" aria-label={t('schedule.channel')}>
      <ul ref={list}>
        {channels.map((c) => (
          <li key={c._id}>
            <Link to={target(c._id)} aria-current={c._id === channel ? 'page' : undefined}>
              {pickText(c.title, lang)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
