import { useT } from '@core/i18n/react';
import { Link } from '@core/router';
import { href } from '@core/routes';
import { useState } from 'react';
import { email, maxLength, passwordLength, required, sameAs, username } from '../_kit/forms/checks';
import { PasswordField, TextField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { PASSWORD_MAX } from '../_kit/forms/limits';
import { PasswordMeter, usePasswordHint } from '../_kit/forms/meter';
import { strongPassword } from '../_kit/forms/strength';
import { useForm } from '../_kit/forms/useForm';
import { useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { SignupFormParams } from './meta';

const lowercase = (value: string) => value.toLowerCase();

interface SignupValues extends Record<string, string> {
  username: string;
  email: string;
  displayName: string;
  password: string;
  repeat: string;
}

/** The user's own words, which make a password weak. */
const ownWords = (v: SignupValues) => [v.username, v.email, v.email.split('@')[0] ?? '', v.displayName];

/**
 * Sign-up (spec §2, §5): a username and an e-mail (lowercased as typed), an optional display name,
 * a password with its strength meter and hint, and its repeat; sent only when valid. Success
 * stores the token and goes on as sign-in does (spec §4); a taken name or address is said beside
 * its field.
 */
export default function SignupForm(_props: WidgetProps<SignupFormParams>) {
  const t = useT('signupForm');
  const runtime = useRuntime();
  const session = useSession();
  const hint = usePasswordHint();
  const [leaving, setLeaving] = useState(false);

  const form = useForm<SignupValues>({
    initial: { username: '', email: '', displayName: '', password: '', repeat: '' },
    rules: {
      username: { checks: [required(), username()], transform: lowercase },
      email: { checks: [required(), email()], transform: lowercase },
      displayName: { checks: [maxLength(100)] },
      password: { checks: [required(), passwordLength(), strongPassword(ownWords)] },
      repeat: { checks: [required(), sameAs('password')] },
    },
    onSubmit: async ({ username, email, displayName, password }) => {
      const name = displayName.trim();
      const body = { username, email: email.trim(), password, ...(name ? { displayName: name } : {}) };
      const answer = await runtime.send<{ token: string }>('POST', 'auth/signup.json', body, { quiet: true });
      setLeaving(true);
      session.signIn(answer.token);
    },
  });

  return (
    <div className="w-signup">
      <Form form={form} aria-label={t('signup.submit')}>
        <TextField
          name="username"
          label={t('signup.username')}
          hint={t('signup.usernameHint')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={32}
          required
        />
        <TextField
          name="email"
          type="email"
          label={t('signup.email')}
          autoComplete="email"
          maxLength={254}
          required
        />
        <TextField
          name="displayName"
          label={t('signup.displayName')}
          hint={t('signup.displayNameHint')}
          autoComplete="name"
          maxLength={100}
        />
        <PasswordField
          name="password"
          label={t('signup.password')}
          hint={hint}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
          after={<PasswordMeter password={form.values.password} userInputs={ownWords(form.values)} />}
        />
        <PasswordField
          name="repeat"
          label={t('signup.repeat')}
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          required
        />
        <FormError />
        <SubmitButton disabled={leaving}>{t('signup.submit')}</SubmitButton>
      </Form>
      <ul className="f-links">
        <li>
          {t('signup.haveAccount')} <Link to={href('app.authentication.signin')}>{t('signup.signIn')}</Link>
        </li>
      </ul>
    </div>
  );
}
