import stateLayout from './stateLayout/meta';
import title from './title/meta';
import type { WidgetMeta } from './types';

/**
 * Every widget's meta (schema, defaults, examples, migrations), without components: safe to
 * import on the server, in the editor, in stories and tests. Keep sorted by category, then name.
 */
export const WIDGETS: readonly WidgetMeta[] = [stateLayout, title];

export const WIDGET_META: ReadonlyMap<string, WidgetMeta> = new Map(WIDGETS.map((w) => [w.name, w]));
