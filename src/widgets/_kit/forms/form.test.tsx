import { ApiError } from '@core/api-error';
import { I18nProvider } from '@core/i18n/react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../../tests/helpers/axe';
import { testI18n } from '../../../../tests/helpers/i18n';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import { email, maxLength, passwordLength, required, sameAs } from './checks';
import { PasswordField, RadioGroupField, SelectField, TextAreaField, TextField } from './fields';
import { Form, FormError, SubmitButton } from './form';
import { useForm } from './useForm';

type Send = (values: Record<string, string>) => Promise<void> | void;

function TestForm({ onSubmit, autoFocus }: { onSubmit: Send; autoFocus?: boolean }) {
  const form = useForm({
    initial: { login: '', password: '', repeat: '', note: '', sex: '', nation: '' },
    rules: {
      login: { checks: [required(), email()], transform: (v) => v.toLowerCase() },
      password: { checks: [required(), passwordLength()] },
      repeat: { checks: [required(), sameAs('password')] },
      note: { checks: [maxLength(5)] },
      sex: { checks: [required('kit.forms:choose')] },
    },
    serverFields: { verifyPassword: 'repeat' },
    onSubmit,
  });
  return (
    <Form form={form} autoFocus={autoFocus} aria-label="Test">
      <TextField name="login" label="E-mail" autoComplete="username" required />
      <PasswordField
        name="password"
        label="Password"
        hint="8+ characters"
        autoComplete="new-password"
        required
      />
      <PasswordField name="repeat" label="Repeat" autoComplete="new-password" required />
      <TextAreaField name="note" label="Note" />
      <RadioGroupField
        name="sex"
        label="Sex"
        required
        options={[
          { value: 'man', label: 'Man' },
          { value: 'woman', label: 'Woman' },
        ]}
      />
      <SelectField name="nation" label="Nation" placeholder="—" options={[{ value: 'uz', label: 'Uzbek' }]} />
      <FormError />
      <SubmitButton>Send</SubmitButton>
    </Form>
  );
}

function show(onSubmit: Send = vi.fn(), opts: { autoFocus?: boolean; lang?: 'uz' | 'en' } = {}) {
  const user = userEvent.setup();
  const result = renderWithRuntime(<TestForm onSubmit={onSubmit} autoFocus={opts.autoFocus} />, {
    lang: opts.lang ?? 'en',
  });
  return { user, ...result };
}

/** A field by its label (the visible ' *' of required fields is not part of the name). */
const field = (name: string) =>
  screen.getByLabelText(new RegExp(`^${name}( \\*)?$`), { selector: 'input, textarea, select' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('E-mail'), 'aziz@example.uz');
  await user.type(field('Password'), 'long enough phrase');
  await user.type(field('Repeat'), 'long enough phrase');
  await user.click(screen.getByRole('radio', { name: 'Man' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('form kit', () => {
  it('sends nothing while invalid: every invalid field is marked and described, the first focused', async () => {
    const onSubmit = vi.fn();
    const { user, container } = show(onSubmit);
    await user.type(field('Note'), 'too long');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).not.toHaveBeenCalled();
    const login = field('E-mail');
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(login);
    for (const [label, text] of [
      ['E-mail', 'Fill in this field'],
      ['Password', 'Fill in this field'],
      ['Repeat', 'Fill in this field'],
      ['Note', 'Enter at most 5 characters'],
    ] as const) {
      const input = field(label);
      expect(input.getAttribute('aria-invalid'), label).toBe('true');
      const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
      expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(text);
    }
    // The hint stays in the description beside the message.
    expect(field('Password').getAttribute('aria-describedby')).toMatch(/hint/);
    expect(screen.getByRole('group', { name: /Sex/ }).textContent).toContain('Choose one of the options');
    expect(field('Nation').getAttribute('aria-invalid')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('checks e-mail, length and the repeat, and sends the values once valid', async () => {
    const onSubmit = vi.fn();
    const { user } = show(onSubmit);
    await user.type(field('E-mail'), 'not-an-address');
    await user.type(field('Password'), 'short');
    await user.type(field('Repeat'), 'other');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Enter a valid e-mail address, for example: name@example.uz');
    expect(screen.getByText('Enter at least 8 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(field('E-mail'));
    await user.clear(field('Password'));
    await user.clear(field('Repeat'));
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      login: 'aziz@example.uz',
      password: 'long enough phrase',
      repeat: 'long enough phrase',
      sex: 'man',
    });
  });

  it('lowercases as typed, keeping the caret', async () => {
    const { user } = show();
    const login = field('E-mail') as HTMLInputElement;
    await user.type(login, 'Aziz@Example.UZ');
    expect(login.value).toBe('aziz@example.uz');
    login.setSelectionRange(4, 4);
    await user.type(login, 'B', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(login.value).toBe('azizb@example.uz');
    expect(login.selectionStart).toBe(5);
  });

  it('clears a message once its value is right and checks again on blur', async () => {
    const { user } = show();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const login = field('E-mail');
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBe('true'));
    await user.type(login, 'a');
    // Still wrong: the message is not replaced while typing.
    expect(screen.getAllByText('Fill in this field').length).toBeGreaterThan(0);
    await user.tab();
    await screen.findByText('Enter a valid e-mail address, for example: name@example.uz');
    await user.click(login);
    await user.type(login, '@b.uz');
    await waitFor(() => expect(login.getAttribute('aria-invalid')).toBeNull());
  });

  it('shows a server message naming a field beside it, any other as an alert', async () => {
    const onSubmit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, 'Passwords differ on the server', 'verifyPassword'))
      .mockRejectedValueOnce(new ApiError(409, 'This e-mail is taken', 'login'))
      .mockRejectedValueOnce(new ApiError(429, 'Too many attempts'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = show(onSubmit);
    await fillValid(user);
    const send = screen.getByRole('button', { name: 'Send' });

    await user.click(send);
    await screen.findByText('Passwords differ on the server');
    expect(field('Repeat').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field('Repeat'));

    await user.click(send);
    await screen.findByText('This e-mail is taken');
    expect(document.activeElement).toBe(field('E-mail'));

    await user.click(send);
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts');

    await user.click(send);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'No connection to the server. Check the Internet and try again.',
      ),
    );
  });

  it('disables the submit button while sending and ignores a second submit', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = show(onSubmit);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const button = await screen.findByRole('button', { name: 'Sending…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    await act(async () => {
      button.closest('form')?.requestSubmit();
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(((await screen.findByRole('button', { name: 'Send' })) as HTMLButtonElement).disabled).toBe(false);
  });

  it('focuses the first field on mount only when the window is at least 800 px wide', () => {
    vi.stubGlobal('innerWidth', 1024);
    const wide = show();
    expect(document.activeElement).toBe(field('E-mail'));
    wide.unmount();
    vi.stubGlobal('innerWidth', 799);
    show();
    expect(document.activeElement).toBe(document.body);
  });

  it('does not focus when told not to', () => {
    vi.stubGlobal('innerWidth', 1280);
    show(vi.fn(), { autoFocus: false });
    expect(document.activeElement).toBe(document.body);
  });

  it('shows the password on request and hides it again', async () => {
    const { user } = show();
    const password = field('Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    const [toggle] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(toggle as HTMLElement);
    expect(password.type).toBe('text');
    expect(toggle?.getAttribute('aria-pressed')).toBe('true');
    await user.click(toggle as HTMLElement);
    expect(password.type).toBe('password');
  });

  it('renders on the server with its submit disabled and posting, so nothing leaks before hydration', () => {
    const html = renderToString(
      <I18nProvider i18n={testI18n('en')}>
        <TestForm onSubmit={vi.fn()} />
      </I18nProvider>,
    );
    expect(html).toMatch(/<form[^>]* method="post"/);
    expect(html).toMatch(/<button type="submit" class="f-submit" disabled="">Send<\/button>/);
  });

  it('speaks the page language', async () => {
    const { user } = show(vi.fn(), { lang: 'uz' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findAllByText('Бу майдонни тўлдиринг')).length).toBe(3);
  });
});
