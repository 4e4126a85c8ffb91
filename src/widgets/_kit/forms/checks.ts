import { PASSWORD_MAX, PASSWORD_MIN, USERNAME_PATTERN } from './limits';

/**
 * Field checks of the form kit (src/widgets/_kit/forms/form.tsx): small functions from a field's value
 * (and the whole form's values) to a message, or null when the value is right. A check may be
 * async (the password strength loads its dictionaries on first use). Checks of an empty optional
 * field pass: put `required()` first where a value is needed.
 */

/**
 * A message to show: a text as it is (e.g. the server's), or a catalogue key with its namespace
 * and values, translated where it is shown (`{key: 'kit.forms:minLength', vars: {min: 8}}`).
 */
export type Message = string | { key: string; vars?: Record<string, string | number> };

/** The values of a form: every field holds a string (a checkbox '' or 'on', a select its value). */
export type Values = Record<string, string>;

export type Check<V extends Values = Values> = (
  value: string,
  values: V,
) => Message | null | Promise<Message | null>;

/** A value is needed (whitespace alone is no value). `key` for another text, e.g. 'kit.forms:choose'. */
export const required =
  (key = 'kit.forms:required'): Check =>
  (value) =>
    value.trim() ? null : { key };

/** At least `min` characters (code points: an emoji is one), when not empty. */
export const minLength =
  (min: number): Check =>
  (value) =>
    value && [...value].length < min ? { key: 'kit.forms:minLength', vars: { min } } : null;

/** At most `max` characters (code points), when not empty. */
export const maxLength =
  (max: number): Check =>
  (value) =>
    [...value].length > max ? { key: 'kit.forms:maxLength', vars: { max } } : null;

/** A value matching `pattern`, when not empty; `message` when it does not. */
export const matches =
  (pattern: RegExp, message: Message): Check =>
  (value) =>
    value && !pattern.test(value) ? message : null;

/**
 * An e-mail address: one `@`, no spaces, a dotted domain, at most 254 characters. The server
 * validates the format too; this catches typos before sending.
 */
export const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const email = (): Check => (value) =>
  value && (!EMAIL.test(value.trim()) || value.length > 254) ? { key: 'kit.forms:email' } : null;

/** A username of the API (src/core/schemas/auth.ts USERNAME_PATTERN). */
export const username = (): Check => matches(new RegExp(USERNAME_PATTERN), { key: 'kit.forms:username' });

/** The length rule of passwords (spec §5, src/core/schemas/auth.ts): PASSWORD_MIN..PASSWORD_MAX characters. */
export const passwordLength = (): Check => (value, values) =>
  minLength(PASSWORD_MIN)(value, values) ?? maxLength(PASSWORD_MAX)(value, values);

/** The repeat of another field (spec §5: the repeat password must equal the first). */
export const sameAs =
  <V extends Values>(field: keyof V & string, key = 'kit.forms:password.mismatch'): Check<V> =>
  (value, values) =>
    value !== values[field] ? { key } : null;
