import { METAS } from './metas.gen';
import type { WidgetMeta } from './types';

/**
 * Every widget's meta (schema, defaults, examples, migrations), without components: safe to
 * import on the server, in the editor, in stories and tests. One per folder of src/widgets with a
 * `meta.ts`, sorted by name (metas.gen.ts, written by scripts/gen-widgets.mjs); the editor's
 * palette groups them by category.
 */
export const WIDGETS: readonly WidgetMeta[] = METAS;

export const WIDGET_META: ReadonlyMap<string, WidgetMeta> = new Map(WIDGETS.map((w) => [w.name, w]));
