import { DEVICE_HEADER } from '@core/reminders';
import type { Reminder } from '@core/schemas/reminders';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { DEVICE_KEY } from '../_kit/reminders/device';
import { checkParams } from '../validate';
import meta from './meta';
import Reminders from './Reminders';

const reminder = (id: string, title: string): Reminder => ({
  _id: id,
  channel: 'uzbekistan',
  channelTitle: 'Ўзбекистон',
  date: '2026-11-30',
  time: '20:00',
  startAt: '2026-11-30T15:00:00.000Z',
  endAt: '2026-11-30T15:30:00.000Z',
  broadcast: 'axborot',
  title,
  path: '/uz/broadcast/axborot/',
  calendar: '/uz/api/efir/schedule/uzbekistan/2026-11-30/2000.ics',
  sent: false,
});

/** The reminders server: GET through fetch (it carries the device header), DELETE through send. */
function server(items: Reminder[]) {
  const state = { items: [...items], gets: [] as Headers[] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init?: RequestInit) => {
      state.gets.push(new Headers(init?.headers));
      return new Response(JSON.stringify({ data: state.items }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return state;
}

afterEach(() => vi.unstubAllGlobals());

describe('reminders widget', () => {
  it('has valid example params', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params)).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it("renders a box of the list's size until the session is known (as the server does)", () => {
    server([]);
    const { container } = renderWithRuntime(<Reminders id="r" params={{}} />);
    expect(container.querySelector('.w-reminders__waiting')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it("lists this device's reminders with their calendar files, and cancels one", async () => {
    localStorage.setItem(DEVICE_KEY, 'k'.repeat(43));
    const state = server([reminder('a1', 'Ахборот'), reminder('b2', 'Спорт')]);
    const sent: { method: string; path: string; headers?: Record<string, string> }[] = [];
    const user = userEvent.setup();
    const { container } = renderWithRuntime(<Reminders id="r" params={{}} />, {
      session: { status: 'known', user: null, token: () => null },
      send: (method, path, _body, options) => {
        sent.push({ method, path, headers: (options as { headers?: Record<string, string> })?.headers });
        state.items = state.items.filter((r) => !path.includes(r._id));
        return { message: 'Эслатма бекор қилинди' };
      },
    });
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(state.gets[0]?.get(DEVICE_HEADER)).toBe('k'.repeat(43));
    expect(state.gets[0]?.get('authorization')).toBeNull();
    const calendar = screen.getByRole('link', { name: 'Тақвимга қўшиш: Ахборот' });
    expect(calendar.getAttribute('href')).toBe('/uz/api/efir/schedule/uzbekistan/2026-11-30/2000.ics');
    expect(calendar.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: 'Ахборот' }).getAttribute('href')).toBe('/uz/broadcast/axborot/');
    expect(await axeViolations(container)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Бекор қилиш: Ахборот' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'DELETE', path: 'my-efir/reminders/a1.json?lang=uz' });
    expect(sent[0]?.headers?.[DEVICE_HEADER]).toBe('k'.repeat(43));
    expect(screen.getByText('Эслатма бекор қилинди')).toBeTruthy();
  });

  it("signed in, reads the account's reminders with the session's token (and the device key, to merge)", async () => {
    localStorage.setItem(DEVICE_KEY, 'd'.repeat(43));
    const state = server([]);
    renderWithRuntime(<Reminders id="r" params={{}} />, {
      isAdmin: true,
      session: { token: () => 'the-token' },
    });
    await screen.findByText(/Ҳозирча эслатмалар йўқ/);
    expect(state.gets[0]?.get('authorization')).toBe('Bearer the-token');
    expect(state.gets[0]?.get(DEVICE_HEADER)).toBe('d'.repeat(43));
  });
});
