import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import type { TimedEntry } from '@core/onair';
import { scheduleWindow } from '@core/onair';
import type { ListMeta } from '@core/schemas/common';
import type { Channel, Schedule, ScheduleItem } from '@core/schemas/entities';
import type { BroadcastClock } from '@core/time';
import { useId, useState } from 'react';
import { dayState } from '../_kit/schedule/day';
import { ScheduleEntries } from '../_kit/schedule/ScheduleEntries';
import { type DataNeed, httpStatus, useNeed, useRuntime } from '../runtime';
import { type OpenProgramme, ProgrammeDialog } from './ProgrammeDialog';
import { ChannelPicker, DateNav } from './ScheduleControls';

export interface ChannelScheduleProps {
  /** The reads of `scheduleData`: the channel's day and the channel list. */
  day: DataNeed;
  channels: DataNeed;
  channel: string;
  byQuery: boolean;
  date: string;
  clock: BroadcastClock;
  count: number;
}

/**
 * One channel's day: the day bar and the channels (links: one step to another channel), the
 * window around the current entry or the whole day, each entry with its start–end, marks and
 * details (its description, on demand, in the programme dialog).
 */
export function ChannelSchedule({ channel, byQuery, date, clock, count, ...needs }: ChannelScheduleProps) {
  const t = useT('schedule', 'kit.channel', 'kit.schedule');
  const { lang } = useRuntime();
  const [expanded, setExpanded] = useState(false);
  const [open, setOpen] = useState<OpenProgramme | null>(null);
  const headingId = useId();
  const dayId = useId();
  const schedule = useNeed<Schedule>(needs.day);
  const channels = useNeed<Channel[], ListMeta>(needs.channels);

  const info = channels.data?.data.find((c) => c._id === channel);
  const channelName = info ? pickText(info.title, lang) : '';
  const day = dayState(schedule.data?.data.items ?? [], date === clock.date, clock.seconds);
  const shown = scheduleWindow(day.line, day.current, count);
  const entries = {
    current: day.current,
    proc: day.proc,
    channel,
    channelName,
    type: info?.type,
    line: day.line,
    date,
    detailsLabel: t('schedule.details'),
    onDetails: (item: TimedEntry<ScheduleItem>, title: string) => {
      const live = item.index === day.current;
      setOpen({
        title,
        channel,
        channelName,
        date,
        start: item.start,
        finish: item.finish,
        broadcast: item.entry.broadcast,
        archive: live ? null : (item.entry.archive ?? null),
        live,
      });
    },
  };

  return (
    <section className="w-schedule" aria-labelledby={headingId} aria-busy={schedule.isPending}>
      <h2 id={headingId} className="w-schedule__heading">
        {channelName || t('schedule.label')}
      </h2>
      <div className="w-schedule__controls">
        <DateNav date={date} today={clock.date} />
        <ChannelPicker channel={channel} byQuery={byQuery} channels={channels.data?.data ?? []} />
      </div>
      {schedule.isError && (
        <p className="w-schedule__message" role="alert">
          {httpStatus(schedule.error) === 404 ? t('schedule.notFound') : t('state.loadError')}
        </p>
      )}
      {schedule.isSuccess && day.line.length === 0 && (
        <p className="w-schedule__message">{t('schedule.empty')}</p>
      )}
      {day.line.length > 0 && (
        <>
          {/* The whole day replaces the window around now: never both (entries twice). */}
          <ScheduleEntries hidden={expanded} entries={shown} {...entries} />
          {day.line.length > shown.length && (
            <>
              <button
                type="button"
                className="w-schedule__toggle"
                aria-expanded={expanded}
                aria-controls={dayId}
                onClick={() => setExpanded((v) => !v)}
              >
                {t('schedule.wholeDay')}
              </button>
              <ScheduleEntries id={dayId} hidden={!expanded} entries={day.line} {...entries} />
            </>
          )}
        </>
      )}
      <ProgrammeDialog open={open} onClose={() => setOpen(null)} />
    </section>
  );
}
