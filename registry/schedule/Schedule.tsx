import { matchPath, Navigate, useLocation, useSearchParams } from 'react-router';
import { href } from '../../src/shared/routes';
import { broadcastClock, isIsoDate } from '../../src/shared/time';
import { useMinuteClock } from '../runtime';
import type { WidgetProps } from '../types';
import { AllSchedules } from './AllSchedules';
import { ChannelSchedule } from './ChannelSchedule';
import { SCHEDULE_SIZE, SCHEDULE_SIZE_FIXED, SCHEDULE_VIEW_PATH } from './day';
import type { ScheduleParams } from './meta';
import './schedule.css';

/**
 * The programme schedule (spec §2: the current entry and its neighbours). The channel is fixed by
 * the params, the `:id` of the schedule view or `?channel=`; without one, every channel is shown.
 * Shown entries refresh at every minute boundary (spec §4).
 */
export default function Schedule({ params }: WidgetProps<ScheduleParams>) {
  const [search] = useSearchParams();
  const { pathname } = useLocation();
  const now = useMinuteClock();
  const clock = broadcastClock(now);

  const routeId = matchPath(SCHEDULE_VIEW_PATH, pathname)?.params.id;
  const queryId = search.get('channel') || undefined;
  const channel = params.channel || routeId || queryId;
  const rawDate = search.get('date');
  if (rawDate !== null && !isIsoDate(rawDate)) return <Navigate to={href('app.badRequest')} replace />;
  const date = rawDate ?? clock.date;

  if (!channel) {
    return <AllSchedules date={date} clock={clock} count={params.count ?? SCHEDULE_SIZE} />;
  }
  return (
    <ChannelSchedule
      channel={channel}
      byQuery={!params.channel && !routeId}
      date={date}
      clock={clock}
      count={params.count ?? SCHEDULE_SIZE_FIXED}
    />
  );
}
