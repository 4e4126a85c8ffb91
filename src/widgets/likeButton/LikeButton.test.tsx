import { ApiError } from '@core/api-error';
import type { Lang } from '@core/lang';
import { Route, Routes } from '@core/router';
import type { ContentDb, Liked } from '@core/schemas/content';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { itemTarget } from '../_kit/engage/target';
import { checkParams } from '../validate';
import { load } from './data';
import LikeButton from './LikeButton';
import meta, { type LikeButtonParams } from './meta';

/** A fake like server for one voter. */
function likeServer(count = 41, mine = false) {
  const state = { count, mine };
  const counter = (db: ContentDb, id: string) => ({
    data: { _id: id, db, count: state.count, mine: state.mine },
    meta: {},
  });
  return {
    state,
    api: (path: string) => {
      const m = /^like\/(\w+)\/([a-z0-9-]+)\.json$/.exec(path);
      return m ? counter(m[1] as ContentDb, m[2] as string) : undefined;
    },
    send: (method: string, path: string) => {
      const m = /^like\/(\w+)\/([a-z0-9-]+)\.json$/.exec(path);
      if (method !== 'POST' || !m) return undefined;
      if (state.mine) throw new ApiError(409, 'Сиз буни аллақачон ёқтиргансиз');
      state.count++;
      state.mine = true;
      // Spec §7: a like answers a list with count (decision 041).
      const liked: Liked = {
        data: [counter(m[1] as ContentDb, m[2] as string).data],
        meta: { count: state.count },
      };
      return liked;
    },
  };
}

function show(
  params: LikeButtonParams,
  server = likeServer(),
  lang: Lang = 'uz',
  route = '/uz/anchors/dilnoza-rahimova/',
) {
  const user = userEvent.setup();
  const rendered = renderWithRuntime(
    <Routes>
      <Route path="/uz/anchors/:id/" element={<LikeButton id="like" params={params} />} />
      <Route path="*" element={<LikeButton id="like" params={params} />} />
    </Routes>,
    { api: server.api, send: server.send, lang, route },
  );
  return { user, server, ...rendered };
}

const ctx = (id?: string) => ({
  product: 'efir',
  lang: 'uz' as const,
  pathname: '/uz/anchors/x/',
  routeParams: { id },
  search: new URLSearchParams(),
  now: 0,
});

describe('likeButton widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(checkParams(meta, { db: 'users', id: 'x' })).not.toEqual([]);
  });

  it('reads the likes of the page’s item, or of the item named', () => {
    expect(load({ db: 'anchors', fromRoute: true }, ctx('dilnoza-rahimova'))).toEqual([
      { path: 'like/anchors/dilnoza-rahimova.json' },
    ]);
    expect(load({ db: 'broadcast', id: 'axborot' }, ctx())).toEqual([
      { path: 'like/broadcast/axborot.json' },
    ]);
    expect(load({ db: 'anchors', fromRoute: true }, ctx())).toEqual([]);
    expect(load({ db: 'anchors', fromRoute: true }, ctx('Bad Id'))).toEqual([]);
    expect(itemTarget({ db: 'nope' as ContentDb, id: 'x' }, ctx())).toBeNull();
  });

  it('shows the count on a toggle button; pressing likes the item and it stays pressed', async () => {
    const { user, sent, container } = show({ db: 'anchors', fromRoute: true });
    const button = await screen.findByRole('button', { name: 'Ёқди 41' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('Ёқди42');
    expect(sent).toEqual([{ method: 'POST', path: 'like/anchors/dilnoza-rahimova.json', body: undefined }]);
    // Pressed again: one like per voter, nothing is sent and it says why.
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Сиз буни аллақачон ёқтиргансиз');
    expect(sent).toHaveLength(1);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is pressed for a visitor who liked the item before', async () => {
    show({ db: 'broadcast', id: 'axborot' }, likeServer(7, true), 'en', '/uz/broadcast/axborot/');
    const button = await screen.findByRole('button', { name: 'Like 7' });
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
  });

  it('shows just the action while nobody liked the item (no "0"), the count from the first like', async () => {
    const { user } = show({ db: 'anchors', fromRoute: true }, likeServer(0, false));
    const button = await screen.findByRole('button', { name: 'Ёқди' });
    await waitFor(() => expect(button.getAttribute('aria-disabled')).toBeNull());
    expect(button.textContent).toBe('Ёқди');
    await user.click(button);
    await waitFor(() => expect(button.textContent).toBe('Ёқди1'));
  });

  it('a like refused with 409 shows the server’s message and follows the server', async () => {
    const server = likeServer(3, false);
    const { user } = show({ db: 'anchors', fromRoute: true }, server, 'ru');
    const button = await screen.findByRole('button', { name: 'Нравится 3' });
    // Liked meanwhile in another tab.
    Object.assign(server.state, { mine: true, count: 4 });
    await user.click(button);
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Сиз буни аллақачон ёқтиргансиз'),
    );
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('Нравится4');
  });

  it('renders nothing without an item', () => {
    const { container, calls } = show({ db: 'anchors', fromRoute: true }, likeServer(), 'uz', '/uz/anchors/');
    expect(container.innerHTML).toBe('');
    expect(calls).toEqual([]);
  });
});
