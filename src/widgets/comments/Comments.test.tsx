import { ApiError } from '@core/api-error';
import type { Lang } from '@core/lang';
import { Route, Routes } from '@core/router';
import type { Comment } from '@core/schemas/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { formatDateTime } from '../_kit/content/datetime';
import type { Session } from '../session';
import { checkParams } from '../validate';
import Comments from './Comments';
import { load } from './data';
import meta, { type CommentsParams } from './meta';

const PATH = 'comment/archive/axborot-2026-11-21.json';
const MINE = 'comment/archive/axborot-2026-11-21/mine.json';

/** A fake comment server of one item: newest first, as the API answers. */
function commentServer(comments: Comment[] = [], mine: string[] = []) {
  const state = { comments: [...comments], n: 0, mine: [...mine] };
  return {
    state,
    api: (path: string) =>
      path === PATH
        ? { data: [...state.comments], meta: { total: state.comments.length, page: 1, count: 100, pages: 1 } }
        : path === MINE
          ? { data: [...state.mine] }
          : undefined,
    send: (method: string, path: string, body: unknown) => {
      if (method === 'POST' && path === PATH) {
        const content = (body as { content: string }).content;
        if (content === 'spam') throw new ApiError(400, 'Бу матн рад этилди', 'content');
        const comment = {
          _id: `c${++state.n}`,
          datetime: '2026-11-22T09:30:00.000Z',
          username: 'Aziz',
          content,
        };
        state.comments.unshift(comment);
        state.mine.push(comment._id);
        return { data: comment, message: 'Изоҳингиз қўшилди' };
      }
      const m = /^comment\/archive\/axborot-2026-11-21\/([\w-]+)\.json$/.exec(path);
      if (method === 'DELETE' && m) {
        state.comments = state.comments.filter((c) => c._id !== m[1]);
        return { message: 'Изоҳ ўчирилди' };
      }
      return undefined;
    },
  };
}

const OLD: Comment[] = [
  {
    _id: 'b2',
    datetime: '2026-11-21T18:05:00.000Z',
    username: 'Malika',
    content: 'Ajoyib ko‘rsatuv!\n<b>Rahmat</b>',
  },
  { _id: 'b1', datetime: '2026-11-20T07:00:00.000Z', username: 'Bobur', content: 'Биринчи' },
];

function show(
  session: Partial<Session> = {},
  server = commentServer(OLD),
  lang: Lang = 'uz',
  params: CommentsParams = { db: 'archive', fromRoute: true },
) {
  const user = userEvent.setup();
  const rendered = renderWithRuntime(
    <Routes>
      <Route path="/uz/archive/:id/" element={<Comments id="comments" params={params} />} />
    </Routes>,
    { api: server.api, send: server.send, session, lang, route: '/uz/archive/axborot-2026-11-21/' },
  );
  return { user, server, ...rendered };
}

const signedIn = (roles: string[] = ['user']): Partial<Session> => ({
  status: 'known',
  user: testUser({ roles: roles as never }),
});

describe('comments widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('reads the comments of the page’s item, or of the item named', () => {
    const ctx = (id?: string) => ({
      product: 'efir',
      lang: 'uz' as const,
      pathname: '/',
      routeParams: { id },
      search: new URLSearchParams(),
      now: 0,
    });
    expect(load({ db: 'archive', fromRoute: true }, ctx('axborot-2026-11-21'))).toEqual([{ path: PATH }]);
    expect(load({ db: 'anchors', id: 'dilnoza-rahimova' }, ctx())).toEqual([
      { path: 'comment/anchors/dilnoza-rahimova.json' },
    ]);
    expect(load({ db: 'archive', fromRoute: true }, ctx())).toEqual([]);
  });

  it('lists the comments newest first with their writer and Tashkent time, as text only', async () => {
    const { container } = show();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => within(li).getByText(/^\d\d\.\d\d\.\d{4} \d\d:\d\d$/).textContent)).toEqual([
      '21.11.2026 23:05',
      '20.11.2026 12:00',
    ]);
    expect(within(items[0] as HTMLElement).getByText('Malika')).toBeTruthy();
    expect(items[0]?.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-21T18:05:00.000Z');
    // Markup in a comment is shown as it was typed, never as HTML.
    expect(items[0]?.querySelector('b')).toBeNull();
    expect(items[0]?.textContent).toContain('<b>Rahmat</b>');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Изоҳлар (2)');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the form’s place empty until the session is known (the server’s HTML)', async () => {
    const { container } = show();
    await screen.findAllByRole('listitem');
    expect(container.querySelector('.w-comments__compose')?.innerHTML).toBe('');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it.each([
    ['a visitor', { status: 'known', user: null } as Partial<Session>],
    ['a user with only the guest role', signedIn(['guest'])],
  ])('asks %s to sign in or sign up (spec §8)', async (_who, session) => {
    const { container } = show(session);
    expect(await screen.findByText('Маълумот юбориш учун тизимга киринг ёки рўйхатдан ўтинг')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Кириш' }).getAttribute('href')).toBe(
      '/uz/authentication/signin/',
    );
    expect(screen.getByRole('link', { name: 'Рўйхатдан ўтиш' }).getAttribute('href')).toBe(
      '/uz/authentication/signup/',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends nothing empty: blank or whitespace only highlights the field', async () => {
    const { user, sent } = show(signedIn(), commentServer(OLD), 'en');
    const field = await screen.findByRole('textbox', { name: /Your comment/ });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false),
    );
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Comments must be non-empty')).toBeTruthy();
    await user.type(field, '   \n  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
  });

  it('sends a trimmed comment, shows it first and empties the form', async () => {
    const { user, sent, toasts, container } = show(signedIn());
    const field = await screen.findByRole('textbox', { name: /Изоҳингиз/ });
    expect(document.activeElement).not.toBe(field);
    await user.type(field, '   Зўр эфир!  ');
    await user.click(screen.getByRole('button', { name: 'Юбориш' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(sent).toEqual([{ method: 'POST', path: PATH, body: { content: 'Зўр эфир!' } }]);
    expect(screen.getAllByRole('listitem')[0]?.textContent).toContain('Зўр эфир!');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Изоҳлар (3)');
    expect((field as HTMLTextAreaElement).value).toBe('');
    expect(toasts).toEqual([{ message: 'Изоҳингиз қўшилди', kind: 'success' }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a refusal of the server beside the field', async () => {
    const { user } = show(signedIn());
    const field = await screen.findByRole('textbox', { name: /Изоҳингиз/ });
    await user.type(field, 'spam');
    await user.click(screen.getByRole('button', { name: 'Юбориш' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Бу матн рад этилди')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('lets an admin delete a comment, after a confirmation', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const { user, sent, toasts } = show(signedIn(['user', 'admin']));
    await screen.findAllByRole('listitem');
    const button = screen.getByRole('button', {
      name: `Ўчириш (Bobur, ${formatDateTime(OLD[1]?.datetime ?? '')})`,
    });
    await user.click(button);
    expect(sent).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(sent).toEqual([
      { method: 'DELETE', path: 'comment/archive/axborot-2026-11-21/b1.json', body: undefined },
    ]);
    expect(toasts).toEqual([{ message: 'Изоҳ ўчирилди', kind: 'success' }]);
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(confirm).toHaveBeenCalledWith('Бу изоҳ ҳамма учун ўчирилсинми?');
    vi.unstubAllGlobals();
  });

  it('offers a report of others’ comments only: none on the reader’s own, old or just written', async () => {
    const { user } = show(signedIn(), commentServer(OLD, ['b1']), 'en');
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Report/ })).toHaveLength(1));
    const [malika, bobur] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(
      within(malika as HTMLElement).getByRole('button', { name: 'Report (written by Malika)' }),
    ).toBeTruthy();
    expect(within(bobur as HTMLElement).queryByRole('button', { name: /^Report/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Your comment/ }), 'Mine too');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(
      within(screen.getAllByRole('listitem')[0] as HTMLElement).queryByRole('button', { name: /^Report/ }),
    ).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Report/ })).toHaveLength(1);
  });

  it('offers no delete button to other users; says so when there is no comment', async () => {
    show(signedIn(), commentServer([]), 'ru');
    expect(await screen.findByText('Комментариев пока нет. Напишите первым!')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Удалить/ })).toBeNull();
  });

  it('names an empty thread without "(0)"; a thread with comments gives their number', async () => {
    const empty = show({}, commentServer([]));
    await screen.findByText('Ҳали изоҳ йўқ. Биринчи бўлиб ёзинг!');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Изоҳлар');
    empty.unmount();
    show({}, commentServer(OLD));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Изоҳлар (2)'));
  });
});

describe('formatDateTime', () => {
  it('writes the Tashkent date and time, whatever the zone', () => {
    expect(formatDateTime('2026-12-31T19:30:00.000Z')).toBe('01.01.2027 00:30');
    expect(formatDateTime('not a date')).toBe('');
  });
});
