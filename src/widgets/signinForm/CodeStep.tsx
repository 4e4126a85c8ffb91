import { useT } from '@core/i18n/react';
import { maxLength, required } from '../_kit/forms/checks';
import { TextField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { useForm } from '../_kit/forms/useForm';
import { useRuntime } from '../runtime';

/**
 * The second step of a sign-in with two-step sign-in on (issue 26): the 6-digit code of the
 * authenticator app, or a recovery code, sent with the ticket of the password step (or of an
 * OpenID Connect sign-in). `restart` goes back to the password when the ticket has expired.
 */
export function CodeStep({
  ticket,
  leaving,
  signIn,
  restart,
}: {
  ticket: string;
  leaving: boolean;
  signIn: (token: string) => void;
  restart: () => void;
}) {
  const t = useT('signinForm');
  const runtime = useRuntime();
  const form = useForm({
    initial: { code: '' },
    rules: { code: { checks: [required(), maxLength(32)], transform: (value: string) => value.trim() } },
    onSubmit: async ({ code }) => {
      const answer = await runtime.send<{ data: { token: string } }>(
        'POST',
        'auth/signin/code.json',
        { ticket, code },
        { quiet: true },
      );
      signIn(answer.data.token);
    },
  });
  return (
    <Form form={form} aria-label={t('signin.codeStep')}>
      <p>{t('signin.codeIntro')}</p>
      <TextField
        name="code"
        label={t('signin.code')}
        hint={t('signin.codeHint')}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        required
      />
      <FormError />
      <SubmitButton disabled={leaving}>{t('signin.codeSubmit')}</SubmitButton>
      <button type="button" className="w-signin__restart" onClick={restart}>
        {t('signin.restart')}
      </button>
    </Form>
  );
}
