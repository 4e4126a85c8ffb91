/**
 * The form kit of Efir: every form of the portal (sign-in, sign-up, password, profile, phone,
 * request forms) is built from it, so they all behave as spec §5, §8 and §9 say. Import each part
 * from its file (no barrel): `useForm` (useForm.ts), `Form`, `FormError`, `SubmitButton` (this
 * file), the fields (fields.tsx), the checks (checks.ts), `PasswordMeter` and `usePasswordHint`
 * (meter.tsx), `strongPassword` (strength.ts), the account limits (limits.ts).
 *
 * ```tsx
 * const form = useForm({
 *   initial: { email: '', password: '' },
 *   rules: {
 *     email: { checks: [required(), email()], transform: (v) => v.toLowerCase() },
 *     password: { checks: [required(), passwordLength()] },
 *   },
 *   serverFields: { verifyPassword: 'repeat' }, // server field names that differ from ours
 *   onSubmit: async (values) => {
 *     const answer = await runtime.send<{ message: string }>('POST', 'auth/x.json', values, { quiet: true });
 *     setDone(answer.message);
 *   },
 * });
 * return (
 *   <Form form={form} aria-labelledby={headingId}>
 *     <TextField name="email" type="email" label={t('…')} autoComplete="email" required />
 *     <PasswordField name="password" label={t('…')} autoComplete="current-password" required />
 *     <FormError />
 *     <SubmitButton>{t('…')}</SubmitButton>
 *   </Form>
 * );
 * ```
 *
 * - Sent only when valid (spec §5): on submit every field's checks run (checks.ts; async ones are
 *   awaited); if any fails, every invalid field is highlighted (`aria-invalid`, its message beside
 *   it, linked by `aria-describedby`), the first one in page order takes focus, and nothing is sent.
 * - While sending, the submit button is disabled and a second submit is ignored.
 * - `onSubmit` throwing an error with `{status, message, field}` (the runtime's `send` rejects with
 *   an ApiError): a message naming a field of the form (directly or through `serverFields`) shows
 *   beside that field, which takes focus; any other message shows above the button (`FormError`,
 *   role=alert); a network failure shows a generic text. So send with `{quiet: true}`: the form
 *   shows the failure, no toast repeats it.
 * - After a failed submit, a field's message goes away as soon as its value is right (it is not
 *   replaced while typing) and comes back checked anew when the field loses focus.
 * - The first field takes focus on mount only when the window is at least 800 px wide (spec §9):
 *   on a phone the keyboard would cover the page. `<Form autoFocus={false}>` turns it off.
 * - `transform` changes the value as it is typed (spec §5: the username or e-mail is lowercased),
 *   keeping the caret where it was.
 * - Texts: checks return a `Message` (a text, or a catalogue key like `kit.forms:required` with its
 *   values) translated where shown; the kit's own texts are in the `forms` namespace.
 *
 * Fields (fields.tsx): TextField (any text-like input), PasswordField (with a show toggle),
 * TextAreaField, SelectField, RadioGroupField, and `useField(name)` + `FieldShell` for a control of
 * your own. A new password: `<PasswordField hint={usePasswordHint()} after={<PasswordMeter
 * password={form.values.password} userInputs={[…]} />}>` with the checks `passwordLength()` and
 * `strongPassword()`, its repeat with `sameAs('password')`; zxcvbn loads only when typed into.
 * Styles: forms.css (imported here), tokens only.
 *
 * The kit lives in src/widgets/ because widgets import it and widgets never import the client
 * (design §4); the leading underscore marks a folder that is not a widget.
 */

import { useT } from '@core/i18n/react';
import {
  createContext,
  type FormHTMLAttributes,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useRef,
} from 'react';
import { useHydrated } from '../../runtime';
import type { Message, Values } from './checks';
import type { FormApi } from './useForm';
import './forms.css';

/** Spec §9: autofocus only at a window width of 800 px or more. */
export const AUTOFOCUS_MIN_WIDTH = 800;

const FormContext = createContext<FormApi | null>(null);

/** The form a field sits in (fields must be inside `<Form>`). */
export function useFormContext(): FormApi {
  const form = useContext(FormContext);
  if (!form) throw new Error('A form field rendered outside <Form>');
  return form;
}

/** A message as text: given texts as they are, keys translated. */
export function useMessageText(): (message: Message) => string {
  const t = useT('kit.forms');
  const translate = t as unknown as (key: string, vars?: Record<string, unknown>) => string;
  return useCallback(
    (message: Message) => (typeof message === 'string' ? message : translate(message.key, message.vars)),
    [translate],
  );
}

export interface FormProps<V extends Values> extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit'> {
  form: FormApi<V>;
  /** Focus the first field on mount when the window is wide enough (spec §9); true by default. */
  autoFocus?: boolean;
}

/**
 * The `<form>` of a `useForm`: not validated by the browser (the kit checks), sent by the kit.
 * `method="post"`: should the browser ever submit it natively, no value lands in a URL.
 */
export function Form<V extends Values>({
  form,
  autoFocus = true,
  className,
  children,
  ...rest
}: FormProps<V>) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!autoFocus || window.innerWidth < AUTOFOCUS_MIN_WIDTH) return;
    ref.current?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea')?.focus();
  }, [autoFocus]);
  return (
    <FormContext.Provider value={form as unknown as FormApi}>
      <form
        ref={ref}
        method="post"
        noValidate
        className={className ? `f-form ${className}` : 'f-form'}
        aria-busy={form.sending || undefined}
        onSubmit={(event) => void form.submit(event)}
        {...rest}
      >
        {children}
      </form>
    </FormContext.Provider>
  );
}

/** The form's failure that is about no single field (the server's or the network's), as an alert. */
export function FormError() {
  const form = useFormContext();
  const text = useMessageText();
  if (!form.formError) return null;
  return (
    <p id={`${form.id}-error`} className="f-form__error" role="alert">
      {text(form.formError)}
    </p>
  );
}

/**
 * The submit button: disabled while sending (saying so), when `disabled` (e.g. while the page is
 * being left after sign-in), and until the page is hydrated, so that Enter pressed in a server
 * rendered form before the script runs submits nothing (a disabled default button stops it).
 */
export function SubmitButton({
  children,
  className,
  disabled = false,
}: {
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  const form = useFormContext();
  const hydrated = useHydrated();
  const t = useT('kit.send');
  return (
    <button
      type="submit"
      className={className ? `f-submit ${className}` : 'f-submit'}
      disabled={form.sending || disabled || !hydrated}
    >
      {form.sending ? t('sending') : children}
    </button>
  );
}
