import type { ReactNode } from 'react';
import { FieldShell, useField } from '../forms/fields';
import { useFormContext } from '../forms/form';
import { DateInput } from './DateInput';

interface DateFieldProps {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  required?: boolean;
  min?: string;
  max?: string;
  className?: string;
  autoComplete?: string;
}

/**
 * A date field of the form kit (src/widgets/_kit/forms): label, hint and message as every field has
 * them, the control the site's date field (DateInput); the form's value stays `YYYY-MM-DD`.
 */
export function DateField({
  name,
  label,
  hint,
  required,
  min,
  max,
  className,
  autoComplete,
}: DateFieldProps) {
  const form = useFormContext();
  const field = useField(name);
  return (
    <FieldShell field={field} label={label} hint={hint} required={required} className={className}>
      <DateInput
        id={field.id}
        name={name}
        value={String(field.value)}
        min={min}
        max={max}
        required={required}
        className="f-field__control"
        autoComplete={autoComplete}
        inputRef={field.props.ref}
        onBlur={field.props.onBlur}
        aria-invalid={field.props['aria-invalid']}
        aria-describedby={field.describedBy(Boolean(hint))}
        onChange={(value) => form.setValue(name, value)}
      />
    </FieldShell>
  );
}
