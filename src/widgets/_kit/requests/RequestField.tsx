import { pickText } from '@core/lang';
import type { Broadcast } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { DATE_RULES, FILE_ACCEPT, FORM_FILE_MAX_BYTES, type FormName } from '@core/schemas/forms';
import { addDays, broadcastClock } from '@core/time';
import { type Turn, UPLOAD_DEFAULTS } from '@core/upload';
import { useEffect, useRef } from 'react';
import { useApi, useRuntime } from '../../runtime';
import { DateField } from '../datePicker/DateField';
import {
  FieldShell,
  RadioGroupField,
  SelectField,
  TextAreaField,
  TextField,
  useField,
} from '../forms/fields';
import { useFormContext } from '../forms/form';
import { type Picked, UploadPicker } from '../upload/UploadPicker';
import type { FormField } from './fields';
import { formatSize, useRequestTexts } from './texts';

/** An entry of a reference list (`list/{attr}/all.json`). */
interface ListEntry {
  _id: string;
  title: Record<string, string>;
}

/**
 * What helps a browser fill a field in (WCAG 1.3.5, identify input purpose): the sender's own
 * name, address and birthday; other people's names (whom a congratulation is for) get none.
 */
const AUTOCOMPLETE: Partial<Record<FormName, Record<string, string>>> = {
  casting: { title: 'name' },
  qabulxona: {
    title: 'name',
    city: 'address-level2',
    address: 'street-address',
    birthday: 'bday',
  },
};

/**
 * The bounds of dates that the schema cannot state (DATE_RULES, src/core/schemas/forms.ts: a birthday is
 * past, a reported event not in the future, a greeting's day not past), offered to the picker.
 */
function dateBounds(form: FormName, key: string): { min?: string; max?: string } {
  const today = broadcastClock().date;
  const rule = DATE_RULES[form]?.[key];
  if (rule === 'past') return { max: addDays(today, -1) };
  if (rule === 'notFuture') return { max: today };
  if (rule === 'notPast') return { min: today };
  return {};
}

export interface RequestFieldProps {
  form: FormName;
  field: FormField;
  /** The files chosen for a file field, with their images' turns. */
  files: readonly Picked[];
  onPick(files: readonly File[]): void;
  onRemove(index: number): void;
  onTurn(index: number, turn: Turn): void;
}

/** One field of a request form, its control chosen from its schema (src/widgets/_kit/requests/fields.ts). */
export function RequestField({ form, field, files, onPick, onRemove, onTurn }: RequestFieldProps) {
  const { t, label, option } = useRequestTexts();
  const text = label(form, field.key);
  const common = { name: field.name, label: text, required: field.required };
  const placeholder = field.required ? t('form.choose') : t('form.notChosen');
  switch (field.kind) {
    case 'file':
      return (
        <FileInput
          field={field}
          label={text}
          files={files}
          onPick={onPick}
          onRemove={onRemove}
          onTurn={onTurn}
        />
      );
    case 'channel':
      return <ChannelSelect {...common} placeholder={placeholder} />;
    case 'broadcast':
      return <BroadcastSelect {...common} placeholder={placeholder} />;
    case 'region':
      return <RegionSelect {...common} placeholder={placeholder} />;
    case 'radio':
    case 'select': {
      const options = (field.options ?? []).map((value) => ({ value, label: option(field.key, value) }));
      return field.kind === 'radio' ? (
        <RadioGroupField {...common} options={options} />
      ) : (
        <SelectField {...common} options={options} placeholder={placeholder} />
      );
    }
    case 'textarea':
      return <TextAreaField {...common} maxLength={field.maxLength} rows={5} />;
    case 'number': {
      const schema = field.schema as { minimum?: number; maximum?: number } | null;
      return (
        <TextField
          {...common}
          type="number"
          inputMode="numeric"
          min={schema?.minimum}
          max={schema?.maximum}
        />
      );
    }
    case 'tel':
      return (
        <TextField
          {...common}
          type="tel"
          autoComplete="tel"
          hint={t('hints.phone')}
          maxLength={field.maxLength}
        />
      );
    case 'date':
      return (
        <DateField
          {...common}
          autoComplete={AUTOCOMPLETE[form]?.[field.key]}
          {...dateBounds(form, field.key)}
        />
      );
    default:
      return (
        <TextField
          {...common}
          type={field.kind}
          autoComplete={field.kind === 'email' ? 'email' : (AUTOCOMPLETE[form]?.[field.key] ?? 'off')}
          maxLength={field.maxLength}
        />
      );
  }
}

interface SelectProps {
  name: string;
  label: string;
  required: boolean;
  placeholder: string;
}

/** The channels (`{product}/channel.json`), of the chosen type (TV or radio) when one is chosen. */
function ChannelSelect(props: SelectProps) {
  const { product, lang } = useRuntime();
  const form = useFormContext();
  const channels = useApi<Channel[]>(`${product}/channel.json`, { count: 'all' });
  const type = form.values.type;
  const value = form.values[props.name];
  const options = (channels.data?.data ?? [])
    .filter((c) => !type || c.type === type || c._id === value)
    .map((c) => ({ value: c._id, label: pickText(c.title, lang) }));
  return <SelectField {...props} options={options} />;
}

/**
 * The chosen channel's broadcasts (`{product}/broadcast.json?channel=…&count=all`); none before a
 * channel is chosen. Another channel clears the broadcast, which belonged to the first.
 */
function BroadcastSelect(props: SelectProps) {
  const { product, lang } = useRuntime();
  const form = useFormContext();
  const channel = form.values.channel ?? '';
  const broadcasts = useApi<Broadcast[]>(channel ? `${product}/broadcast.json` : null, {
    channel,
    count: 'all',
  });
  const shown = useRef(channel);
  useEffect(() => {
    if (shown.current === channel) return;
    shown.current = channel;
    if (form.values[props.name]) form.setValue(props.name, '');
  }, [channel, form, props.name]);
  const options = (channel ? (broadcasts.data?.data ?? []) : []).map((b) => ({
    value: b._id,
    label: pickText(b.title, lang),
  }));
  return <SelectField {...props} options={options} autoComplete="off" />;
}

/** The regions of Uzbekistan (the reference list `region`). */
function RegionSelect(props: SelectProps) {
  const { lang } = useRuntime();
  const regions = useApi<ListEntry[]>('list/region/all.json', { count: 'all' });
  const options = (regions.data?.data ?? []).map((r) => ({ value: r._id, label: pickText(r.title, lang) }));
  return <SelectField {...props} options={options} autoComplete="address-level1" />;
}

/**
 * A file field: the upload kit's picker (`accept` from FILE_ACCEPT, several files when the field
 * takes them, images turned in 90° steps), then the chosen files with their size and a remove
 * button. The form's own checks (useRequestForm) decide which picked files are kept.
 */
function FileInput({
  field,
  label,
  files,
  onPick,
  onRemove,
  onTurn,
}: Omit<RequestFieldProps, 'form'> & { label: string }) {
  const { t } = useRequestTexts();
  const { lang } = useRuntime();
  const shell = useField(field.name);
  const spec = field.file;
  if (!spec) return null;
  const hint = t(`hints.${spec.accept}`, { size: formatSize(FORM_FILE_MAX_BYTES, lang), max: spec.count });
  return (
    <FieldShell field={shell} label={label} hint={hint} required={field.required}>
      <UploadPicker
        id={shell.id}
        name={field.name}
        inputRef={shell.props.ref}
        listLabel={t('files.chosen', { field: label })}
        files={files}
        settings={{
          count: spec.count,
          size: FORM_FILE_MAX_BYTES / 1024 / 1024,
          type: FILE_ACCEPT[spec.accept],
          rotation: UPLOAD_DEFAULTS.rotation,
        }}
        required={field.required}
        invalid={shell.props['aria-invalid']}
        describedBy={shell.describedBy(true)}
        onBlur={shell.props.onBlur}
        onPick={onPick}
        onRemove={onRemove}
        onTurn={onTurn}
      />
    </FieldShell>
  );
}
