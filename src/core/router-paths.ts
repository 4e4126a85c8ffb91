/*
 * Addresses and route patterns for the app's router (src/core/router.tsx, decision 026): pure
 * functions, the same on the server and in the browser. Patterns are react-router's: static
 * segments, `:param`, a final `*`; case and trailing slashes ignored; static segments rank above
 * params.
 */

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  state: unknown;
  /** A new value for every navigation, even to the same address; `default` for the first. */
  key: string;
}

export type To = string | Partial<Path>;

export const createPath = ({ pathname, search, hash }: Path): string => pathname + search + hash;

/** A path from its parts (`/a/?b=1#c`). */
export function parsePath(path: string): Path {
  const hashAt = path.indexOf('#');
  const hash = hashAt >= 0 ? path.slice(hashAt) : '';
  const rest = hashAt >= 0 ? path.slice(0, hashAt) : path;
  const searchAt = rest.indexOf('?');
  return {
    pathname: searchAt >= 0 ? rest.slice(0, searchAt) : rest,
    search: searchAt >= 0 && searchAt < rest.length - 1 ? rest.slice(searchAt) : '',
    hash: hash === '#' ? '' : hash,
  };
}

/** `to` against the current location: absolute, `?query`, `#hash`, relative, or parts of a path. */
export function resolveTo(to: To, from: Path): Path {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname,
      search: to.search && to.search !== '?' ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '',
      hash: to.hash && to.hash !== '#' ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '',
    };
  }
  if (to.startsWith('/')) return parsePath(to);
  const url = new URL(to, `http://x${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

/** An address with a scheme or a host (`https:`, `mailto:`, `//cdn…`): not the router's to follow. */
export const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

/* ---------------------------------------------------------------- matching */

export interface PathMatch {
  params: Record<string, string | undefined>;
  pathname: string;
  pattern: string;
}

const compiled = new Map<string, { re: RegExp; names: string[] }>();

/** react-router's patterns: static segments, `:param`, a trailing `*`; trailing slashes and case ignored. */
function compile(pattern: string): { re: RegExp; names: string[] } {
  const hit = compiled.get(pattern);
  if (hit) return hit;
  const names: string[] = [];
  let source = `^${pattern
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_m, name: string, optional?: string) => {
      names.push(name);
      return optional ? '/?([^\\/]+)?' : '/([^\\/]+)';
    })}`;
  if (pattern.endsWith('*')) {
    names.push('*');
    source += pattern === '*' || pattern === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
  } else source += '\\/*$';
  const made = { re: new RegExp(source, 'i'), names };
  compiled.set(pattern, made);
  return made;
}

/** Whether `pathname` matches `pattern` whole, and its params (as in the address, not decoded). */
export function matchPath(pattern: string, pathname: string): PathMatch | null {
  const { re, names } = compile(pattern);
  const m = pathname.match(re);
  if (!m) return null;
  const params: Record<string, string | undefined> = {};
  names.forEach((name, i) => {
    const value = m[i + 1];
    params[name] = value === undefined ? undefined : value.replace(/%2F/g, '/');
  });
  return { params, pathname: m[0], pattern };
}

/** The address's path with each segment decoded, as react-router matches routes. */
export function decodePath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment).replace(/\//g, '%2F');
      } catch {
        return segment;
      }
    })
    .join('/');
}

/**
 * react-router's ranking of patterns: more segments, static ones above `:params`, a splat last;
 * among equals, the first.
 */
export function patternScore(pattern: string, index = false): number {
  const segments = pattern.split('/');
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0);
  for (const s of segments) {
    if (s === '*') continue;
    score += /^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10;
  }
  return score;
}

/* ---------------------------------------------------------------- routers */
