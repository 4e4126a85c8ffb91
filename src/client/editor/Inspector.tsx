import { LANGS, type Lang } from '@core/lang';
import type { PlacedComponent } from '@core/schemas/layout';
import Form from '@rjsf/core';
import {
  createSchemaUtils,
  deepEquals,
  type ErrorSchema,
  type Experimental_DefaultFormStateBehavior,
  type FieldProps,
  type RegistryFieldsType,
  type RJSFSchema,
  type UiSchema,
} from '@rjsf/utils';
import type { WidgetMeta } from '@widgets/types';
import { memo, useCallback, useId, useMemo } from 'react';

/** The four languages as an editor reads them: the two Uzbek scripts together. */
const SIDE_BY_SIDE: readonly Lang[] = ['uz', 'oz', 'ru', 'en'];

import { type EditorKey, type EditorT, fieldLabel } from './i18n';
import en from './texts/en.json';
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

/** The JSON type of a constant (`const` of a union's option). */
function constType(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value;
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return undefined;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A choice's label in the interface language: the widget's own word, the editor's, else the value. */
type ChoiceLabel = (value: unknown) => string | undefined;

function choiceLabel(t: EditorT, widget: string): ChoiceLabel {
  const own = (en.choice as Record<string, unknown>)[widget];
  return (value) => {
    if (typeof value === 'string' && isObject(own) && Object.hasOwn(own, value))
      return t(`choice.${widget}.${value}` as EditorKey);
    if (
      typeof value === 'string' &&
      Object.hasOwn(en.choice, value) &&
      typeof (en.choice as Record<string, unknown>)[value] === 'string'
    )
      return t(`choice.${value}` as EditorKey);
    return undefined;
  };
}

/**
 * A schema as rjsf reads it. TypeBox writes a choice of constants (`Type.Union` of literals:
 * `type`, `align`, `form`…) as `anyOf: [{type, const}…]` with no `type` of its own, and rjsf
 * picks a field by `type`: it showed "Unsupported field schema … Unknown field type undefined"
 * with the raw schema (issue 24). The choice gets its options' common type, so rjsf shows a select
 * of them, each option titled in the interface language (rjsf shows an option's `title`; without
 * one, its raw value: "tv", "checkbox"); a choice between a number and a constant (`count`: a
 * number or "all") titles its number option too. The rest is copied as it is, through objects and
 * arrays.
 */
function forForm(node: JsonSchema, label: ChoiceLabel, number: string): JsonSchema {
  const copy: JsonSchema = { ...node };
  const options = node.anyOf as JsonSchema[] | undefined;
  if (Array.isArray(options)) {
    copy.anyOf = options.map((option) => {
      const title =
        'const' in option
          ? label(option.const)
          : option.type === 'integer' || option.type === 'number'
            ? number
            : undefined;
      return title === undefined ? option : { ...option, title };
    });
    if (node.type === undefined) {
      const types = new Set(
        options.map((option) => ('const' in option ? constType(option.const) : undefined)),
      );
      const [type] = types;
      if (types.size === 1 && type !== undefined)
        copy.type = type === 'integer' && types.has('number') ? 'number' : type;
    }
  }
  if (node.properties)
    copy.properties = Object.fromEntries(
      Object.entries(node.properties).map(([k, v]) => [k, forForm(v, label, number)]),
    );
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items))
    copy.items = forForm(node.items, label, number);
  return copy;
}

/** Each language's form schemas (its `t`), by widget name. */
const formSchemas = new WeakMap<EditorT, Map<string, RJSFSchema>>();

/**
 * The params schema as rjsf gets it in the interface language: without `$id` and `version`,
 * choices typed and titled (`forForm`).
 */
function formSchemaOf(meta: WidgetMeta, t: EditorT): RJSFSchema {
  let schemas = formSchemas.get(t);
  if (!schemas) {
    schemas = new Map();
    formSchemas.set(t, schemas);
  }
  let schema = schemas.get(meta.name);
  if (!schema) {
    const { $id: _id, version: _version, ...rest } = meta.schema as unknown as JsonSchema;
    schema = forForm(rest, choiceLabel(t, meta.name), t('choice.number')) as RJSFSchema;
    schemas.set(meta.name, schema);
  }
  return schema;
}

/**
 * How rjsf fills what the params lack: a field's `default` is shown, a choice's first constant is
 * not (an optional `type` left out means every type, not "tv").
 */
const DEFAULTS_BEHAVIOR: Experimental_DefaultFormStateBehavior = { constAsDefaults: 'never' };

/**
 * The params to write after a change in the form: what the form reports, less the values rjsf
 * filled in from the schema's defaults where the params had none (`filled`: the params with
 * rjsf's defaults) and the admin left them so. A default is the widget's own business (the
 * widget and the server apply it); written into the layout it would stay there when the widget
 * changes its default, and a choice's first option written as a default changes what the widget
 * shows (issue 24: `"type":"tv"` took the radio news off the home page).
 */
function changedParams(reported: unknown, params: unknown, filled: unknown): unknown {
  if (Array.isArray(reported) && Array.isArray(params) && reported.length === params.length)
    return reported.map((item, i) =>
      changedParams(item, params[i], Array.isArray(filled) ? filled[i] : undefined),
    );
  if (!isObject(reported) || !isObject(params)) return reported;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(reported)) {
    const fill = isObject(filled) ? filled[key] : undefined;
    if (Object.hasOwn(params, key)) out[key] = changedParams(value, params[key], fill);
    else if (value !== undefined && !deepEquals(value, fill)) out[key] = value;
  }
  return out;
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
  const schema = formSchemaOf(meta, t);
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
  const { id, params } = placed;
  // The params as the form shows them, rjsf's defaults filled in where they have none.
  const filled = useMemo(
    () => createSchemaUtils(validator, schema, DEFAULTS_BEHAVIOR).getDefaultFormState(schema, params),
    [validator, schema, params],
  );
  const change = useCallback(
    (event: { formData?: unknown }, fieldId?: string) => {
      if (!isObject(event.formData)) return;
      // rjsf reports the defaults it fills in as a change (as the form opens, or when undo hands
      // it params back): without what the admin did, it is no change.
      const next = changedParams(event.formData, params, filled) as Record<string, unknown>;
      if (!deepEquals(next, params)) onChange(id, next, fieldId ?? '');
    },
    [id, params, filled, onChange],
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
          formData={params}
          validator={validator}
          experimental_defaultFormStateBehavior={DEFAULTS_BEHAVIOR}
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
