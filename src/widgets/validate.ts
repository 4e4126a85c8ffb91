import {
  type PlacedComponent,
  PlacedComponentSchema,
  type StateLayout,
  StateLayoutSchema,
} from '@core/schemas/layout';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import Type from 'typebox';
import { isTemplate, TEMPLATES } from './stateLayout/templates';
import type { WidgetMeta } from './types';

// ajv-formats ships CommonJS; under some bundlers the default import is the module object.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as typeof addFormatsModule;

/** One problem found in a layout document, naming the widget and the field. */
export interface LayoutIssue {
  /** JSON pointer into the document. */
  path: string;
  componentId?: string;
  component?: string;
  field?: string;
  message: string;
}

export interface LayoutCheck {
  /** True when the whole document is valid. */
  ok: boolean;
  /** The document with every component migrated and its defaults applied; null if the frame is invalid. */
  document: StateLayout | null;
  issues: LayoutIssue[];
  /** Ids of the components that cannot render (unknown, misplaced or with invalid params). */
  invalid: string[];
}

const ajv = new Ajv({ allErrors: true, strict: true, keywords: ['version'] });
addFormats(ajv);
/** The StateLayout frame with its components left open: each is checked on its own. */
const FrameSchema = Type.Object(
  {
    ...StateLayoutSchema.properties,
    layout: Type.Object(
      {
        component: Type.Literal('stateLayout'),
        params: Type.Object(
          { layout: Type.String(), components: Type.Array(Type.Unknown(), { maxItems: 1000 }) },
          { additionalProperties: false },
        ),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
type Frame = Omit<StateLayout, 'layout'> & {
  layout: { component: 'stateLayout'; params: { layout: string; components: unknown[] } };
};
const frameCheck = ajv.compile<Frame>(FrameSchema);
const placedCheck = ajv.compile<PlacedComponent>(PlacedComponentSchema);
const documentCheck = ajv.compile<StateLayout>(StateLayoutSchema);
const compiled = new Map<string, ValidateFunction>();

function paramsCheck(meta: WidgetMeta): ValidateFunction {
  let fn = compiled.get(meta.schema.$id);
  if (!fn) {
    fn = ajv.compile(meta.schema);
    compiled.set(meta.schema.$id, fn);
  }
  return fn;
}

function describeError(e: ErrorObject): { field: string; message: string } {
  const missing = e.keyword === 'required' ? (e.params as { missingProperty: string }).missingProperty : null;
  const extra =
    e.keyword === 'additionalProperties'
      ? (e.params as { additionalProperty: string }).additionalProperty
      : null;
  const field = [e.instancePath.replace(/^\//, '').replaceAll('/', '.'), missing ?? extra]
    .filter(Boolean)
    .join('.');
  const message = extra ? 'is not a known field' : (e.message ?? 'is invalid');
  return { field: field || '(params)', message };
}

/**
 * Brings a component's params to its widget's current schema version: runs the migrations
 * from `version` up, then applies the widget's defaults under the given params.
 * Returns an error message when the params cannot be brought there.
 */
export function upgradeParams(
  meta: WidgetMeta,
  version: number,
  params: Record<string, unknown>,
): { params: Record<string, unknown>; error?: string } {
  const target = meta.schema.version;
  if (version > target) return { params, error: `version ${version} is newer than ${meta.name} v${target}` };
  let current = params;
  for (let v = version; v < target; v++) {
    const step = meta.migrate?.[v];
    if (!step) return { params, error: `no migration of ${meta.name} from version ${v}` };
    try {
      current = step(current);
    } catch (err) {
      return {
        params,
        error: `migration of ${meta.name} from version ${v} failed: ${(err as Error).message}`,
      };
    }
  }
  return { params: { ...(meta.defaults as Record<string, unknown>), ...current } };
}

/**
 * The one check of a layout document, shared by the server (on read and on save) and the
 * editor: the StateLayout frame, the template, unique ids, and each component's params
 * against its widget's schema after migration.
 */
export function checkLayout(doc: unknown, registry: ReadonlyMap<string, WidgetMeta>): LayoutCheck {
  if (!frameCheck(doc)) {
    const issues = (frameCheck.errors ?? []).map((e) => {
      const d = describeError(e);
      return { path: e.instancePath || '/', field: d.field, message: `${d.field} ${d.message}` };
    });
    return { ok: false, document: null, issues, invalid: [] };
  }
  const issues: LayoutIssue[] = [];
  const invalid: string[] = [];
  const template = doc.layout.params.layout;
  const regions: readonly string[] = isTemplate(template) ? TEMPLATES[template] : [];
  if (!isTemplate(template)) {
    issues.push({
      path: '/layout/params/layout',
      field: 'layout',
      message: `unknown page template "${template}"`,
    });
  }
  const seen = new Set<string>();
  const components: PlacedComponent[] = [];
  doc.layout.params.components.forEach((raw, i) => {
    const path = `/layout/params/components/${i}`;
    if (!placedCheck(raw)) {
      // Not even a placed component: it cannot render or be addressed, so it is left out.
      for (const e of placedCheck.errors ?? []) {
        const d = describeError(e);
        issues.push({ path, field: d.field, message: `component ${i}: ${d.field} ${d.message}` });
      }
      return;
    }
    components.push(checkPlaced(raw, path));
  });
  function checkPlaced(placed: PlacedComponent, path: string): PlacedComponent {
    const at = { path, componentId: placed.id, component: placed.component };
    const fail = (message: string, field?: string) => {
      issues.push({
        ...at,
        ...(field ? { field } : {}),
        message: `${placed.component} (${placed.id}): ${message}`,
      });
      if (!invalid.includes(placed.id)) invalid.push(placed.id);
    };
    if (seen.has(placed.id)) fail('duplicate component id', 'id');
    seen.add(placed.id);
    const meta = registry.get(placed.component);
    if (!meta) {
      fail(`unknown component "${placed.component}"`, 'component');
      return placed;
    }
    if (regions.length > 0 && !regions.includes(placed.container)) {
      fail(`container "${placed.container}" is not a region of template "${template}"`, 'container');
    }
    const up = upgradeParams(meta, placed.version, placed.params);
    if (up.error) {
      fail(up.error, 'version');
      return placed;
    }
    const check = paramsCheck(meta);
    if (!check(up.params)) {
      for (const e of check.errors ?? []) {
        const d = describeError(e);
        fail(`params.${d.field} ${d.message}`, `params.${d.field}`);
      }
      return placed;
    }
    return { ...placed, version: meta.schema.version, params: up.params };
  }
  const document = { ...doc, layout: { ...doc.layout, params: { ...doc.layout.params, components } } };
  if (!documentCheck(document)) {
    return { ok: false, document: null, issues, invalid };
  }
  return { ok: issues.length === 0, document, issues, invalid };
}

/** Checks one widget's params (editor forms, example contract tests). */
export function checkParams(meta: WidgetMeta, params: unknown): string[] {
  const check = paramsCheck(meta);
  if (check(params)) return [];
  return (check.errors ?? []).map((e) => {
    const d = describeError(e);
    return `${d.field} ${d.message}`;
  });
}
