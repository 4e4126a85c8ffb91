import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { useLocation } from '@core/router';
import type { LiveStream } from '@core/schemas/entities';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { httpStatus, useLoadContext, useNeed, useRuntime } from '../runtime';
import { loadPartTexts } from '../texts';
import type { WidgetProps } from '../types';
import { liveChannel, liveVideoData } from './data';
import type { LiveVideoParams } from './meta';
import './liveVideo.css';

/** The player (media-chrome, hls.js): its own chunk, loaded on the first press of play. */
const MediaPlayer = lazy(() =>
  Promise.all([import('../_kit/player/MediaPlayer'), loadPartTexts('_kit/player/MediaPlayer')]).then(
    ([m]) => m,
  ),
);

/**
 * Live video by channel (spec §2), embedded in the page. The server renders a 16:9 card with the
 * channel's name and a play button (the player's size is reserved: no shift); play loads the
 * player in place. Spec §4 "Video online": it pauses and stops on any route change, unlike the
 * floating player, which outlives pages (docs/decisions/015-live-player.md).
 */
export default function LiveVideo({ params }: WidgetProps<LiveVideoParams>) {
  const t = useT('liveVideo', 'kit.channel', 'kit.player');
  const { lang } = useRuntime();
  const headingId = useId();
  const channel = liveChannel(params, useLoadContext());
  const heading = pickText(params.title, lang) || t('liveVideo.title');
  return (
    <section className="w-liveVideo" aria-labelledby={headingId}>
      <h2 id={headingId} className="w-liveVideo__title">
        {heading}
      </h2>
      <div className="w-liveVideo__frame">
        {channel ? (
          <LiveFrame channel={channel} />
        ) : (
          <p className="w-liveVideo__message">{t('channelView.notSpecified')}</p>
        )}
      </div>
    </section>
  );
}

function LiveFrame({ channel }: { channel: string }) {
  const t = useT('liveVideo', 'kit.channel', 'kit.player');
  const { lang } = useRuntime();
  const stream = useNeed<LiveStream>(liveVideoData(channel, useLoadContext()));
  const [playing, setPlaying] = useState(false);

  // Spec §4: video online stops on any route change (this widget may stay on the next page).
  const { key } = useLocation();
  const seen = useRef(key);
  useEffect(() => {
    if (seen.current === key) return;
    seen.current = key;
    setPlaying(false);
  }, [key]);

  const data = stream.data?.data;
  const name = data?.title ?? channel;
  if (stream.isError)
    return (
      <p className="w-liveVideo__message" role="alert">
        {httpStatus(stream.error) === 404 ? t('player.notFound') : t('state.loadError')}
      </p>
    );
  if (data && playing)
    return (
      <Suspense fallback={<p className="w-liveVideo__message">{t('player.loading')}</p>}>
        <MediaPlayer stream={data} lang={lang} className="w-liveVideo__player" />
      </Suspense>
    );
  return (
    <button type="button" className="w-liveVideo__poster" disabled={!data} onClick={() => setPlaying(true)}>
      <span className="w-liveVideo__name" aria-hidden="true">
        {name}
      </span>
      <span className="w-liveVideo__play" aria-hidden="true">
        <svg aria-hidden="true" viewBox="0 0 16 16" width="32" height="32" focusable="false">
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        </svg>
      </span>
      <span className="w-liveVideo__label">
        {t(data?.type === 'radio' ? 'player.listen' : 'player.watch', { title: name })}
      </span>
    </button>
  );
}
