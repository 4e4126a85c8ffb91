import { act, fireEvent, render, screen } from '@testing-library/react';
import { useId } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  BrowserRouter,
  createPath,
  Link,
  MemoryRouter,
  matchPath,
  type NavigateFunction,
  patternScore,
  Route,
  Routes,
  resolveTo,
  StaticRouter,
  useBlocker,
  useLocation,
} from './router';

const HERE = { pathname: '/uz/news/', search: '?page=2', hash: '' };

describe('router', () => {
  it('resolves targets as react-router does', () => {
    expect(resolveTo('/uz/a/?b=1#c', HERE)).toEqual({ pathname: '/uz/a/', search: '?b=1', hash: '#c' });
    expect(resolveTo('?page=3', HERE)).toEqual({ pathname: '/uz/news/', search: '?page=3', hash: '' });
    expect(resolveTo({ search: 'x=1' }, HERE)).toEqual({ pathname: '/uz/news/', search: '?x=1', hash: '' });
    expect(resolveTo({ pathname: '/uz/' }, HERE)).toEqual({ pathname: '/uz/', search: '', hash: '' });
  });

  it('starts without touching the history (a replaceState while hydrating cancels a link followed before the script ran), numbering it at the first navigation', () => {
    window.history.replaceState(null, '', '/uz/news/');
    const calls: string[] = [];
    const { replaceState, pushState } = window.history;
    window.history.replaceState = function (...args: Parameters<History['replaceState']>) {
      calls.push('replace');
      return replaceState.apply(this, args);
    };
    window.history.pushState = function (...args: Parameters<History['pushState']>) {
      calls.push('push');
      return pushState.apply(this, args);
    };
    try {
      const navigateRef: { current: NavigateFunction | null } = { current: null };
      render(
        <BrowserRouter navigateRef={navigateRef}>
          <span />
        </BrowserRouter>,
      );
      expect(calls).toEqual([]);
      act(() => navigateRef.current?.('/uz/archive/'));
      expect(calls).toEqual(['replace', 'push']);
      expect((window.history.state as { idx: number }).idx).toBe(1);
    } finally {
      window.history.replaceState = replaceState;
      window.history.pushState = pushState;
    }
  });

  it('matches patterns whole, ignoring trailing slashes and case', () => {
    expect(matchPath('/uz/schedule/:id/', '/uz/schedule/uzbekistan/')?.params).toEqual({ id: 'uzbekistan' });
    expect(matchPath('/uz/schedule/:id/', '/uz/schedule/uzbekistan')?.params).toEqual({ id: 'uzbekistan' });
    expect(matchPath('/uz/schedule/:id/', '/uz/schedule/a/b/')).toBeNull();
    expect(matchPath('/uz/*', '/UZ/x/y')?.params).toEqual({ '*': 'x/y' });
    expect(patternScore('/uz/a/b/')).toBeGreaterThan(patternScore('/uz/a/:id/'));
    expect(patternScore('/uz/a/:id/')).toBeGreaterThan(patternScore('/uz/*'));
  });

  it("writes the same links on the server's static router as in a browser's (hydration matches)", () => {
    const links = (
      <>
        <Link to="/uz/news/n1/" className="a" aria-label="n1">
          n1
        </Link>
        <Link to="?page=3">3</Link>
        <Link to="https://example.org/x" target="_blank" rel="noopener">
          x
        </Link>
      </>
    );
    const server = renderToString(<StaticRouter location={HERE}>{links}</StaticRouter>);
    expect(server).toBe(renderToString(<MemoryRouter initialEntries={[HERE]}>{links}</MemoryRouter>));
    expect(server).toContain('href="/uz/news/n1/"');
  });

  it('follows a plain click in place, leaves modified clicks to the browser, and holds blocked ones', () => {
    let block = false;
    function Where() {
      const { pathname, search } = useLocation();
      const blocker = useBlocker(() => block);
      return (
        <>
          <p data-testid="where">{pathname + search}</p>
          {blocker.state === 'blocked' && (
            <button type="button" onClick={blocker.proceed}>
              proceed
            </button>
          )}
        </>
      );
    }
    render(
      <MemoryRouter initialEntries={['/uz/news/']}>
        <Routes>
          <Route path="/uz/news/:id/" element={<p>view</p>} />
          <Route path="*" element={<p>other</p>} />
        </Routes>
        <Link to="/uz/news/n1/">n1</Link>
        <Link to="?page=2">two</Link>
        <Where />
      </MemoryRouter>,
    );
    const where = () => screen.getByTestId('where').textContent;
    expect(screen.getByText('n1').getAttribute('href')).toBe('/uz/news/n1/');
    fireEvent.click(screen.getByText('n1'), { ctrlKey: true });
    expect(where()).toBe('/uz/news/');
    fireEvent.click(screen.getByText('n1'));
    expect(where()).toBe('/uz/news/n1/');
    expect(screen.getByText('view')).toBeTruthy();
    block = true;
    fireEvent.click(screen.getByText('two'));
    expect(where()).toBe('/uz/news/n1/');
    act(() => screen.getByText('proceed').click());
    expect(where()).toBe('/uz/news/n1/?page=2');
  });

  it("writes a link's href as resolveTo resolves it, plain paths and others alike", () => {
    const tos = [
      '/uz/a/b/',
      '/uz/a/?x=1',
      '/uz/a/?',
      '/uz/a/#',
      '/uz/a/?#h',
      '//cdn.example/x',
      '?page=3',
      'c/',
      '#top',
    ];
    render(
      <MemoryRouter initialEntries={['/uz/news/']}>
        {tos.map((to) => (
          <Link key={to} to={to}>
            {`link ${to}`}
          </Link>
        ))}
      </MemoryRouter>,
    );
    for (const to of tos) {
      const expected = to.startsWith('//')
        ? to
        : createPath(resolveTo(to, { pathname: '/uz/news/', search: '', hash: '' }));
      expect(screen.getByText(`link ${to}`).getAttribute('href')).toBe(expected);
    }
  });

  it("gives useId the server's ids when the browser's router hydrates the static router's HTML", async () => {
    const seen: string[] = [];
    function Probe() {
      const id = useId();
      seen.push(id);
      return <p id={id}>probe</p>;
    }
    const html = renderToString(
      <StaticRouter location="/uz/news/">
        <Probe />
      </StaticRouter>,
    );
    const serverId = /id="([^"]+)"/.exec(html)?.[1];
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    window.history.replaceState(null, '', '/uz/news/');
    const navigateRef: { current: NavigateFunction | null } = { current: null };
    seen.length = 0;
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <BrowserRouter navigateRef={navigateRef}>
          <Probe />
        </BrowserRouter>,
      );
    });
    expect(serverId).toBeTruthy();
    expect(seen[0]).toBe(serverId);
    expect(typeof navigateRef.current).toBe('function');
    act(() => root?.unmount());
    container.remove();
  });
});
