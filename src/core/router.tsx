import { type ReactNode, startTransition, useEffect, useMemo, useRef, useState } from 'react';

/*
 * The app's router (decision 026): the pages are data (a route table of paths to page states,
 * src/core/routes.ts) and the server renders them, so the browser needs a location, links, history
 * and the matching of a few patterns — not react-router's data router (89 KB of the start chunk,
 * ~26 KB brotli). The names and behaviour follow react-router's (`Link`, `useLocation`,
 * `useNavigate`, `useSearchParams`, `useParams`, `Navigate`, `matchPath`, `useBlocker`, and
 * `MemoryRouter`/`Routes`/`Route` for tests and stories), so that code reads the same.
 *
 * Three files: the addresses and patterns (router-paths.ts, pure), the context with the types its
 * hooks share (router-context.ts), the hooks, links and `Routes` (router-hooks.tsx); this one holds
 * the routers themselves and is what the app imports.
 */

import {
  type BlockFn,
  type NavigateFunction,
  type NavigateOptions,
  ParamsContext,
  RouterContext,
  type RouterValue,
} from './router-context';
import { createPath, type Location, type Path, parsePath, resolveTo, type To } from './router-paths';

export type {
  Blocker,
  BlockerArgs,
  NavigateFunction,
  NavigateOptions,
} from './router-context';
export {
  Link,
  type LinkProps,
  Navigate,
  Route,
  type RouteProps,
  Routes,
  useBlocker,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from './router-hooks';
export {
  createPath,
  decodePath,
  type Location,
  matchPath,
  type Path,
  type PathMatch,
  parsePath,
  patternScore,
  resolveTo,
  type To,
} from './router-paths';

interface HistoryState {
  usr: unknown;
  key: string;
  idx: number;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

function browserLocation(): Location {
  const state = window.history.state as Partial<HistoryState> | null;
  return {
    pathname: window.location.pathname,
    search: window.location.search,
    hash: window.location.hash,
    state: state?.usr ?? null,
    key: state?.key ?? 'default',
  };
}

/**
 * The browser's router: the address bar and its history. `redirect` names where an address is
 * sent instead (the route table's redirects), before anything enters the history. Location
 * changes render in a transition, as react-router's do: a page whose widgets are still loading
 * keeps the previous one on screen meanwhile.
 */
export function BrowserRouter({
  children,
  redirect,
  navigateRef,
}: {
  children: ReactNode;
  redirect?: (path: Path) => string | null;
  /**
   * Given the router's navigate, for code outside the tree (the HTTP layer's redirects). A prop, not
   * a child component beside the routes: a second child would fork React's `useId` tree, and every
   * id of the app would differ from the server's (StaticRouter has the routes as its one child).
   */
  navigateRef?: { current: NavigateFunction | null };
}) {
  const [location, setLocation] = useState(browserLocation);
  const blockers = useRef(new Set<BlockFn>());
  const here = useRef(location);
  here.current = location;
  /** The history index of the shown entry (react-router's `idx` in `history.state`). */
  const shownIdx = useRef(0);

  const router = useMemo<RouterValue>(() => {
    const history = window.history;
    // The first entry is numbered 0 (react-router's shape) when the app first navigates, not when it
    // starts: a `replaceState` while the page hydrates cancels the navigation a visitor started by
    // following a link of the server's page before its script ran (the link did nothing).
    const numberFirst = () => {
      if ((history.state as Partial<HistoryState> | null)?.idx == null)
        history.replaceState({ ...(history.state as object | null), usr: null, key: 'default', idx: 0 }, '');
    };
    const index = () => (history.state as Partial<HistoryState> | null)?.idx ?? 0;
    shownIdx.current = index();
    const commit = () => {
      const next = browserLocation();
      here.current = next;
      startTransition(() => setLocation(next));
    };
    const blocked = (next: Location, proceed: () => void) => {
      for (const fn of blockers.current)
        if (fn({ currentLocation: here.current, nextLocation: next }, proceed)) return true;
      return false;
    };
    const go = (to: To, options: NavigateOptions = {}) => {
      let path = resolveTo(to, here.current);
      for (let i = 0; i < 10; i++) {
        const target = redirect?.(path);
        if (!target) break;
        path = resolveTo(target, path);
        options = { ...options, replace: true };
      }
      const next: Location = { ...path, state: options.state ?? null, key: newKey() };
      const run = () => {
        numberFirst();
        const idx = index() + (options.replace ? 0 : 1);
        shownIdx.current = idx;
        const entry: HistoryState = { usr: next.state, key: next.key, idx };
        if (options.replace) history.replaceState(entry, '', createPath(path));
        else history.pushState(entry, '', createPath(path));
        commit();
      };
      if (!blocked(next, run)) run();
    };
    const navigate: NavigateFunction = (to, options) => {
      if (typeof to === 'number') history.go(to);
      else go(to, options);
    };
    return {
      location: here.current,
      navigate,
      browser: true,
      block: (fn) => {
        blockers.current.add(fn);
        return () => blockers.current.delete(fn);
      },
    };
  }, [redirect]);
  if (navigateRef) navigateRef.current = router.navigate;

  // Back and forward: a held one is undone (the history goes back where it was) until it proceeds.
  useEffect(() => {
    let skip = false;
    let accept = false;
    const onPop = () => {
      const nextIdx = (window.history.state as Partial<HistoryState> | null)?.idx ?? 0;
      if (skip) {
        skip = false;
        return;
      }
      const delta = nextIdx - shownIdx.current;
      if (!accept && delta !== 0 && blockers.current.size > 0) {
        const next = browserLocation();
        const proceed = () => {
          accept = true;
          window.history.go(delta);
        };
        let held = false;
        for (const fn of blockers.current)
          if (fn({ currentLocation: here.current, nextLocation: next }, proceed)) held = true;
        if (held) {
          skip = true;
          window.history.go(-delta);
          return;
        }
      }
      accept = false;
      shownIdx.current = nextIdx;
      const next = browserLocation();
      here.current = next;
      startTransition(() => setLocation(next));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const value = useMemo(() => ({ ...router, location }), [router, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The server's router: one location, nothing to navigate to. */
export function StaticRouter({ location, children }: { location: string | Path; children: ReactNode }) {
  const value = useMemo<RouterValue>(
    () => ({
      location: {
        ...(typeof location === 'string' ? parsePath(location) : location),
        state: null,
        key: 'default',
      },
      navigate: () => {
        throw new Error('The server renders one location: navigate in an effect');
      },
      browser: false,
      static: true,
    }),
    [location],
  );
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** A router in memory (tests, stories): its history is a list. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: readonly To[];
  children?: ReactNode;
}) {
  const [entries, setEntries] = useState<{ list: Location[]; index: number }>(() => {
    const list = initialEntries.map((to, i) => ({
      ...resolveTo(to, { pathname: '/', search: '', hash: '' }),
      state: null,
      key: i === 0 ? 'default' : newKey(),
    }));
    return { list, index: list.length - 1 };
  });
  const current = useRef(entries);
  current.current = entries;
  const blockers = useRef(new Set<BlockFn>());
  const router = useMemo(() => {
    const navigate: NavigateFunction = (to, options = {}) => {
      const { list, index } = current.current;
      let next: { list: Location[]; index: number };
      if (typeof to === 'number') {
        const i = Math.min(Math.max(index + to, 0), list.length - 1);
        next = { list, index: i };
      } else {
        const location: Location = {
          ...resolveTo(to, list[index] as Location),
          state: options.state ?? null,
          key: newKey(),
        };
        next = options.replace
          ? { list: list.map((l, i) => (i === index ? location : l)), index }
          : { list: [...list.slice(0, index + 1), location], index: index + 1 };
      }
      const run = () => {
        current.current = next;
        setEntries(next);
      };
      const to2 = next.list[next.index] as Location;
      for (const fn of blockers.current)
        if (fn({ currentLocation: list[index] as Location, nextLocation: to2 }, run)) return;
      run();
    };
    return {
      navigate,
      browser: false,
      block: (fn: BlockFn) => {
        blockers.current.add(fn);
        return () => blockers.current.delete(fn);
      },
    };
  }, []);
  const location = entries.list[entries.index] as Location;
  const value = useMemo<RouterValue>(() => ({ ...router, location }), [router, location]);
  return <RouterContext.Provider value={value}>{children}</RouterContext.Provider>;
}

/** The params of the matched route, for `useParams` below it. */
export function ParamsProvider({
  params,
  children,
}: {
  params: Readonly<Record<string, string | undefined>>;
  children: ReactNode;
}) {
  return <ParamsContext.Provider value={params}>{children}</ParamsContext.Provider>;
}
