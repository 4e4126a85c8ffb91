import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { scheduleWindow } from '@core/onair';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { Channel, Schedule } from '@core/schemas/entities';
import { broadcastClock } from '@core/time';
import { useId } from 'react';
import { ChannelPhoto } from '../_kit/channel/ChannelPhoto';
import { useRecordView } from '../_kit/content/useRecordView';
import { PlayButton } from '../_kit/player/PlayButton';
import { dayState, SCHEDULE_SIZE_FIXED } from '../_kit/schedule/day';
import { ScheduleEntries } from '../_kit/schedule/ScheduleEntries';
import { HttpStatus, httpStatus, useLoadContext, useMinuteClock, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import './channelView.css';
import { AddToListButton } from '../_kit/mine/AddToListButton';
import { channelViewData, viewedChannel } from './data';
import type { ChannelViewParams } from './meta';

const PHOTO_WIDTH = 480;
const PHOTO_HEIGHT = 270;

/** A channel's page: photo, title, type, about and today's schedule around the current entry. */
export default function ChannelView({ params }: WidgetProps<ChannelViewParams>) {
  const t = useT('channelView', 'kit.channel', 'kit.player', 'kit.schedule');
  const channel = viewedChannel(params, useLoadContext());
  if (!channel) {
    // Spec §8: «Не указан канал».
    return (
      <p className="w-channelView__message" role="status">
        {t('channelView.notSpecified')}
      </p>
    );
  }
  return <ChannelDetails channel={channel} play={params.play !== false} />;
}

/**
 * `play`: the channel's own play control. The channel page leaves it out: its liveVideo poster
 * plays the channel (one play control per channel on a page, issue 25).
 */
function ChannelDetails({ channel, play }: { channel: string; play: boolean }) {
  const t = useT('channelView', 'kit.channel', 'kit.player', 'kit.schedule');
  const { lang } = useRuntime();
  const headingId = useId();
  const scheduleId = useId();
  const now = useMinuteClock();
  const clock = broadcastClock(now);
  const [infoNeed, scheduleNeed] = channelViewData(channel, useLoadContext(now));
  const info = useNeed<Channel>(infoNeed);
  const schedule = useNeed<Schedule>(info.isSuccess ? scheduleNeed : null);
  // Channels are rated by their views (spec §9: channels top 10 by rating).
  useRecordView('channel', info.isSuccess ? channel : null);

  if (info.isError) {
    const notFound = httpStatus(info.error) === 404;
    return (
      <div className="w-channelView__message" role="alert">
        {notFound && <HttpStatus code={404} />}
        <p>{notFound ? t('channelView.notFound') : t('state.loadError')}</p>
        <Link to={href('app.channel.list')}>{t('channelView.allChannels')}</Link>
      </div>
    );
  }
  if (!info.data) {
    return (
      <div className="w-channelView" aria-busy="true">
        <div className="w-channelView__photo" />
        <p className="w-channelView__loading">{t('state.loading')}</p>
      </div>
    );
  }

  const data = info.data.data;
  const title = pickText(data.title, lang);
  const about = pickText(data.about, lang);
  const day = dayState(schedule.data?.data.items ?? [], true, clock.seconds);

  return (
    <article className="w-channelView" aria-labelledby={headingId}>
      <ChannelPhoto
        photo={data.photo}
        name={title}
        channel={data._id}
        color={data.color}
        alt={title}
        className="w-channelView__photo"
        width={PHOTO_WIDTH}
        height={PHOTO_HEIGHT}
        lazy={false}
      />
      <div className="w-channelView__body">
        <h1 id={headingId} className="w-channelView__title">
          {title}
        </h1>
        <span className={`w-channelView__type w-channelView__type--${data.type}`}>
          {t(`channel.type.${data.type}`)}
        </span>
        <AddToListButton entry={{ kind: 'channel', id: data._id, title, picture: null }} />
        {play && (
          <PlayButton
            className="w-channelView__play"
            label={t(data.type === 'radio' ? 'player.listen' : 'player.watch', { title })}
            request={{ channel: data._id, type: data.type, title }}
          >
            {t(data.type === 'radio' ? 'player.listen' : 'player.watch', { title })}
          </PlayButton>
        )}
        {about && <p className="w-channelView__about">{about}</p>}
      </div>
      <section
        className="w-channelView__schedule"
        aria-labelledby={scheduleId}
        aria-busy={schedule.isPending}
      >
        <h2 id={scheduleId} className="w-channelView__subtitle">
          {t('channelView.today')}
        </h2>
        {schedule.isError && (
          <p className="w-channelView__note" role="alert">
            {t('state.loadError')}
          </p>
        )}
        {schedule.isSuccess && day.line.length === 0 && (
          <p className="w-channelView__note">{t('schedule.empty')}</p>
        )}
        {day.line.length > 0 && (
          <ScheduleEntries
            entries={scheduleWindow(day.line, day.current, SCHEDULE_SIZE_FIXED)}
            current={day.current}
            proc={day.proc}
            channel={data._id}
            channelName={title}
            type={data.type}
            line={day.line}
            date={clock.date}
          />
        )}
        <Link className="w-channelView__more" to={href('app.schedule.view', { id: data._id })}>
          {t('channelView.fullSchedule')}
        </Link>
      </section>
    </article>
  );
}
