import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { type ChannelDay, onAir } from '@core/onair';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { OnAirChannel, OnAirEntry } from '@core/schemas/onair';
import { broadcastClock, isHHmm } from '@core/time';
import { useId } from 'react';
import { ChannelPhoto } from '../_kit/channel/ChannelPhoto';
import { PlayButton } from '../_kit/player/PlayButton';
import { ProgressBar } from '../_kit/schedule/ProgressBar';
import { useLoadContext, useMinuteClock, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { onAirData } from './data';
import type { OnAirParams } from './meta';
import './onAir.css';

const LOGO_SIZE = 48;

/**
 * What is on air now on each channel (spec §3, §4): today's schedules in Tashkent, recalculated at
 * every minute boundary; a new Tashkent date changes the query, so the next day is fetched.
 */
export default function OnAir({ params }: WidgetProps<OnAirParams>) {
  const t = useT('onAir', 'kit.channel', 'kit.player', 'kit.schedule');
  const { lang } = useRuntime();
  const headingId = useId();
  const now = useMinuteClock();
  const clock = broadcastClock(now);
  const onAirNeed = onAirData(params, useLoadContext(now));
  const answer = useNeed<OnAirChannel[]>(onAirNeed, { keepPrevious: true });
  const order = answer.data?.data ?? [];
  const days: ChannelDay<OnAirEntry>[] = order.map((c) => ({
    channel: c.channel,
    type: c.type,
    items: c.items.filter((item) => isHHmm(item.time)),
  }));
  const items = onAir(days, clock.seconds);
  const channelOf = new Map(order.map((c) => [c.channel, c]));
  const title = pickText(params.title, lang) || t('onAir.title');
  const loaded = answer.isSuccess;

  return (
    <section className="w-onAir" aria-labelledby={headingId} aria-busy={!loaded && !answer.isError}>
      <h2 id={headingId} className="w-onAir__title">
        {title}
      </h2>
      {answer.isError && (
        <p className="w-onAir__message" role="alert">
          {t('state.loadError')}
        </p>
      )}
      {loaded && items.length === 0 && <p className="w-onAir__message">{t('onAir.empty')}</p>}
      {items.length > 0 && (
        <ul className="w-onAir__list">
          {items.map((item, i) => {
            // The progress bar's name: the channel's and the programme's elements (ProgressBar).
            const nameId = `${headingId}c${i}`;
            const programmeId = `${headingId}p${i}`;
            const channel = channelOf.get(item.channel);
            const name = channel ? pickText(channel.title, lang) : item.channel;
            const programme = pickText(item.entry.title, lang);
            return (
              <li key={item.channel}>
                <Link className="w-onAir__channel" to={href('app.channel.view', { id: item.channel })}>
                  <ChannelPhoto
                    photo={channel?.photo}
                    name={name}
                    channel={item.channel}
                    color={channel?.color}
                    alt=""
                    className="w-onAir__logo"
                    width={LOGO_SIZE}
                    height={LOGO_SIZE}
                    placeholder="span"
                  />
                  <span id={nameId} className="w-onAir__name">
                    {name}
                  </span>
                </Link>
                {item.broadcast ? (
                  // The programme's page, with its recordings in the archive (catch-up, issue 8),
                  // named by the programme's title it shows.
                  <Link
                    id={programmeId}
                    className="w-onAir__programme"
                    to={href('app.broadcast.view', { id: item.broadcast })}
                  >
                    {programme}
                  </Link>
                ) : (
                  <span id={programmeId} className="w-onAir__programme">
                    {programme}
                  </span>
                )}
                {/* One text: no `<!-- -->` between the parts in the server's HTML. */}
                <span className="w-onAir__time">{`${item.time}–${item.time_finish}`}</span>
                <ProgressBar value={item.time_proc} labelledBy={`${nameId} ${programmeId}`} />
                {item.next && (
                  <p className="w-onAir__next">
                    {t('onAir.next', { time: item.next.time, title: pickText(item.next.title, lang) })}
                  </p>
                )}
                <PlayButton
                  label={t(item.type === 'radio' ? 'player.listen' : 'player.watch', { title: name })}
                  request={{
                    channel: item.channel,
                    type: item.type === 'radio' ? 'radio' : 'tv',
                    title: name,
                    online: item.entry.is_online,
                  }}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
