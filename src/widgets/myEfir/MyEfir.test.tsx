import { EMPTY_MINE } from '@core/personal';
import type { MineData } from '@core/schemas/personal';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { AddToListButton } from '../_kit/mine/AddToListButton';
import { MINE_STORAGE_KEY, resetMine } from '../_kit/mine/store';
import type { Session } from '../session';
import { checkParams } from '../validate';
import MyEfir from './MyEfir';
import meta from './meta';

const VISITOR: Partial<Session> = { status: 'known', user: null };
const SIGNED_IN: Partial<Session> = { status: 'known', user: testUser(), token: () => 'token' };
const at = new Date().toISOString();
const DEVICE: MineData = {
  ...EMPTY_MINE,
  list: [{ kind: 'channel', id: 'uzbekistan', title: 'Ўзбекистон', picture: null, at }],
  progress: [
    {
      id: 'rec',
      title: 'Ахборот',
      picture: null,
      position: 754,
      duration: 1800,
      finished: false,
      hidden: false,
      at,
    },
    {
      id: 'done',
      title: 'Тугаган',
      picture: null,
      position: 1790,
      duration: 1800,
      finished: true,
      hidden: false,
      at,
    },
  ],
};

afterEach(() => {
  resetMine();
  localStorage.clear();
});

describe('myEfir', () => {
  it('has valid examples', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
  });

  it('as a row renders nothing before hydration nor when empty (no space taken)', async () => {
    const { container } = renderWithRuntime(<MyEfir id="mine" params={{ part: 'continue', row: true }} />, {
      session: VISITOR,
    });
    await waitFor(() => expect(container.innerHTML).toBe(''));
  });

  it('shows continue watching from the device, without finished ones; removing keeps it unwatched', async () => {
    localStorage.setItem(MINE_STORAGE_KEY, JSON.stringify(DEVICE));
    const user = userEvent.setup();
    const { container } = renderWithRuntime(
      <MyEfir id="mine" params={{ part: 'continue', row: true, title: { uz: 'Давом эттириш' } }} />,
      { session: VISITOR },
    );
    expect(await screen.findByText('Ахборот')).toBeTruthy();
    expect(screen.queryByText('Тугаган')).toBeNull();
    expect(screen.getByText(/12:34/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Ахборот/ }));
    await waitFor(() => expect(screen.queryByText('Ахборот')).toBeNull());
    const kept = JSON.parse(localStorage.getItem(MINE_STORAGE_KEY) ?? '{}') as MineData;
    expect(kept.progress.find((p) => p.id === 'rec')).toMatchObject({
      hidden: true,
      finished: false,
      position: 754,
    });
  });

  it("merges the device's copy into the account on sign-in, then forgets it here", async () => {
    localStorage.setItem(MINE_STORAGE_KEY, JSON.stringify(DEVICE));
    const merged: MineData = {
      ...DEVICE,
      list: [...DEVICE.list, { kind: 'person', id: 'p', title: 'Дилноза', picture: null, at }],
    };
    const { sent } = renderWithRuntime(<MyEfir id="mine" params={{ part: 'list' }} />, {
      session: SIGNED_IN,
      send: (method, path) => (method === 'POST' && path === 'my/merge.json' ? { data: merged } : undefined),
    });
    expect(await screen.findByText('Дилноза')).toBeTruthy();
    expect(sent[0]).toMatchObject({ method: 'POST', path: 'my/merge.json', body: DEVICE });
    expect(localStorage.getItem(MINE_STORAGE_KEY)).toBeNull();
  });
});

describe('myEfir history', () => {
  it('lists live channels beside recordings, each linked to its page, and removes one', async () => {
    localStorage.setItem(
      MINE_STORAGE_KEY,
      JSON.stringify({
        ...EMPTY_MINE,
        historyConsent: true,
        history: [
          { kind: 'channel', id: 'yoshlar', title: 'Ёшлар', at },
          { kind: 'archive', id: 'rec', title: 'Ахборот', at },
        ],
      }),
    );
    const user = userEvent.setup();
    const { container } = renderWithRuntime(<MyEfir id="mine" params={{ part: 'history' }} />, {
      session: VISITOR,
    });
    const live = await screen.findByRole('link', { name: /Ёшлар/ });
    expect(live.getAttribute('href')).toBe('/uz/channel/yoshlar/');
    expect(live.textContent).toContain('Жонли эфир');
    expect(screen.getByRole('link', { name: /Ахборот/ }).getAttribute('href')).toBe('/uz/archive/rec/');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: /Ёшлар/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: /Ёшлар/ })).toBeNull());
    const kept = JSON.parse(localStorage.getItem(MINE_STORAGE_KEY) ?? '{}') as MineData;
    expect(kept.history.map((h) => `${h.kind}/${h.id}`)).toEqual(['archive/rec']);
  });
});

describe('AddToListButton', () => {
  it('adds to and takes off my list (on the device), pressed when in it', async () => {
    const user = userEvent.setup();
    const { container } = renderWithRuntime(
      <AddToListButton entry={{ kind: 'broadcast', id: 'axborot', title: 'Ахборот', picture: null }} />,
      { session: VISITOR },
    );
    const button = screen.getByRole('button');
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(await axeViolations(container)).toEqual([]);
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect((JSON.parse(localStorage.getItem(MINE_STORAGE_KEY) ?? '{}') as MineData).list[0]?.id).toBe(
      'axborot',
    );
    await user.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect((JSON.parse(localStorage.getItem(MINE_STORAGE_KEY) ?? '{}') as MineData).list).toEqual([]);
  });

  it('signed in, writes to the account', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithRuntime(
      <AddToListButton entry={{ kind: 'channel', id: 'sport', title: 'Спорт', picture: null }} />,
      { session: SIGNED_IN, api: () => ({ data: EMPTY_MINE }), send: () => ({ data: EMPTY_MINE }) },
    );
    await waitFor(() => expect(screen.getByRole('button')).toBeTruthy());
    await new Promise((r) => setTimeout(r, 0));
    await user.click(screen.getByRole('button'));
    await waitFor(() =>
      expect(sent.some((s) => s.method === 'PUT' && s.path === 'my/list/channel/sport.json')).toBe(true),
    );
  });
});
