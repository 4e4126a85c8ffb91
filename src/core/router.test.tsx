import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  createPath,
  Link,
  MemoryRouter,
  matchPath,
  patternScore,
  Route,
  Routes,
  resolveTo,
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

  it('matches patterns whole, ignoring trailing slashes and case', () => {
    expect(matchPath('/uz/schedule/:id/', '/uz/schedule/uzbekistan/')?.params).toEqual({ id: 'uzbekistan' });
    expect(matchPath('/uz/schedule/:id/', '/uz/schedule/uzbekistan')?.params).toEqual({ id: 'uzbekistan' });
    expect(matchPath('/uz/schedule/:id/', '/uz/schedule/a/b/')).toBeNull();
    expect(matchPath('/uz/*', '/UZ/x/y')?.params).toEqual({ '*': 'x/y' });
    expect(patternScore('/uz/a/b/')).toBeGreaterThan(patternScore('/uz/a/:id/'));
    expect(patternScore('/uz/a/:id/')).toBeGreaterThan(patternScore('/uz/*'));
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
});
