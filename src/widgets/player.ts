import { createContext, useContext } from 'react';

/**
 * What a widget asks of the floating player (spec §4 "Player"): play a channel live. Every live
 * play control (the channel page's poster, the liveVideo widget, the on-air rail, the hero, the
 * schedule's current entry) plays in this one player (issue 25). The app
 * provides it (src/client/player/PlayerHost.tsx); without a provider (the server renderer, a
 * story without one) widgets render no play controls. Widgets never import the client (design §4).
 */
export interface PlayRequest {
  channel: string;
  type: 'tv' | 'radio';
  /** The channel's name, shown at once while its stream is looked up. */
  title?: string;
  /**
   * Spec §4 schedule: a stream opened from a schedule entry closes itself at the next entry that
   * is not online, or at 24:00 Tashkent (ms since the epoch); absent, it plays until closed.
   */
  closesAt?: number | null;
  /** Spec §4: a schedule entry that is not online opens the 'Not Live' dialog instead of playing. */
  online?: boolean;
}

export interface PlayerApi {
  play(request: PlayRequest): void;
  /** The channel playing in the floating player, if any (play buttons show it pressed). */
  playing: string | null;
  /**
   * Whether the floating player is sounding now: a page that would autoplay (an archive
   * recording) waits for a press of play instead of cutting the visitor's radio off.
   */
  sounding(): boolean;
}

export const PlayerContext = createContext<PlayerApi | null>(null);

/** The floating player, or null where there is none (server render, tests without one). */
export function usePlayer(): PlayerApi | null {
  return useContext(PlayerContext);
}
