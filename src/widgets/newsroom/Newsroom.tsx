import { type Texts, useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import { inNewsroom, NEWSROOM_TYPES, type NewsroomType } from '@core/newsroom';
import type { User } from '@core/schemas/auth';
import {
  NEWSROOM_DOCUMENTS,
  type NewsroomItem,
  type NewsroomRow,
  type WriteAction,
} from '@core/schemas/newsroom';
import Form from '@rjsf/core';
import type { RJSFSchema, WidgetProps as RjsfWidgetProps, UiSchema } from '@rjsf/utils';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { formatDateTime } from '../_kit/content/datetime';
import { DateTimeInput } from '../_kit/datePicker/DateInput';
import { rjsfTranslator } from '../_kit/forms/rjsf-strings';
import { createValidator } from '../_kit/forms/rjsf-validator';
import { type FormLabels, formSchema, uiSchemaOf } from '../_kit/newsroom/form-schema';
import { fromTashkentInput, toTashkentInput } from '../_kit/newsroom/tashkent';
import { ApiError, useApi, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { NewsroomParams } from './meta';
import { PictureField } from './PictureField';
import { ReferenceWidget, withReferences } from './ReferenceWidget';
import { SubtitlesField } from './SubtitlesField';
import en from './texts/en.json';
import './newsroom.css';

type Doc = Record<string, unknown>;
const PAGE = 25;

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

function StatusBadge({ row }: { row: Pick<NewsroomRow, 'status' | 'publish_at'> }) {
  const t = useT('newsroom');
  return (
    <span className={`w-nr__badge w-nr__badge--${row.status}`}>
      {row.status === 'scheduled'
        ? t('nr.scheduled', { at: formatDateTime(row.publish_at ?? '') })
        : t(`nr.${row.status}`)}
    </span>
  );
}

/** A live item with a draft (or a scheduled change) saved since its last publish. */
function ChangesBadge({ row }: { row: Pick<NewsroomRow, 'unpublished_changes'> }) {
  const t = useT('newsroom');
  if (!row.unpublished_changes) return null;
  return <span className="w-nr__badge w-nr__badge--changes">{t('nr.unpublishedChanges')}</span>;
}

type T = Texts<'newsroom'>;

/**
 * The form's words in the interface language (the layout editor's Inspector titles its fields and
 * choices the same way): each field by its schema key (`field.<key>`; a key without a text keeps
 * its name), each choice by its value (`choice.<value>`, a language by its name; an age rating
 * names itself), and rjsf's own buttons and messages (`rjsf.*`).
 */
function formWords(t: T) {
  const langs = { uz: t('langs.uz'), oz: t('langs.oz'), ru: t('langs.ru'), en: t('langs.en') };
  const labels: FormLabels = {
    langs,
    field: (key) => (Object.hasOwn(en.field, key) ? t(`field.${key}` as never) : key),
    choice: (value) =>
      typeof value !== 'string'
        ? undefined
        : Object.hasOwn(en.choice, value)
          ? t(`choice.${value}` as never)
          : Object.hasOwn(langs, value)
            ? langs[value as keyof typeof langs]
            : undefined,
  };
  const translateString = rjsfTranslator({
    add: t('rjsf.add'),
    remove: t('rjsf.remove'),
    moveUp: t('rjsf.moveUp'),
    moveDown: t('rjsf.moveDown'),
    copy: t('rjsf.copy'),
    item: t('rjsf.item'),
    empty: t('rjsf.empty'),
    yes: t('rjsf.yes'),
    no: t('rjsf.no'),
    newValue: t('rjsf.newValue'),
    key: (label) => t('rjsf.key', { label }),
    optionalAdd: t('rjsf.optionalAdd'),
    optionalRemove: t('rjsf.optionalRemove'),
    optionalEmpty: t('rjsf.optionalEmpty'),
    clear: t('rjsf.clear'),
    option: (n) => t('rjsf.option', { n }),
    unsupported: t('rjsf.unsupported'),
    errors: t('rjsf.errors'),
    close: t('rjsf.close'),
  });
  return { labels, translateString };
}

const titleOf = (title: unknown, lang: Lang) => pickText((title ?? {}) as Record<string, string>, lang);

/** The conflict: the editor's version beside the one saved meanwhile, and the two ways out. */
function Conflict({
  mine,
  current,
  onKeep,
  onTake,
}: {
  mine: Doc;
  current: NewsroomItem;
  onKeep(): void;
  onTake(): void;
}) {
  const t = useT('newsroom');
  const headingId = useId();
  const { meta } = current;
  return (
    <section className="w-nr__conflict" role="alert" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('nr.conflictTitle')}</h3>
      <div className="w-nr__sides">
        <div>
          <h4>{t('nr.yours')}</h4>
          <pre className="w-nr__json">{JSON.stringify(mine, null, 2)}</pre>
        </div>
        <div>
          <h4>
            {t('nr.theirs', {
              n: meta.version,
              who: meta.updated_by ?? t('nr.someone'),
              at: formatDateTime(meta.updated_at ?? ''),
            })}
          </h4>
          <pre className="w-nr__json">{JSON.stringify(current.data, null, 2)}</pre>
        </div>
      </div>
      <div className="w-nr__actions">
        <button type="button" className="w-nr__button w-nr__button--primary" onClick={onKeep}>
          {t('nr.keepMine', { n: meta.version })}
        </button>
        <button type="button" className="w-nr__button" onClick={onTake}>
          {t('nr.takeTheirs')}
        </button>
      </div>
    </section>
  );
}

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
function ItemEditor({
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
function ExistingItem({ type, id, onDone }: { type: NewsroomType; id: string; onDone(): void }) {
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

function List({ type, onOpen }: { type: NewsroomType; onOpen(id: string): void }) {
  const t = useT('newsroom');
  const { lang } = useRuntime();
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(1);
  const filterId = useId();
  const query = { count: PAGE, page, ...(filter.trim() ? { title: filter.trim() } : {}) };
  const list = useApi<NewsroomRow[]>(`newsroom/${type}.json`, query, { quiet: true, staleTime: 0 });
  const rows = list.data?.data ?? [];
  const listMeta = list.data?.meta as { pages?: number } | undefined;
  const pages = Math.max(1, listMeta?.pages ?? 1);
  return (
    <>
      <p className="w-nr__filter">
        <label htmlFor={filterId}>{t('nr.filter')}</label>
        <input
          id={filterId}
          type="search"
          className="w-nr__control"
          value={filter}
          onChange={(event) => {
            setFilter(event.target.value);
            setPage(1);
          }}
        />
      </p>
      {list.isError ? (
        <p role="alert">{t('nr.loadFailed')}</p>
      ) : !list.data ? (
        <div className="w-nr__waiting" aria-busy="true" />
      ) : rows.length === 0 ? (
        <p>{t('nr.empty')}</p>
      ) : (
        <div className="w-nr__scroll">
          <table className="w-nr__table">
            <caption className="visually-hidden">{t('nr.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('nr.colTitle')}</th>
                <th scope="col">{t('nr.colId')}</th>
                <th scope="col">{t('nr.colStatus')}</th>
                <th scope="col">{t('nr.colVersion')}</th>
                <th scope="col">{t('nr.colUpdated')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const title = titleOf(row.title, lang) || row.id;
                return (
                  <tr key={row.id}>
                    <td>
                      <button
                        type="button"
                        className="w-nr__link"
                        aria-label={t('nr.edit', { title })}
                        onClick={() => onOpen(row.id)}
                      >
                        {title}
                      </button>
                    </td>
                    <td>
                      <code>{row.id}</code>
                    </td>
                    <td>
                      <StatusBadge row={row} /> <ChangesBadge row={row} />
                    </td>
                    <td>{row.version}</td>
                    <td>{row.updated_at ? formatDateTime(row.updated_at) : ''}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav className="w-nr__pager" aria-label={t('nr.page', { page, pages })}>
          <button
            type="button"
            className="w-nr__button"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {t('nr.prev')}
          </button>
          <span>{t('nr.page', { page, pages })}</span>
          <button
            type="button"
            className="w-nr__button"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {t('nr.next')}
          </button>
        </nav>
      )}
    </>
  );
}

function Screen() {
  const t = useT('newsroom');
  const typeId = useId();
  const [type, setType] = useState<NewsroomType>('news');
  const [editing, setEditing] = useState<{ id: string | null } | null>(null);
  if (editing)
    return editing.id === null ? (
      <ItemEditor type={type} initial={null} onDone={() => setEditing(null)} />
    ) : (
      <ExistingItem type={type} id={editing.id} onDone={() => setEditing(null)} />
    );
  return (
    <div className="w-nr">
      <div className="w-nr__bar">
        <p>
          <label htmlFor={typeId}>{t('nr.type')}</label>
          <select
            id={typeId}
            className="w-nr__control"
            value={type}
            onChange={(event) => setType(event.target.value as NewsroomType)}
          >
            {NEWSROOM_TYPES.map((k) => (
              <option key={k} value={k}>
                {t(`types.${k}`)}
              </option>
            ))}
          </select>
        </p>
        <button
          type="button"
          className="w-nr__button w-nr__button--primary"
          onClick={() => setEditing({ id: null })}
        >
          {t('nr.new')}
        </button>
      </div>
      <List key={type} type={type} onOpen={(id) => setEditing({ id })} />
    </div>
  );
}

/**
 * The newsroom's content screen (issue 26; editors and admins): choose a type, list its items
 * with their status, filter by title, edit an item in a form generated from its schema (texts in
 * the four languages side by side), save a draft, publish now, schedule (Tashkent time), take
 * down or delete it; a write that another editor's overtook shows both versions to choose from.
 * Not rendered on the server (an empty box until the session is known).
 */
export default function Newsroom(_props: WidgetProps<NewsroomParams>) {
  const t = useT('newsroom');
  return (
    <SignedIn label={t('nr.label')} minHeight="36rem">
      {(user: User) => (inNewsroom(user.roles) ? <Screen /> : <p>{t('nr.forbidden')}</p>)}
    </SignedIn>
  );
}
