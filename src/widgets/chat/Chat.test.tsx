import { dateFormat } from '@core/dates';
import { CHAT_MAX_LENGTH, GENERAL_ROOM } from '@core/live';
import type { ChatAck, ChatMessage } from '@core/schemas/live';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { checkParams } from '../validate';
import Chat, { chatTime } from './Chat';
import meta from './meta';
import { chatRoom } from './room';
import { type ChatSocket, openChatSocket } from './socket';

vi.mock('./socket', () => ({ openChatSocket: vi.fn() }));

type Answer = (payload: Record<string, unknown>) => ChatAck<unknown> | undefined;

/**
 * A socket.io client socket as the widget uses it, answering its asks like the chat server
 * (src/server/live/chat.ts, tested over a real socket in tests/api/chat.test.ts and the browser
 * in tests/e2e/chat.spec.ts). `fire` delivers what the server would push.
 */
class FakeSocket {
  active = true;
  readonly asked: { event: string; payload: Record<string, unknown> }[] = [];
  private readonly handlers = new Map<string, ((...args: unknown[]) => void)[]>();
  constructor(
    readonly auth: { token: () => string | null; lang: string },
    readonly answers: Record<string, Answer>,
  ) {}
  on(event: string, handler: (...args: unknown[]) => void) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  timeout() {
    return this;
  }
  emit(event: string, payload: Record<string, unknown>, ack: (err: Error | null, answer?: unknown) => void) {
    this.asked.push({ event, payload });
    const answer = this.answers[event]?.(payload);
    if (answer) queueMicrotask(() => act(() => ack(null, answer)));
    return this;
  }
  connect() {
    queueMicrotask(() => act(() => this.fire('connect')));
    return this;
  }
  disconnect() {
    this.active = false;
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const handler of this.handlers.get(event) ?? []) handler(...args);
  }
}

const message = (id: string, text: string, user = { _id: 'u2', displayName: 'Dilnoza' }): ChatMessage => ({
  _id: id,
  room: GENERAL_ROOM,
  text,
  createdAt: new Date(Date.parse('2026-11-23T09:00:00Z') + Number(id.slice(1)) * 60_000).toISOString(),
  user: { ...user, picture: null },
});

let sockets: FakeSocket[] = [];
let answers: Record<string, Answer> = {};

beforeEach(() => {
  sockets = [];
  answers = {
    join: () => ({
      ok: true,
      data: [message('m1', 'Salom!'), message('m2', '<img src=x onerror=alert(1)>')],
    }),
    chatMessage: (p) => ({ ok: true, data: message('m9', String(p.text), { _id: 'u1', displayName: 'Me' }) }),
    chatDelete: () => ({ ok: true }),
  };
  vi.mocked(openChatSocket).mockImplementation(async (auth) => {
    const socket = new FakeSocket(auth, answers);
    sockets.push(socket);
    return socket as unknown as ChatSocket;
  });
});

function show(options: { roles?: ('user' | 'admin' | 'guest')[]; status?: 'known' | 'unknown' } = {}) {
  const user = userEvent.setup();
  const signedIn = testUser({ roles: options.roles ?? ['user'] });
  const rendered = renderWithRuntime(<Chat id="chat" params={{}} />, {
    lang: 'en',
    route: '/uz/chat/',
    session: {
      status: options.status ?? 'known',
      user: signedIn,
      token: () => 'the-token',
    },
  });
  return { user, signedIn, ...rendered };
}

const log = () => screen.getByRole('log', { name: 'Chat messages' });
const box = () => screen.getByRole('textbox', { name: 'Message' });

describe('chat widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params)).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(checkParams(meta, { room: 'Not A Room' })).not.toEqual([]);
  });

  it('joins the room of its params, of the page with fromRoute, else the main chat', () => {
    expect(chatRoom({}, { routeParams: { id: 'uzbekistan' } })).toBe(GENERAL_ROOM);
    expect(chatRoom({ room: 'sport' }, { routeParams: {} })).toBe('sport');
    expect(chatRoom({ fromRoute: true }, { routeParams: { id: 'uzbekistan' } })).toBe('uzbekistan');
    expect(chatRoom({ fromRoute: true, room: 'sport' }, { routeParams: { id: 'Bad id' } })).toBe('sport');
  });

  it('keeps its size and connects nobody while the session is not known', () => {
    show({ status: 'unknown' });
    expect(screen.getByRole('heading', { name: 'Chat' })).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(openChatSocket).not.toHaveBeenCalled();
  });

  it('asks visitors and guests to sign in, without connecting', () => {
    renderWithRuntime(<Chat id="chat" params={{}} />, {
      lang: 'en',
      session: { status: 'known', user: null },
    });
    expect(screen.getByText('Sign in to read the chat and write in it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toMatch(
      /\/authentication\/signin\/$/,
    );
    show({ roles: ['guest'] });
    expect(screen.getAllByRole('link', { name: 'Sign in' })).toHaveLength(2);
    expect(openChatSocket).not.toHaveBeenCalled();
  });

  it('connects with the token and language, joins, and shows the last messages as text', async () => {
    show();
    await waitFor(() => expect(within(log()).getAllByRole('listitem')).toHaveLength(2));
    const socket = sockets[0];
    expect(socket?.auth.token()).toBe('the-token');
    expect(socket?.auth.lang).toBe('en');
    expect(socket?.asked[0]).toEqual({ event: 'join', payload: { room: GENERAL_ROOM } });
    expect(within(log()).getByText('Salom!')).toBeTruthy();
    // Sent as HTML, shown as the characters typed: nothing is parsed.
    expect(within(log()).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(log().querySelector('img')).toBeNull();
    expect(log().querySelector('time')?.getAttribute('datetime')).toBe('2026-11-23T09:01:00.000Z');
  });

  it('shows messages from others as they arrive, once, and drops the deleted ones', async () => {
    show();
    await waitFor(() => expect(within(log()).getAllByRole('listitem')).toHaveLength(2));
    const socket = sockets[0] as FakeSocket;
    act(() => socket.fire('chatMessage', message('m5', 'Yangi xabar')));
    act(() => socket.fire('chatMessage', message('m5', 'Yangi xabar')));
    act(() => socket.fire('chatMessage', { ...message('m6', 'Another room'), room: 'sport' }));
    expect(within(log()).getAllByRole('listitem')).toHaveLength(3);
    expect(within(log()).getByText('Yangi xabar')).toBeTruthy();
    act(() => socket.fire('chatDeleted', { _id: 'm1', room: GENERAL_ROOM }));
    expect(within(log()).queryByText('Salom!')).toBeNull();
  });

  it('sends the trimmed text on Enter, keeps Shift+Enter for a new line, and clears the box', async () => {
    const { user } = show();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false),
    );
    await user.type(box(), '  Hello{Shift>}{Enter}{/Shift}world  ');
    expect((box() as HTMLTextAreaElement).value).toBe('  Hello\nworld  ');
    await user.keyboard('{Enter}');
    await waitFor(() => expect((box() as HTMLTextAreaElement).value).toBe(''));
    expect(sockets[0]?.asked.at(-1)).toEqual({
      event: 'chatMessage',
      payload: { room: GENERAL_ROOM, text: 'Hello\nworld' },
    });
    expect(box().getAttribute('maxlength')).toBe(String(CHAT_MAX_LENGTH));
  });

  it('sends nothing empty, and shows a refusal of the server under the box, keeping the text', async () => {
    const { user } = show();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false),
    );
    await user.type(box(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Write a message.');
    expect(box().getAttribute('aria-invalid')).toBe('true');
    expect(sockets[0]?.asked.filter((a) => a.event === 'chatMessage')).toEqual([]);

    answers.chatMessage = () => ({ ok: false, message: 'Too fast: write again in 7 s' });
    await user.type(box(), 'Once more');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Too fast: write again in 7 s'));
    expect((box() as HTMLTextAreaElement).value).toBe('   Once more');
    expect(box().getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
  });

  it('offers a report of others’ messages, never of the reader’s own', async () => {
    show();
    await waitFor(() => expect(within(log()).getAllByRole('listitem')).toHaveLength(2));
    act(() => sockets[0]?.fire('chatMessage', message('m7', 'My own', { _id: 'u1', displayName: 'Aziz' })));
    const items = within(log()).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(log()).getAllByRole('button', { name: 'Report (written by Dilnoza)' })).toHaveLength(2);
    expect(within(items[2] as HTMLElement).queryByRole('button', { name: /^Report/ })).toBeNull();
  });

  it('gives admins a delete button per message, and nobody else', async () => {
    const { user, unmount } = show();
    await waitFor(() => expect(within(log()).getAllByRole('listitem')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: /Delete the message/ })).toBeNull();
    unmount();

    show({ roles: ['user', 'admin'] });
    await waitFor(() => expect(within(log()).getAllByRole('listitem')).toHaveLength(2));
    const buttons = screen.getAllByRole('button', { name: 'Delete the message of Dilnoza' });
    await user.click(buttons[0] as HTMLElement);
    expect(sockets[1]?.asked.at(-1)).toEqual({ event: 'chatDelete', payload: { _id: 'm1' } });
  });

  it('says why the server refused the connection and connects again on request', async () => {
    const { user } = show();
    await waitFor(() => expect(sockets).toHaveLength(1));
    const socket = sockets[0] as FakeSocket;
    socket.active = false;
    act(() => socket.fire('connect_error', new Error('Sign in to write in the chat')));
    expect(screen.getByRole('alert').textContent).toContain('Sign in to write in the chat');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Connect again' }));
    await waitFor(() => expect(sockets).toHaveLength(2));
    await waitFor(() => expect(box()).toBeTruthy());
  });

  it('says when the connection drops and when the server ends it', async () => {
    show();
    await waitFor(() => expect(within(log()).getAllByRole('listitem')).toHaveLength(2));
    const socket = sockets[0] as FakeSocket;
    act(() => socket.fire('disconnect', 'transport close'));
    expect(screen.getByRole('status').textContent).toBe('The connection to the chat was lost. Reconnecting…');
    expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', true);
    act(() => socket.fire('disconnect', 'io server disconnect'));
    expect(screen.getByRole('alert').textContent).toContain('The connection to the chat has ended.');
  });

  it('has no axe violations with messages and a refusal', async () => {
    const { container, user } = show({ roles: ['user', 'admin'] });
    await waitFor(() => expect(within(log()).getAllByRole('listitem')).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('chatTime', () => {
  const now = Date.parse('2026-11-23T12:00:00Z'); // 17:00 in Tashkent
  it('gives HH:mm in Tashkent today and the date on an earlier day', () => {
    expect(chatTime('2026-11-23T04:05:00Z', 'uz', now)).toBe('09:05');
    expect(chatTime('2026-11-22T18:59:00Z', 'en', now)).toBe('November 22 23:59');
    expect(chatTime('2026-11-22T19:00:00Z', 'ru', now)).toBe('00:00');
  });

  // Decision 040: the site's one rule for Uzbek dates, the chat included: uz pages in Cyrillic
  // (design §6), oz pages in Latin; the same words as every other date of the page.
  it('writes an earlier day as the rest of the page does: uz in Cyrillic, oz in Latin', () => {
    const at = '2026-11-22T18:59:00Z';
    expect(chatTime(at, 'uz', now)).toBe(`${dateFormat('uz', 'dayMonth')(new Date(at))} 23:59`);
    expect(chatTime(at, 'uz', now)).toMatch(/^22 [\u0400-\u04FF]+ 23:59$/);
    expect(chatTime(at, 'oz', now)).toBe('22-noyabr 23:59');
    expect(chatTime(at, 'ru', now)).toBe('22 ноября 23:59');
  });
});
