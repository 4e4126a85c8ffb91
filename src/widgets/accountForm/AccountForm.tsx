import { useT } from '@core/i18n/react';
import type { User } from '@core/schemas/auth';
import { useId } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { email, maxLength, required } from '../_kit/forms/checks';
import { TextField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { useForm } from '../_kit/forms/useForm';
import { useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { AccountFormParams } from './meta';

function AccountEditor({ user }: { user: User }) {
  const t = useT('accountForm');
  const runtime = useRuntime();
  const session = useSession();
  const headingId = useId();
  const form = useForm({
    initial: { displayName: user.displayName, email: user.email ?? '' },
    rules: {
      displayName: { checks: [required(), maxLength(100)] },
      email: { checks: [required(), email()], transform: (v) => v.toLowerCase() },
    },
    onSubmit: async (values) => {
      const answer = await runtime.send<{ message: string; data: User }>(
        'PUT',
        'users.json',
        { displayName: values.displayName.trim(), email: values.email.trim() },
        { quiet: true },
      );
      session.update(answer.data);
      runtime.toast(answer.message, 'success');
    },
  });
  return (
    <>
      <h2 id={headingId} className="visually-hidden">
        {t('me.account.label')}
      </h2>
      <Form form={form} aria-labelledby={headingId} autoFocus={false}>
        <TextField
          name="displayName"
          label={t('me.account.displayName')}
          autoComplete="name"
          maxLength={100}
          required
        />
        <TextField
          name="email"
          type="email"
          label={t('me.account.email')}
          autoComplete="email"
          maxLength={254}
          required
        />
        <FormError />
        <SubmitButton>{t('me.account.submit')}</SubmitButton>
      </Form>
    </>
  );
}

/** The signed-in user's display name and e-mail (lowercased, spec §5) → PUT /users.json; 'Saved'. */
export default function AccountForm(_props: WidgetProps<AccountFormParams>) {
  const t = useT('accountForm');
  return (
    <SignedIn label={t('me.account.label')} minHeight="14rem">
      {(user) => <AccountEditor key={user._id} user={user} />}
    </SignedIn>
  );
}
