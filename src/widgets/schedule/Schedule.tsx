import { href } from '@core/routes';
import { broadcastClock } from '@core/time';
import { SCHEDULE_SIZE_FIXED } from '../_kit/schedule/day';
import { Redirect, useLoadContext, useMinuteClock } from '../runtime';
import type { WidgetProps } from '../types';
import { AllSchedules } from './AllSchedules';
import { ChannelSchedule } from './ChannelSchedule';
import { scheduleData } from './data';
import type { ScheduleParams } from './meta';
import './schedule.css';

/**
 * The programme schedule (spec §2: the current entry and its neighbours). The channel is fixed by
 * the params, the `:id` of the schedule view or `?channel=`: its day as a list; without one,
 * every channel's day as a grid of channels × hours (issue 24). Both refresh at every minute
 * boundary (spec §4).
 */
export default function Schedule({ params }: WidgetProps<ScheduleParams>) {
  const now = useMinuteClock();
  const clock = broadcastClock(now);
  const { channel, byQuery, date, needs } = scheduleData(params, useLoadContext(now));
  if (date === null || needs.length === 0) return <Redirect to={href('app.badRequest')} />;
  const [day, channels] = needs;
  if (!channel) {
    return <AllSchedules day={day} channels={channels} date={date} clock={clock} />;
  }
  return (
    <ChannelSchedule
      day={day}
      channels={channels}
      channel={channel}
      byQuery={byQuery}
      date={date}
      clock={clock}
      count={params.count ?? SCHEDULE_SIZE_FIXED}
    />
  );
}
