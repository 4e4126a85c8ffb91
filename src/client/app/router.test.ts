import { describe, expect, it } from 'vitest';
import { matchRoute } from './router';

const at = (path: string) => matchRoute(new URL(path, 'http://efir'));

/** The answers react-router's data router gave for the same route table (decision 026). */
describe('matchRoute', () => {
  it('sends / to /uz/ (302) and other languages or none to their /uz/ twin (301)', () => {
    expect(at('/')).toEqual({ kind: 'redirect', status: 302, location: '/uz/' });
    expect(at('/ru/anons/?page=2')).toEqual({ kind: 'redirect', status: 301, location: '/uz/anons/?page=2' });
    expect(at('/anons/')).toEqual({ kind: 'redirect', status: 301, location: '/uz/anons/' });
  });

  it('finds pages, with or without the trailing slash, in any case, and their params', () => {
    expect(at('/uz/')).toMatchObject({ kind: 'page', state: 'app.index' });
    expect(at('/uz')).toMatchObject({ kind: 'page', state: 'app.index' });
    expect(at('/uz/channel/')).toMatchObject({ kind: 'page', state: 'app.channel.list' });
    expect(at('/uz/channel')).toMatchObject({ kind: 'page', state: 'app.channel.list' });
    expect(at('/UZ/Channel/')).toMatchObject({ kind: 'page', state: 'app.channel.list' });
    expect(at('/uz/channel/uzbekistan/')).toEqual({
      kind: 'page',
      state: 'app.channel.view',
      params: { id: 'uzbekistan' },
    });
    expect(at('/uz/news/%D0%B0%20b/')).toMatchObject({ params: { id: 'а b' } });
  });

  it('ranks static segments above params', () => {
    expect(at('/uz/password/reset/invalid/')).toMatchObject({ state: 'app.password.reset.invalid' });
    expect(at('/uz/password/reset/abc123/')).toMatchObject({
      state: 'app.password.reset.form',
      params: { token: 'abc123' },
    });
  });

  it('redirects abstract sections to their default page and ?broadcastId= to the broadcast', () => {
    expect(at('/uz/my/')).toMatchObject({ kind: 'redirect', status: 302 });
    expect(at('/uz/broadcast/?broadcastId=b1')).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/uz/broadcast/b1/',
    });
    expect(at('/uz/broadcast/')).toMatchObject({ kind: 'page', state: 'app.broadcast.list' });
  });

  it('shows the not-found page for an unknown address under /uz/', () => {
    expect(at('/uz/no/such/page/')).toMatchObject({ kind: 'page', state: 'app.notFound' });
  });
});
