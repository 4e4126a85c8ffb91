import { type PlacedComponent, type StateLayout, StateLayoutSchema } from '@core/schemas/layout';
import { WIDGET_META } from '@widgets/meta';
import { isTemplate, TEMPLATES } from '@widgets/stateLayout/templates';
import type { WidgetMeta } from '@widgets/types';
import { type IdFactory, idsOf, isValidId, randomIds } from './ids';
import {
  componentsOf,
  findWidget,
  indexIn,
  positionOf,
  regionsOf,
  widgetsIn,
  withComponents,
} from './layout';

/**
 * Editor operations on a StateLayout document: pure functions over immutable data. Inputs are
 * never mutated; untouched components keep their object identity (React skips them, history
 * shares them); an operation that changes nothing returns the very same layout object.
 *
 * Errors: an unknown widget id (a stale UI, say) is not an error: the layout comes back
 * unchanged. A request that can never be right (an unknown widget type, a region the template
 * lacks, an id that is taken or malformed, more widgets than a layout may hold) throws a
 * LayoutOpError naming the reason.
 */

export type LayoutOpErrorCode =
  | 'unknown-component'
  | 'not-placeable'
  | 'unknown-region'
  | 'unknown-template'
  | 'invalid-id'
  | 'duplicate-id'
  | 'too-many-widgets';

export class LayoutOpError extends Error {
  readonly code: LayoutOpErrorCode;
  constructor(code: LayoutOpErrorCode, message: string) {
    super(message);
    this.name = 'LayoutOpError';
    this.code = code;
  }
}

/** At most this many widgets on a page (the schema's `maxItems`). */
export const MAX_WIDGETS: number =
  (StateLayoutSchema.properties.layout.properties.params.properties.components as { maxItems?: number })
    .maxItems ?? 1000;

/** Widgets that are not placed in a layout: the page template itself. */
const NOT_PLACEABLE: ReadonlySet<string> = new Set(['stateLayout']);

export type Registry = ReadonlyMap<string, WidgetMeta>;

/** Whether a widget can be added to a page (the palette lists these). */
export function isPlaceable(component: string, registry: Registry = WIDGET_META): boolean {
  return registry.has(component) && !NOT_PLACEABLE.has(component);
}

/** Where a widget goes: a region and its final index there (clamped; the end when left out). */
export interface Target {
  container: string;
  index?: number;
}

function assertRegion(layout: StateLayout, container: string): void {
  if (!regionsOf(layout).includes(container)) {
    throw new LayoutOpError(
      'unknown-region',
      `"${container}" is not a region of template "${layout.layout.params.layout}"`,
    );
  }
}

function assertRoom(layout: StateLayout, adding: number): void {
  const count = componentsOf(layout).length;
  if (count + adding > MAX_WIDGETS) {
    throw new LayoutOpError('too-many-widgets', `a page holds at most ${MAX_WIDGETS} widgets`);
  }
}

function clampIndex(index: number | undefined, count: number): number {
  if (index === undefined || Number.isNaN(index)) return count;
  return Math.max(0, Math.min(count, Math.trunc(index)));
}

/**
 * Inserts `items` into `list` (which must not hold them) so that the first one is the
 * `index`-th widget of `container`, the rest right after it. An empty region gets them at the
 * end of the list (the renderer groups by region, so the flat position only orders regions).
 */
function insertInto(
  list: readonly PlacedComponent[],
  items: readonly PlacedComponent[],
  container: string,
  index: number | undefined,
): PlacedComponent[] {
  const positions: number[] = [];
  for (let i = 0; i < list.length; i++)
    if ((list[i] as PlacedComponent).container === container) positions.push(i);
  const to = clampIndex(index, positions.length);
  const last = positions[positions.length - 1];
  const at = to < positions.length ? (positions[to] as number) : last === undefined ? list.length : last + 1;
  return [...list.slice(0, at), ...items, ...list.slice(at)];
}

function cloneParams(params: Record<string, unknown>): Record<string, unknown> {
  return structuredClone(params);
}

/** Calls the factory and checks what it gives: well formed and not taken; then takes it. */
function takeId(ids: IdFactory, hint: string, taken: Set<string>): string {
  const id = ids(hint, taken);
  if (!isValidId(id)) throw new LayoutOpError('invalid-id', `"${id}" is not a valid component id`);
  if (taken.has(id)) throw new LayoutOpError('duplicate-id', `id "${id}" is already used on this page`);
  taken.add(id);
  return id;
}

/** What to add: a registry widget, optional params (over its defaults), and where. */
export interface NewWidget extends Target {
  component: string;
  params?: Record<string, unknown>;
}

/**
 * Adds a widget of `component` with id `newId` (see freshId) at the target. Its params are the
 * widget's defaults with `params` over them; its version is its schema's current version.
 */
export function addWidget(
  layout: StateLayout,
  widget: NewWidget,
  newId: string,
  registry: Registry = WIDGET_META,
): StateLayout {
  const meta = registry.get(widget.component);
  if (!meta) throw new LayoutOpError('unknown-component', `unknown widget "${widget.component}"`);
  if (NOT_PLACEABLE.has(widget.component)) {
    throw new LayoutOpError('not-placeable', `"${widget.component}" cannot be placed in a page`);
  }
  assertRegion(layout, widget.container);
  assertRoom(layout, 1);
  takeId(() => newId, widget.component, idsOf(layout));
  const placed: PlacedComponent = {
    id: newId,
    component: widget.component,
    version: meta.schema.version,
    params: { ...cloneParams(meta.defaults as Record<string, unknown>), ...(widget.params ?? {}) },
    container: widget.container,
  };
  return withComponents(layout, insertInto(componentsOf(layout), [placed], widget.container, widget.index));
}

/**
 * Moves a widget to `target.index` of `target.container` (its final index there: within its own
 * region, the index after it has been taken out, as dnd-kit's arrayMove counts). Without an
 * index it goes to the end of the region ("move to region").
 */
export function moveWidget(layout: StateLayout, id: string, target: Target): StateLayout {
  const components = componentsOf(layout);
  const at = positionOf(layout, id);
  if (at < 0) return layout;
  assertRegion(layout, target.container);
  const widget = components[at] as PlacedComponent;
  const same = widget.container === target.container;
  const count = widgetsIn(layout, target.container).length - (same ? 1 : 0);
  const to = clampIndex(target.index, count);
  if (same && to === indexIn(layout, id)) return layout;
  const rest = [...components.slice(0, at), ...components.slice(at + 1)];
  const moved = same ? widget : { ...widget, container: target.container };
  return withComponents(layout, insertInto(rest, [moved], target.container, to));
}

function shift(layout: StateLayout, id: string, by: -1 | 1): StateLayout {
  const widget = findWidget(layout, id);
  if (!widget) return layout;
  const other = widgetsIn(layout, widget.container)[indexIn(layout, id) + by];
  if (!other) return layout;
  const components = componentsOf(layout).slice();
  const a = positionOf(layout, id);
  const b = positionOf(layout, other.id);
  components[a] = other;
  components[b] = widget;
  return withComponents(layout, components);
}

/** Swaps the widget with the one before it in its region; unchanged at the top. */
export function moveUp(layout: StateLayout, id: string): StateLayout {
  return shift(layout, id, -1);
}

/** Swaps the widget with the one after it in its region; unchanged at the bottom. */
export function moveDown(layout: StateLayout, id: string): StateLayout {
  return shift(layout, id, 1);
}

/** Puts a copy of the widget (fresh id, same params) right after it. */
export function duplicateWidget(layout: StateLayout, id: string, ids: IdFactory = randomIds): StateLayout {
  const at = positionOf(layout, id);
  if (at < 0) return layout;
  assertRoom(layout, 1);
  const components = componentsOf(layout);
  const widget = components[at] as PlacedComponent;
  const copy: PlacedComponent = {
    ...widget,
    id: takeId(ids, widget.component, idsOf(layout)),
    params: cloneParams(widget.params),
  };
  return withComponents(layout, [...components.slice(0, at + 1), copy, ...components.slice(at + 1)]);
}

/** Removes the widgets with these ids (unknown ids are ignored). */
export function deleteWidgets(layout: StateLayout, ids: Iterable<string>): StateLayout {
  const gone = new Set(ids);
  const components = componentsOf(layout);
  const kept = components.filter((c) => !gone.has(c.id));
  return kept.length === components.length ? layout : withComponents(layout, kept);
}

/** Removes one widget. */
export function deleteWidget(layout: StateLayout, id: string): StateLayout {
  return deleteWidgets(layout, [id]);
}

/** Params: the new object, or a function of the current params. */
export type ParamsUpdate =
  | Record<string, unknown>
  | ((params: Record<string, unknown>) => Record<string, unknown>);

function shallowEqual(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.hasOwn(b, k) && Object.is(a[k], b[k]));
}

/** Replaces a widget's params (an rjsf form gives the whole object). Equal params change nothing. */
export function updateParams(layout: StateLayout, id: string, update: ParamsUpdate): StateLayout {
  const at = positionOf(layout, id);
  if (at < 0) return layout;
  const components = componentsOf(layout);
  const widget = components[at] as PlacedComponent;
  const params = typeof update === 'function' ? update(widget.params) : update;
  if (params === widget.params || shallowEqual(params, widget.params)) return layout;
  const next = components.slice();
  next[at] = { ...widget, params };
  return withComponents(layout, next);
}

/**
 * Switches the page template. Widgets of regions the new template lacks go to its `main` region
 * (or its first region), after the widgets already there, in their order: none is lost.
 */
export function changeTemplate(layout: StateLayout, template: string): StateLayout {
  if (!isTemplate(template))
    throw new LayoutOpError('unknown-template', `unknown page template "${template}"`);
  const params = layout.layout.params;
  if (params.layout === template) return layout;
  const regions: readonly string[] = TEMPLATES[template];
  const home = regions.includes('main') ? 'main' : (regions[0] as string);
  const stay: PlacedComponent[] = [];
  const moved: PlacedComponent[] = [];
  for (const c of params.components) {
    if (regions.includes(c.container)) stay.push(c);
    else moved.push({ ...c, container: home });
  }
  const components = moved.length === 0 ? params.components : insertInto(stay, moved, home, undefined);
  return { ...layout, layout: { ...layout.layout, params: { ...params, layout: template, components } } };
}

/** Copied widgets, detached from their page: can be pasted into this page or another. */
export interface Clipboard {
  type: 'efir/widgets';
  version: 1;
  /** In document order, as they were copied (ids and regions are those of the source page). */
  widgets: readonly PlacedComponent[];
}

/** Copies the widgets with these ids, in document order (unknown ids are skipped). */
export function copyWidgets(layout: StateLayout, ids: Iterable<string>): Clipboard {
  const wanted = new Set(ids);
  const widgets = componentsOf(layout)
    .filter((c) => wanted.has(c.id))
    .map((c) => ({ ...c, params: cloneParams(c.params) }));
  return { type: 'efir/widgets', version: 1, widgets };
}

/**
 * Pastes the clipboard's widgets at the target, one after another, each with a fresh id (never
 * one used on this page). The widgets keep their component, version and params; the target
 * region replaces their source one. An empty clipboard changes nothing.
 */
export function pasteWidgets(
  layout: StateLayout,
  clipboard: Clipboard,
  target: Target,
  ids: IdFactory = randomIds,
): StateLayout {
  if (clipboard.widgets.length === 0) return layout;
  assertRegion(layout, target.container);
  assertRoom(layout, clipboard.widgets.length);
  const taken = idsOf(layout);
  const pasted = clipboard.widgets.map((w) => ({
    id: takeId(ids, w.component, taken),
    component: w.component,
    version: w.version,
    params: cloneParams(w.params),
    container: target.container,
  }));
  return withComponents(layout, insertInto(componentsOf(layout), pasted, target.container, target.index));
}

/** The clipboard as text (for the system clipboard or storage shared between tabs). */
export function serializeClipboard(clipboard: Clipboard): string {
  return JSON.stringify(clipboard);
}

function isPlaced(value: unknown): value is PlacedComponent {
  if (typeof value !== 'object' || value === null) return false;
  const w = value as Record<string, unknown>;
  return (
    typeof w.id === 'string' &&
    typeof w.component === 'string' &&
    Number.isInteger(w.version) &&
    typeof w.container === 'string' &&
    typeof w.params === 'object' &&
    w.params !== null &&
    !Array.isArray(w.params)
  );
}

/** Reads a clipboard written by serializeClipboard; null for any other text. */
export function parseClipboard(text: string): Clipboard | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const c = value as Record<string, unknown>;
  if (c.type !== 'efir/widgets' || c.version !== 1 || !Array.isArray(c.widgets)) return null;
  if (!c.widgets.every(isPlaced)) return null;
  return { type: 'efir/widgets', version: 1, widgets: c.widgets };
}
