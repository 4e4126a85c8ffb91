import { createContext, useContext } from 'react';
import type { Location, To } from './router-paths';

/* The router's context and the types its hooks share (decision 026; src/core/router.tsx). */

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export interface BlockerArgs {
  currentLocation: Location;
  nextLocation: Location;
}

export type Blocker =
  | { state: 'unblocked'; proceed?: undefined; reset?: undefined }
  | { state: 'blocked'; proceed: () => void; reset: () => void };

/** Says whether a navigation is held; when it is, it has been handed `proceed` to resume it. */
export type BlockFn = (args: BlockerArgs, proceed: () => void) => boolean;

export interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
  /** Registers a blocker; returns its removal. Static routers have none. */
  block?: (fn: BlockFn) => () => void;
  /** Whether the router runs in a browser (absolute same-origin links are then followed in place). */
  browser: boolean;
  /** The server's router: its page is written out once, so its links need no click handlers. */
  static?: true;
}

export const RouterContext = createContext<RouterValue | null>(null);
export const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

export function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside a router');
  return router;
}
