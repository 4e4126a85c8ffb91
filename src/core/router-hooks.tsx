import {
  type AnchorHTMLAttributes,
  Children,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  type Blocker,
  type BlockerArgs,
  type NavigateFunction,
  type NavigateOptions,
  ParamsContext,
  useRouter,
} from './router-context';
import {
  ABSOLUTE_URL,
  createPath,
  decodePath,
  type Location,
  matchPath,
  type Path,
  patternScore,
  resolveTo,
  type To,
} from './router-paths';

/* The router's hooks, links and `Routes` (decision 026), below any of its routers (router.tsx). */

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
/** `/a/b/`: a path of this site without a query or a fragment, which `resolveTo` gives back as it is. */
function isPlainPath(to: string): boolean {
  return to.charCodeAt(0) === 47 && to.charCodeAt(1) !== 47 && !to.includes('?') && !to.includes('#');
}

export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const { location, navigate, browser, static: written } = useRouter();
  // The server's page carries no handlers: a plain path there is its own href and nothing more
  // (most links of a page: menus, cards; no path object, no click handler made for nothing).
  if (written && typeof to === 'string' && isPlainPath(to)) return <a {...rest} href={to} target={target} />;
  let external = false;
  let path: Path | null = null;
  if (typeof to === 'string' && isPlainPath(to)) {
    // Most links (menus, cards) are a path of this site as it is: its href without parsing it.
    path = { pathname: to, search: '', hash: '' };
  } else if (typeof to === 'string' && ABSOLUTE_URL.test(to)) {
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
