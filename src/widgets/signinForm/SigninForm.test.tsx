import { ApiError } from '@core/api-error';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { type RenderOptions, renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import meta, { type SigninFormParams } from './meta';
import SigninForm, { hashToken } from './SigninForm';

const PROVIDERS = { data: [{ id: 'oneid', title: 'OneID' }] };

function show(params: SigninFormParams = {}, options: RenderOptions = {}) {
  const signIn = vi.fn();
  const user = userEvent.setup();
  const result = renderWithRuntime(<SigninForm id="signin" params={params} />, {
    route: '/uz/authentication/signin/',
    api: (path) => (path === 'auth/providers.json' ? PROVIDERS : undefined),
    session: { status: 'known', signIn },
    ...options,
  });
  return { user, signIn, ...result };
}

const username = () => screen.getByRole('textbox', { name: 'Фойдаланувчи номи ёки электрон почта' });
const password = () => screen.getByLabelText(/^Парол( \*)?$/, { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Кириш' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('signinForm widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('asks for a username or e-mail and a password, for password managers too', async () => {
    const { container } = show();
    expect(username().getAttribute('autocomplete')).toBe('username');
    expect(password().getAttribute('autocomplete')).toBe('current-password');
    expect(password().getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Паролни унутдингизми?' }).getAttribute('href')).toBe(
      '/uz/password/forgot/',
    );
    expect(screen.getByRole('link', { name: 'Рўйхатдан ўтинг' }).getAttribute('href')).toBe(
      '/uz/authentication/signup/',
    );
    await screen.findByRole('link', { name: 'OneID орқали кириш' });
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends nothing while a field is empty: both marked, the first focused', async () => {
    const { user, sent, signIn } = show();
    await user.click(submit());
    await waitFor(() => expect(username().getAttribute('aria-invalid')).toBe('true'));
    expect(password().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username());
    expect(screen.getAllByText('Бу майдонни тўлдиринг')).toHaveLength(2);
    expect(sent).toEqual([]);
    expect(signIn).not.toHaveBeenCalled();
  });

  it('lowercases the username as typed, sends it and signs in with the token', async () => {
    const { user, sent, signIn } = show(
      {},
      {
        send: () => ({ data: { token: 'jwt-token', user: {} } }),
      },
    );
    await user.type(username(), 'Aziz@Example.UZ');
    expect((username() as HTMLInputElement).value).toBe('aziz@example.uz');
    await user.type(password(), 'Secret pass 1');
    await user.click(submit());
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('jwt-token'));
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'auth/signin.json',
        body: { username: 'aziz@example.uz', password: 'Secret pass 1' },
      },
    ]);
    expect(screen.getByRole('status').textContent).toBe('Тизимга кирилмоқда…');
    expect((screen.getByRole('button', { name: 'Кириш' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for the code after a right password of an account with two-step sign-in', async () => {
    const { user, sent, signIn } = show(
      {},
      {
        send: (_method: string, path: string) =>
          path === 'auth/signin.json'
            ? { data: { secondFactor: true, ticket: 'the-ticket', expiresIn: 300 } }
            : { data: { token: 'jwt-token', user: {} } },
      },
    );
    await user.type(username(), 'editor');
    await user.type(password(), 'Secret pass 1');
    await user.click(submit());
    const code = await screen.findByRole('textbox', { name: /^Код/ });
    expect(signIn).not.toHaveBeenCalled();
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Давом этиш' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('jwt-token'));
    expect(sent[1]).toEqual({
      method: 'POST',
      path: 'auth/signin/code.json',
      body: { ticket: 'the-ticket', code: '123456' },
    });
  });

  it("shows the server's message when the password is wrong", async () => {
    const { user, signIn } = show(
      {},
      {
        send: () => {
          throw new ApiError(400, 'Фойдаланувчи номи ёки парол нотўғри');
        },
      },
    );
    await user.type(username(), 'aziz');
    await user.type(password(), 'wrong password');
    await user.click(submit());
    expect((await screen.findByRole('alert')).textContent).toBe('Фойдаланувчи номи ёки парол нотўғри');
    expect(signIn).not.toHaveBeenCalled();
    expect((submit() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the err of the address until the next attempt', async () => {
    const { user } = show({}, { route: '/uz/authentication/signin/?err=OneID%20refused%20the%20sign-in' });
    expect(screen.getByRole('alert').textContent).toBe('OneID refused the sign-in');
    await user.click(submit());
    await waitFor(() => expect(screen.queryByText('OneID refused the sign-in')).toBeNull());
  });

  it('signs in at once with the #token= an OpenID Connect provider brings back', async () => {
    const { signIn } = show({}, { route: '/uz/authentication/signin/#token=abc.def.ghi' });
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('abc.def.ghi'));
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status').textContent).toBe('Тизимга кирилмоқда…');
    expect(hashToken('#state=1&token=a%2Eb')).toBe('a.b');
    expect(hashToken('#tokens=x')).toBeNull();
    expect(hashToken('')).toBeNull();
  });

  it('links each configured provider to its start, and none when told not to', async () => {
    sessionStorage.setItem('efir.returnTo', '/uz/my/phone/');
    const first = show();
    const link = await screen.findByRole('link', { name: 'OneID орқали кириш' });
    await waitFor(() =>
      expect(link.getAttribute('href')).toBe('/uz/api/auth/oidc/oneid/start?return=%2Fuz%2Fmy%2Fphone%2F'),
    );
    first.unmount();
    sessionStorage.clear();
    const { calls } = show({ providers: false });
    expect(screen.queryByRole('link', { name: /OneID/ })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('focuses the first field on a wide window only (spec §9)', () => {
    vi.stubGlobal('innerWidth', 1280);
    const wide = show();
    expect(document.activeElement).toBe(username());
    wide.unmount();
    vi.stubGlobal('innerWidth', 390);
    show();
    expect(document.activeElement).toBe(document.body);
  });
});
