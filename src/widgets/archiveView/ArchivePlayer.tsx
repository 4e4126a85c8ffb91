import { useT } from '@core/i18n/react';
import { INTL_LOCALE, LANG_NAMES, pickText } from '@core/lang';
import type { ArchiveItem } from '@core/schemas/content';
import type { Channel, LiveStream } from '@core/schemas/entities';
import { lazy, Suspense, useState } from 'react';
import { Picture } from '../_kit/content/Picture';
import { useRecordingProgress } from '../_kit/mine/Recording';
import { usePlayer } from '../player';
import { httpStatus, useHydrated, useNeed, useRuntime } from '../runtime';
import { loadPartTexts } from '../texts';
import type { DataNeed } from '../types';

/** The player (media-chrome, hls.js): its own chunk, loaded only when a recording is to play. */
const MediaPlayer = lazy(() =>
  Promise.all([import('../_kit/player/MediaPlayer'), loadPartTexts('_kit/player/MediaPlayer')]).then(
    ([m]) => m,
  ),
);

/** The poster's box: 16:9, as the player's. */
const POSTER_WIDTH = 960;
const POSTER_HEIGHT = 540;

/**
 * The recording's player in a box of its final size (16:9; a bar for radio), so nothing moves when
 * it arrives. The server renders the poster with a play button; in the browser the player loads
 * right after hydration when the view autoplays (spec §9), or on the press of play otherwise —
 * never as part of another page's initial JS. A recording plays in its page, not in the floating
 * player, and stops when the visitor leaves it (docs/decisions/015-live-player.md); while the
 * floating player sounds (radio the visitor brought along) it waits for a press of play instead
 * of autoplaying over it, and a press pauses the radio (one sound at a time). Its title, channel
 * and poster, its actions and its position are on the lock screen (Media Session).
 */
export function ArchivePlayer({
  item,
  title,
  need,
  autoplay,
}: {
  item: ArchiveItem;
  title: string;
  need: DataNeed | null;
  autoplay: boolean;
}) {
  const t = useT('archiveView', 'kit.content', 'chrome');
  const { lang, product } = useRuntime();
  const vod = useNeed<LiveStream>(need);
  const hydrated = useHydrated();
  const player = usePlayer();
  const [pressed, setPressed] = useState(false);
  // Issue 28: the position is saved as it plays, and a saved one is offered on the next visit.
  const progress = useRecordingProgress({ id: item._id, title, picture: item.poster?.link ?? null }, () =>
    setPressed(true),
  );
  // Decided once, at hydration: the radio sounding then keeps the recording waiting for a press.
  const [radioOn] = useState(() => player?.sounding() ?? false);
  // The version playing (issue 26): the recording, or its sign-language or audio-described version.
  const versions = recordingVersions(item);
  const [version, setVersion] = useState<Version>('original');
  const chosen = versions.find((v) => v.version === version) ?? versions[0];
  const stream =
    vod.data?.data && chosen?.url ? { ...vod.data.data, url: chosen.url, captions: false } : vod.data?.data;
  const subtitles = (item.subtitles ?? []).map((track) => ({
    lang: INTL_LOCALE[track.lang],
    url: track.url,
    label: LANG_NAMES[track.lang],
  }));
  const audio = (stream?.type ?? item.type) === 'radio';
  const playing = stream !== undefined && (pressed || (autoplay && hydrated && !radioOn));
  // The channel's name for the lock screen, read once the recording plays (never on the server).
  const channel = useNeed<Channel>(
    playing && item.channel ? { path: `${product}/channel/${encodeURIComponent(item.channel)}.json` } : null,
  );
  const session = {
    title,
    artist: channel.data ? pickText(channel.data.data.title, lang) : t('site.name'),
    album: t('site.name'),
    artwork: item.poster?.link ?? channel.data?.data.photo ?? null,
  };
  const label = t(audio ? 'archive.listen' : 'archive.watch', { title });

  const poster = (busy: boolean) => (
    <button
      type="button"
      className="w-archiveView__poster"
      disabled={!stream || busy}
      aria-busy={busy || undefined}
      onClick={() => setPressed(true)}
    >
      {!audio && (
        <Picture
          picture={item.poster}
          alt=""
          width={POSTER_WIDTH}
          height={POSTER_HEIGHT}
          className="w-archiveView__picture"
          priority
        />
      )}
      <span className="w-archiveView__play" aria-hidden="true">
        <svg viewBox="0 0 16 16" width="32" height="32" focusable="false" aria-hidden="true">
          <path d="M4 2.5v11l9-5.5z" fill="currentColor" />
        </svg>
      </span>
      <span className="w-archiveView__label">{busy ? t('archive.loading') : label}</span>
    </button>
  );

  const frame = (
    <div className={`w-archiveView__frame${audio ? ' w-archiveView__frame--audio' : ''}`}>
      {vod.isError ? (
        <p className="w-archiveView__message" role="alert">
          {httpStatus(vod.error) === 404 ? t('archive.unavailable') : t('state.loadError')}
        </p>
      ) : playing && stream ? (
        <Suspense fallback={poster(true)}>
          <MediaPlayer
            key={stream.url}
            stream={stream}
            subtitles={chosen?.url ? [] : subtitles}
            lang={lang}
            mode="vod"
            poster={item.poster?.link}
            session={session}
            className="w-archiveView__player"
            onMedia={progress.onMedia}
          />
        </Suspense>
      ) : (
        poster(false)
      )}
    </div>
  );
  if (versions.length < 2)
    return (
      <div className="w-archiveView__stage">
        {frame}
        {progress.offer}
      </div>
    );
  return (
    <>
      <div className="w-archiveView__stage">
        {frame}
        {progress.offer}
      </div>
      <fieldset className="w-archiveView__versions">
        <legend>{t('archive.version')}</legend>
        {versions.map((v) => (
          <label key={v.version} className="w-archiveView__version">
            <input
              type="radio"
              name={`version-${item._id}`}
              value={v.version}
              checked={version === v.version}
              onChange={() => {
                setVersion(v.version);
                setPressed(true);
              }}
            />
            {t(`archive.versions.${v.version}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}

type Version = 'original' | 'sign' | 'audio';

/** The versions of a recording: the recording itself, then those with sign language, audio description. */
export function recordingVersions(item: ArchiveItem): { version: Version; url: string | null }[] {
  return [
    { version: 'original' as const, url: null },
    ...(item.sign_language_url ? [{ version: 'sign' as const, url: item.sign_language_url }] : []),
    ...(item.audio_description_url ? [{ version: 'audio' as const, url: item.audio_description_url }] : []),
  ];
}
