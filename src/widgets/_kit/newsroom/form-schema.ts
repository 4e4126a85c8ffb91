import { LANGS } from '@core/lang';
import { SUBTITLE_URL_PATTERN } from '@core/schemas/content';

type Json = Record<string, unknown>;

/** Whether a schema is a text in the four languages (an object of uz, oz, ru, en strings only). */
export function isLangObject(node: Json): boolean {
  const props = node.properties as Json | undefined;
  return (
    node.type === 'object' &&
    !!props &&
    Object.keys(props).length > 0 &&
    Object.keys(props).every((k) => (LANGS as readonly string[]).includes(k))
  );
}

/**
 * A newsroom document schema as rjsf reads it (the layout editor's Inspector does the same for
 * widget params): a choice of constants (`anyOf` of `const`) or an `enum` gets its type, so rjsf
 * shows a select; everything else is copied, through objects and arrays.
 */
export function formSchema(node: Json): Json {
  const copy: Json = { ...node };
  delete copy.$id;
  const options = node.anyOf as Json[] | undefined;
  if (Array.isArray(options) && options.every((o) => 'const' in o)) {
    delete copy.anyOf;
    copy.enum = options.map((o) => o.const);
    copy.type = typeof options[0]?.const === 'boolean' ? 'boolean' : 'string';
  }
  if (Array.isArray(node.enum) && node.type === undefined) copy.type = 'string';
  if (node.properties)
    copy.properties = Object.fromEntries(
      Object.entries(node.properties as Record<string, Json>).map(([k, v]) => [k, formSchema(v)]),
    );
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items))
    copy.items = formSchema(node.items as Json);
  return copy;
}

/** Whether a schema is a picture (NewsroomPictureSchema: a link with library sources and alt text). */
export function isPicture(node: Json): boolean {
  const props = node.properties as Json | undefined;
  return node.type === 'object' && !!props && 'link' in props && 'sources' in props && 'media' in props;
}

/** Whether a schema is a recording's subtitle tracks (an array of SubtitleTrackSchema). */
export function isSubtitles(node: Json): boolean {
  const items = node.items as Json | undefined;
  const props = items?.properties as Record<string, Json> | undefined;
  return node.type === 'array' && !!props && 'lang' in props && props.url?.pattern === SUBTITLE_URL_PATTERN;
}

/**
 * The words of a form in the interface language: the four languages' names (`langs`), a field's
 * label by its schema key (`field`: `title` → "Номи"), a choice's name by its value (`choice`:
 * `tv` → "Телевидение"; undefined: the value names itself, as an age rating "12+").
 */
export interface FormLabels {
  langs?: Record<string, string>;
  field?: (key: string) => string;
  choice?: (value: unknown) => string | undefined;
}

/**
 * The form's layout: pictures through the media library's picker (`ui:field` picture), subtitle
 * tracks through their upload (`ui:field` subtitles), texts in the four languages side by side (`ui:field` langs), long texts and
 * HTML as text areas, instants in Tashkent time. With `labels`, every field (of nested objects and
 * array items too) is titled in the interface language (`ui:title`, never the raw schema key) and
 * every choice named (`ui:enumNames`); the four languages' fields keep their languages' names.
 */
export function uiSchemaOf(node: Json, labels: FormLabels = {}): Json {
  const langs = labels.langs ?? {};
  if (isPicture(node)) return { 'ui:field': 'picture' };
  if (isSubtitles(node)) return { 'ui:field': 'subtitles' };
  if (isLangObject(node)) {
    const props = node.properties as Record<string, Json>;
    const wide = Object.values(props).some((p) => Number(p.maxLength ?? 0) > 2000);
    return {
      'ui:classNames': 'w-nr__langs',
      ...Object.fromEntries(
        Object.keys(props).map((k) => [
          k,
          { 'ui:title': langs[k] ?? k, ...(wide ? { 'ui:widget': 'textarea' } : {}) },
        ]),
      ),
    };
  }
  if (node.format === 'date-time') return { 'ui:widget': 'tashkent' };
  const out: Json = {};
  const { choice } = labels;
  if (choice && Array.isArray(node.enum))
    out['ui:enumNames'] = node.enum.map((value) => choice(value) ?? String(value));
  if (node.properties)
    for (const [k, v] of Object.entries(node.properties as Record<string, Json>)) {
      const ui = uiSchemaOf(v, labels);
      if (labels.field) ui['ui:title'] = labels.field(k);
      if (Object.keys(ui).length) out[k] = ui;
    }
  if (node.items && typeof node.items === 'object' && !Array.isArray(node.items)) {
    const ui = uiSchemaOf(node.items as Json, labels);
    if (Object.keys(ui).length) out.items = ui;
  }
  return out;
}
