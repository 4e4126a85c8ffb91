import { useT } from '@core/i18n/react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { matches, required } from '../_kit/forms/checks';
import { TextField } from '../_kit/forms/fields';
import { Form, FormError, SubmitButton } from '../_kit/forms/form';
import { useForm } from '../_kit/forms/useForm';
import { ApiError, apiKey, httpStatus, useApi, useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { PhoneConfirmParams } from './meta';

interface PhoneState {
  phone: string | null;
  pending: string | null;
  resendIn: number;
}
interface PhoneAnswer {
  success: boolean;
  message: string;
  phone: string | null;
}

const PATH = 'user/phone.json';

/** Seconds left of a countdown that started at `seconds`, ticking each second. */
function useCountdown(seconds: number, stamp: number): number {
  const [left, setLeft] = useState(seconds);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (`stamp`) restarts the count even when the seconds are equal
  useEffect(() => {
    setLeft(seconds);
    if (seconds <= 0) return;
    const end = Date.now() + seconds * 1000;
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [seconds, stamp]);
  return left;
}

function PhoneFlow() {
  const t = useT('phoneConfirm');
  const runtime = useRuntime();
  const session = useSession();
  const client = useQueryClient();
  const headingId = useId();
  const state = useApi<PhoneState>(PATH, {}, { quiet: true, staleTime: 0 });
  const data = state.data?.data;
  const left = useCountdown(data?.resendIn ?? 0, state.dataUpdatedAt);
  const refresh = () => client.invalidateQueries({ queryKey: apiKey(PATH) });

  const save = useForm({
    initial: { phone: '' },
    rules: {
      phone: {
        checks: [
          required(),
          matches(/^[+\d(][\d\s()\-.]{4,30}$/, { key: 'phoneConfirm:me.phone.numberFormat' }),
        ],
      },
    },
    onSubmit: async ({ phone }) => {
      const answer = await runtime.send<PhoneAnswer>('PUT', PATH, { save: true, phone }, { quiet: true });
      runtime.toast(answer.message, 'success');
      await refresh();
    },
  });

  const confirm = useForm({
    initial: { code: '' },
    rules: {
      code: {
        checks: [required(), matches(/^\d{6}$/, { key: 'phoneConfirm:me.phone.codeFormat' })],
        transform: (v) => v.replace(/\D/g, '').slice(0, 6),
      },
    },
    onSubmit: async ({ code }) => {
      try {
        const answer = await runtime.send<PhoneAnswer>(
          'PUT',
          PATH,
          { phone: data?.pending, code },
          { quiet: true },
        );
        runtime.toast(answer.message, 'success');
        confirm.reset();
        // Spec §4 step 4: the user's phone is updated and the user rechecked.
        session.recheck();
        await refresh();
      } catch (error) {
        // A wrong, expired or used-up code: the server's message or 'Wrong' beside the code (spec §8).
        if (httpStatus(error) === 400) {
          const message = error instanceof ApiError && error.message ? error.message : t('me.phone.wrong');
          confirm.setError('code', message);
          return;
        }
        throw error;
      }
    },
  });

  const [busy, setBusy] = useState(false);
  const act = async (run: () => Promise<PhoneAnswer | undefined>) => {
    setBusy(true);
    try {
      const answer = await run();
      if (answer) runtime.toast(answer.message, 'success');
    } catch (error) {
      runtime.toast(error instanceof Error ? error.message : String(error), 'error');
    } finally {
      setBusy(false);
      await refresh();
    }
  };
  const resend = () => act(() => runtime.send<PhoneAnswer>('PUT', PATH, { send: 'sms' }, { quiet: true }));
  const cancel = () =>
    act(async () => {
      const answer = await runtime.send<PhoneAnswer>('DELETE', PATH, undefined, { quiet: true });
      session.recheck();
      confirm.reset();
      return answer;
    });

  if (!data) return <p className="w-account__status">{t('me.loading')}</p>;
  return (
    <>
      <h2 id={headingId} className="visually-hidden">
        {t('me.phone.label')}
      </h2>
      <p className="w-account__status" aria-live="polite">
        {data.phone ? t('me.phone.confirmed', { phone: data.phone }) : t('me.phone.none')}
      </p>
      {data.pending ? (
        <>
          <p aria-live="polite">{t('me.phone.sentTo', { phone: data.pending })}</p>
          <Form form={confirm} aria-labelledby={headingId}>
            <TextField
              name="code"
              label={t('me.phone.code')}
              hint={t('me.phone.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
            />
            <FormError />
            <div className="w-account__row">
              <SubmitButton>{t('me.phone.confirm')}</SubmitButton>
              <button
                type="button"
                className="w-account__action"
                onClick={resend}
                disabled={busy || left > 0}
              >
                {left > 0 ? t('me.phone.resendIn', { seconds: left }) : t('me.phone.resend')}
              </button>
              <button type="button" className="w-account__action" onClick={cancel} disabled={busy}>
                {t('me.phone.cancel')}
              </button>
            </div>
          </Form>
        </>
      ) : (
        <Form form={save} aria-labelledby={headingId}>
          <TextField
            name="phone"
            type="tel"
            label={t('me.phone.number')}
            hint={t('me.phone.numberHint')}
            autoComplete="tel"
            placeholder="+998 90 123 45 67"
            maxLength={32}
            required
          />
          <FormError />
          <div className="w-account__row">
            <SubmitButton>{t('me.phone.save')}</SubmitButton>
            {data.phone && (
              <button type="button" className="w-account__action" onClick={cancel} disabled={busy}>
                {t('me.phone.cancel')}
              </button>
            )}
          </div>
        </Form>
      )}
    </>
  );
}

/**
 * Phone confirmation (spec §4 steps 1–5): enter the number and save → an SMS code is sent ('SMS
 * sended') → confirm with the code → the user's phone is updated and the user rechecked; a wrong
 * code shows the server's message or 'Wrong'; a new code after the server's spacing, counted
 * down; cancel clears the phone.
 */
export default function PhoneConfirm(_props: WidgetProps<PhoneConfirmParams>) {
  const t = useT('phoneConfirm');
  return (
    <SignedIn label={t('me.phone.label')} minHeight="16rem">
      {() => <PhoneFlow />}
    </SignedIn>
  );
}
