import { type FormEvent, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { httpStatus } from '../../runtime';
import type { Check, Message, Values } from './checks';

/**
 * The state and behaviour of a form of the kit: values, checks, messages, sending. The usage and
 * the rules are described at the top of src/widgets/_kit/forms/form.tsx.
 */

export interface FieldRules<V extends Values> {
  /** Run in order; the first message found is the field's. */
  checks?: readonly Check<V>[];
  /** Applied to the value as typed, e.g. lowercasing. */
  transform?: (value: string) => string;
}

export interface FormOptions<V extends Values> {
  initial: V;
  rules?: { [K in keyof V]?: FieldRules<V> };
  /** Called with valid values only; throw (e.g. the runtime's ApiError) to show a failure. */
  onSubmit: (values: V) => Promise<void> | void;
  /** Server field names (`field` of a 400) that are named differently in this form. */
  serverFields?: Readonly<Record<string, keyof V & string>>;
}

type Errors<V> = Partial<Record<keyof V & string, Message>>;

export interface FormApi<V extends Values = Values> {
  /** A unique prefix of this form's element ids. */
  id: string;
  values: V;
  errors: Errors<V>;
  /** A failure not about one field (the server's message, or the network's). */
  formError: Message | null;
  sending: boolean;
  /** Whether a submit was tried (fields are checked on blur from then on). */
  attempted: boolean;
  setValue(name: keyof V & string, value: string): void;
  /** Shows (or clears, with null) a field's message, e.g. from a check done elsewhere. */
  setError(name: keyof V & string, message: Message | null): void;
  setFormError(message: Message | null): void;
  /** Back to `values` (the initial ones by default), without messages. */
  reset(values?: V): void;
  /** The submit handler of the `<form>` (Form wires it). */
  submit(event?: FormEvent): Promise<void>;
  /** Checks one field now and shows its message (fields call it on blur after a submit). */
  checkField(name: keyof V & string): Promise<void>;
  /** A field's element, for focus (fields register theirs). */
  register(name: keyof V & string): (element: HTMLElement | null) => void;
  rules: FormOptions<V>['rules'];
}

/** The `{status, message, field}` of what `onSubmit` threw, as the form shows it. */
export function failureOf(error: unknown): { field?: string; message: Message } {
  const status = httpStatus(error);
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    field?: unknown;
  };
  if (status === undefined) return { message: { key: 'kit.send:errors.network' } };
  const message = typeof e.message === 'string' && e.message.trim() ? e.message : null;
  return {
    ...(typeof e.field === 'string' ? { field: e.field } : {}),
    message: message ?? { key: 'kit.send:errors.failed' },
  };
}

async function firstMessage<V extends Values>(
  checks: readonly Check<V>[] | undefined,
  value: string,
  values: V,
): Promise<Message | null> {
  for (const check of checks ?? []) {
    const message = await check(value, values);
    if (message) return message;
  }
  return null;
}

/** The state and behaviour of one form (see the top of this file). */
export function useForm<V extends Values>(options: FormOptions<V>): FormApi<V> {
  const id = useId();
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [formError, setFormError] = useState<Message | null>(null);
  const [sending, setSending] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const latest = useRef(values);
  latest.current = values;
  const shownErrors = useRef(errors);
  shownErrors.current = errors;
  const optionsRef = useRef(options);
  optionsRef.current = options;
  const elements = useRef(new Map<string, HTMLElement>());
  const busy = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const names = useCallback(() => Object.keys(latest.current) as (keyof V & string)[], []);
  const rulesOf = useCallback((name: keyof V & string) => optionsRef.current.rules?.[name], []);

  const focusFirst = useCallback((invalid: string[]) => {
    const found = invalid
      .map((name) => elements.current.get(name))
      .filter((el): el is HTMLElement => el?.isConnected ?? false)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    found[0]?.focus();
  }, []);

  const setValue = useCallback(
    (name: keyof V & string, raw: string) => {
      const value = rulesOf(name)?.transform?.(raw) ?? raw;
      const next = { ...latest.current, [name]: value };
      latest.current = next;
      setValues(next);
      // A shown message goes once its value is right; it is not replaced while typing. Fields
      // checked against another (a repeat) are looked at again too.
      for (const field of Object.keys(shownErrors.current) as (keyof V & string)[]) {
        void firstMessage(rulesOf(field)?.checks, next[field] ?? '', next).then((message) => {
          if (message || !mounted.current || latest.current !== next) return;
          setErrors((now) => {
            if (!(field in now)) return now;
            const copy = { ...now };
            delete copy[field];
            return copy;
          });
        });
      }
    },
    [rulesOf],
  );

  const setError = useCallback((name: keyof V & string, message: Message | null) => {
    setErrors((now) => {
      const copy = { ...now };
      if (message) copy[name] = message;
      else delete copy[name];
      return copy;
    });
  }, []);

  const checkField = useCallback(
    async (name: keyof V & string) => {
      const values = latest.current;
      const message = await firstMessage(rulesOf(name)?.checks, values[name] ?? '', values);
      if (mounted.current && latest.current === values) setError(name, message);
    },
    [rulesOf, setError],
  );

  const submit = useCallback(
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (busy.current) return;
      busy.current = true;
      setAttempted(true);
      setFormError(null);
      try {
        const current = latest.current;
        const found: Errors<V> = {};
        const messages = await Promise.all(
          names().map(
            async (name) =>
              [name, await firstMessage(rulesOf(name)?.checks, current[name] ?? '', current)] as const,
          ),
        );
        for (const [name, message] of messages) if (message) found[name] = message;
        if (!mounted.current) return;
        setErrors(found);
        const invalid = Object.keys(found);
        if (invalid.length > 0) {
          focusFirst(invalid);
          return;
        }
        setSending(true);
        try {
          await optionsRef.current.onSubmit(current);
        } catch (error) {
          if (!mounted.current) return;
          const failure = failureOf(error);
          const field = failure.field
            ? (optionsRef.current.serverFields?.[failure.field] ?? failure.field)
            : undefined;
          if (field && field in current) {
            setErrors({ [field]: failure.message } as Errors<V>);
            focusFirst([field]);
          } else setFormError(failure.message);
        } finally {
          if (mounted.current) setSending(false);
        }
      } finally {
        busy.current = false;
      }
    },
    [names, rulesOf, focusFirst],
  );

  const reset = useCallback((values?: V) => {
    const next = values ?? optionsRef.current.initial;
    latest.current = next;
    setValues(next);
    setErrors({});
    setFormError(null);
    setAttempted(false);
  }, []);

  const register = useCallback(
    (name: keyof V & string) => (element: HTMLElement | null) => {
      if (element) elements.current.set(name, element);
      else elements.current.delete(name);
    },
    [],
  );

  return useMemo(
    () => ({
      id,
      values,
      errors,
      formError,
      sending,
      attempted,
      setValue,
      setError,
      setFormError,
      reset,
      submit,
      checkField,
      register,
      rules: options.rules,
    }),
    [
      id,
      values,
      errors,
      formError,
      sending,
      attempted,
      setValue,
      setError,
      reset,
      submit,
      checkField,
      register,
      options.rules,
    ],
  );
}
