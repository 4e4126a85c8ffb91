import { ApiError } from '@core/api-error';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import { testUser } from '../../../../tests/helpers/user';
import AccountForm from '../../accountForm/AccountForm';
import LinkedAccounts from '../../linkedAccounts/LinkedAccounts';
import PasswordChange from '../../passwordChange/PasswordChange';
import PictureUpload from '../../pictureUpload/PictureUpload';
import ProfileForm from '../../profileForm/ProfileForm';
import UserProfile from '../../userProfile/UserProfile';
import UsersTable from '../../usersTable/UsersTable';

const NATIONS = {
  data: [
    { _id: 'uzbek', title: { uz: 'Ўзбек', oz: 'O‘zbek', ru: 'Узбек', en: 'Uzbek' }, order: 10 },
    { _id: 'tajik', title: { uz: 'Тожик', oz: 'Tojik', ru: 'Таджик', en: 'Tajik' }, order: 20 },
  ],
  meta: { total: 2, page: 1, count: 2, pages: 1 },
};
const EMPTY_PROFILE = { data: { title: '', sex: null, nation: null, fax: '', address: '', note: '' } };
const known = (overrides = {}) => ({ status: 'known' as const, user: testUser(overrides) });

describe('personal-area widgets', () => {
  it('a visitor who is not signed in gets a sign-in link', () => {
    renderWithRuntime(<ProfileForm id="p" params={{}} />, { session: { status: 'known', user: null } });
    expect(screen.getByRole('link', { name: 'Кириш' }).getAttribute('href')).toBe(
      '/uz/authentication/signin/',
    );
  });

  it('profileForm: nothing is sent until a title is given; then Saved and a user-check', async () => {
    const user = userEvent.setup();
    const recheck = vi.fn();
    const { sent, toasts, container } = renderWithRuntime(<ProfileForm id="p" params={{}} />, {
      session: { ...known(), recheck },
      api: (path) =>
        path === 'user/profile.json' ? EMPTY_PROFILE : path === 'list/nation/all.json' ? NATIONS : undefined,
      send: () => ({ message: 'Сақланди', data: EMPTY_PROFILE.data }),
    });
    const title = await screen.findByRole('textbox', { name: /Ф\. И\. Ш\./ });
    await screen.findByRole('option', { name: 'Ўзбек' });
    await user.click(screen.getByRole('button', { name: 'Профилни сақлаш' }));
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
    await user.type(title, 'Aziz Karimov');
    await user.click(screen.getByRole('radio', { name: 'Эркак' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Миллати/ }), 'uzbek');
    await user.click(screen.getByRole('button', { name: 'Профилни сақлаш' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      path: 'user/profile.json',
      body: { title: 'Aziz Karimov', sex: 'man', nation: 'uzbek' },
    });
    await waitFor(() => expect(toasts).toContainEqual({ message: 'Сақланди', kind: 'success' }));
    expect(recheck).toHaveBeenCalled();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('profileForm: nationality and fax are optional (issue 28): a title and sex are enough', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithRuntime(<ProfileForm id="p" params={{}} />, {
      session: known(),
      api: (path) =>
        path === 'user/profile.json' ? EMPTY_PROFILE : path === 'list/nation/all.json' ? NATIONS : undefined,
      send: () => ({ message: 'Сақланди', data: EMPTY_PROFILE.data }),
    });
    await user.type(await screen.findByRole('textbox', { name: /Ф\. И\. Ш\./ }), 'Aziz Karimov');
    await user.click(screen.getByRole('radio', { name: 'Эркак' }));
    expect(screen.getByRole('combobox', { name: /Миллати/ }).hasAttribute('required')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Профилни сақлаш' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ body: { title: 'Aziz Karimov', sex: 'man', nation: '', fax: '' } });
  });

  it('accountForm lowercases the e-mail and shows a taken address beside it', async () => {
    const user = userEvent.setup();
    const { sent } = renderWithRuntime(<AccountForm id="a" params={{}} />, {
      session: known(),
      send: () => {
        throw new ApiError(409, 'Бу электрон почта билан ҳисоб аллақачон бор', 'email');
      },
    });
    const email = screen.getByRole('textbox', { name: /Электрон почта/ }) as HTMLInputElement;
    await user.clear(email);
    await user.type(email, 'New@Example.UZ');
    expect(email.value).toBe('new@example.uz');
    await user.click(screen.getByRole('button', { name: 'Сақлаш' }));
    await screen.findByText('Бу электрон почта билан ҳисоб аллақачон бор');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(sent[0]?.body).toEqual({ displayName: 'Aziz', email: 'new@example.uz' });
  });

  it('passwordChange asks for the current password only when the account has one, and stores the new token', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    const { sent } = renderWithRuntime(<PasswordChange id="pw" params={{}} />, {
      session: { ...known({ hasPassword: false }), update },
      send: () => ({ message: 'Парол ўзгартирилди', data: testUser(), token: 'new.token.value' }),
    });
    expect(screen.queryByLabelText(/Жорий парол/)).toBeNull();
    const [password, repeat] = screen.getAllByLabelText(/^Янги парол/, {
      selector: 'input',
    }) as HTMLInputElement[];
    await user.type(password as HTMLInputElement, 'kuchli parol 2026');
    await user.type(repeat as HTMLInputElement, 'kuchli parol 2026');
    await user.click(screen.getByRole('button', { name: 'Паролни ўзгартириш' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith(testUser(), 'new.token.value'));
    expect(sent[0]?.body).toEqual({ newPassword: 'kuchli parol 2026', verifyPassword: 'kuchli parol 2026' });
  });

  it('linkedAccounts disables unlinking the last way to sign in, and explains it', async () => {
    renderWithRuntime(<LinkedAccounts id="l" params={{}} />, {
      session: known({
        hasPassword: false,
        additionalProvidersData: { oneid: { sub: 's', linkedAt: '2026-01-01T00:00:00.000Z' } },
      }),
      api: (path) =>
        path === 'auth/providers.json'
          ? {
              data: [
                { id: 'oneid', title: 'OneID' },
                { id: 'google', title: 'Google' },
              ],
            }
          : undefined,
    });
    const unlink = await screen.findByRole('button', { name: 'OneIDни узиш' });
    expect(unlink).toHaveProperty('disabled', true);
    expect(unlink.getAttribute('aria-describedby')).toBe('last-way-oneid');
    expect(screen.getByRole('button', { name: 'Googleни улаш' })).toHaveProperty('disabled', false);
  });

  it('pictureUpload shows the progress, then the new picture; a failure toasts and drops the file', async () => {
    const user = userEvent.setup();
    const update = vi.fn();
    let fail = false;
    const bodies: FormData[] = [];
    const { toasts } = renderWithRuntime(<PictureUpload id="pic" params={{}} />, {
      session: { ...known(), update },
      send: async (_m, _p, body, options) => {
        expect(body).toBeInstanceOf(FormData);
        bodies.push(body as FormData);
        options?.onProgress?.(0.5);
        if (fail) throw new ApiError(400, '');
        return {
          message: 'Профиль расми ўзгартирилди',
          data: testUser({ picture: '/uploads/u/2026/11/x.jpg' }),
        };
      },
    });
    const input = screen.getByLabelText('Расм танланг') as HTMLInputElement;
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'me.jpg', { type: 'image/jpeg' });
    await user.upload(input, file);
    // The upload kit's turn: a quarter clockwise, sent for the server to apply.
    await user.click(screen.getByRole('button', { name: /me\.jpg ни 90° га буриш/ }));
    await user.click(screen.getByRole('button', { name: 'Юклаш' }));
    await waitFor(() => expect(update).toHaveBeenCalled());
    expect(bodies[0]?.get('upload_key')).toBe('picture');
    expect(bodies[0]?.get('rotate')).toBe('90');
    expect((bodies[0]?.get('newProfilePicture') as File | undefined)?.name).toBe('me.jpg');
    expect(toasts).toContainEqual({ message: 'Профиль расми ўзгартирилди', kind: 'success' });

    fail = true;
    await user.upload(input, new File(['x'], 'bad.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Юклаш' }));
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'Файлни юклашда хатолик: bad.png', kind: 'error' }),
    );
    expect(input.value).toBe('');
    expect(screen.getByRole('button', { name: 'Юклаш' })).toHaveProperty('disabled', true);
  });

  it('usersTable pages 10 users at a time', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 23 }, (_, i) =>
      testUser({ _id: `u${i}`, username: `user${String(i).padStart(2, '0')}` }),
    );
    renderWithRuntime(<UsersTable id="t" params={{}} />, {
      session: known({ roles: ['user', 'admin'] }),
      api: (path) =>
        path === 'users' ? { data: many, meta: { total: 23, page: 1, count: 23, pages: 1 } } : undefined,
    });
    const table = await screen.findByRole('table', { name: 'Фойдаланувчилар (23)' });
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText('3 дан 1-саҳифа')).toBeTruthy();
    // The one pagination of every list: links to `?page=`, the current page marked.
    const nav = screen.getByRole('navigation', { name: 'Саҳифалар' });
    expect(within(nav).getByRole('link', { name: '1-саҳифа' }).getAttribute('aria-current')).toBe('page');
    await user.click(within(nav).getByRole('link', { name: 'Кейинги' }));
    await user.click(
      within(screen.getByRole('navigation', { name: 'Саҳифалар' })).getByRole('link', { name: 'Кейинги' }),
    );
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('3 дан 3-саҳифа')).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Саҳифалар' })).queryByRole('link', { name: 'Кейинги' }),
    ).toBeNull();
  });

  it('usersTable gives the editor role and shows a user’s sign-ins', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithRuntime(<UsersTable id="t" params={{}} />, {
      lang: 'en',
      session: known({ roles: ['user', 'admin'] }),
      api: (path) =>
        path === 'users'
          ? {
              data: [testUser({ _id: 'u1', username: 'lola' })],
              meta: { total: 1, page: 1, count: 1, pages: 1 },
            }
          : path === 'users/u1/sign-ins.json'
            ? {
                data: [
                  {
                    at: '2026-11-27T10:00:00.000Z',
                    method: 'totp',
                    ok: true,
                    ip: '203.0.113.9',
                    userAgent: 'UA',
                  },
                ],
              }
            : undefined,
      send: (method, path, body) => {
        sent.push([method, path, body]);
        return { message: 'The roles were saved' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Make lola an editor' }));
    expect(sent).toEqual([['PUT', 'users/u1/roles.json', { roles: ['user', 'editor'] }]]);
    await user.click(screen.getByRole('button', { name: 'Sign-ins of lola' }));
    const signIns = await screen.findByRole('table', { name: 'Latest sign-ins of lola' });
    expect(within(signIns).getByText('Code')).toBeTruthy();
    expect(within(signIns).getByText('203.0.113.9')).toBeTruthy();
  });

  it('usersTable resets another user’s second factor after a confirmation, never the admin’s own', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const confirm = vi.fn().mockReturnValueOnce(false).mockReturnValueOnce(true);
    vi.stubGlobal('confirm', confirm);
    const { toasts } = renderWithRuntime(<UsersTable id="t" params={{}} />, {
      lang: 'en',
      session: known({ _id: 'me', username: 'boss', roles: ['user', 'admin'] }),
      api: (path) =>
        path === 'users'
          ? {
              data: [
                { ...testUser({ _id: 'me', username: 'boss', roles: ['user', 'admin'] }), two_factor: true },
                { ...testUser({ _id: 'u1', username: 'lola', roles: ['user', 'editor'] }), two_factor: true },
                { ...testUser({ _id: 'u2', username: 'anvar' }), two_factor: false },
              ],
              meta: { total: 3, page: 1, count: 3, pages: 1 },
            }
          : undefined,
      send: (method, path, body) => {
        sent.push([method, path, body]);
        return { message: 'Two-step sign-in of lola was reset' };
      },
    });
    const reset = await screen.findByRole('button', { name: 'Reset the two-step sign-in of lola' });
    expect(screen.queryByRole('button', { name: 'Reset the two-step sign-in of boss' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset the two-step sign-in of anvar' })).toBeNull();
    expect(screen.getByRole('cell', { name: 'user, editor · 2-step' })).toBeTruthy();
    await user.click(reset);
    expect(sent).toEqual([]);
    await user.click(reset);
    expect(confirm).toHaveBeenLastCalledWith(expect.stringMatching(/^Reset the two-step sign-in of lola\?/));
    expect(sent).toEqual([['POST', 'users/u1/two-factor/reset.json', undefined]]);
    await waitFor(() =>
      expect(toasts).toContainEqual({ message: 'Two-step sign-in of lola was reset', kind: 'success' }),
    );
    vi.unstubAllGlobals();
  });

  it('userProfile shows the account and the nation in the page language', async () => {
    renderWithRuntime(<UserProfile id="u" params={{}} />, {
      lang: 'ru',
      session: known({ is_profile_filled: true, phone: '+998901234567' }),
      api: (path) =>
        path === 'user/profile.json'
          ? { data: { ...EMPTY_PROFILE.data, title: 'Азиз Каримов', nation: 'tajik', sex: 'man' } }
          : path === 'list/nation/all.json'
            ? NATIONS
            : undefined,
    });
    expect(await screen.findByText('Таджик')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Азиз Каримов' })).toBeTruthy();
    expect(screen.getByText('+998901234567')).toBeTruthy();
  });
});
