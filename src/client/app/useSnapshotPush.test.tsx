import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../tests/helpers/user';
import { QUIET } from '../api/http';
import { sessionStatusAtom, userAtom } from '../state/user';
import { SNAPSHOT_DELAY_MS, useSnapshotPush } from './useSnapshotPush';

vi.mock('../shell/toast', () => ({ toast: vi.fn(async () => 1) }));
const { toast } = await import('../shell/toast');

let seen: Request[] = [];
let bodies: string[] = [];
let status = 200;

/** A page as the app renders it: inside the shell's `<main id="main">`, which outlives it. */
function Page({ state, ready = true }: { state: string; ready?: boolean }) {
  useSnapshotPush(state, ready);
  return (
    <>
      <h1>{state}</h1>
      <p>Эфирда</p>
    </>
  );
}

let store = createStore();
function show(state: string, ready = true) {
  const main = document.createElement('main');
  main.id = 'main';
  document.body.append(main);
  const view = render(
    <Provider store={store}>
      <Page state={state} ready={ready} />
    </Provider>,
    { container: main },
  );
  return {
    ...view,
    go: (next: string, nextReady = true) =>
      view.rerender(
        <Provider store={store}>
          <Page state={next} ready={nextReady} />
        </Provider>,
      ),
  };
}

beforeEach(() => {
  vi.useFakeTimers();
  seen = [];
  bodies = [];
  status = 200;
  store = createStore();
  vi.mocked(toast).mockClear();
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    seen.push(input as Request);
    bodies.push(await (input as Request).clone().text());
    const body = status === 200 ? { data: {}, meta: {} } : { message: 'Слишком много запросов' };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => {
  document.getElementById('main')?.remove();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const paths = () => seen.map((r) => new URL(r.url).pathname);

describe('useSnapshotPush', () => {
  it('pushes the HTML of #main once, 2 s after the layout rendered, quietly', async () => {
    show('app.index');
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS - 1);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect(request?.method).toBe('PUT');
    expect(paths()).toEqual(['/uz/api/html/app.index.json']);
    expect(request?.headers.get(QUIET)).toBe('1');
    expect(JSON.parse(bodies[0] ?? '')).toEqual({
      state: 'app.index',
      html: '<h1>app.index</h1><p>Эфирда</p>',
    });
    await vi.advanceTimersByTimeAsync(10 * SNAPSHOT_DELAY_MS);
    expect(seen).toHaveLength(1);
  });

  it('sends nothing for a signed-in user', async () => {
    store.set(userAtom, testUser({ username: 'aziz', roles: ['user'] }));
    show('app.index');
    await vi.advanceTimersByTimeAsync(5 * SNAPSHOT_DELAY_MS);
    expect(seen).toHaveLength(0);
  });

  it('sends nothing while a stored token is being checked, and goes on once it is known anonymous', async () => {
    store.set(sessionStatusAtom, 'checking');
    show('app.index');
    await vi.advanceTimersByTimeAsync(5 * SNAPSHOT_DELAY_MS);
    expect(seen).toHaveLength(0);
    act(() => store.set(sessionStatusAtom, 'known'));
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS);
    expect(paths()).toEqual(['/uz/api/html/app.index.json']);
  });

  it('is cancelled when the page unmounts before 2 s', async () => {
    const { unmount } = show('app.index');
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS / 2);
    unmount();
    await vi.advanceTimersByTimeAsync(5 * SNAPSHOT_DELAY_MS);
    expect(seen).toHaveLength(0);
  });

  it('waits for the layout: nothing while not ready, 2 s from when it is', async () => {
    const { go } = show('app.channel.list', false);
    await vi.advanceTimersByTimeAsync(5 * SNAPSHOT_DELAY_MS);
    expect(seen).toHaveLength(0);
    go('app.channel.list', true);
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS - 1);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(paths()).toEqual(['/uz/api/html/app.channel.list.json']);
  });

  it('restarts on a state change: the left state is not sent, each new visit is sent once', async () => {
    const { go } = show('app.index');
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS / 2);
    go('app.channel.list');
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS - 1);
    expect(seen).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(paths()).toEqual(['/uz/api/html/app.channel.list.json']);
    go('app.channel.list'); // a re-render of the same visit
    await vi.advanceTimersByTimeAsync(5 * SNAPSHOT_DELAY_MS);
    expect(seen).toHaveLength(1);
    go('app.index'); // left within 2 s: not sent
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS / 2);
    go('app.channel.list'); // back again: a new visit, sent again
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS);
    go('app.index');
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS);
    expect(paths()).toEqual([
      '/uz/api/html/app.channel.list.json',
      '/uz/api/html/app.channel.list.json',
      '/uz/api/html/app.index.json',
    ]);
  });

  it('stops when the visitor signs in before 2 s', async () => {
    show('app.index');
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS / 2);
    act(() => store.set(userAtom, testUser({ username: 'aziz', roles: ['user'] })));
    await vi.advanceTimersByTimeAsync(5 * SNAPSHOT_DELAY_MS);
    expect(seen).toHaveLength(0);
  });

  it('shows no toast when the push fails (e.g. 429)', async () => {
    status = 429;
    show('app.index');
    await vi.advanceTimersByTimeAsync(SNAPSHOT_DELAY_MS);
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(0);
    expect(toast).not.toHaveBeenCalled();
  });
});
