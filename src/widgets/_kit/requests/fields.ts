import {
  DATE_RULES,
  type DateRule,
  dateRuleBroken,
  FILE_ACCEPT,
  type FileField,
  FORM_FILE_MAX_BYTES,
  FORM_FILES,
  FORM_SCHEMAS,
  FORM_UI,
  type FormName,
  type FormPayload,
  HONEYPOT,
} from '@core/schemas/forms';
import { broadcastClock } from '@core/time';
import { Errors } from 'typebox/schema';
import type { Message, Values } from '../forms/checks';

/**
 * A request form as the widget renders and checks it, read from the form's JSON Schema
 * (src/core/schemas/forms.ts): the same schema the server validates with, so both say the same thing about
 * the same value. Pure functions: the form widget, the submission views and the tests share them.
 *
 * The form's values are the kit's strings (src/widgets/_kit/forms), named by the field's path in the
 * payload (`title`, `detail.fio`) so that a server 400 naming `detail.fio` lands beside its field
 * with no mapping; a file field's value is the number of files chosen ('' for none).
 */

/** The part of JSON Schema the forms use (TypeBox schemas are plain JSON Schema). */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  const?: unknown;
  format?: string;
  maxLength?: number;
}

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'email'
  | 'tel'
  | 'date'
  | 'number'
  | 'radio'
  | 'select'
  | 'channel'
  | 'broadcast'
  | 'region'
  | 'file';

export interface FormField {
  /** The value's name: its path in the payload (`title`, `detail.fio`) or the file part's (`files`). */
  name: string;
  /** The name without `detail.`: the key of its label (`fio`). */
  key: string;
  kind: FieldKind;
  required: boolean;
  /** The field's JSON Schema (null for files, which travel beside the JSON). */
  schema: JsonSchema | null;
  maxLength?: number;
  /** The values of an enumeration (radio buttons, a select). */
  options?: string[];
  file?: FileField;
  /** A date's bound that moves with today (DATE_RULES). */
  dateRule?: DateRule;
}

const DETAIL = 'detail.';

/** Controls whose value is picked, not typed: a wrong value asks to choose. */
const CHOICES: ReadonlySet<FieldKind> = new Set(['radio', 'select', 'channel', 'broadcast', 'region']);

function kindOf(form: FormName, name: string, key: string, schema: JsonSchema): FieldKind {
  if (key === 'channel' || key === 'broadcast' || key === 'region') return key;
  if (schema.anyOf?.every((s) => typeof s.const === 'string')) return key === 'status' ? 'select' : 'radio';
  if (schema.format === 'date') return 'date';
  if (schema.format === 'email') return 'email';
  if (key === 'phone') return 'tel';
  if (schema.type === 'integer') return 'number';
  return FORM_UI[form].multiline.includes(name) ? 'textarea' : 'text';
}

function describe(form: FormName, name: string): FormField | null {
  const file = FORM_FILES[form][name];
  if (file) return { name, key: name, kind: 'file', required: file.required, schema: null, file };
  const root = FORM_SCHEMAS[form] as unknown as JsonSchema;
  const inDetail = name.startsWith(DETAIL);
  const key = inDetail ? name.slice(DETAIL.length) : name;
  const parent = inDetail ? root.properties?.detail : root;
  const schema = parent?.properties?.[key];
  if (!schema) return null;
  const kind = kindOf(form, name, key, schema);
  const dateRule = inDetail ? DATE_RULES[form]?.[key] : undefined;
  return {
    ...(dateRule ? { dateRule } : {}),
    name,
    key,
    kind,
    required: parent?.required?.includes(key) ?? false,
    schema,
    ...(schema.maxLength !== undefined ? { maxLength: schema.maxLength } : {}),
    ...(schema.anyOf ? { options: schema.anyOf.map((s) => String(s.const)) } : {}),
  };
}

const cache = new Map<FormName, readonly FormField[]>();

/**
 * The fields of a form in its layout's order (FORM_UI), then any the layout leaves out (so a field
 * added to the schema is never silently unsendable); the honeypot is not among them.
 */
export function formFields(form: FormName): readonly FormField[] {
  let fields = cache.get(form);
  if (fields) return fields;
  const root = FORM_SCHEMAS[form] as unknown as JsonSchema;
  const all = [
    ...Object.keys(root.properties ?? {}).flatMap((key) =>
      key === 'detail'
        ? Object.keys(root.properties?.detail?.properties ?? {}).map((k) => DETAIL + k)
        : key === HONEYPOT
          ? []
          : [key],
    ),
    ...Object.keys(FORM_FILES[form]),
  ];
  const order = [...FORM_UI[form].order, ...all.filter((name) => !FORM_UI[form].order.includes(name))];
  fields = order.map((name) => describe(form, name)).filter((f): f is FormField => f !== null);
  cache.set(form, fields);
  return fields;
}

/** The empty values of a form: every field, the honeypot, `overrides` (e.g. the user's e-mail). */
export function emptyValues(form: FormName, overrides: Values = {}): Values {
  const values: Values = { [HONEYPOT]: '' };
  for (const field of formFields(form)) values[field.name] = '';
  for (const [name, value] of Object.entries(overrides)) if (name in values) values[name] = value;
  return values;
}

/**
 * The JSON a form sends (the `payload`): trimmed texts, left out when empty; whole numbers as
 * numbers (anything else stays a string, which the schema then refuses); `detail` whenever the
 * schema has one; the honeypot as typed, only when something was typed into it.
 */
export function payloadOf(form: FormName, values: Values): FormPayload {
  const payload: FormPayload = {};
  const root = FORM_SCHEMAS[form] as unknown as JsonSchema;
  const detail: Record<string, string | number> = {};
  for (const field of formFields(form)) {
    if (field.kind === 'file') continue;
    const text = (values[field.name] ?? '').trim();
    if (!text) continue;
    const value = field.kind === 'number' && /^-?\d{1,9}$/.test(text) ? Number(text) : text;
    if (field.name.startsWith(DETAIL)) detail[field.key] = value;
    else (payload as Record<string, unknown>)[field.name] = value;
  }
  if (root.properties?.detail) payload.detail = detail;
  const honeypot = values[HONEYPOT];
  if (honeypot) payload.website = honeypot;
  return payload;
}

/** A field's value in a payload (undefined when left out). */
export function valueIn(payload: FormPayload, field: FormField): unknown {
  return field.name.startsWith(DETAIL)
    ? payload.detail?.[field.key]
    : (payload as Record<string, unknown>)[field.name];
}

interface SchemaError {
  keyword: string;
  params: object;
}

const INVALID: Message = { key: 'kit.requests:errors.invalid' };

/** A schema error of `field` as a message of the interface (translated where shown). */
export function errorMessage(field: FormField, error: SchemaError): Message {
  const p = error.params as { limit?: number; format?: string };
  // A phone number or a choice has one thing to say, whatever rule it broke.
  if (field.kind === 'tel') return { key: 'kit.requests:errors.phone' };
  if (CHOICES.has(field.kind)) return { key: 'kit.forms:choose' };
  switch (error.keyword) {
    case 'minLength':
      return { key: 'kit.forms:minLength', vars: { min: p.limit ?? 1 } };
    case 'maxLength':
      return { key: 'kit.forms:maxLength', vars: { max: p.limit ?? 0 } };
    case 'format':
      if (p.format === 'email') return { key: 'kit.forms:email' };
      return p.format === 'date' ? { key: 'kit.requests:errors.date' } : INVALID;
    case 'minimum':
      return { key: 'kit.requests:errors.minimum', vars: { min: p.limit ?? 0 } };
    case 'maximum':
      return { key: 'kit.requests:errors.maximum', vars: { max: p.limit ?? 0 } };
    case 'type':
      return field.kind === 'number' ? { key: 'kit.requests:errors.integer' } : INVALID;
    default:
      return INVALID;
  }
}

/** The message of a file field holding `count` files, or null. */
export function filesMessage(field: FormField, count: number): Message | null {
  if (field.required && count === 0) return { key: 'kit.requests:errors.files' };
  const max = field.file?.count ?? 1;
  return count > max ? { key: 'kit.requests:errors.filesCount', vars: { max } } : null;
}

/**
 * What is wrong with one field of an assembled payload, by the form's JSON Schema (TypeBox's
 * checker, which interprets the schema: the CSP forbids ajv's compiled functions in the browser),
 * or null when it is right. Each field is checked against its own part of the schema, so that
 * every field gets its message (a whole-payload check stops after a few errors).
 */
export function fieldMessage(field: FormField, payload: FormPayload, values: Values): Message | null {
  if (field.kind === 'file') return filesMessage(field, Number(values[field.name] || 0));
  const value = valueIn(payload, field);
  if (value === undefined) {
    if (!field.required) return null;
    return CHOICES.has(field.kind) ? { key: 'kit.forms:choose' } : { key: 'kit.forms:required' };
  }
  if (!field.schema) return null;
  const [valid, errors] = Errors(field.schema as never, value);
  const first = errors[0];
  if (!valid && first) return errorMessage(field, first);
  const broken =
    field.dateRule && typeof value === 'string'
      ? dateRuleBroken(field.dateRule, value, broadcastClock().date)
      : null;
  return broken ? { key: `kit.requests:errors.${broken}` } : null;
}

/** Whether a chosen file may be attached to `field`: its type among FILE_ACCEPT's, at most 10 MB. */
export function acceptsFile(field: FileField, file: Pick<File, 'type' | 'size'>): boolean {
  if (file.size > FORM_FILE_MAX_BYTES || file.size < 0) return false;
  return FILE_ACCEPT[field.accept]
    .split(',')
    .some((type) => (type.endsWith('/*') ? file.type.startsWith(type.slice(0, -1)) : file.type === type));
}

/**
 * The names a server 400 may give a field, mapped to the form's: `detail/fio`, `/detail/fio` (JSON
 * pointers) and a detail field's bare `fio` when no common field has that name.
 */
export function serverFieldNames(form: FormName): Record<string, string> {
  const names: Record<string, string> = {};
  const fields = formFields(form);
  const top = new Set(fields.filter((f) => !f.name.startsWith(DETAIL)).map((f) => f.name));
  for (const field of fields) {
    names[`/${field.name.replaceAll('.', '/')}`] = field.name;
    if (!field.name.startsWith(DETAIL)) continue;
    names[field.name.replaceAll('.', '/')] = field.name;
    if (!top.has(field.key)) names[field.key] = field.name;
  }
  return names;
}
