import { useT } from '@core/i18n/react';
import { type PlayerApi, PlayerContext, type PlayRequest } from '@widgets/player';
import { loadTexts } from '@widgets/texts';
import { useAtom } from 'jotai';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Dialog } from '../shell/Dialog';
import { useRouteChange } from '../shell/useRouteChange';
import { afterRouteChange, closed, type PlayerSize, playerAtom, resized, startPlaying } from './state';

/**
 * The player itself (media-chrome, hls.js): its own chunk, loaded when something first plays,
 * with the texts of the player kit it shows (the chrome's are on every page).
 */
const FloatingPlayer = lazy(() =>
  Promise.all([import('./FloatingPlayer'), loadTexts(['kit.player'])]).then(([module]) => module),
);

/** Whether the floating player's media is playing now (not paused, not closed). */
function sounding(): boolean {
  if (typeof document === 'undefined') return false;
  const media = document.querySelector<HTMLMediaElement>('section.fp [slot="media"]');
  return Boolean(media && !media.paused && !media.ended);
}

/** The class on <html> while the player is max: page scrolling is locked (spec §4). */
export const SCROLL_LOCK_CLASS = 'is-player-max';

/**
 * The floating player's host, part of the page chrome rather than a widget placed in a layout:
 * the one player every live play control opens (issue 25). It outlives route changes, so radio
 * keeps playing in the small player while the visitor browses; live video stops on any route
 * change (spec §4; `afterRouteChange`). It gives widgets `usePlayer().play` and shows the
 * 'Not Live' dialog for a schedule entry that is not online (spec §8). One sound at a time: when
 * any media of the page starts (the floating player, an archive recording), the others pause
 * (docs/decisions/015-live-player.md).
 */
export function PlayerHost({ children }: { children: ReactNode }) {
  const t = useT('chrome');
  const [state, setState] = useAtom(playerAtom);
  const [notLive, setNotLive] = useState(false);

  const play = useCallback(
    (request: PlayRequest) => {
      if (request.online === false) {
        setNotLive(true);
        return;
      }
      setState(startPlaying(request));
    },
    [setState],
  );
  const close = useCallback(() => setState(closed()), [setState]);
  const resize = useCallback((size: PlayerSize) => setState((s) => resized(s, size)), [setState]);
  const api = useMemo<PlayerApi>(
    () => ({ play, playing: state?.request.channel ?? null, sounding }),
    [play, state],
  );

  // Spec §4: video online stops on any route change; radio goes on (in the small player).
  useRouteChange(() => setState(afterRouteChange));

  // One sound at a time: a recording started in its page pauses the radio, and the other way round.
  useEffect(() => {
    const onPlay = (event: Event) => {
      const started = event.target;
      if (!(started instanceof HTMLMediaElement)) return;
      for (const media of document.querySelectorAll<HTMLMediaElement>('audio, video'))
        if (media !== started && !media.paused) media.pause();
    };
    document.addEventListener('play', onPlay, true);
    return () => document.removeEventListener('play', onPlay, true);
  }, []);

  // Spec §4: max locks page scrolling; min and close give it back.
  const max = state?.size === 'max';
  useEffect(() => {
    if (!max) return;
    document.documentElement.classList.add(SCROLL_LOCK_CLASS);
    return () => document.documentElement.classList.remove(SCROLL_LOCK_CLASS);
  }, [max]);

  // Spec §4: a stream opened from the schedule closes at the next non-online entry or 24:00.
  const closesAt = state?.request.closesAt ?? null;
  useEffect(() => {
    if (closesAt === null) return;
    const timer = setTimeout(close, Math.max(0, closesAt - Date.now()));
    return () => clearTimeout(timer);
  }, [closesAt, close]);

  return (
    <PlayerContext.Provider value={api}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <FloatingPlayer key={state.id} state={state} onClose={close} onSize={resize} />
        </Suspense>
      )}
      <Dialog open={notLive} onClose={() => setNotLive(false)} title={t('player.notLiveTitle')}>
        <p>{t('player.notLiveText')}</p>
      </Dialog>
    </PlayerContext.Provider>
  );
}
