import { ApiError } from '@core/api-error';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { type RenderOptions, renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import meta from './meta';
import SignupForm from './SignupForm';

function show(options: RenderOptions = {}) {
  const signIn = vi.fn();
  const user = userEvent.setup();
  const result = renderWithRuntime(<SignupForm id="signup" params={{}} />, {
    route: '/uz/authentication/signup/',
    session: { status: 'known', signIn },
    lang: 'en',
    ...options,
  });
  return { user, signIn, ...result };
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>, password = 'Moviy osmon ostida 7 qush') {
  await user.type(field('Username'), 'Aziz_2000');
  await user.type(field('E-mail'), 'Aziz@Example.UZ');
  await user.type(field('Your name'), ' Aziz Karimov ');
  await user.type(field('Password'), password);
  await user.type(field('Repeat the password'), password);
}

describe('signupForm widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('labels every field, with the hints of spec §5 and autocomplete for password managers', async () => {
    const { container } = show();
    expect(field('Username').getAttribute('autocomplete')).toBe('username');
    expect(field('E-mail').getAttribute('autocomplete')).toBe('email');
    expect(field('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(field('Repeat the password').getAttribute('autocomplete')).toBe('new-password');
    const hint = document.getElementById(field('Password').getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe(
      'Choose a passphrase of several words, or a password of at least 8 characters with numbers, lowercase and uppercase letters and special characters.',
    );
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/uz/authentication/signin/',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends nothing while invalid: required fields, a weak password, a different repeat', async () => {
    const { user, sent } = show();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(field('Username').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field('Username'));
    for (const label of ['E-mail', 'Password', 'Repeat the password'])
      expect(field(label).getAttribute('aria-invalid'), label).toBe('true');
    expect(field('Your name').getAttribute('aria-invalid')).toBeNull();

    await user.type(field('Username'), 'a');
    await user.type(field('E-mail'), 'aziz@example.uz');
    await user.type(field('Password'), 'password1');
    await user.type(field('Repeat the password'), 'password2');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText(/^This password is easy to guess/);
    expect(
      screen.getByText(
        '3–32 characters: lowercase Latin letters, digits, dot, dash and underscore, starting with a letter or a digit',
      ),
    ).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(sent).toEqual([]);
  }, 15_000);

  it('shows the strength of the password as it is typed', async () => {
    const { user, container } = show();
    await user.type(field('Password'), 'qwerty');
    await waitFor(() => expect(container.querySelector('.f-meter')?.getAttribute('data-level')).toBe('1'), {
      timeout: 5000,
    });
    expect(screen.getByText('Password strength: very weak')).toBeTruthy();
  });

  it('lowercases the username and the e-mail, signs up and signs in with the token', async () => {
    const { user, sent, signIn } = show({ send: () => ({ token: 'new-token', data: {} }) });
    await fill(user);
    expect(field('Username').value).toBe('aziz_2000');
    expect(field('E-mail').value).toBe('aziz@example.uz');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('new-token'), { timeout: 5000 });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: 'auth/signup.json',
        body: {
          username: 'aziz_2000',
          email: 'aziz@example.uz',
          password: 'Moviy osmon ostida 7 qush',
          displayName: 'Aziz Karimov',
        },
      },
    ]);
  }, 15_000);

  it('says beside the field that a name or an address is taken', async () => {
    const { user, signIn } = show({
      send: () => {
        throw new ApiError(409, 'This e-mail address is already registered', 'email');
      },
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await screen.findByText('This e-mail address is already registered', {}, { timeout: 5000 });
    expect(field('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('E-mail'));
    expect(signIn).not.toHaveBeenCalled();
  }, 15_000);
});
