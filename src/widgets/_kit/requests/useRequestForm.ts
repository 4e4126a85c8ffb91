import { useT } from '@core/i18n/react';
import type { User } from '@core/schemas/auth';
import type { FormName, FormPayload } from '@core/schemas/forms';
import { type Turn, writeTurns } from '@core/upload';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useRuntime } from '../../runtime';
import type { Values } from '../forms/checks';
import { type FieldRules, useForm } from '../forms/useForm';
import type { Picked } from '../upload/UploadPicker';
import {
  acceptsFile,
  emptyValues,
  type FormField,
  fieldMessage,
  formFields,
  payloadOf,
  serverFieldNames,
} from './fields';
import { myFormsPath, sendPath } from './paths';

/** What `POST {product}/form/{form}.json` answers (201). */
interface SentAnswer {
  message: string;
  data: { _id: string; status: string };
}

/**
 * The state and sending of a request form: the kit's `useForm` over the schema's fields (each
 * checked by the form's JSON Schema, src/widgets/_kit/requests/fields.ts), the chosen files, the upload's
 * progress and the server's confirmation. `onSent` hears the confirmation (the home buttons'
 * dialog closes on it).
 */
export function useRequestForm(form: FormName, user: User | null, onSent?: (message: string) => void) {
  const runtime = useRuntime();
  const client = useQueryClient();
  const t = useT('kit.requests');
  const fields = formFields(form);
  const [files, setFiles] = useState<Readonly<Record<string, readonly Picked[]>>>({});
  const chosen = useRef(files);
  const [progress, setProgress] = useState<number | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);

  // The e-mail to answer to, filled in from the account (it can be changed).
  const hasEmail = fields.some((f) => f.name === 'email');
  const initial = useMemo(
    () => emptyValues(form, hasEmail && user?.email ? { email: user.email } : {}),
    [form, hasEmail, user?.email],
  );

  // Every field's check reads the payload assembled from all the values, once per values object.
  const rules = useMemo(() => {
    const payloads = new WeakMap<Values, FormPayload>();
    const payload = (values: Values) => {
      let p = payloads.get(values);
      if (!p) {
        p = payloadOf(form, values);
        payloads.set(values, p);
      }
      return p;
    };
    return Object.fromEntries(
      formFields(form).map((field): [string, FieldRules<Values>] => [
        field.name,
        { checks: [(_value, values) => fieldMessage(field, payload(values), values)] },
      ]),
    );
  }, [form]);

  const setChosen = (name: string, list: readonly Picked[]) => {
    chosen.current = { ...chosen.current, [name]: list };
    setFiles(chosen.current);
    api.setValue(name, list.length > 0 ? String(list.length) : '');
  };

  const send = async (payload: FormPayload): Promise<SentAnswer> => {
    const path = sendPath(runtime.product, form);
    const parts = Object.entries(chosen.current).filter(([, list]) => list.length > 0);
    if (parts.length === 0) return runtime.send<SentAnswer>('POST', path, payload, { quiet: true });
    // The JSON part first: the server reads and checks it before it accepts any file. Then the
    // images' quarter turns, one per file in the order the files follow (decision 039).
    const body = new FormData();
    body.append('payload', JSON.stringify(payload));
    body.append('rotate', writeTurns(parts.flatMap(([, list]) => list.map((p) => p.turn))));
    for (const [name, list] of parts) for (const { file } of list) body.append(name, file, file.name);
    setProgress(0);
    try {
      return await runtime.send<SentAnswer>('POST', path, body, { quiet: true, onProgress: setProgress });
    } finally {
      setProgress(null);
    }
  };

  const api = useForm<Values>({
    initial,
    rules,
    serverFields: useMemo(() => serverFieldNames(form), [form]),
    onSubmit: async (values) => {
      setConfirmation(null);
      const answer = await send(payloadOf(form, values));
      chosen.current = {};
      setFiles({});
      api.reset();
      setConfirmation(answer.message);
      // The user's list of this form (on the same page, or later) shows the new submission.
      void client.invalidateQueries({ queryKey: ['api', myFormsPath(runtime.product, form)] });
      onSent?.(answer.message);
    },
  });

  /**
   * Files picked for `field`: one of a wrong type or over 10 MB is refused at once with spec §8's
   * toast ('{file} - not uploaded') and not kept; so are the files past the field's count.
   */
  const pick = (field: FormField, picked: readonly File[]) => {
    if (!field.file) return;
    const kept = [...(chosen.current[field.name] ?? [])];
    let tooMany = false;
    for (const file of picked) {
      if (!acceptsFile(field.file, file)) {
        runtime.toast(t('files.failed', { file: file.name }), 'error');
        continue;
      }
      const same = kept.some(
        ({ file: k }) => k.name === file.name && k.size === file.size && k.lastModified === file.lastModified,
      );
      if (same) continue;
      if (kept.length >= field.file.count) tooMany = true;
      else kept.push({ file, turn: 0 });
    }
    setChosen(field.name, kept);
    if (tooMany) runtime.toast(t('errors.filesCount', { max: field.file.count }), 'error');
  };

  /** An image of `field` turned to `turn` (the server applies it when the form is sent). */
  const turn = (field: FormField, index: number, to: Turn) =>
    setChosen(
      field.name,
      (chosen.current[field.name] ?? []).map((p, i) => (i === index ? { ...p, turn: to } : p)),
    );

  const remove = (field: FormField, index: number) =>
    setChosen(
      field.name,
      (chosen.current[field.name] ?? []).filter((_, i) => i !== index),
    );

  return { api, fields, files, pick, remove, turn, progress, confirmation };
}
