import { type RefObject, useEffect, useEffectEvent, useRef } from 'react';

/** What the lock screen, the headset and the browser's media controls show for a playback. */
export interface SessionInfo {
  /** The programme at the playing position (live), the recording's title (on demand). */
  title: string;
  /** The channel. */
  artist: string;
  /** Where it plays: the portal. */
  album: string;
  /** The channel's logo or photo, the recording's poster; the portal's mark without one. */
  artwork: string | null | undefined;
}

/** The portal's mark: the artwork of a channel without a logo. */
export const FALLBACK_ARTWORK = '/favicon.svg';

export interface SessionOptions {
  /** Seconds the lock screen's "back" and "forward" move when the system gives no offset. */
  step: number;
  /** Stop: the floating player closes; a recording pauses at its start. */
  onStop: () => void;
}

/** The actions this player hands to the system, in the Media Session's names. */
export const SESSION_ACTIONS = [
  'play',
  'pause',
  'stop',
  'seekbackward',
  'seekforward',
  'seekto',
  'enterpictureinpicture',
] as const;
type Action = (typeof SESSION_ACTIONS)[number];

/**
 * Sets (or clears) one action's handler. TypeScript's DOM types lack `enterpictureinpicture`
 * (Chromium has it); a browser that does not know an action throws, and the action is left out.
 */
function setAction(session: MediaSession, action: Action, handler: MediaSessionActionHandler | null) {
  try {
    session.setActionHandler(action as MediaSessionAction, handler);
  } catch {
    // An action this browser does not know (picture-in-picture in older ones).
  }
}

/** The seekable range of a media element (a live stream's rewind window, a recording's length). */
function range(media: HTMLMediaElement): [number, number] {
  const { seekable } = media;
  if (seekable.length === 0) return [0, Number.isFinite(media.duration) ? media.duration : media.currentTime];
  return [seekable.start(0), seekable.end(seekable.length - 1)];
}

/** `to`, kept inside what the media can seek to. */
export function clampSeek(media: HTMLMediaElement, to: number): number {
  const [start, end] = range(media);
  return Math.min(Math.max(to, start), end);
}

/** The lock screen's position for on-demand media: its duration, position and rate; null for live. */
export function positionOf(media: HTMLMediaElement): MediaPositionState | null {
  const { duration } = media;
  if (!Number.isFinite(duration) || duration <= 0) return null;
  return {
    duration,
    playbackRate: media.playbackRate || 1,
    position: Math.min(Math.max(0, media.currentTime), duration),
  };
}

/**
 * When the position is told again: the system extrapolates it from the rate in between, so a
 * change of course (a seek, a pause, a new duration or rate) is what it needs to hear.
 */
const POSITION_EVENTS = ['loadedmetadata', 'durationchange', 'ratechange', 'playing', 'pause', 'seeked'];

/** The playback that holds the one Media Session of the page (the last to start). */
let owner: object | null = null;

function artworkOf(src: string | null | undefined): MediaImage[] {
  const url = src || FALLBACK_ARTWORK;
  const type = /\.svg($|\?)/i.test(url)
    ? 'image/svg+xml'
    : /\.png($|\?)/i.test(url)
      ? 'image/png'
      : /\.webp($|\?)/i.test(url)
        ? 'image/webp'
        : /\.jpe?g($|\?)/i.test(url)
          ? 'image/jpeg'
          : undefined;
  return [{ src: new URL(url, document.baseURI).href, ...(type ? { type } : {}) }];
}

/**
 * The Media Session of one playback (issue 25: every playback, TV, radio and archive, on the lock
 * screen and the browser's media controls): its metadata (programme, channel, artwork), the
 * actions play, pause, stop, seek backward and forward, seek to, and picture-in-picture for video;
 * for on-demand media its position (duration, position, rate), kept as it plays. The page has one
 * session: the playback that started last holds it, and gives it back when it ends.
 */
export function useMediaSession(
  mediaRef: RefObject<HTMLMediaElement | null>,
  info: SessionInfo | null,
  { step, onStop }: SessionOptions,
): void {
  const me = useRef({}).current;
  const stop = useEffectEvent(onStop);
  const session = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
  const writeMetadata = useEffectEvent(() => {
    if (!info || !session || owner !== me || typeof MediaMetadata === 'undefined') return;
    session.metadata = new MediaMetadata({
      title: info.title,
      artist: info.artist,
      album: info.album,
      artwork: artworkOf(info.artwork),
    });
  });

  // The metadata follows the programme at the playing position.
  // biome-ignore lint/correctness/useExhaustiveDependencies: written again whenever what it shows changes
  useEffect(() => writeMetadata(), [info?.title, info?.artist, info?.album, info?.artwork]);
  const wanted = info !== null;

  useEffect(() => {
    const media = mediaRef.current;
    if (!session || !media || !wanted) return;
    const handlers: Record<Action, MediaSessionActionHandler> = {
      play: () => void media.play().catch(() => {}),
      pause: () => media.pause(),
      stop: () => stop(),
      seekbackward: (details) => {
        media.currentTime = clampSeek(media, media.currentTime - (details.seekOffset ?? step));
      },
      seekforward: (details) => {
        media.currentTime = clampSeek(media, media.currentTime + (details.seekOffset ?? step));
      },
      seekto: (details) => {
        if (details.seekTime === undefined || details.seekTime === null) return;
        const to = clampSeek(media, details.seekTime);
        if (details.fastSeek && 'fastSeek' in media) media.fastSeek(to);
        else media.currentTime = to;
      },
      enterpictureinpicture: () => {
        if (media instanceof HTMLVideoElement && document.pictureInPictureEnabled)
          void media.requestPictureInPicture().catch(() => {});
      },
    };
    const position = () => {
      if (owner !== me) return;
      try {
        const state = positionOf(media);
        session.setPositionState(state ?? undefined);
      } catch {
        // A position past a duration that just changed: the next update sets it right.
      }
    };
    const claim = () => {
      owner = me;
      for (const action of SESSION_ACTIONS)
        setAction(
          session,
          action,
          action === 'enterpictureinpicture' && !(media instanceof HTMLVideoElement)
            ? null
            : handlers[action],
        );
      writeMetadata();
      position();
    };
    const state = () => {
      if (owner !== me) return;
      session.playbackState = media.paused ? 'paused' : 'playing';
    };
    const onPlay = () => {
      claim();
      state();
    };
    media.addEventListener('play', onPlay);
    media.addEventListener('playing', onPlay);
    media.addEventListener('pause', state);
    for (const event of POSITION_EVENTS) media.addEventListener(event, position);
    if (!media.paused) onPlay();
    return () => {
      media.removeEventListener('play', onPlay);
      media.removeEventListener('playing', onPlay);
      media.removeEventListener('pause', state);
      for (const event of POSITION_EVENTS) media.removeEventListener(event, position);
      if (owner !== me) return;
      owner = null;
      for (const action of SESSION_ACTIONS) setAction(session, action, null);
      session.metadata = null;
      session.playbackState = 'none';
      try {
        session.setPositionState();
      } catch {}
    };
  }, [session, mediaRef, step, me, wanted]);
}
