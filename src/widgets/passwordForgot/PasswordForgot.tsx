import { useT } from '@core/i18n/react';
import { Link } from '@core/router';
import { href } from '@core/routes';
import { useEffect, useRef, useState } from 'react';
import { email, required } from '../_kit/forms/checks';
import { TextField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { useForm } from '../_kit/forms/useForm';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { PasswordForgotParams } from './meta';

/**
 * Forgotten password (spec §2, §5, §7): an e-mail address (lowercased), sent only when valid; the
 * server's answer, the same whether or not the address is known ("if the address is known, a
 * letter was sent"), takes the form's place and focus.
 */
export default function PasswordForgot(_props: WidgetProps<PasswordForgotParams>) {
  const t = useT('passwordForgot');
  const runtime = useRuntime();
  const [sent, setSent] = useState<string | null>(null);
  const message = useRef<HTMLParagraphElement>(null);
  const form = useForm({
    initial: { email: '' },
    rules: { email: { checks: [required(), email()], transform: (v) => v.toLowerCase() } },
    onSubmit: async (values) => {
      const answer = await runtime.send<{ message: string }>(
        'POST',
        'auth/forgot.json',
        { email: values.email.trim() },
        { quiet: true },
      );
      setSent(answer.message);
    },
  });

  useEffect(() => {
    if (sent) message.current?.focus();
  }, [sent]);

  return (
    <div className="w-forgot">
      {sent ? (
        <p ref={message} className="f-status" role="status" tabIndex={-1}>
          {sent}
        </p>
      ) : (
        <>
          <p className="f-intro">{t('forgot.intro')}</p>
          <Form form={form} aria-label={t('forgot.submit')}>
            <TextField
              name="email"
              type="email"
              label={t('forgot.email')}
              autoComplete="email"
              maxLength={254}
              required
            />
            <FormError />
            <SubmitButton>{t('forgot.submit')}</SubmitButton>
          </Form>
        </>
      )}
      <ul className="f-links">
        <li>
          <Link to={href('app.authentication.signin')}>{t('forgot.back')}</Link>
        </li>
      </ul>
    </div>
  );
}
