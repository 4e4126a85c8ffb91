import { EMPTY_MINE } from '@core/personal';
import type { MineData } from '@core/schemas/personal';
import { act, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import { testUser } from '../../../../tests/helpers/user';
import type { Session } from '../../session';
import { useChannelHistory } from './live';
import { MINE_STORAGE_KEY, resetMine, useMine } from './store';

const VISITOR: Partial<Session> = { status: 'known', user: null };
const SIGNED_IN: Partial<Session> = { status: 'known', user: testUser(), token: () => 'token' };

/** The floating player's part in history: the channel, its stream's title, whether it plays. */
function Player(props: { channel: string; title: string | null; playing: boolean }) {
  useChannelHistory(props.channel, props.title, props.playing);
  const mine = useMine();
  return <output>{mine.history.map((h) => `${h.kind}/${h.id}`).join(' ')}</output>;
}

/** The player as its props change over a play (rendered inside the runtime's providers). */
let setProps: (p: { title: string | null; playing: boolean }) => void = () => {};
function Changing({ channel }: { channel: string }) {
  const [props, set] = useState<{ title: string | null; playing: boolean }>({ title: null, playing: false });
  setProps = set;
  return <Player channel={channel} {...props} />;
}

const device = (data: Partial<MineData>) =>
  localStorage.setItem(MINE_STORAGE_KEY, JSON.stringify({ ...EMPTY_MINE, ...data }));
const stored = () => JSON.parse(localStorage.getItem(MINE_STORAGE_KEY) ?? '{}') as MineData;
const settle = () => new Promise((r) => setTimeout(r, 20));

afterEach(() => {
  resetMine();
  localStorage.clear();
});

describe('useChannelHistory', () => {
  it('records a live channel once per play, when its stream plays, with consent', async () => {
    device({ historyConsent: true });
    const rerender = (playing: boolean, title: string | null = 'Ёшлар') =>
      act(() => setProps({ title, playing }));
    const { container } = renderWithRuntime(<Changing channel="yoshlar" />, { session: VISITOR });
    await settle();
    expect(stored().history).toEqual([]);
    rerender(true, null);
    await settle();
    // Its title not known yet: nothing to show in the list, so nothing recorded.
    expect(stored().history).toEqual([]);
    rerender(true);
    await waitFor(() => expect(container.textContent).toBe('channel/yoshlar'));
    const first = stored().history;
    expect(first).toEqual([{ kind: 'channel', id: 'yoshlar', title: 'Ёшлар', at: expect.any(String) }]);
    // Paused and played again, many renders (the player re-renders on every position): still one.
    for (const playing of [false, true, false, true, true]) {
      rerender(playing);
      await settle();
    }
    expect(stored().history).toEqual(first);
  });

  it('a new play counts again; another channel is an entry of its own, beside a recording of the same id', async () => {
    device({
      historyConsent: true,
      history: [
        { kind: 'archive', id: 'sport', title: 'Ёзув', at: new Date(Date.now() - 60_000).toISOString() },
      ],
    });
    const first = renderWithRuntime(<Player channel="sport" title="Спорт" playing />, { session: VISITOR });
    await waitFor(() => expect(stored().history).toHaveLength(2));
    first.unmount();
    renderWithRuntime(<Player channel="mahalla" title="Маҳалла" playing />, { session: VISITOR });
    await waitFor(() => expect(stored().history).toHaveLength(3));
    expect(stored().history.map((h) => `${h.kind}/${h.id}`)).toEqual([
      'channel/mahalla',
      'channel/sport',
      'archive/sport',
    ]);
  });

  it('records nothing before the viewer agreed, nor while history is paused', async () => {
    device({ historyConsent: null });
    const unasked = renderWithRuntime(<Player channel="yoshlar" title="Ёшлар" playing />, {
      session: VISITOR,
    });
    await settle();
    expect(stored().history).toEqual([]);
    unasked.unmount();
    resetMine();
    device({ historyConsent: true, historyPaused: true });
    renderWithRuntime(<Player channel="yoshlar" title="Ёшлар" playing />, { session: VISITOR });
    await settle();
    expect(stored().history).toEqual([]);
  });

  it('signed in, sends the entry to the account once, after the account was read', async () => {
    const { sent } = renderWithRuntime(<Player channel="yoshlar" title="Ёшлар" playing />, {
      session: SIGNED_IN,
      api: (path) =>
        path === 'my/efir.json' ? { data: { ...EMPTY_MINE, historyConsent: true } } : undefined,
      send: () => ({ recorded: true }),
    });
    await waitFor(() =>
      expect(sent.filter((s) => s.path === 'my/history/channel/yoshlar.json')).toEqual([
        {
          method: 'PUT',
          path: 'my/history/channel/yoshlar.json',
          body: { title: 'Ёшлар', at: expect.any(String) },
        },
      ]),
    );
    await settle();
    expect(sent.filter((s) => s.path.startsWith('my/history/'))).toHaveLength(1);
  });
});
