import 'media-chrome/media-controller';
import 'media-chrome/media-control-bar';
import 'media-chrome/media-play-button';
import 'media-chrome/media-mute-button';
import 'media-chrome/media-volume-range';
import 'media-chrome/media-time-range';
import 'media-chrome/media-time-display';
import 'media-chrome/media-seek-backward-button';
import 'media-chrome/media-seek-forward-button';
import 'media-chrome/media-live-button';
import 'media-chrome/media-pip-button';
import 'media-chrome/media-fullscreen-button';
import 'media-chrome/media-loading-indicator';
import { useT } from '@core/i18n/react';
import { I18NEXT_LNG } from '@core/i18n/resources';
import type { Lang } from '@core/lang';
import { PLAYER_CONTROLS_HIDE_MS } from '@core/live';
import type { LiveStream } from '@core/schemas/entities';
import type HlsType from 'hls.js';
import { addTranslation, setLanguage } from 'media-chrome/dist/utils/i18n.js';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { loadPartTexts } from '../../texts';
import { captionsWanted, keepCuesAboveBar, keepTracksOnOrigin } from './captions';
import './captions-switch';
import { CHROME_LABELS } from './labels';
import { type SessionInfo, useMediaSession } from './mediaSession';
import './elements';
import './player.css';

/** The live stream's wall-clock timeline and "from the start" (issue 25): a chunk of its own, with its texts. */
const LiveTimeline = lazy(() =>
  Promise.all([import('../timeline/LiveTimeline'), loadPartTexts('_kit/timeline/LiveTimeline')]).then(
    ([m]) => m,
  ),
);

/** Seconds a rewind or a forward step moves (the issue's "rewind one minute"). */
export const SEEK_STEP_SECONDS = 60;
/** The same step through a recording: ten seconds, as the keyboard's. */
export const VOD_SEEK_STEP_SECONDS = 10;
/** How far behind the edge "back to live" lands: hls.js's default of three 6.4 s segments. */
const LIVE_OFFSET_SECONDS = 20;

/** How long a stream may make no progress, while meant to play, before the player gives up. */
export const STALL_LIMIT_MS = 12_000;

/** hls.js's load policy: a few quick retries (about 10 s in all) before an error is fatal. */
const LOAD_POLICY = {
  maxTimeToFirstByteMs: 8000,
  maxLoadTimeMs: 20_000,
  timeoutRetry: { maxNumRetry: 2, retryDelayMs: 0, maxRetryDelayMs: 0 },
  errorRetry: { maxNumRetry: 2, retryDelayMs: 1000, maxRetryDelayMs: 4000 },
};

/** Where the playing position is: its wall-clock date (from the stream's dates) and its lag. */
export interface PlayPosition {
  date: Date | null;
  /** Seconds behind the live edge (0 at the edge; null for on-demand media). */
  behind: number | null;
}

export type PlayerStatus = 'loading' | 'playing' | 'paused' | 'error';

/**
 * `live`: a live stream (a rewind window, "back to live"); `vod`: a recording of the archive (issue
 * 8), seekable from start to end, with its position and duration shown and no live controls.
 */
export type PlayerMode = 'live' | 'vod';

export interface MediaPlayerProps {
  stream: LiveStream;
  lang: Lang;
  /** Live by default. */
  mode?: PlayerMode;
  /** A picture shown until the first frame (recordings). */
  poster?: string;
  /** Shown above the controls (hidden with them): the title, size buttons. */
  top?: ReactNode;
  onPosition?: (position: PlayPosition) => void;
  onStatus?: (status: PlayerStatus) => void;
  className?: string;
  /** What the lock screen and the system's media controls show (./mediaSession.ts). */
  session?: SessionInfo | null;
  /** The system's "stop": the floating player closes; without it a recording pauses at its start. */
  onStop?: () => void;
  /**
   * Subtitle files of a recording (issue 26: WebVTT uploaded by the newsroom), offered by the
   * captions switch beside the stream's own captions; `label` is the language's name.
   */
  subtitles?: readonly { lang: string; url: string; label: string }[];
  /**
   * The media element once it exists (and again for a new stream): a recording's page follows its
   * position with it (issue 28, continue watching). What it returns runs when it goes.
   */
  onMedia?: (media: HTMLMediaElement) => (() => void) | undefined;
}

function useChromeLanguage(lang: Lang) {
  const code = I18NEXT_LNG[lang];
  addTranslation(code, CHROME_LABELS[lang]);
  setLanguage(code);
}

const hasMse = () =>
  typeof window !== 'undefined' && ('MediaSource' in window || 'ManagedMediaSource' in window);
const isHls = (url: string) => /\.m3u8($|\?)/i.test(url);

/**
 * One player for live and on-demand media (issue 7): HLS through hls.js (its light build, the full
 * one only for streams with captions), native HLS where the browser has no Media Source
 * Extensions (iOS), MP4 natively. Controls are media-chrome's accessible web components
 * (keyboard, labels, captions, picture-in-picture), hidden after 3 s without activity. It
 * autoplays, falling back to muted when the browser blocks sound; it never loops; a fatal error
 * shows a retry state instead of a frozen picture; everything is destroyed on unmount. In `vod`
 * mode (the archive, issue 8) it plays a recording: seekable throughout, its duration shown, no
 * "back to live".
 */
export default function MediaPlayer({
  stream,
  lang,
  mode = 'live',
  poster,
  top,
  onPosition,
  onStatus,
  className,
  session = null,
  onStop,
  subtitles = [],
  onMedia,
}: MediaPlayerProps) {
  const t = useT('kit.player');
  useChromeLanguage(lang);
  const mediaRef = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [failed, setFailed] = useState(false);
  const [mutedByBrowser, setMutedByBrowser] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** The live stream's hls.js, for the wall-clock timeline and "from the start" (./timeline.tsx). */
  const [hlsShown, setHlsShown] = useState<HlsType | null>(null);
  const audio = stream.type === 'radio';
  const live = mode === 'live';
  const positionRef = useRef(onPosition);
  positionRef.current = onPosition;
  const statusRef = useRef(onStatus);
  statusRef.current = onStatus;
  const barRef = useRef<HTMLElement>(null);
  const mediaCallback = useRef(onMedia);
  mediaCallback.current = onMedia;
  // biome-ignore lint/correctness/useExhaustiveDependencies: again for each stream
  useEffect(() => {
    const media = mediaRef.current;
    return media ? mediaCallback.current?.(media) : undefined;
  }, [stream.url]);
  useMediaSession(mediaRef, session, {
    step: live ? SEEK_STEP_SECONDS : VOD_SEEK_STEP_SECONDS,
    onStop: () => {
      if (onStop) return onStop();
      const media = mediaRef.current;
      if (!media) return;
      media.pause();
      media.currentTime = 0;
    },
  });
  // Captions: hls.js's tracks loaded from our origin (no CSP violation), cues above the bar.
  useEffect(() => {
    const media = mediaRef.current;
    if (!media || !stream.captions) return;
    const untrack = keepTracksOnOrigin(media);
    const unplace = media instanceof HTMLVideoElement ? keepCuesAboveBar(media, () => barRef.current) : null;
    return () => {
      untrack();
      unplace?.();
    };
  }, [stream.captions]);
  // The visitor's last captions choice (kept by the captions switch); read after hydration.
  const [captionsOn, setCaptionsOn] = useState(false);
  useEffect(() => setCaptionsOn(captionsWanted()), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry button's way to start over
  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    let hls: HlsType | null = null;
    let cancelled = false;
    let watchdog: ReturnType<typeof setInterval> | undefined;
    setFailed(false);
    statusRef.current?.('loading');
    const fail = () => {
      if (cancelled) return;
      clearInterval(watchdog);
      setFailed(true);
      statusRef.current?.('error');
      hls?.destroy();
      hls = null;
      setHlsShown(null);
    };
    const play = () => {
      media.play().catch((err: unknown) => {
        if (cancelled || (err as Error).name !== 'NotAllowedError') return;
        // Sound is blocked until the visitor interacts: play muted and offer to unmute.
        media.muted = true;
        setMutedByBrowser(true);
        media.play().catch(() => {});
      });
    };
    const report = () => {
      const date = hls?.playingDate ?? null;
      const edge = hls?.liveSyncPosition ?? null;
      positionRef.current?.({
        date,
        behind: edge === null ? null : Math.max(0, Math.round(edge - media.currentTime)),
      });
    };
    const onPlaying = () => statusRef.current?.('playing');
    const onPause = () => statusRef.current?.('paused');
    const onError = () => fail();
    // A stream that stops coming (a missing segment hls.js skips over and over, a network that
    // hangs) would leave a frozen picture: after STALL_LIMIT_MS without progress while meant to
    // be playing, the player says so and offers a retry.
    let lastTime = -1;
    let stalledSince = Date.now();
    watchdog = setInterval(() => {
      if (media.paused && media.readyState > 0) {
        stalledSince = Date.now();
        return;
      }
      if (media.currentTime !== lastTime) {
        lastTime = media.currentTime;
        stalledSince = Date.now();
      } else if (Date.now() - stalledSince >= STALL_LIMIT_MS) fail();
    }, 1000);
    media.addEventListener('timeupdate', report);
    media.addEventListener('playing', onPlaying);
    media.addEventListener('pause', onPause);
    media.addEventListener('error', onError);

    if (isHls(stream.url) && hasMse()) {
      const load = stream.captions ? import('hls.js') : import('hls.js/light');
      load
        .then(({ default: Hls }) => {
          if (cancelled) return;
          const instance = new Hls({
            // The strict CSP allows no blob: workers; fMP4 needs no transmuxing worth a worker.
            enableWorker: false,
            // A live stream has no end; a recording has its real duration (the time range seeks it).
            liveDurationInfinity: live,
            backBufferLength: 90,
            // A live viewer should see a failure and a retry button within seconds, not stare at
            // a frozen picture through a minute of silent retries.
            fragLoadPolicy: { default: LOAD_POLICY },
            playlistLoadPolicy: { default: LOAD_POLICY },
            manifestLoadPolicy: { default: LOAD_POLICY },
          });
          hls = instance;
          setHlsShown(instance);
          instance.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) fail();
          });
          instance.on(Hls.Events.MANIFEST_PARSED, play);
          // A live stream: media-chrome shows the live button and the rewind range from these. A
          // recording is on demand: the range covers it from start to end.
          Object.assign(
            media,
            live
              ? { streamType: 'live', targetLiveWindow: Number.POSITIVE_INFINITY }
              : { streamType: 'on-demand', targetLiveWindow: Number.NaN },
          );
          media.dispatchEvent(new Event('streamtypechange'));
          media.dispatchEvent(new Event('targetlivewindowchange'));
          instance.loadSource(stream.url);
          instance.attachMedia(media);
        })
        .catch(fail);
    } else {
      media.src = stream.url;
      play();
    }

    return () => {
      cancelled = true;
      clearInterval(watchdog);
      media.removeEventListener('timeupdate', report);
      media.removeEventListener('playing', onPlaying);
      media.removeEventListener('pause', onPause);
      media.removeEventListener('error', onError);
      hls?.destroy();
      setHlsShown(null);
      media.pause();
      media.removeAttribute('src');
      media.load();
    };
  }, [stream.url, stream.captions, live, attempt]);

  const Media = audio ? 'audio' : 'video';
  const captioned = stream.captions || subtitles.length > 0;
  const step = live ? SEEK_STEP_SECONDS : VOD_SEEK_STEP_SECONDS;
  return (
    <div
      className={`p-player${audio ? ' p-player--audio' : ''}${failed ? ' p-player--failed' : ''}${className ? ` ${className}` : ''}`}
    >
      <media-controller
        className="p-player__controller"
        audio={audio || undefined}
        autohide={String(PLAYER_CONTROLS_HIDE_MS / 1000)}
        defaultstreamtype={live ? undefined : 'on-demand'}
        seektoliveoffset={live ? String(LIVE_OFFSET_SECONDS) : undefined}
        liveedgeoffset={live ? String(LIVE_OFFSET_SECONDS + 5) : undefined}
        keyboardbackwardseekoffset="10"
        keyboardforwardseekoffset="10"
        defaultsubtitles={captioned && captionsOn ? '' : undefined}
      >
        <Media
          slot="media"
          ref={mediaRef}
          playsInline
          preload="auto"
          loop={false}
          poster={!audio && poster ? poster : undefined}
          aria-label={stream.title}
          data-channel={stream.channel}
          data-mode={mode}
        >
          {subtitles.map((track) => (
            <track
              key={track.url}
              kind="subtitles"
              src={track.url}
              srcLang={track.lang}
              label={track.label}
            />
          ))}
        </Media>
        {top && !failed && (
          <div slot="top-chrome" className="p-player__top">
            {top}
          </div>
        )}
        {!audio && <media-loading-indicator slot="centered-chrome" noautohide="" />}
        {live && !audio && hlsShown && mediaRef.current ? (
          <Suspense fallback={null}>
            <LiveTimeline hls={hlsShown} media={mediaRef.current} channel={stream.channel} lang={lang} />
          </Suspense>
        ) : null}
        <media-control-bar className="p-player__bar" ref={barRef}>
          <media-play-button />
          <media-seek-backward-button seekoffset={String(step)} />
          <media-seek-forward-button seekoffset={String(step)} />
          {live && <media-live-button />}
          <media-time-range />
          {/* The position and duration as text, not a button toggling "remaining": as a button its
              name ("playback time") would not hold the time it shows (WCAG 2.5.3). */}
          {!live && <media-time-display showduration="" notoggle="" />}
          <media-mute-button />
          <media-volume-range />
          {/* media-chrome's captions button as a switch (./captions-switch.ts) */}
          {captioned && <efir-captions-switch />}
          {!audio && <media-pip-button />}
          {!audio && <media-fullscreen-button />}
        </media-control-bar>
      </media-controller>
      {mutedByBrowser && (
        <button
          type="button"
          className="p-player__unmute"
          onClick={() => {
            const media = mediaRef.current;
            if (media) media.muted = false;
            setMutedByBrowser(false);
          }}
        >
          {t('player.unmute')}
        </button>
      )}
      {failed && (
        // The retry state, in whichever size the player is: the top (title, size and close
        // controls) stays with it, outside the controls that hide.
        <div className="p-player__error">
          {top && <div className="p-player__top p-player__top--static">{top}</div>}
          <div className="p-player__retry" role="alert">
            <p>{t('player.failed')}</p>
            <button type="button" onClick={() => setAttempt((n) => n + 1)}>
              {t('player.retry')}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
