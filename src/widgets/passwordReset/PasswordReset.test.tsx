import { ApiError } from '@core/api-error';
import { Route, Routes } from '@core/router';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { type RenderOptions, renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import meta from './meta';
import PasswordReset from './PasswordReset';

const TOKEN = 'a'.repeat(43);
const GOOD = 'Tog‘ ortida oy chiqdi 9';

function show(options: RenderOptions = {}) {
  const user = userEvent.setup();
  const result = renderWithRuntime(
    <Routes>
      <Route path="/uz/password/reset/success/" element={<p>success page</p>} />
      <Route path="/uz/password/reset/invalid/" element={<p>invalid page</p>} />
      <Route path="/uz/password/reset/:token/" element={<PasswordReset id="reset" params={{}} />} />
    </Routes>,
    { route: `/uz/password/reset/${TOKEN}/`, lang: 'en', ...options },
  );
  return { user, ...result };
}

const field = (label: string) =>
  screen.getByLabelText(new RegExp(`^${label}( \\*)?$`), { selector: 'input' }) as HTMLInputElement;

async function fill(user: ReturnType<typeof userEvent.setup>, password = GOOD, repeat = password) {
  await user.type(field('New password'), password);
  await user.type(field('Repeat the new password'), repeat);
  await user.click(screen.getByRole('button', { name: 'Save the password' }));
}

describe('passwordReset widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('sends nothing while the password is short or its repeat differs', async () => {
    const { user, sent, container } = show();
    await fill(user, 'short', 'shorter');
    await screen.findByText('Enter at least 8 characters');
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(sent).toEqual([]);
    expect(field('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sets the password with the token of the link and goes to the success page', async () => {
    const { user, sent } = show({ send: () => ({ message: 'Password changed' }) });
    await fill(user);
    expect(await screen.findByText('success page', {}, { timeout: 5000 })).toBeTruthy();
    expect(sent).toEqual([
      { method: 'POST', path: `auth/reset/${TOKEN}.json`, body: { password: GOOD, verifyPassword: GOOD } },
    ]);
  }, 15_000);

  it('goes to the invalid-link page when the server no longer knows the token', async () => {
    const { user } = show({
      send: () => {
        throw new ApiError(400, 'The link is not valid', 'token');
      },
    });
    await fill(user);
    expect(await screen.findByText('invalid page', {}, { timeout: 5000 })).toBeTruthy();
  }, 15_000);

  it("shows the server's other messages beside their field", async () => {
    const { user } = show({
      send: () => {
        throw new ApiError(400, 'This password is too common: choose another', 'password');
      },
    });
    await fill(user);
    await screen.findByText('This password is too common: choose another', {}, { timeout: 5000 });
    await waitFor(() => expect(document.activeElement).toBe(field('New password')));
  }, 15_000);
});
