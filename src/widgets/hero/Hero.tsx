import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { mainChannel, onAir } from '@core/onair';
import { Link } from '@core/router';
import { href } from '@core/routes';
import type { OnAirChannel } from '@core/schemas/onair';
import { broadcastClock, isHHmm } from '@core/time';
import { useId } from 'react';
import { ChannelPhoto } from '../_kit/channel/ChannelPhoto';
import { PlayButton } from '../_kit/player/PlayButton';
import { ProgressBar } from '../_kit/schedule/ProgressBar';
import { usePlayer } from '../player';
import { useHydrated, useLoadContext, useMinuteClock, useNeed, useRuntime } from '../runtime';
import { useInFirstScreen } from '../screen';
import type { WidgetProps } from '../types';
import { heroData } from './data';
import type { HeroParams } from './meta';
import '../_kit/player/play-button.css';
import './hero.css';

/** The picture's own size (16:9): its attributes reserve the box before it loads. */
const ART_WIDTH = 1280;
const ART_HEIGHT = 720;

/**
 * The home's hero (issue 24): the main channel live. Its programme on air, in a 16:9 box (the
 * programme's picture, else the channel's logo or monogram: no text burned into any of them), its
 * title, start–end and progress (recomputed at every minute boundary, in boxes of fixed size), and
 * its watch control. That plays the channel in the floating player once the app runs (issue 25:
 * every play control opens the one player); before (no script yet, or none at all) it is a link to
 * the channel's page, whose poster plays it. It reads the rail's answer (one read for both).
 */
export default function Hero({ params }: WidgetProps<HeroParams>) {
  const t = useT('hero', 'kit.channel', 'kit.schedule');
  const { lang } = useRuntime();
  const headingId = useId();
  const firstScreen = useInFirstScreen();
  const now = useMinuteClock();
  const answer = useNeed<OnAirChannel[]>(heroData(params, useLoadContext(now)), { keepPrevious: true });
  const channel = mainChannel(answer.data?.data ?? [], params.channel);
  const item = channel
    ? onAir(
        [
          {
            channel: channel.channel,
            type: channel.type,
            items: channel.items.filter((i) => isHHmm(i.time)),
          },
        ],
        broadcastClock(now).seconds,
      )[0]
    : undefined;
  const name = channel ? pickText(channel.title, lang) : '';
  const programme = item ? pickText(item.entry.title, lang) : '';
  const picture = item?.entry.picture;
  const player = usePlayer();
  const hydrated = useHydrated();

  return (
    <section
      className="w-hero"
      aria-labelledby={headingId}
      aria-busy={(!answer.isSuccess && !answer.isError) || undefined}
    >
      <div className="w-hero__art">
        {picture ? (
          // The title is beside it: the picture says nothing more (an empty text alternative).
          <img
            className="w-hero__picture"
            src={picture}
            alt=""
            width={ART_WIDTH}
            height={ART_HEIGHT}
            loading={firstScreen ? undefined : 'lazy'}
            fetchPriority={firstScreen ? 'high' : undefined}
          />
        ) : (
          channel && (
            <ChannelPhoto
              photo={channel.photo}
              name={name}
              channel={channel.channel}
              color={channel.color}
              alt=""
              className="w-hero__mark"
              width={ART_WIDTH}
              height={ART_HEIGHT}
              lazy={false}
            />
          )
        )}
      </div>
      <div className="w-hero__text">
        <p className="w-hero__live">{name ? `${t('hero.live')} · ${name}` : t('hero.live')}</p>
        <h2 id={headingId} className="w-hero__title">
          {programme || name || t('hero.live')}
        </h2>
        {answer.isError && (
          <p className="w-hero__message" role="alert">
            {t('state.loadError')}
          </p>
        )}
        {answer.isSuccess && channel && !item && <p className="w-hero__message">{t('hero.empty')}</p>}
        {item && (
          <>
            <p className="w-hero__time">{`${item.time}–${item.time_finish}`}</p>
            <ProgressBar value={item.time_proc} label={t('schedule.progress', { title: programme })} />
          </>
        )}
        {channel &&
          (hydrated && player ? (
            <PlayButton
              className="w-hero__watch"
              label={`${t('schedule.watchLive')}: ${name}`}
              request={{
                channel: channel.channel,
                type: channel.type === 'radio' ? 'radio' : 'tv',
                title: name,
              }}
            >
              {t('schedule.watchLive')}
            </PlayButton>
          ) : (
            <Link
              className="play-button w-hero__watch"
              to={href('app.channel.view', { id: channel.channel })}
            >
              {t('schedule.watchLive')}
            </Link>
          ))}
      </div>
    </section>
  );
}
