import { ApiError } from '@core/api-error';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { testUser } from '../../../tests/helpers/user';
import { checkParams } from '../validate';
import meta from './meta';
import PhoneConfirm from './PhoneConfirm';

/** A fake server of /user/phone.json holding one user's state. */
function phoneServer(code = '123456') {
  const state = { phone: null as string | null, pending: null as string | null, resendIn: 0 };
  return {
    state,
    api: (path: string) => (path === 'user/phone.json' ? { data: { ...state } } : undefined),
    send: (method: string, path: string, body: unknown) => {
      if (path !== 'user/phone.json') return undefined;
      const b = body as Record<string, string>;
      if (method === 'DELETE') {
        Object.assign(state, { phone: null, pending: null, resendIn: 0 });
        return { success: true, message: 'Телефон рақами ўчирилди', phone: null };
      }
      if ('save' in b) {
        Object.assign(state, { pending: '+998901234567', resendIn: 60 });
        return { success: true, message: 'СМС юборилди', phone: '+998901234567' };
      }
      if ('send' in b) throw new ApiError(429, 'Янги кодни 42 сониядан кейин сўраш мумкин');
      if (b.code !== code) throw new ApiError(400, 'Хато');
      Object.assign(state, { phone: state.pending, pending: null, resendIn: 0 });
      return { success: true, message: 'Телефон рақами тасдиқланди', phone: state.phone };
    },
  };
}

function show(server = phoneServer()) {
  const user = userEvent.setup();
  const recheck = vi.fn();
  const rendered = renderWithRuntime(<PhoneConfirm id="phone" params={{}} />, {
    route: '/uz/my/phone/',
    api: server.api,
    send: server.send,
    session: { status: 'known', user: testUser(), recheck },
  });
  return { user, recheck, server, ...rendered };
}

describe('phoneConfirm widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
  });

  it('is an empty box of its size until the session is known (the server renders that)', () => {
    const { container } = renderWithRuntime(<PhoneConfirm id="p" params={{}} />);
    const box = container.querySelector('.w-account--waiting') as HTMLElement;
    expect(box.style.minHeight).toBe('16rem');
    expect(box.textContent).toBe('');
  });

  it('sends nothing for a malformed number', async () => {
    const { user, sent } = show();
    const input = await screen.findByRole('textbox', { name: /Телефон рақами/ });
    await user.type(input, 'abc');
    await user.click(screen.getByRole('button', { name: 'Сақлаш ва код юбориш' }));
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    expect(sent).toEqual([]);
  });

  it('save → code sent → a wrong code shows the message → the right one confirms and rechecks the user', async () => {
    const { user, sent, toasts, recheck, container } = show();
    const input = await screen.findByRole('textbox', { name: /Телефон рақами/ });
    expect(input.getAttribute('autocomplete')).toBe('tel');
    await user.type(input, '+998 90 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Сақлаш ва код юбориш' }));
    const code = await screen.findByRole('textbox', { name: /СМСдаги код/ });
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(toasts).toContainEqual({ message: 'СМС юборилди', kind: 'success' });
    expect(screen.getByRole('button', { name: /Янги код \d+ сониядан кейин/ })).toHaveProperty(
      'disabled',
      true,
    );
    expect(await axeViolations(container)).toEqual([]);

    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Тасдиқлаш' }));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Хато')).toBeTruthy();
    expect(recheck).not.toHaveBeenCalled();

    await user.clear(code);
    await user.type(code, '12 34 56');
    expect((code as HTMLInputElement).value).toBe('123456');
    await user.click(screen.getByRole('button', { name: 'Тасдиқлаш' }));
    await screen.findByText('Тасдиқланган рақам: +998901234567');
    expect(recheck).toHaveBeenCalled();
    expect(sent.map((s) => s.body)).toEqual([
      { save: true, phone: '+998 90 123 45 67' },
      { phone: '+998901234567', code: '000000' },
      { phone: '+998901234567', code: '123456' },
    ]);
  });

  it('a wrong code without a server message shows "Хато"; cancel clears the phone', async () => {
    const server = phoneServer();
    server.state.pending = '+998901234567';
    const { user, sent } = show({
      ...server,
      send: (method, path, body) => {
        if ((body as { code?: string } | undefined)?.code) throw new ApiError(400, '');
        return server.send(method, path, body);
      },
    });
    const code = await screen.findByRole('textbox', { name: /СМСдаги код/ });
    await user.type(code, '111111');
    await user.click(screen.getByRole('button', { name: 'Тасдиқлаш' }));
    expect(await screen.findByText('Хато')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Бекор қилиш' }));
    await screen.findByRole('textbox', { name: /Телефон рақами/ });
    expect(sent.at(-1)?.method).toBe('DELETE');
  });
});
