import { useT } from '@core/i18n/react';
import { inNewsroom } from '@core/newsroom';
import type { User } from '@core/schemas/auth';
import type { TwoFactorSetup, TwoFactorStatus } from '@core/schemas/two-factor';
import { useId, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { SignInsTable } from '../_kit/account/SignIns';
import { required } from '../_kit/forms/checks';
import { TextField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { useForm } from '../_kit/forms/useForm';
import { useApi, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { TwoFactorParams } from './meta';
import './twoFactor.css';

const STATUS = 'users/two-factor.json';
type Answer = { message: string; data?: { recoveryCodes: string[] } };

/** A one-field form sending a current code to `path`; `done` gets the answer. */
function CodeForm({
  path,
  label,
  submit,
  note,
  done,
}: {
  path: string;
  label: string;
  submit: string;
  note?: string;
  done: (answer: Answer) => void;
}) {
  const t = useT('twoFactor');
  const runtime = useRuntime();
  const form = useForm({
    initial: { code: '' },
    rules: { code: { checks: [required()], transform: (value: string) => value.replace(/\s/g, '') } },
    onSubmit: async ({ code }) => {
      const answer = await runtime.send<Answer>('POST', path, { code }, { quiet: true });
      form.reset();
      runtime.toast(answer.message, 'success');
      done(answer);
    },
  });
  return (
    <Form form={form} autoFocus={false} aria-label={label} className="w-twofactor__form">
      <TextField
        name="code"
        label={t('security.code')}
        hint={note}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        required
      />
      <FormError />
      <SubmitButton>{submit}</SubmitButton>
    </Form>
  );
}

/** The recovery codes of a confirmation or a renewal, shown once. */
function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT('twoFactor');
  const id = useId();
  return (
    <section className="w-twofactor__codes" aria-labelledby={id}>
      <h3 id={id}>{t('security.codesTitle')}</h3>
      <p>{t('security.codesNote')}</p>
      <ul>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Setting up: a secret and its QR code, then the first code switches it on. */
function Setup({ done }: { done: (answer: Answer) => void }) {
  const t = useT('twoFactor');
  const runtime = useRuntime();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [busy, setBusy] = useState(false);
  const start = async () => {
    setBusy(true);
    try {
      setSetup((await runtime.send<{ data: TwoFactorSetup }>('POST', 'users/two-factor/setup.json')).data);
    } finally {
      setBusy(false);
    }
  };
  if (!setup)
    return (
      <button type="button" className="w-account__action" disabled={busy} onClick={() => void start()}>
        {t('security.start')}
      </button>
    );
  return (
    <>
      <p>{t('security.scan')}</p>
      <img className="w-twofactor__qr" src={setup.qr} alt={t('security.qrAlt')} width={200} height={200} />
      <p>
        {t('security.manual')} <code className="w-twofactor__secret">{setup.secret}</code>
      </p>
      <CodeForm
        path="users/two-factor/confirm.json"
        label={t('security.confirm')}
        submit={t('security.confirm')}
        done={done}
      />
    </>
  );
}

function Security({ user }: { user: User }) {
  const t = useT('twoFactor');
  const status = useApi<TwoFactorStatus>(STATUS, {}, { quiet: true, staleTime: 0 });
  const [codes, setCodes] = useState<string[] | null>(null);
  const headingId = useId();
  if (!inNewsroom(user.roles)) return <p>{t('security.forbidden')}</p>;
  const data = status.data?.data;
  const after = (answer: Answer) => {
    setCodes(answer.data?.recoveryCodes ?? null);
    void status.refetch();
  };
  return (
    <>
      <h2 id={headingId} className="visually-hidden">
        {t('security.label')}
      </h2>
      <p>{t('security.intro')}</p>
      {data && (
        <p className="w-account__status" role="status">
          {data.enabled ? t('security.on') : t('security.off')}
        </p>
      )}
      {data?.required && !data.enabled && <p className="w-twofactor__required">{t('security.required')}</p>}
      {codes && <RecoveryCodes codes={codes} />}
      {data && !data.enabled && <Setup done={after} />}
      {data?.enabled && (
        <>
          <p>{t('security.codesLeft', { count: data.recoveryCodesLeft })}</p>
          <CodeForm
            path="users/two-factor/recovery.json"
            label={t('security.renew')}
            submit={t('security.renew')}
            note={t('security.renewNote')}
            done={after}
          />
          {!data.required && (
            <CodeForm
              path="users/two-factor/disable.json"
              label={t('security.disable')}
              submit={t('security.disable')}
              note={t('security.disableNote')}
              done={after}
            />
          )}
        </>
      )}
      {data && <SignInsTable entries={data.signIns} />}
    </>
  );
}

/**
 * Two-step sign-in of editors and admins (issue 26, settings/security): set up with a QR code (or
 * the key typed by hand) and a first code, which shows ten recovery codes once; new recovery codes
 * or switching off with a current code (admins cannot while it is required); the latest sign-ins.
 */
export default function TwoFactor(_props: WidgetProps<TwoFactorParams>) {
  const t = useT('twoFactor');
  return (
    <SignedIn label={t('security.label')} minHeight="24rem">
      {(user) => <Security key={user._id} user={user} />}
    </SignedIn>
  );
}
