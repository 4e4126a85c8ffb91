import { LANGS, type Lang } from '@core/lang';
import type { PlacedComponent } from '@core/schemas/layout';
import Form from '@rjsf/core';
import type { ErrorSchema, FieldProps, RegistryFieldsType, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { WidgetMeta } from '@widgets/types';
import { memo, useCallback, useId, useMemo } from 'react';

/** The four languages as an editor reads them: the two Uzbek scripts together. */
const SIDE_BY_SIDE: readonly Lang[] = ['uz', 'oz', 'ru', 'en'];

import { type EditorKey, type EditorT, fieldLabel } from './i18n';
import { createValidator, type Localize } from './validator';

/**
 * The settings of the selected widget: a form generated from its params JSON Schema and uiSchema
 * (@rjsf/core, checked as the user types by ./validator.ts), field errors beside the
 * fields, the server's refusals shown on the fields they name, and texts in the four languages
 * side by side. Every change goes to the layout at once, so the page shows it as they type.
 */

type JsonSchema = Record<string, unknown> & {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  title?: string;
  maxLength?: number;
};

const LANG_KEYS = new Set<string>(LANGS);

/** An object of per-language texts ({uz, oz, ru, en}), as src/core/schemas/common's I18nTextSchema. */
function isI18nText(schema: JsonSchema): boolean {
  const keys = Object.keys(schema.properties ?? {});
  return keys.length === LANG_KEYS.size && keys.every((k) => LANG_KEYS.has(k));
}

const formSchemas = new Map<string, RJSFSchema>();

/** The params schema as rjsf gets it: without `$id` and `version`. */
function formSchemaOf(meta: WidgetMeta): RJSFSchema {
  let schema = formSchemas.get(meta.name);
  if (!schema) {
    const { $id: _id, version: _version, ...rest } = meta.schema as unknown as JsonSchema;
    schema = rest as RJSFSchema;
    formSchemas.set(meta.name, schema);
  }
  return schema;
}

/** Labels in the interface language and the per-language field for texts, over the widget's own uiSchema. */
function uiSchemaOf(schema: JsonSchema, t: EditorT, own: Record<string, unknown> = {}): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const entry: Record<string, unknown> = { 'ui:title': fieldLabel(t, name, prop.title) };
    if (isI18nText(prop)) {
      entry['ui:field'] = 'i18nText';
      entry['ui:options'] = { multiline: name === 'text' };
    } else if (prop.type === 'array' && prop.items?.properties) {
      const items: Record<string, unknown> = {};
      for (const [inner, innerProp] of Object.entries(prop.items.properties)) {
        items[inner] = {
          'ui:title': fieldLabel(t, inner, innerProp.title),
          ...(isI18nText(innerProp)
            ? { 'ui:field': 'i18nText', 'ui:options': { multiline: inner === 'text' } }
            : {}),
        };
      }
      entry.items = items;
    }
    ui[name] = { ...entry, ...((own[name] as object | undefined) ?? {}) };
  }
  return ui;
}

/** Four inputs side by side, one per language; an emptied one drops its key. */
function I18nTextField(props: FieldProps<Partial<Record<Lang, string>>>) {
  const { formData, onChange, fieldPathId, uiSchema, registry, rawErrors, disabled, readonly } = props;
  const t = (registry.formContext as { t: EditorT }).t;
  const value = formData ?? {};
  const label = (uiSchema?.['ui:title'] as string | undefined) ?? props.name;
  const multiline = Boolean((uiSchema?.['ui:options'] as { multiline?: boolean } | undefined)?.multiline);
  const set = (lang: Lang, text: string) => {
    const next = { ...value };
    if (text === '') delete next[lang];
    else next[lang] = text;
    onChange(next, fieldPathId.path);
  };
  return (
    <fieldset className="editor-i18n" id={fieldPathId.$id}>
      <legend>{label}</legend>
      <div className="editor-i18n__grid">
        {SIDE_BY_SIDE.map((lang) => {
          const id = `${fieldPathId.$id}__${lang}`;
          const common = {
            id,
            name: id,
            value: value[lang] ?? '',
            disabled: disabled || readonly,
            lang: lang === 'oz' ? 'uz-Latn' : lang === 'uz' ? 'uz-Cyrl' : lang,
            'aria-invalid': rawErrors?.length ? true : undefined,
          } as const;
          return (
            <div key={lang} className="editor-i18n__cell">
              <label htmlFor={id}>{t(`lang.${lang}`)}</label>
              {multiline ? (
                <textarea {...common} rows={3} onChange={(e) => set(lang, e.target.value)} />
              ) : (
                <input {...common} type="text" onChange={(e) => set(lang, e.target.value)} />
              )}
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}

/** Check messages in the interface language; an unexpected keyword says the field is invalid. */
const CHECK_KEYS = new Set([
  'required',
  'type',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'enum',
  'const',
  'anyOf',
  'minItems',
  'maxItems',
  'additionalProperties',
]);
function localizer(t: EditorT): Localize {
  return ({ keyword, params }) => {
    const vars = { limit: String(params.limit ?? ''), property: String(params.property ?? '') };
    return CHECK_KEYS.has(keyword) ? t(`check.${keyword}` as EditorKey, vars) : t('check.other');
  };
}

const fields = { i18nText: I18nTextField } as unknown as RegistryFieldsType;

export interface InspectorProps {
  placed: PlacedComponent;
  meta: WidgetMeta;
  name: string;
  /** Refusals of the last save for this widget, by field (`params.level` → `level`). */
  serverErrors: ReadonlyMap<string, string>;
  onChange: (id: string, params: Record<string, unknown>, field: string) => void;
  t: EditorT;
}

export const Inspector = memo(function Inspector({
  placed,
  meta,
  name,
  serverErrors,
  onChange,
  t,
}: InspectorProps) {
  const schema = formSchemaOf(meta);
  const uiSchema = useMemo(
    () => uiSchemaOf(schema as JsonSchema, t, meta.uiSchema as Record<string, unknown> | undefined),
    [schema, t, meta.uiSchema],
  );
  const extraErrors = useMemo(() => {
    if (serverErrors.size === 0) return undefined;
    const errors: Record<string, unknown> = {};
    for (const [field, message] of serverErrors) {
      let node = errors;
      const parts = field.split('.').filter(Boolean);
      for (const part of parts) {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
      node.__errors = [...((node.__errors as string[] | undefined) ?? []), message];
    }
    return errors as ErrorSchema;
  }, [serverErrors]);
  const formContext = useMemo(() => ({ t }), [t]);
  const validator = useMemo(() => createValidator(localizer(t)), [t]);
  const headingId = useId();
  const { id } = placed;
  const change = useCallback(
    (event: { formData?: unknown }, fieldId?: string) => {
      if (event.formData && typeof event.formData === 'object')
        onChange(id, event.formData as Record<string, unknown>, fieldId ?? '');
    },
    [id, onChange],
  );
  const empty = Object.keys((schema as JsonSchema).properties ?? {}).length === 0;
  return (
    <section className="editor-inspector" aria-labelledby={headingId} data-inspector-for={id}>
      <h2 id={headingId}>{t('inspector.title', { name })}</h2>
      {empty ? (
        <p>{t('inspector.noFields')}</p>
      ) : (
        <Form
          key={id}
          schema={schema}
          uiSchema={uiSchema}
          formData={placed.params}
          validator={validator}
          fields={fields}
          formContext={formContext}
          onChange={change}
          liveValidate="onChange"
          showErrorList={false}
          noHtml5Validate
          idPrefix={`w-${id}`}
          {...(extraErrors ? { extraErrors, extraErrorsBlockSubmit: true } : {})}
        />
      )}
    </section>
  );
});

/** The module's component, for the editor's lazily evaluated part (Editor.tsx: `INSPECTOR`). */
export default Inspector;
