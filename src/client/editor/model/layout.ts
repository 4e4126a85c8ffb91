import type { PlacedComponent, StateLayout } from '@core/schemas/layout';
import { isTemplate, TEMPLATES, type TemplateName } from '@widgets/stateLayout/templates';

/**
 * Read-only queries over a StateLayout document. The layout's components are one flat ordered
 * list; a region's widgets are the components whose `container` names it, in list order.
 * Widgets do not nest today: tabs and accordion hold texts in their params, not widgets.
 */

/** The components of a layout, in document order. */
export function componentsOf(layout: StateLayout): readonly PlacedComponent[] {
  return layout.layout.params.components;
}

/** The template's name, as the renderer reads it: an unknown template renders as one column. */
export function templateOf(layout: StateLayout): TemplateName {
  const name = layout.layout.params.layout;
  return isTemplate(name) ? name : 'one-column';
}

/** The regions of the layout's template, in reading order. */
export function regionsOf(layout: StateLayout): readonly string[] {
  return TEMPLATES[templateOf(layout)];
}

interface LayoutIndex {
  /** Position of each id in the flat list. */
  position: Map<string, number>;
  /** Each container's widgets, in order (also containers that are not template regions). */
  byContainer: Map<string, PlacedComponent[]>;
  /** Each id's index within its container. */
  indexInContainer: Map<string, number>;
}

// One index per components array: the arrays are immutable, so it stays right, and every query
// on the same state (a render of every region, say) shares one O(n) pass.
const indexes = new WeakMap<readonly PlacedComponent[], LayoutIndex>();

function indexOf(components: readonly PlacedComponent[]): LayoutIndex {
  let index = indexes.get(components);
  if (!index) {
    index = { position: new Map(), byContainer: new Map(), indexInContainer: new Map() };
    for (let i = 0; i < components.length; i++) {
      const c = components[i] as PlacedComponent;
      // With duplicate ids (an invalid document) the first one is the one addressed.
      if (index.position.has(c.id)) continue;
      index.position.set(c.id, i);
      let list = index.byContainer.get(c.container);
      if (!list) {
        list = [];
        index.byContainer.set(c.container, list);
      }
      index.indexInContainer.set(c.id, list.length);
      list.push(c);
    }
    indexes.set(components, index);
  }
  return index;
}

const EMPTY: readonly PlacedComponent[] = Object.freeze([]);

/** The placed component with this id, or undefined. */
export function findWidget(layout: StateLayout, id: string): PlacedComponent | undefined {
  const components = componentsOf(layout);
  const at = indexOf(components).position.get(id);
  return at === undefined ? undefined : components[at];
}

/** Position of the component in the flat list, or -1. */
export function positionOf(layout: StateLayout, id: string): number {
  return indexOf(componentsOf(layout)).position.get(id) ?? -1;
}

/** The region (container) the component sits in, or undefined for an unknown id. */
export function regionOf(layout: StateLayout, id: string): string | undefined {
  return findWidget(layout, id)?.container;
}

/**
 * The widgets of a region, in order. The same array is returned for the same state, so it can
 * be a memo dependency; do not mutate it.
 */
export function widgetsIn(layout: StateLayout, container: string): readonly PlacedComponent[] {
  return indexOf(componentsOf(layout)).byContainer.get(container) ?? EMPTY;
}

/** The component's index within its region, or -1 for an unknown id. */
export function indexIn(layout: StateLayout, id: string): number {
  return indexOf(componentsOf(layout)).indexInContainer.get(id) ?? -1;
}

/** The layout with other components; everything else (title, template…) is shared. */
export function withComponents(layout: StateLayout, components: PlacedComponent[]): StateLayout {
  return {
    ...layout,
    layout: { ...layout.layout, params: { ...layout.layout.params, components } },
  };
}
