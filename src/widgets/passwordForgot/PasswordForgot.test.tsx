import { ApiError } from '@core/api-error';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { type RenderOptions, renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import meta from './meta';
import PasswordForgot from './PasswordForgot';

const SENT = 'Агар бу манзил бизда бўлса, унга хат юборилди.';

function show(options: RenderOptions = {}) {
  const user = userEvent.setup();
  return { user, ...renderWithRuntime(<PasswordForgot id="forgot" params={{}} />, options) };
}

const address = () => screen.getByRole('textbox', { name: 'Электрон почта' }) as HTMLInputElement;

describe('passwordForgot widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('sends nothing without a valid address', async () => {
    const { user, sent, container } = show();
    await user.click(screen.getByRole('button', { name: 'Ҳаволани юбориш' }));
    await waitFor(() => expect(address().getAttribute('aria-invalid')).toBe('true'));
    await user.type(address(), 'aziz@');
    await user.click(screen.getByRole('button', { name: 'Ҳаволани юбориш' }));
    await screen.findByText('Электрон почта манзилини тўғри киритинг, масалан: ism@example.uz');
    expect(sent).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it("sends the lowercased address and shows the server's answer in the form's place", async () => {
    const { user, sent } = show({ send: () => ({ message: SENT }) });
    await user.type(address(), 'Aziz@Example.UZ');
    await user.click(screen.getByRole('button', { name: 'Ҳаволани юбориш' }));
    const status = await screen.findByRole('status');
    expect(status.textContent).toBe(SENT);
    expect(document.activeElement).toBe(status);
    expect(sent).toEqual([{ method: 'POST', path: 'auth/forgot.json', body: { email: 'aziz@example.uz' } }]);
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.getByRole('link', { name: 'Кириш саҳифасига қайтиш' }).getAttribute('href')).toBe(
      '/uz/authentication/signin/',
    );
  });

  it('shows a refusal (too many requests) in the form', async () => {
    const { user } = show({
      send: () => {
        throw new ApiError(429, 'Жуда кўп сўров: бир оздан сўнг уриниб кўринг');
      },
    });
    await user.type(address(), 'aziz@example.uz');
    await user.click(screen.getByRole('button', { name: 'Ҳаволани юбориш' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Жуда кўп сўров: бир оздан сўнг уриниб кўринг',
    );
  });
});
