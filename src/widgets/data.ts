import type { StateLayout } from '@core/schemas/layout';
import { COMPONENTS } from './components';
import { LOADS } from './loads';
import type { DataNeed, LoadContext } from './types';

/**
 * Every API read of a page's widgets, as their `load` declares them (src/widgets/loads.ts) (src/widgets/loads.ts) (components the server found
 * invalid, and unknown ones, read nothing). The server loads them before rendering; the client
 * prefetches them in parallel as soon as a page's layout arrives.
 */
export function layoutNeeds(
  layout: StateLayout,
  invalid: ReadonlyMap<string, string>,
  ctx: LoadContext,
): DataNeed[] {
  const needs: DataNeed[] = [];
  for (const placed of layout.layout.params.components) {
    if (invalid.has(placed.id)) continue;
    const load = LOADS[placed.component];
    if (load) needs.push(...load(placed.params as never, ctx));
  }
  return needs;
}

/** The widgets a layout renders (for preloading their modules and naming their chunks). */
export function layoutWidgets(layout: StateLayout, invalid: ReadonlyMap<string, string>): string[] {
  const names = layout.layout.params.components
    .filter((c) => !invalid.has(c.id) && Object.hasOwn(COMPONENTS, c.component))
    .map((c) => c.component);
  return [...new Set(names)];
}
