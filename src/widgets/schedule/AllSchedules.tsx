import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { scheduleWindow } from '@core/onair';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { ListMeta } from '@core/schemas/common';
import type { Channel, Schedule } from '@core/schemas/entities';
import type { BroadcastClock } from '@core/time';
import { dayState } from '../_kit/schedule/day';
import { ScheduleEntries } from '../_kit/schedule/ScheduleEntries';
import { type DataNeed, useNeed, useRuntime } from '../runtime';

/** Every channel's day as a card, in channel order, each with its window around the current entry. */
export function AllSchedules(props: {
  day: DataNeed;
  channels: DataNeed;
  date: string;
  clock: BroadcastClock;
  count: number;
}) {
  const { date, clock, count } = props;
  const t = useT('schedule', 'kit.channel', 'kit.schedule');
  const { lang } = useRuntime();
  const schedules = useNeed<Schedule[]>(props.day);
  const channels = useNeed<Channel[], ListMeta>(props.channels);

  const byChannel = new Map((schedules.data?.data ?? []).map((s) => [s.channel, s]));
  const shown = (channels.data?.data ?? []).filter((c) => byChannel.has(c._id));
  const isToday = date === clock.date;

  return (
    <section
      className="w-schedule w-schedule--all"
      aria-label={t('schedule.label')}
      aria-busy={schedules.isPending || channels.isPending}
    >
      {(schedules.isError || channels.isError) && (
        <p className="w-schedule__message" role="alert">
          {t('state.loadError')}
        </p>
      )}
      {schedules.isSuccess && channels.isSuccess && shown.length === 0 && (
        <p className="w-schedule__message">{t('schedule.empty')}</p>
      )}
      {shown.length > 0 && (
        <ul className="w-schedule__cards">
          {shown.map((channel) => {
            const name = pickText(channel.title, lang);
            const day = dayState(byChannel.get(channel._id)?.items ?? [], isToday, clock.seconds);
            return (
              <li key={channel._id} className="w-schedule__card">
                <h2 className="w-schedule__heading">
                  <Link
                    to={href('app.schedule.view', { id: channel._id }, { date: isToday ? undefined : date })}
                  >
                    {name}
                  </Link>
                </h2>
                {day.line.length === 0 ? (
                  <p className="w-schedule__message">{t('schedule.empty')}</p>
                ) : (
                  <ScheduleEntries
                    entries={scheduleWindow(day.line, day.current, count)}
                    current={day.current}
                    proc={day.proc}
                    channel={channel._id}
                    channelName={name}
                    type={channel.type}
                    line={day.line}
                    date={date}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
