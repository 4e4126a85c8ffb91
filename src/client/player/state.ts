import type { PlayRequest } from '@widgets/player';
import { atom } from 'jotai';

/** Spec §4: the floating player's sizes. Closed is no player at all. */
export type PlayerSize = 'min' | 'max';

export interface PlayerState {
  request: PlayRequest;
  size: PlayerSize;
  /** A new play (even of the same channel) starts a new player. */
  id: number;
}

/** What the floating player plays; null when it is closed. */
export const playerAtom = atom<PlayerState | null>(null);

let plays = 0;

/** Spec §4: a play event for a radio channel minimises the player, any other maximises it. */
export function startPlaying(request: PlayRequest): PlayerState {
  return { request, size: request.type === 'radio' ? 'min' : 'max', id: ++plays };
}

/** Spec §4: the toggle switches between max and min. */
export const toggleSize = (size: PlayerSize): PlayerSize => (size === 'max' ? 'min' : 'max');

/** The player at another size (the toggle, or the minimise control of max). */
export const resized = (state: PlayerState | null, size: PlayerSize): PlayerState | null =>
  state && state.size !== size ? { ...state, size } : state;

/**
 * The player after a route change. Spec §4 "Video online: pauses and stops on any route change":
 * a TV stream closes, in either size. Radio goes on in the small player (the issue 25 rule: the
 * portal keeps its listener while they browse); a radio left in max shrinks to the corner so the
 * next page is readable and scrolls (max locks scrolling).
 */
export function afterRouteChange(state: PlayerState | null): PlayerState | null {
  if (!state) return null;
  if (state.request.type !== 'radio') return null;
  return resized(state, 'min');
}

/** Spec §4: close stops playback (the player and its media are gone) and gives scrolling back. */
export const closed = (): PlayerState | null => null;
