import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import type { LiveStream } from '@core/schemas/entities';
import { useId } from 'react';
import { usePlayer } from '../player';
import { httpStatus, useLoadContext, useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { liveChannel, liveVideoData } from './data';
import type { LiveVideoParams } from './meta';
import './liveVideo.css';

/**
 * Live video by channel (spec §2), embedded in the page. The server renders a 16:9 card with the
 * channel's name and a play control (the player's size is reserved: no shift); play opens the
 * channel in the one floating player of the page chrome (issue 25), maximised for TV and small for
 * radio (spec §4), which stops live video on any route change and keeps radio playing
 * (docs/decisions/015-live-player.md).
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
  const player = usePlayer();
  const stream = useNeed<LiveStream>(liveVideoData(channel, useLoadContext()));
  const data = stream.data?.data;
  const name = data?.title ?? channel;
  if (stream.isError)
    return (
      <p className="w-liveVideo__message" role="alert">
        {httpStatus(stream.error) === 404 ? t('player.notFound') : t('state.loadError')}
      </p>
    );
  const playing = player?.playing === channel;
  return (
    <button
      type="button"
      className="w-liveVideo__poster"
      disabled={!data}
      data-playing={playing ? '' : undefined}
      onClick={() => {
        if (data) player?.play({ channel: data.channel, type: data.type, title: data.title });
      }}
    >
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
