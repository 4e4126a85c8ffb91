import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { Link, useLocation, useSearchParams } from '@core/router';
import { href } from '@core/routes';
import type { Channel } from '@core/schemas/entities';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { formatDay } from '../_kit/schedule/day';
import { useRuntime } from '../runtime';
import { dayBar, weekdayOf } from './grid';

/**
 * Scrolls a strip of links sideways so that the item holding `selector` is centred, when it is
 * drawn and whenever `key` (the chosen item) changes. The items' widths follow their text, so the
 * centre is measured again once the page's fonts have loaded (until then the fallback face is
 * narrower), unless the visitor has scrolled the strip in between: the chosen item ends centred
 * whatever the fonts' timing, and a scroll of the visitor's own is never undone.
 */
function useCentred(list: RefObject<HTMLUListElement | null>, selector: string, key: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: again when another item is chosen
  useLayoutEffect(() => {
    const strip = list.current;
    if (!strip) return;
    const centre = () => {
      const chosen = strip.querySelector<HTMLElement>(selector)?.parentElement;
      if (!chosen) return null;
      strip.scrollLeft = Math.max(0, chosen.offsetLeft - (strip.clientWidth - chosen.offsetWidth) / 2);
      return strip.scrollLeft;
    };
    const placed = centre();
    let live = true;
    if (placed !== null && typeof document !== 'undefined' && document.fonts?.status === 'loading') {
      document.fonts.ready.then(() => {
        if (live && strip.scrollLeft === placed) centre();
      });
    }
    return () => {
      live = false;
    };
  }, [key]);
}

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
  useCentred(list, '[aria-current="date"]', date);

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
  useCentred(list, '[aria-current="page"]', channel);

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
