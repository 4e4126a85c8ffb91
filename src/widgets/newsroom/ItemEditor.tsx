/*
 * The newsroom's editor of one item: the form generated from its type's schema with the
 * newsroom's own fields, and the writes (draft, publish, schedule, take down, delete).
 */
import { useT } from '@core/i18n/react';
import type { NewsroomType } from '@core/newsroom';
import { NEWSROOM_DOCUMENTS, type NewsroomItem, type WriteAction } from '@core/schemas/newsroom';
import Form from '@rjsf/core';
import type { RJSFSchema, WidgetProps as RjsfWidgetProps, UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { formatDateTime } from '../_kit/content/datetime';
import { DateTimeInput } from '../_kit/datePicker/DateInput';
import { createValidator } from '../_kit/forms/rjsf-validator';
import { formSchema, uiSchemaOf } from '../_kit/newsroom/form-schema';
import { fromTashkentInput, toTashkentInput } from '../_kit/newsroom/tashkent';
import { ApiError, useApi, useRuntime } from '../runtime';
import { ChangesBadge, StatusBadge, titleOf } from './badges';
import { Conflict } from './Conflict';
import { formWords } from './formWords';
import { PictureField } from './PictureField';
import { ReferenceWidget, withReferences } from './ReferenceWidget';
import { SubtitlesField } from './SubtitlesField';

type Doc = Record<string, unknown>;

/** A date-time field of a document, in Tashkent time (rjsf widget `tashkent`). */
function TashkentWidget({ id, value, onChange, required, disabled, readonly }: RjsfWidgetProps) {
  return (
    <DateTimeInput
      id={id}
      className="w-nr__control"
      value={toTashkentInput(typeof value === 'string' ? value : null)}
      required={required}
      disabled={disabled || readonly}
      onChange={(next) => onChange(fromTashkentInput(next))}
    />
  );
}
const WIDGETS = { tashkent: TashkentWidget, reference: ReferenceWidget };
const FIELDS = { picture: PictureField, subtitles: SubtitlesField };

/** Where a server refusal names a field (`document.title.uz`): rjsf's extra errors for it. */
function extraErrorsOf(field: string | undefined, message: string) {
  if (!field?.startsWith('document.')) return undefined;
  const errors: Record<string, unknown> = {};
  let node = errors;
  for (const part of field.slice('document.'.length).split('.')) {
    node[part] ??= {};
    node = node[part] as Record<string, unknown>;
  }
  node.__errors = [message];
  return errors;
}

/** One item: the form generated from its type's schema, and the writes (draft, publish, schedule…). */
export function ItemEditor({
  type,
  initial,
  onDone,
}: {
  type: NewsroomType;
  initial: NewsroomItem | null;
  onDone(): void;
}) {
  const t = useT('newsroom');
  const runtime = useRuntime();
  const client = useQueryClient();
  const formId = useId();
  const [doc, setDoc] = useState<Doc>(initial?.data ?? {});
  const [meta, setMeta] = useState(initial?.meta ?? null);
  const [publishAt, setPublishAt] = useState(toTashkentInput(initial?.meta.publish_at));
  const [unpublishAt, setUnpublishAt] = useState(toTashkentInput(initial?.meta.unpublish_at));
  const [error, setError] = useState<{ message: string; field?: string } | null>(null);
  const [conflict, setConflict] = useState<{ current: NewsroomItem; action: WriteAction } | null>(null);
  const [busy, setBusy] = useState(false);
  const words = useMemo(() => formWords(t), [t]);
  const schema = useMemo(() => formSchema(NEWSROOM_DOCUMENTS[type] as unknown as Doc) as RJSFSchema, [type]);
  const uiSchema = useMemo(
    () =>
      ({
        ...withReferences(type, schema as Doc, uiSchemaOf(schema as Doc, words.labels)),
        'ui:submitButtonOptions': { norender: true },
      }) as UiSchema,
    [type, schema, words],
  );
  const validator = useMemo(
    () => createValidator((e) => (e.keyword === 'required' ? t('nr.required') : t('nr.invalid'))),
    [t],
  );

  const refresh = () => client.invalidateQueries({ queryKey: ['api'] });

  async function write(action: WriteAction | 'delete', base = meta?.version ?? null, body: Doc = doc) {
    setBusy(true);
    setError(null);
    try {
      const id = String(body._id ?? '');
      const headers: Record<string, string> = base === null ? {} : { 'if-match': `"${base}"` };
      if (action === 'delete') {
        if (!window.confirm(t('nr.confirmDelete'))) return;
        await runtime.send('DELETE', `newsroom/${type}/${id}.json`, undefined, { quiet: true, headers });
        runtime.toast(t('nr.deleted'), 'success');
        await refresh();
        onDone();
        return;
      }
      const payload: Doc = { document: body, action };
      const at = fromTashkentInput(publishAt);
      const until = fromTashkentInput(unpublishAt);
      if (action === 'schedule' && at) payload.publish_at = at;
      if ((action === 'schedule' || action === 'publish') && until) payload.unpublish_at = until;
      const saved =
        base === null
          ? await runtime.send<NewsroomItem>('POST', `newsroom/${type}.json`, payload, { quiet: true })
          : await runtime.send<NewsroomItem>('PUT', `newsroom/${type}/${id}.json`, payload, {
              quiet: true,
              headers,
            });
      setDoc(saved.data);
      setMeta(saved.meta);
      setConflict(null);
      runtime.toast(t('nr.saved'), 'success');
      await refresh();
    } catch (err) {
      if (err instanceof ApiError && err.status === 409 && err.body && typeof err.body === 'object') {
        const current = err.body as NewsroomItem;
        if (current.meta) setConflict({ current, action: action === 'delete' ? 'draft' : action });
        setError({ message: err.message });
      } else if (err instanceof ApiError) setError({ message: err.message, field: err.field });
      else setError({ message: t('nr.failed') });
    } finally {
      setBusy(false);
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void write('draft');
  };
  const title = titleOf(doc.title, runtime.lang) || String(doc._id ?? '');
  return (
    <section className="w-nr__editor" aria-labelledby={`${formId}-h`}>
      <p>
        <button type="button" className="w-nr__link" onClick={onDone}>
          {t('nr.back')}
        </button>
      </p>
      <h2 id={`${formId}-h`}>
        {meta ? t('nr.editing', { title }) : t('nr.creating', { type: t(`types.${type}`) })}
      </h2>
      {meta && (
        <p className="w-nr__meta">
          <StatusBadge row={meta} /> <ChangesBadge row={meta} /> · {t('nr.version', { n: meta.version })}
          {meta.updated_at ? ` · ${formatDateTime(meta.updated_at)}` : ''}
          {meta.updated_by ? ` · ${meta.updated_by}` : ''}
        </p>
      )}
      {meta?.unpublished_changes && <p className="w-nr__hint">{t('nr.unpublishedChangesHint')}</p>}
      {error && (
        <p className="w-nr__error" role="alert">
          {error.message}
        </p>
      )}
      {conflict && (
        <Conflict
          mine={doc}
          current={conflict.current}
          onKeep={() => void write(conflict.action, conflict.current.meta.version)}
          onTake={() => {
            setDoc(conflict.current.data);
            setMeta(conflict.current.meta);
            setConflict(null);
            setError(null);
          }}
        />
      )}
      <div className="w-nr__form">
        <Form
          key={`${type}:${meta?.version ?? 'new'}:${conflict ? 'c' : ''}`}
          schema={schema}
          uiSchema={uiSchema}
          formData={doc}
          validator={validator}
          translateString={words.translateString}
          widgets={WIDGETS}
          fields={FIELDS}
          onChange={(event) => setDoc((event.formData ?? {}) as Doc)}
          onSubmit={() => void write('draft')}
          showErrorList={false}
          noHtml5Validate
          idPrefix={`nr-${type}`}
          extraErrors={error ? (extraErrorsOf(error.field, error.message) as never) : undefined}
        />
      </div>
      <form className="w-nr__writes" onSubmit={submit} aria-label={t('nr.document')}>
        <div className="w-nr__actions">
          <button type="submit" className="w-nr__button" disabled={busy}>
            {t('nr.saveDraft')}
          </button>
          <button
            type="button"
            className="w-nr__button w-nr__button--primary"
            disabled={busy}
            onClick={() => void write('publish')}
          >
            {t('nr.publish')}
          </button>
          {meta?.live && (
            <button
              type="button"
              className="w-nr__button"
              disabled={busy}
              onClick={() => void write('unpublish')}
            >
              {t('nr.unpublish')}
            </button>
          )}
          {meta && (
            <button
              type="button"
              className="w-nr__button w-nr__button--danger"
              disabled={busy}
              onClick={() => void write('delete')}
            >
              {t('nr.delete')}
            </button>
          )}
        </div>
        <fieldset className="w-nr__schedule">
          <legend>{t('nr.schedule')}</legend>
          <label htmlFor={`${formId}-at`}>{t('nr.publishAt')}</label>
          <DateTimeInput
            id={`${formId}-at`}
            className="w-nr__control"
            value={publishAt}
            onChange={setPublishAt}
          />
          <label htmlFor={`${formId}-until`}>{t('nr.unpublishAt')}</label>
          <DateTimeInput
            id={`${formId}-until`}
            className="w-nr__control"
            value={unpublishAt}
            onChange={setUnpublishAt}
          />
          <button
            type="button"
            className="w-nr__button"
            disabled={busy}
            onClick={() => void write('schedule')}
          >
            {t('nr.schedule')}
          </button>
        </fieldset>
      </form>
    </section>
  );
}

/** Loads an item, then edits it. */
export function ExistingItem({ type, id, onDone }: { type: NewsroomType; id: string; onDone(): void }) {
  const t = useT('newsroom');
  const item = useApi<Doc, NewsroomItem['meta']>(
    `newsroom/${type}/${id}.json`,
    {},
    { quiet: true, staleTime: 0 },
  );
  if (item.isError) return <p role="alert">{t('nr.loadFailed')}</p>;
  if (!item.data) return <div className="w-nr__waiting" aria-busy="true" />;
  return <ItemEditor type={type} initial={{ data: item.data.data, meta: item.data.meta }} onDone={onDone} />;
}
