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
