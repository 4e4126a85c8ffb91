import { useT } from '@core/i18n/react';
import {
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useState,
} from 'react';
import { useFormContext, useMessageText } from './form';

/**
 * The fields of the form kit (see src/widgets/_kit/forms/form.tsx): a label, an optional hint, the
 * control with `aria-invalid` and `aria-describedby` (hint and message), and the message beside
 * it. Each must sit inside `<Form>`; `name` is a key of the form's values.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** What a control of a field needs: wire it with `{...field.props}` (see TextField). */
export function useField(name: string) {
  const form = useFormContext();
  const text = useMessageText();
  const id = `${form.id}-${name}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const message = form.errors[name];
  const onChange = (event: ChangeEvent<Control>) => {
    const element = event.target;
    const transform = form.rules?.[name]?.transform;
    if (transform && element instanceof HTMLInputElement && element.type !== 'checkbox') {
      // Transform in place keeping the caret (lowercasing a letter typed mid-word stays put).
      const next = transform(element.value);
      if (next !== element.value) {
        const { selectionStart, selectionEnd } = element;
        element.value = next;
        try {
          if (selectionStart !== null && selectionEnd !== null)
            element.setSelectionRange(selectionStart, selectionEnd);
        } catch {
          // Inputs of type email have no selection API.
        }
      }
    }
    const value =
      element instanceof HTMLInputElement && element.type === 'checkbox'
        ? element.checked
          ? 'on'
          : ''
        : element.value;
    form.setValue(name, value);
  };
  const onBlur = () => {
    if (form.attempted) void form.checkField(name);
  };
  return {
    id,
    hintId,
    errorId,
    /** The field's message, translated, or '' when it is right. */
    error: message ? text(message) : '',
    value: form.values[name] ?? '',
    props: {
      id,
      name,
      ref: form.register(name),
      onChange,
      onBlur,
      'aria-invalid': message ? true : undefined,
    },
    /** `aria-describedby` of the control: the hint (when shown) and the message (when any). */
    describedBy: (hint: boolean) =>
      [hint ? hintId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined,
  };
}

interface ShellProps {
  field: ReturnType<typeof useField>;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
  /** After the control (e.g. a strength meter). */
  after?: ReactNode;
}

/** Label, hint, control, message: the frame of every field. */
export function FieldShell({ field, label, hint, required, className, children, after }: ShellProps) {
  return (
    <div className={`f-field${field.error ? ' f-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={field.id} className="f-field__label">
        {label}
        {required && (
          <span className="f-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={field.hintId} className="f-field__hint">
          {hint}
        </p>
      )}
      {children}
      {field.error && (
        <p id={field.errorId} className="f-field__error">
          {field.error}
        </p>
      )}
      {after}
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange' | 'id'>;

export interface TextFieldProps extends InputProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** After the control, inside the field (a meter, a note). */
  after?: ReactNode;
}

/** A text-like input: text, email, tel, password, number, date, url… */
export function TextField({
  name,
  label,
  hint,
  after,
  required,
  className,
  type = 'text',
  ...rest
}: TextFieldProps) {
  const field = useField(name);
  return (
    <FieldShell
      field={field}
      label={label}
      hint={hint}
      required={required}
      className={className}
      after={after}
    >
      <input
        {...rest}
        {...field.props}
        type={type}
        required={required}
        className="f-field__control"
        value={field.value}
        aria-describedby={field.describedBy(Boolean(hint))}
      />
    </FieldShell>
  );
}

/**
 * A password input with a toggle that shows it as text (a pressed button, keyboard usable).
 * Paste and password managers work: give `autoComplete` 'current-password' or 'new-password'.
 */
export function PasswordField({
  name,
  label,
  hint,
  after,
  required,
  className,
  ...rest
}: Omit<TextFieldProps, 'type'>) {
  const field = useField(name);
  const t = useT('kit.forms');
  const [shown, setShown] = useState(false);
  return (
    <FieldShell
      field={field}
      label={label}
      hint={hint}
      required={required}
      className={className}
      after={after}
    >
      <div className="f-password">
        <input
          spellCheck={false}
          autoCapitalize="none"
          {...rest}
          {...field.props}
          type={shown ? 'text' : 'password'}
          required={required}
          className="f-field__control"
          value={field.value}
          aria-describedby={field.describedBy(Boolean(hint))}
        />
        <button
          type="button"
          className="f-password__toggle"
          aria-pressed={shown}
          aria-controls={field.id}
          onClick={() => setShown((s) => !s)}
        >
          <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
            <path
              d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
            {shown ? null : <path d="M4 4l16 16" stroke="currentColor" strokeWidth="2" />}
          </svg>
          <span className="visually-hidden">{t('password.show')}</span>
        </button>
      </div>
    </FieldShell>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'value' | 'onChange' | 'id'>;

/** A multi-line text. */
export function TextAreaField({
  name,
  label,
  hint,
  required,
  className,
  ...rest
}: TextAreaProps & { name: string; label: ReactNode; hint?: ReactNode }) {
  const field = useField(name);
  return (
    <FieldShell field={field} label={label} hint={hint} required={required} className={className}>
      <textarea
        {...rest}
        {...field.props}
        required={required}
        className="f-field__control"
        value={field.value}
        aria-describedby={field.describedBy(Boolean(hint))}
      />
    </FieldShell>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'value' | 'onChange' | 'id'>;

/** A select of `options`; `placeholder` adds a first empty option (what `required()` refuses). */
export function SelectField({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  ...rest
}: SelectProps & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}) {
  const field = useField(name);
  return (
    <FieldShell field={field} label={label} hint={hint} required={required} className={className}>
      <select
        {...rest}
        {...field.props}
        required={required}
        className="f-field__control"
        value={field.value}
        aria-describedby={field.describedBy(Boolean(hint))}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

/** One choice of `options` as radio buttons in a fieldset (the legend is the label). */
export function RadioGroupField({
  name,
  label,
  hint,
  required,
  className,
  options,
}: {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  options: readonly { value: string; label: string }[];
}) {
  const field = useField(name);
  const { ref, onChange, onBlur } = field.props;
  return (
    <fieldset
      className={`f-field f-radios${field.error ? ' f-field--invalid' : ''}${className ? ` ${className}` : ''}`}
      aria-describedby={field.describedBy(Boolean(hint))}
    >
      <legend className="f-field__label">
        {label}
        {required && (
          <span className="f-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={field.hintId} className="f-field__hint">
          {hint}
        </p>
      )}
      <div className="f-radios__options">
        {options.map((o, i) => (
          <label key={o.value} className="f-radios__option">
            <input
              type="radio"
              id={i === 0 ? field.id : `${field.id}-${i}`}
              ref={i === 0 ? ref : undefined}
              name={name}
              value={o.value}
              checked={field.value === o.value}
              required={required}
              aria-invalid={field.props['aria-invalid']}
              onChange={onChange}
              onBlur={onBlur}
            />
            {o.label}
          </label>
        ))}
      </div>
      {field.error && (
        <p id={field.errorId} className="f-field__error">
          {field.error}
        </p>
      )}
    </fieldset>
  );
}
