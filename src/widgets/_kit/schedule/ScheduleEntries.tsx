import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import type { TimedEntry } from '@core/onair';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { ScheduleItem } from '@core/schemas/entities';
import { formatHHmm } from '@core/time';
import { useRuntime } from '../../runtime';
import { PlayButton } from '../player/PlayButton';
import { liveClosesAt } from '../player/programme';
import './entries.css';
import { Badges } from '../badges/Badges';
import { ProgressBar } from './ProgressBar';

export interface ScheduleEntriesProps {
  entries: readonly TimedEntry<ScheduleItem>[];
  /** Index of the current entry in the day (`TimedEntry.index`), -1 if none. */
  current: number;
  /** Percent of the current entry that has run. */
  proc: number;
  channel: string;
  channelName: string;
  /** The channel's type (a radio stream opens the small player); unknown until the channels load. */
  type: 'tv' | 'radio' | undefined;
  /** The whole day, for when a live stream opened from the current entry closes. */
  line: readonly TimedEntry<ScheduleItem>[];
  /** The schedule's date (YYYY-MM-DD, Tashkent). */
  date: string;
  id?: string;
  hidden?: boolean;
  /**
   * Opens an entry's details (its description, read on demand): each entry then has a button
   * named by the word it shows and its programme.
   */
  onDetails?: (item: TimedEntry<ScheduleItem>, title: string) => void;
  /** The details button's word (the schedule's «Details»). */
  detailsLabel?: string;
}

/**
 * Schedule entries, the current one marked: «on air» badge, progress and a play button; past
 * entries whose recording is in the archive link to it (catch-up, issue 8). Spec §4:
 * an entry is available only if it is current; an online one plays live until the next entry
 * that is not online (or 24:00); one that is not online opens the 'Not Live' dialog.
 */
export function ScheduleEntries({
  entries,
  current,
  proc,
  channel,
  channelName,
  type,
  line,
  date,
  id,
  hidden,
  onDetails,
  detailsLabel,
}: ScheduleEntriesProps) {
  const t = useT('kit.schedule');
  const { lang } = useRuntime();
  return (
    <ol className="w-schedule__entries" id={id} hidden={hidden}>
      {entries.map((item) => {
        const isCurrent = item.index === current;
        const title = pickText(item.entry.title, lang);
        return (
          <li
            key={item.index}
            className={isCurrent ? 'w-schedule__entry w-schedule__entry--current' : 'w-schedule__entry'}
            aria-current={isCurrent ? 'true' : undefined}
          >
            {/* Start and end (issue 24): the end is the next entry's start, or 24:00. */}
            <span className="w-schedule__time">
              <time dateTime={item.entry.time}>{formatHHmm(item.start)}</time>
              <span className="w-schedule__end">
                –<time>{formatHHmm(item.finish)}</time>
              </span>
            </span>
            <span className="w-schedule__name">{title}</span>
            {item.entry.rating && (
              <Badges item={{ rating: item.entry.rating }} className="w-schedule__badges" />
            )}
            {onDetails && detailsLabel && (
              <button
                type="button"
                className="w-schedule__details"
                aria-haspopup="dialog"
                aria-label={`${detailsLabel}: ${title}`}
                onClick={() => onDetails(item, title)}
              >
                {detailsLabel}
              </button>
            )}
            {!isCurrent && item.entry.archive && (
              // Catch-up: a past entry whose recording is published links to it (future ones never do).
              // Its name starts with the word it shows, then says which programme (WCAG 2.5.3: a
              // voice user says what they see).
              <Link
                className="w-schedule__recording"
                to={href('app.archive.view', { id: item.entry.archive })}
                aria-label={`${t('schedule.recording')}: ${title}`}
              >
                {t('schedule.recording')}
              </Link>
            )}
            {isCurrent && (
              <span className="w-schedule__now">
                <span className="w-schedule__badge">{t('schedule.onAir')}</span>
                <ProgressBar value={proc} label={t('schedule.progress', { title })} />
                {type && (
                  <PlayButton
                    className="w-schedule__live"
                    label={`${t('schedule.watchLive')}: ${channelName}`}
                    request={{
                      channel,
                      type,
                      title: channelName,
                      online: item.entry.is_online,
                      closesAt: liveClosesAt(line, item.index, date),
                    }}
                  >
                    {t('schedule.watchLive')}
                  </PlayButton>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
