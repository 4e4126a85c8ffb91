import { useT } from '@core/i18n/react';
import type { User } from '@core/schemas/auth';
import { useId } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { passwordLength, required, sameAs } from '../_kit/forms/checks';
import { PasswordField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { PASSWORD_MAX } from '../_kit/forms/limits';
import { PasswordMeter, usePasswordHint } from '../_kit/forms/meter';
import { strongPassword } from '../_kit/forms/strength';
import { useForm } from '../_kit/forms/useForm';
import { useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { PasswordChangeParams } from './meta';

function PasswordEditor({ user }: { user: User }) {
  const t = useT('passwordChange');
  const runtime = useRuntime();
  const session = useSession();
  const hint = usePasswordHint();
  const headingId = useId();
  const form = useForm({
    initial: { current: '', password: '', repeat: '' },
    rules: {
      current: { checks: user.hasPassword ? [required()] : [] },
      password: { checks: [required(), passwordLength(), strongPassword()] },
      repeat: { checks: [required(), sameAs('password')] },
    },
    serverFields: { currentPassword: 'current', newPassword: 'password', verifyPassword: 'repeat' },
    onSubmit: async ({ current, password, repeat }) => {
      const answer = await runtime.send<{ message: string; data: User; token?: string }>(
        'POST',
        'users/password.json',
        {
          ...(user.hasPassword ? { currentPassword: current } : {}),
          newPassword: password,
          verifyPassword: repeat,
        },
        { quiet: true },
      );
      // The server ended every other session and issued this one a new token.
      session.update(answer.data, answer.token);
      form.reset();
      runtime.toast(answer.message, 'success');
    },
  });
  return (
    <>
      <h2 id={headingId} className="visually-hidden">
        {t('me.password.label')}
      </h2>
      {!user.hasPassword && <p className="w-account__status">{t('me.password.noPassword')}</p>}
      <Form form={form} aria-labelledby={headingId}>
        {user.hasPassword && (
          <PasswordField
            name="current"
            label={t('me.password.current')}
            autoComplete="current-password"
            maxLength={PASSWORD_MAX}
            required
          />
        )}
        <PasswordField
          name="password"
          label={t('me.password.new')}
          hint={hint}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          after={
            <PasswordMeter password={form.values.password} userInputs={[user.username, user.email ?? '']} />
          }
        />
        <PasswordField
          name="repeat"
          label={t('me.password.repeat')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
        />
        <FormError />
        <SubmitButton>{t('me.password.submit')}</SubmitButton>
      </Form>
    </>
  );
}

/**
 * Change the password (spec §5): the current one (when the account has one), the new one with the
 * strength meter and hint, and its repeat. The server ends every other session and answers with a
 * new token, which replaces the stored one.
 */
export default function PasswordChange(_props: WidgetProps<PasswordChangeParams>) {
  const t = useT('passwordChange');
  return (
    <SignedIn label={t('me.password.label')} minHeight="22rem">
      {(user) => <PasswordEditor key={user._id} user={user} />}
    </SignedIn>
  );
}
