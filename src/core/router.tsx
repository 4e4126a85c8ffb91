import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

/*
 * The app's router (decision 026): the pages are data (a route table of paths to page states,
 * src/core/routes.ts) and the server renders them, so the browser needs a location, links, history
 * and the matching of a few patterns — not react-router's data router (89 KB of the start chunk,
 * ~26 KB brotli). The names and behaviour follow react-router's (`Link`, `useLocation`,
 * `useNavigate`, `useSearchParams`, `useParams`, `Navigate`, `matchPath`, `useBlocker`, and
 * `MemoryRouter`/`Routes`/`Route` for tests and stories), so that code reads the same.
 */

import {
  ABSOLUTE_URL,
  createPath,
  decodePath,
  type Location,
  matchPath,
  type Path,
  parsePath,
  patternScore,
  resolveTo,
  type To,
} from './router-paths';

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
type BlockFn = (args: BlockerArgs, proceed: () => void) => boolean;

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
  /** Registers a blocker; returns its removal. Static routers have none. */
  block?: (fn: BlockFn) => () => void;
  /** Whether the router runs in a browser (absolute same-origin links are then followed in place). */
  browser: boolean;
}

const RouterContext = createContext<RouterValue | null>(null);
const ParamsContext = createContext<Readonly<Record<string, string | undefined>>>({});

function useRouter(): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook was used outside a router');
  return router;
}

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
}: {
  children: ReactNode;
  redirect?: (path: Path) => string | null;
}) {
  const [location, setLocation] = useState(browserLocation);
  const blockers = useRef(new Set<BlockFn>());
  const here = useRef(location);
  here.current = location;
  /** The history index of the shown entry (react-router's `idx` in `history.state`). */
  const shownIdx = useRef(0);

  const router = useMemo<RouterValue>(() => {
    const history = window.history;
    if ((history.state as Partial<HistoryState> | null)?.idx == null) {
      history.replaceState({ ...(history.state as object | null), usr: null, key: 'default', idx: 0 }, '');
    }
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

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
}

/** One pattern of `Routes`. */
export function Route(_props: RouteProps): ReactElement | null {
  return null;
}

/** The best-ranked `Route` child that matches the location, with its params (tests, stories). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = Children.toArray(children)
    .filter((c): c is ReactElement<RouteProps> => isValidElement(c))
    .map((c, i) => ({ props: c.props, i, pattern: c.props.index ? '/' : (c.props.path ?? '') }))
    .map((r) => ({ ...r, score: patternScore(r.pattern.replace(/^\/*/, '/'), r.props.index) }))
    .sort((a, b) => b.score - a.score || a.i - b.i);
  const decoded = decodePath(pathname);
  for (const r of routes) {
    const m = matchPath(r.pattern, decoded);
    if (m) return <ParamsContext.Provider value={m.params}>{r.props.element ?? null}</ParamsContext.Provider>;
  }
  return null;
}

/* ---------------------------------------------------------------- hooks and links */

export const useLocation = (): Location => useRouter().location;
export const useNavigate = (): NavigateFunction => useRouter().navigate;
export const useParams = <
  T extends Record<string, string | undefined> = Record<string, string | undefined>,
>() => useContext(ParamsContext) as Readonly<Partial<T>>;

type SearchInit = string | URLSearchParams | Record<string, string> | [string, string][];

/** The address's query, and a navigation to another query on the same page. */
export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { location, navigate } = useRouter();
  const search = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
    const value = new URLSearchParams(
      typeof next === 'function' ? next(new URLSearchParams(location.search)) : next,
    );
    navigate(`?${value}`, options);
  };
  return [search, set];
}

/** Navigates once rendered (in an effect: the server renders it as nothing). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const navigate = useNavigate();
  const target = JSON.stringify(to);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `to` is compared by value (target)
  useEffect(() => navigate(to, { replace, state }), [navigate, target, replace, state]);
  return null;
}

/** Holds navigations to elsewhere while `shouldBlock` says so, until `proceed` or `reset`. */
export function useBlocker(shouldBlock: (args: BlockerArgs) => boolean): Blocker {
  const { block } = useRouter();
  const [blocker, setBlocker] = useState<Blocker>({ state: 'unblocked' });
  const should = useRef(shouldBlock);
  useEffect(() => {
    should.current = shouldBlock;
  });
  useEffect(() => {
    if (!block) return;
    return block((args, proceed) => {
      if (!should.current(args)) return false;
      setBlocker({
        state: 'blocked',
        proceed: () => {
          setBlocker({ state: 'unblocked' });
          proceed();
        },
        reset: () => setBlocker({ state: 'unblocked' }),
      });
      return true;
    });
  }, [block]);
  return blocker;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a transition. */
  reloadDocument?: boolean;
}

/**
 * An `<a href>` that changes page in place: a plain left click (no modifier key, no other target)
 * navigates; a click on a link to where one already is replaces the history entry.
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const { location, navigate, browser } = useRouter();
  let external = false;
  let path: Path | null = null;
  if (typeof to === 'string' && ABSOLUTE_URL.test(to)) {
    external = true;
    if (browser) {
      try {
        const url = new URL(to.startsWith('//') ? window.location.protocol + to : to);
        if (url.origin === window.location.origin) {
          external = false;
          path = { pathname: url.pathname, search: url.search, hash: url.hash };
        }
      } catch {
        // not a URL: left as it is
      }
    }
  } else path = resolveTo(to, location);
  const href = path && !external ? createPath(path) : (to as string);
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      !path ||
      external ||
      reloadDocument ||
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    event.preventDefault();
    navigate(path, { replace: replace ?? createPath(location) === href, state });
  };
  return <a {...rest} href={href} target={target} onClick={click} />;
}
