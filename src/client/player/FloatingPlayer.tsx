import { useT } from '@core/i18n/react';
import type { Channel, LiveStream, Schedule } from '@core/schemas/entities';
import { broadcastClock } from '@core/time';
import { Badges } from '@widgets/_kit/badges/Badges';
import { useChannelHistory } from '@widgets/_kit/mine/live';
import MediaPlayer, { type PlayerStatus, type PlayPosition } from '@widgets/_kit/player/MediaPlayer';
import { programmeOnAir } from '@widgets/_kit/player/programme';
import { httpStatus, useApi, useRuntime } from '@widgets/runtime';
import { useId, useState } from 'react';
import { type PlayerSize, type PlayerState, toggleSize } from './state';
import './floating-player.css';

export interface FloatingPlayerProps {
  state: PlayerState;
  onClose: () => void;
  onSize: (size: PlayerSize) => void;
}

const hhmm = (date: Date) => {
  const { minutes } = broadcastClock(date);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
};

/**
 * The floating player (spec §4): max (over the page, scrolling locked) or min (a corner box that
 * stays while the visitor browses). It looks up the channel's stream, plays it, says which
 * programme is playing at the current position (also after a rewind) and hands the station and
 * programme to the phone's lock screen and the browser's media controls (Media Session). Once its
 * stream plays, the channel enters the viewer's history (when they agreed to it; issue 28).
 */
export default function FloatingPlayer({ state, onClose, onSize }: FloatingPlayerProps) {
  const t = useT('chrome', 'kit.player');
  const { lang, product } = useRuntime();
  const { request, size } = state;
  const titleId = useId();
  const watch = useApi<LiveStream>(
    `${product}/watch/${encodeURIComponent(request.channel)}.json`,
    // The title's language: in the key, so switching the language reads it again.
    { lang },
    {
      quiet: true,
      retry: false,
      staleTime: 60_000,
    },
  );
  const stream = watch.data?.data;
  const title = stream?.title ?? request.title ?? request.channel;
  const [position, setPosition] = useState<PlayPosition>({ date: null, behind: null });
  const [status, setStatus] = useState<PlayerStatus>('loading');
  useChannelHistory(request.channel, stream?.title || null, status === 'playing');
  const date = broadcastClock(position.date ?? Date.now()).date;
  const schedule = useApi<Schedule>(
    `${product}/schedule/${encodeURIComponent(request.channel)}/${date}.json`,
    {},
    { quiet: true, retry: false, staleTime: 5 * 60_000 },
  );
  const onAir = position.date ? programmeOnAir(schedule.data?.data, position.date, lang) : null;
  const programme = onAir?.title ?? null;
  const behindMinutes = position.behind !== null ? Math.round(position.behind / 60) : 0;
  // The channel's logo or photo: the lock screen's artwork (the channel page's own read).
  const channel = useApi<Channel>(
    `${product}/channel/${encodeURIComponent(request.channel)}.json`,
    {},
    {
      quiet: true,
      retry: false,
      staleTime: 5 * 60_000,
    },
  );
  const live = t('player.live');
  const session = {
    title: programme ?? live,
    artist: title,
    album: t('site.name'),
    artwork: channel.data?.data.photo ?? null,
  };

  const notFound = watch.isError && httpStatus(watch.error) === 404;
  const top = (
    <div className="fp__top">
      <div className="fp__titles">
        <h2 id={titleId} className="fp__title">
          {title}
        </h2>
        <p className="fp__now" aria-live="polite">
          {behindMinutes > 0 ? t('player.behind', { minutes: behindMinutes }) : t('player.live')}
          {position.date && programme ? ` · ${hhmm(position.date)} — ${programme}` : ''}
        </p>
        {onAir?.rating ? <Badges item={{ rating: onAir.rating }} className="fp__badges" /> : null}
        {request.closesAt ? (
          <p className="fp__closes">{t('player.closesAt', { time: hhmm(new Date(request.closesAt)) })}</p>
        ) : null}
      </div>
      <div className="fp__actions">
        <button
          type="button"
          className="fp__button"
          aria-pressed={size === 'max'}
          onClick={() => onSize(toggleSize(size))}
          aria-label={size === 'max' ? t('player.minimize') : t('player.maximize')}
          title={size === 'max' ? t('player.minimize') : t('player.maximize')}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
            {size === 'max' ? (
              <path d="M3 13h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            ) : (
              <rect x="3" y="3" width="10" height="10" fill="none" stroke="currentColor" strokeWidth="2" />
            )}
          </svg>
        </button>
        <button
          type="button"
          className="fp__button"
          onClick={onClose}
          aria-label={t('player.close')}
          title={t('player.close')}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" width="16" height="16">
            <path d="M3 3l10 10M13 3 3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
    </div>
  );

  return (
    <section
      className={`fp fp--${size} fp--${request.type}`}
      aria-labelledby={titleId}
      data-size={size}
      data-channel={request.channel}
      data-status={status}
    >
      {stream ? (
        <MediaPlayer
          stream={stream}
          lang={lang}
          top={top}
          onPosition={setPosition}
          onStatus={setStatus}
          session={session}
          onStop={onClose}
          className="fp__player"
        />
      ) : (
        <div className="fp__pending">
          {top}
          <p className="fp__message" role={watch.isError ? 'alert' : 'status'}>
            {watch.isError ? (notFound ? t('player.notFound') : t('player.failed')) : t('player.loading')}
          </p>
          {watch.isError && !notFound && (
            <button type="button" onClick={() => void watch.refetch()}>
              {t('player.retry')}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
