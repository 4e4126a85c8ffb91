import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { currentIndex, timeline } from '@core/onair';
import type { ListMeta } from '@core/schemas/common';
import type { Channel, Schedule } from '@core/schemas/entities';
import { broadcastClock, isHHmm } from '@core/time';
import { useId } from 'react';
import { ChannelPhoto } from '../_kit/channel/ChannelPhoto';
import { PlayButton } from '../_kit/player/PlayButton';
import { useLoadContext, useMinuteClock, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { radioOnlineData } from './data';
import type { RadioOnlineParams } from './meta';
import './radioOnline.css';

const LOGO_SIZE = 56;

/**
 * Radio online by channel (spec §2): the stations with what is on now, each with a listen button
 * that opens the small floating player, which keeps playing while the visitor browses.
 */
export default function RadioOnline({ params }: WidgetProps<RadioOnlineParams>) {
  const t = useT('radioOnline', 'kit.channel', 'kit.player');
  const { lang } = useRuntime();
  const headingId = useId();
  const now = useMinuteClock();
  const clock = broadcastClock(now);
  const [channelsNeed, scheduleNeed] = radioOnlineData(params, useLoadContext(now));
  const channels = useNeed<Channel[], ListMeta>(channelsNeed);
  const schedules = useNeed<Schedule[]>(scheduleNeed, { keepPrevious: true });
  const byChannel = new Map((schedules.data?.data ?? []).map((s) => [s.channel, s]));
  const stations = channels.data?.data ?? [];

  const onNow = (id: string) => {
    const line = timeline((byChannel.get(id)?.items ?? []).filter((item) => isHHmm(item.time)));
    const current = line[currentIndex(line, clock.minutes)];
    return current ? pickText(current.entry.title, lang) : '';
  };

  return (
    <section className="w-radioOnline" aria-labelledby={headingId} aria-busy={channels.isPending}>
      <h2 id={headingId} className="w-radioOnline__title">
        {pickText(params.title, lang) || t('radioOnline.title')}
      </h2>
      {channels.isError && (
        <p className="w-radioOnline__message" role="alert">
          {t('state.loadError')}
        </p>
      )}
      {channels.isSuccess && stations.length === 0 && (
        <p className="w-radioOnline__message">{t('radioOnline.empty')}</p>
      )}
      {stations.length > 0 && (
        <ul className="w-radioOnline__list">
          {stations.map((station) => {
            const name = pickText(station.title, lang);
            const programme = onNow(station._id);
            return (
              <li key={station._id} className="w-radioOnline__station">
                <ChannelPhoto
                  photo={station.photo}
                  name={name}
                  channel={station._id}
                  color={station.color}
                  alt=""
                  className="w-radioOnline__logo"
                  width={LOGO_SIZE}
                  height={LOGO_SIZE}
                  placeholder="span"
                />
                <span className="w-radioOnline__text">
                  <span className="w-radioOnline__name">{name}</span>
                  {programme && <span className="w-radioOnline__programme">{programme}</span>}
                </span>
                <PlayButton
                  label={t('player.listen', { title: name })}
                  request={{ channel: station._id, type: 'radio', title: name }}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
