import { useT } from '@core/i18n/react';
import { useEffect, useRef, useState } from 'react';
import { clockOf } from './clock';
import { historySettings, recordHistory, refreshMine, resumePoint, saveProgress, useMine } from './store';
import './mine.css';

/** How often a playing recording's position is saved (issue 28). */
export const SAVE_EVERY_MS = 10_000;

interface Recording {
  id: string;
  title: string;
  picture: string | null;
}

/**
 * Continue watching and history for a recording's player (issue 28). `onMedia` follows the media
 * element: the position is saved every 10 s while it plays, on pause, at the end and when the
 * page is hidden (then with a request that outlives the page); the first play records history.
 * `offer` is the "Resume from 12:34 / Start over" choice when a saved position exists (read from
 * the account again on open, so a position saved on another device a moment ago is offered), and
 * the history question when it was never answered. `start` plays the recording (the poster's press).
 */
export function useRecordingProgress(recording: Recording, start: () => void) {
  const t = useT('kit.mine');
  const mine = useMine();
  const media = useRef<HTMLMediaElement | null>(null);
  const seekTo = useRef<number | null>(null);
  const [chosen, setChosen] = useState(false);
  const [played, setPlayed] = useState(false);
  const latest = useRef(recording);
  latest.current = recording;

  useEffect(() => {
    if (mine.ready) void refreshMine();
  }, [mine.ready]);

  const point = mine.ready && !chosen ? resumePoint(recording.id, mine) : null;

  const onMedia = (element: HTMLMediaElement) => {
    media.current = element;
    const save = (leaving = false) => {
      const { id, title, picture } = latest.current;
      if (element.currentTime > 0 && Number.isFinite(element.duration))
        saveProgress(
          { id, title, picture, position: element.currentTime, duration: element.duration },
          leaving,
        );
    };
    const seek = () => {
      if (seekTo.current !== null) element.currentTime = seekTo.current;
      seekTo.current = null;
    };
    const onPlaying = () => {
      setPlayed(true);
      const { id, title } = latest.current;
      recordHistory({ kind: 'archive', id, title });
    };
    const onPause = () => save();
    const onHidden = () => {
      if (document.visibilityState === 'hidden') save(true);
    };
    const onPageHide = () => save(true);
    const timer = setInterval(() => {
      if (!element.paused) save();
    }, SAVE_EVERY_MS);
    element.addEventListener('loadedmetadata', seek);
    element.addEventListener('playing', onPlaying);
    element.addEventListener('pause', onPause);
    element.addEventListener('ended', onPause);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      save(true);
      clearInterval(timer);
      element.removeEventListener('loadedmetadata', seek);
      element.removeEventListener('playing', onPlaying);
      element.removeEventListener('pause', onPause);
      element.removeEventListener('ended', onPause);
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      media.current = null;
    };
  };

  const choose = (position: number) => {
    setChosen(true);
    const element = media.current;
    if (element && element.readyState > 0) {
      element.currentTime = position;
      void element.play().catch(() => {});
    } else {
      seekTo.current = position;
      start();
    }
  };

  const offer = (
    <>
      {point && (
        <div className="k-mine__offer">
          <button
            type="button"
            className="k-mine__action k-mine__action--primary"
            onClick={() => choose(point.position)}
          >
            {t('resume.from', { time: clockOf(point.position) })}
          </button>
          <button type="button" className="k-mine__action" onClick={() => choose(0)}>
            {t('resume.over')}
          </button>
        </div>
      )}
      {played && mine.ready && mine.historyConsent === null && (
        <fieldset className="k-mine__consent">
          <legend>{t('consent.question')}</legend>
          <p>{t('consent.detail')}</p>
          <button
            type="button"
            className="k-mine__action k-mine__action--primary"
            onClick={() => {
              historySettings({ historyConsent: true });
              const { id, title } = latest.current;
              recordHistory({ kind: 'archive', id, title });
            }}
          >
            {t('consent.yes')}
          </button>
          <button
            type="button"
            className="k-mine__action"
            onClick={() => historySettings({ historyConsent: false })}
          >
            {t('consent.no')}
          </button>
        </fieldset>
      )}
    </>
  );
  return { onMedia, offer };
}
