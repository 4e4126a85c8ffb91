import { useT } from '@core/i18n/react';
import { useNavigate, useParams } from '@core/router';
import { href } from '@core/routes';
import { passwordLength, required, sameAs } from '../_kit/forms/checks';
import { PasswordField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { PASSWORD_MAX } from '../_kit/forms/limits';
import { PasswordMeter, usePasswordHint } from '../_kit/forms/meter';
import { strongPassword } from '../_kit/forms/strength';
import { useForm } from '../_kit/forms/useForm';
import { httpStatus, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { PasswordResetParams } from './meta';

/**
 * A new password from the link of a reset letter (spec §2, §5): the password with its strength
 * meter and hint, and its repeat, sent only when valid to POST /auth/reset/{token}.json. Success
 * goes to password/reset/success/; a link the server no longer knows (a 400 about the token:
 * used, expired or made up) to password/reset/invalid/; other messages show beside their field.
 */
export default function PasswordReset(_props: WidgetProps<PasswordResetParams>) {
  const t = useT('passwordReset');
  const runtime = useRuntime();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const hint = usePasswordHint();
  const form = useForm({
    initial: { password: '', repeat: '' },
    rules: {
      password: { checks: [required(), passwordLength(), strongPassword()] },
      repeat: { checks: [required(), sameAs('password')] },
    },
    serverFields: { verifyPassword: 'repeat' },
    onSubmit: async ({ password, repeat }) => {
      try {
        await runtime.send(
          'POST',
          `auth/reset/${encodeURIComponent(token)}.json`,
          { password, verifyPassword: repeat },
          { quiet: true },
        );
      } catch (error) {
        if (httpStatus(error) === 400 && (error as { field?: unknown }).field === 'token') {
          navigate(href('app.password.reset.invalid'), { replace: true });
          return;
        }
        throw error;
      }
      navigate(href('app.password.reset.success'), { replace: true });
    },
  });

  return (
    <div className="w-reset">
      <p className="f-intro">{t('reset.intro')}</p>
      <Form form={form} aria-label={t('reset.submit')}>
        <PasswordField
          name="password"
          label={t('reset.password')}
          hint={hint}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          after={<PasswordMeter password={form.values.password} />}
        />
        <PasswordField
          name="repeat"
          label={t('reset.repeat')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
        />
        <FormError />
        <SubmitButton>{t('reset.submit')}</SubmitButton>
      </Form>
    </div>
  );
}
