import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScheduleItem } from '../../schemas/entities';
import { pickText } from '../../src/shared/lang';
import type { TimedEntry } from '../../src/shared/onair';
import { href } from '../../src/shared/routes';
import { formatHHmm } from '../../src/shared/time';
import { useRuntime } from '../runtime';
import './entries.css';
import { ProgressBar } from './ProgressBar';

export interface ScheduleEntriesProps {
  entries: readonly TimedEntry<ScheduleItem>[];
  /** Index of the current entry in the day (`TimedEntry.index`), -1 if none. */
  current: number;
  /** Percent of the current entry that has run. */
  proc: number;
  channel: string;
  channelName: string;
  id?: string;
  hidden?: boolean;
}

/**
 * Schedule entries, the current one marked: «on air» badge, progress and, when it is online,
 * a link to watch it live. Spec §4: an entry is available only if it is current.
 */
export function ScheduleEntries({
  entries,
  current,
  proc,
  channel,
  channelName,
  id,
  hidden,
}: ScheduleEntriesProps) {
  const { t } = useTranslation('broadcast');
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
            <time className="w-schedule__time" dateTime={item.entry.time}>
              {formatHHmm(item.start)}
            </time>
            <span className="w-schedule__name">{title}</span>
            {isCurrent && (
              <span className="w-schedule__now">
                <span className="w-schedule__badge">{t('schedule.onAir')}</span>
                <ProgressBar value={proc} label={t('schedule.progress', { title })} />
                {item.entry.is_online && (
                  <Link className="w-schedule__live" to={href('app.channel.view', { id: channel })}>
                    {t('schedule.watchLive')}
                    <span className="w-schedule__hidden">: {channelName}</span>
                  </Link>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
