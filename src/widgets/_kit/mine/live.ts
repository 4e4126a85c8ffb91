import { useEffect, useRef } from 'react';
import { recordHistory, useMine } from './store';

/**
 * History of live channels (issue 28: "what was watched and listened to"): the floating player
 * (src/client/player/FloatingPlayer.tsx), which plays every live TV channel and radio station,
 * records the channel once per play, when its stream first plays, and only when the viewer agreed
 * to history and has not paused it (the store and the server check that too). A play that pauses
 * and plays again, or goes on for hours, is still one entry; a new play (the host mounts a new
 * player for each) counts again and moves the channel to the top. `title` is null until the
 * stream's name is known.
 */
export function useChannelHistory(channel: string, title: string | null, playing: boolean): void {
  const mine = useMine();
  const recorded = useRef<string | null>(null);
  const open = mine.ready && mine.historyConsent === true && !mine.historyPaused;
  useEffect(() => {
    if (!playing || !open || !title || recorded.current === channel) return;
    recorded.current = channel;
    recordHistory({ kind: 'channel', id: channel, title });
  }, [channel, title, playing, open]);
}
